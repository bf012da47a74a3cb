import { useRef, useState } from 'react';
import type { ClientConfigError, GoogleOAuth2 } from './google-identity';

/** What the user is told for each way Google's code flow can fail before our backend sees a code. */
export interface GoogleCodeMessages {
  notLoaded: string;
  popup_closed: string;
  popup_failed_to_open: string;
  unknown: string;
  denied: string;
}

interface Ready {
  gis: GoogleOAuth2;
  clientId: string;
  scope: string;
}

/** Google's code lives in its own chunk (and script): loaded on hover, focus or click, never up front. */
function loadGoogle(purpose: 'sign-in' | 'reports'): Promise<Ready> {
  return import('./google-identity').then(async (module) => ({
    gis: await module.loadGoogleIdentity(),
    clientId: module.googleClientId(),
    scope: purpose === 'sign-in' ? module.GOOGLE_SIGN_IN_SCOPE : module.GOOGLE_REPORTS_SCOPE,
  }));
}

/**
 * Google Identity Services' code flow in a popup: `preload` on hover/focus so that `request` (on click)
 * can open the popup inside the click's user activation; the code goes to `onCode`, and every failure
 * before that becomes `problem`.
 */
export function useGoogleCode({
  purpose,
  messages,
  onCode,
}: {
  purpose: 'sign-in' | 'reports';
  messages: GoogleCodeMessages;
  onCode: (code: string) => void;
}) {
  const ready = useRef<Ready | null>(null);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const preload = () => {
    if (ready.current) return;
    loadGoogle(purpose).then(
      (loaded) => (ready.current = loaded),
      () => undefined, // the click tries again and says what went wrong
    );
  };

  const open = ({ gis, clientId, scope }: Ready) => {
    gis
      .initCodeClient({
        client_id: clientId,
        scope,
        ux_mode: 'popup',
        callback: (response) => {
          if (!response.code) return setProblem(messages.denied);
          onCode(response.code);
        },
        error_callback: (error: ClientConfigError) => setProblem(messages[error.type] ?? messages.unknown),
      })
      .requestCode();
  };

  const request = () => {
    setProblem(null);
    if (ready.current) return open(ready.current);
    setLoading(true);
    loadGoogle(purpose)
      .then(
        (loaded) => {
          ready.current = loaded;
          open(loaded);
        },
        () => setProblem(messages.notLoaded),
      )
      .finally(() => setLoading(false));
  };

  return { loading, problem, setProblem, preload, request };
}
