import { Link, useNavigate } from '@tanstack/react-router';
import { RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { ApiError } from '@/lib/errors';
import { landingRoute } from '@/lib/guards';
import { MICROSOFT_SIGN_IN_FALLBACKS, useMicrosoftSignInMutation } from '../api/microsoft-mutations';
import {
  azureTenantIdOf,
  isMicrosoftCancellation,
  microsoftRedirectOutcome,
  startMicrosoftSignIn,
  takeMicrosoftRedirectOutcome,
} from '../api/msal-client';
import { FormAlert } from '@/components/form/FormAlert';
import { AuthLayout, authLinkClass } from './AuthLayout';

export const MICROSOFT_CANCELLED = 'Microsoft sign-in was cancelled.';

type Outcome =
  | { kind: 'working' }
  /** Nothing came back from Microsoft (a reload, a direct visit): never starts a sign-in by itself. */
  | { kind: 'none' }
  | { kind: 'cancelled' }
  /** The backend refused the account (403): another try with the same account would not help. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed'; message: string };

function failureOf(error: unknown): Outcome {
  if (error instanceof ApiError) {
    if (error.status === 403 && error.serverMessage) return { kind: 'refused', message: error.serverMessage };
    return { kind: 'failed', message: error.serverMessage || MICROSOFT_SIGN_IN_FALLBACKS.signIn };
  }
  return { kind: 'failed', message: MICROSOFT_SIGN_IN_FALLBACKS.signIn };
}

/**
 * /msauth, where Microsoft sends the browser back; MSAL's redirect result is awaited before anything
 * else touches MSAL.
 */
export function MsAuthPage() {
  const navigate = useNavigate();
  const { mutate: signIn } = useMicrosoftSignInMutation();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    // StrictMode runs this twice: both share the one redirect result, and only the live one acts on it.
    let active = true;
    void microsoftRedirectOutcome().then((settled) => {
      if (!active) return;
      const taken = takeMicrosoftRedirectOutcome(settled);
      if ('error' in taken) {
        setOutcome(isMicrosoftCancellation(taken.error) ? { kind: 'cancelled' } : failureOf(taken.error));
        return;
      }
      const { result } = taken;
      if (!result) {
        setOutcome({ kind: 'none' });
        return;
      }
      const azureTenantId = azureTenantIdOf(result);
      if (!azureTenantId || !result.idToken) {
        setOutcome(failureOf(null));
        return;
      }
      signIn(
        { azureTenantId, id_token: result.idToken },
        {
          onSuccess: (user) => void navigate({ to: landingRoute(user.roles), replace: true }),
          onError: (error) => setOutcome(failureOf(error)),
        },
      );
    });
    return () => {
      active = false;
    };
  }, [navigate, signIn]);

  const tryAgain = async () => {
    setRetrying(true);
    try {
      await startMicrosoftSignIn();
    } catch (error) {
      if (!isMicrosoftCancellation(error)) setOutcome(failureOf(error));
    } finally {
      setRetrying(false);
    }
  };

  const backToSignIn = (
    <Link to="/login" className={authLinkClass}>
      Back to sign in
    </Link>
  );

  if (outcome.kind === 'working') {
    return (
      <AuthLayout title="Signing you in with Microsoft…">
        <p role="status" className="mt-6 flex items-center gap-3 text-sm text-slate-700 dark:text-slate-200">
          <Spinner className="size-5 text-indigo-600 dark:text-indigo-300" />
          Completing your Microsoft sign-in…
        </p>
      </AuthLayout>
    );
  }

  if (outcome.kind === 'none') {
    return (
      <AuthLayout title="No Microsoft sign-in in progress" footer={backToSignIn}>
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-200">
          There is no Microsoft sign-in in progress to complete here. It may have finished already, or this
          page was opened directly. Start again from the sign-in page.
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Microsoft sign-in" footer={backToSignIn}>
      <div className="mt-6 space-y-4">
        <FormAlert>{outcome.kind === 'cancelled' ? MICROSOFT_CANCELLED : outcome.message}</FormAlert>
        {outcome.kind === 'failed' && (
          <Button className="w-full" busy={retrying} onClick={() => void tryAgain()}>
            {!retrying && <RotateCw aria-hidden="true" className="size-4" />}
            Try again
          </Button>
        )}
      </div>
    </AuthLayout>
  );
}
