/**
 * Demo mode's stand-in for Google Identity Services (`google.accounts.oauth2`): the same calls, but
 * the popup is the simulated consent page on this origin (GoogleConsentPage.tsx) and revocation is
 * answered by the mock layer. Loaded only through `loadGoogleIdentity()` in demo mode.
 */
import type {
  ClientConfigError,
  CodeClientConfig,
  GoogleOAuth2,
  RevocationResponse,
  TokenClientConfig,
} from '@/lib/google-identity-types';
import { SIMULATED_PROVIDER_PREFIX } from '@/lib/simulated-providers';
import { GOOGLE_POPUP_MESSAGE, type GooglePopupMessage } from './google-tokens';

export const GOOGLE_CONSENT_PATH = `${SIMULATED_PROVIDER_PREFIX}google/oauth`;
export const GOOGLE_REVOKE_URL = 'https://oauth2.googleapis.com/revoke';

/** How often the stand-in looks whether the popup was closed, and how long a last message may take. */
export const POPUP_POLL_MS = 250;
const CLOSE_GRACE_MS = 300;

const POPUP_FEATURES = 'popup,width=500,height=640';

function randomState(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function isPopupMessage(data: unknown): data is GooglePopupMessage {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === GOOGLE_POPUP_MESSAGE
  );
}

let cancelActive: (() => void) | null = null;

/**
 * Opens the consent page and waits for its answer: a message from that very window on this origin,
 * carrying the state it was given; or the window closing (popup_closed); or no window at all
 * (popup_failed_to_open, e.g. a popup blocker).
 */
function runPopup(
  params: { flow: 'code' | 'token'; client_id: string; scope: string; prompt?: string },
  onResult: (message: GooglePopupMessage) => void,
  onError: ((error: ClientConfigError) => void) | undefined,
): void {
  // A second request reuses the named window: the earlier one is superseded and never answers.
  cancelActive?.();
  const state = randomState();
  const query = new URLSearchParams({
    flow: params.flow,
    client_id: params.client_id,
    scope: params.scope,
    state,
  });
  if (params.prompt !== undefined) query.set('prompt', params.prompt);
  const popup = window.open(
    `${GOOGLE_CONSENT_PATH}?${query.toString()}`,
    'stackwise-google-oauth',
    POPUP_FEATURES,
  );
  if (!popup) {
    onError?.({ type: 'popup_failed_to_open', message: 'Failed to open popup window' });
    return;
  }

  let settled = false;
  const stop = () => {
    settled = true;
    window.removeEventListener('message', onMessage);
    window.clearInterval(poll);
    if (cancelActive === stop) cancelActive = null;
  };
  cancelActive = stop;
  const onMessage = (event: MessageEvent) => {
    if (settled || event.origin !== window.location.origin || event.source !== popup) return;
    if (!isPopupMessage(event.data) || event.data.state !== state || event.data.flow !== params.flow) return;
    stop();
    onResult(event.data);
  };
  const poll = window.setInterval(() => {
    if (settled || !popup.closed) return;
    window.clearInterval(poll);
    // The page posts its answer just before closing: let a message already on its way arrive.
    window.setTimeout(() => {
      if (settled) return;
      stop();
      onError?.({ type: 'popup_closed', message: 'Popup window closed' });
    }, CLOSE_GRACE_MS);
  }, POPUP_POLL_MS);
  window.addEventListener('message', onMessage);
}

function initCodeClient(config: CodeClientConfig) {
  return {
    requestCode() {
      runPopup(
        { flow: 'code', client_id: config.client_id, scope: config.scope },
        (message) => {
          if (message.flow === 'code')
            config.callback({ code: message.code, scope: message.scope, state: config.state });
        },
        config.error_callback,
      );
    },
  };
}

function initTokenClient(config: TokenClientConfig) {
  return {
    requestAccessToken(overrides: { prompt?: TokenClientConfig['prompt']; scope?: string } = {}) {
      runPopup(
        {
          flow: 'token',
          client_id: config.client_id,
          scope: overrides.scope ?? config.scope,
          prompt: overrides.prompt ?? config.prompt,
        },
        (message) => {
          if (message.flow === 'token') {
            config.callback({
              access_token: message.access_token,
              expires_in: message.expires_in,
              scope: message.scope,
              token_type: message.token_type,
            });
          }
        },
        config.error_callback,
      );
    },
  };
}

/** Like GIS: POSTs the token to Google's revocation endpoint (answered by mocks/identity/google.ts). */
function revoke(accessToken: string, done?: (response: RevocationResponse) => void): void {
  void (async () => {
    let response: RevocationResponse;
    try {
      const reply = await fetch(GOOGLE_REVOKE_URL, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: accessToken }).toString(),
      });
      if (reply.ok) {
        response = { successful: true };
      } else {
        const body = (await reply.json().catch(() => ({}))) as { error?: string; error_description?: string };
        response = {
          successful: false,
          error: body.error ?? `HTTP ${reply.status}`,
          error_description: body.error_description,
        };
      }
    } catch (error) {
      response = { successful: false, error: 'network_error', error_description: String(error) };
    }
    done?.(response);
  })();
}

export const googleIdentityServices: GoogleOAuth2 = { initCodeClient, initTokenClient, revoke };
