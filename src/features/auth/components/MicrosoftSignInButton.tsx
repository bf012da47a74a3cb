import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/form/FormAlert';

export const MICROSOFT_LOAD_FAILED =
  'Microsoft sign-in could not be loaded. Check your connection and try again.';
export const MICROSOFT_START_FAILED = 'Microsoft sign-in could not start. Please try again.';

/** MSAL and its client live in their own chunk, fetched on hover, focus or click. */
const loadClient = () => import('../api/msal-client');

function preload() {
  loadClient()
    .then((client) => client.preloadMsal())
    .catch(() => undefined);
}

function MicrosoftLogo() {
  return (
    <svg viewBox="0 0 21 21" aria-hidden="true" className="size-4">
      <rect x="1" y="1" width="9" height="9" fill="#f25022" />
      <rect x="11" y="1" width="9" height="9" fill="#7fba00" />
      <rect x="1" y="11" width="9" height="9" fill="#00a4ef" />
      <rect x="11" y="11" width="9" height="9" fill="#ffb900" />
    </svg>
  );
}

/** 'Sign in with Microsoft': MSAL's redirect to Microsoft, which comes back to /msauth. */
export function MicrosoftSignInButton({ disabled }: { disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = async () => {
    setBusy(true);
    setFailure(null);
    let client: Awaited<ReturnType<typeof loadClient>>;
    try {
      client = await loadClient();
      await client.loadMsal();
    } catch {
      setFailure(MICROSOFT_LOAD_FAILED);
      setBusy(false);
      return;
    }
    try {
      // Resolves only if the browser did not leave for Microsoft.
      await client.startMicrosoftSignIn();
    } catch (error) {
      // Coming back (e.g. with the browser's Back button) is not a failure.
      if (!client.isMicrosoftCancellation(error)) setFailure(MICROSOFT_START_FAILED);
    }
    setBusy(false);
  };

  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        className="w-full"
        busy={busy}
        disabled={disabled}
        onMouseEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => void signIn()}
      >
        {!busy && <MicrosoftLogo />}
        Sign in with Microsoft
      </Button>
      {failure && <FormAlert>{failure}</FormAlert>}
    </div>
  );
}
