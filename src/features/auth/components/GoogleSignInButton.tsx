import { useNavigate, useSearch } from '@tanstack/react-router';
import { Button } from '@/components/ui/Button';
import { GoogleLogo } from '@/components/ui/GoogleLogo';
import { ApiError, extractErrorText } from '@/lib/errors';
import { landingRoute, safeRedirectTarget } from '@/lib/guards';
import { useGoogleCode, type GoogleCodeMessages } from '@/lib/use-google-code';
import { GOOGLE_SIGN_IN_FALLBACKS, useGoogleSignInMutation } from '../api/google-mutations';
import { FormAlert } from '@/components/form/FormAlert';

export const GOOGLE_MESSAGES = {
  notLoaded: 'Google sign-in could not be loaded. Check your connection and try again.',
  popup_closed: 'Google sign-in was closed before it finished.',
  popup_failed_to_open:
    'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  unknown: 'Google sign-in did not finish. Please try again.',
  denied: 'Google sign-in was cancelled, or access was not granted.',
} as const satisfies GoogleCodeMessages;

/** 'Sign in with Google': GIS's code flow in a popup, the code exchanged by our backend (`auth_code`). */
export function GoogleSignInButton({ disabled }: { disabled?: boolean }) {
  const signIn = useGoogleSignInMutation();
  const navigate = useNavigate();
  const search = useSearch({ strict: false });
  const google = useGoogleCode({
    purpose: 'sign-in',
    messages: GOOGLE_MESSAGES,
    onCode: (code) =>
      signIn.mutate(code, {
        onSuccess: (user) => {
          const target = safeRedirectTarget(search.redirect);
          void navigate({ to: target ?? landingRoute(user.roles), replace: true });
        },
      }),
  });
  const { loading, problem, preload } = google;

  const onClick = () => {
    signIn.reset();
    google.request();
  };

  const failure =
    problem ??
    (signIn.error
      ? signIn.error instanceof ApiError
        ? extractErrorText(signIn.error, GOOGLE_SIGN_IN_FALLBACKS.signIn)
        : GOOGLE_SIGN_IN_FALLBACKS.signIn
      : null);

  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        className="w-full"
        busy={loading || signIn.isPending}
        disabled={disabled}
        onMouseEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={onClick}
      >
        {!loading && !signIn.isPending && <GoogleLogo />}
        Sign in with Google
      </Button>
      {failure && <FormAlert>{failure}</FormAlert>}
    </div>
  );
}
