// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../testing';
import { REPORTS_LOGIN_URL } from './google';
import { googleIdentityServices as gis, GOOGLE_CONSENT_PATH } from './google-identity-services';
import { GOOGLE_POPUP_MESSAGE, issueGoogleAccessToken } from './google-tokens';

useMockServer();

/** A real window (an iframe's) stands in for the popup, so `event.source` can be compared. */
function fakePopup() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const popup = frame.contentWindow!;
  let closed = false;
  Object.defineProperty(popup, 'closed', { get: () => closed, configurable: true });
  return { popup, close: () => (closed = true) };
}

function reply(source: Window, data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the demo stand-in for google.accounts.oauth2', () => {
  it('requestCode opens the consent page and hands over the code that page posts back', async () => {
    const { popup } = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const callback = vi.fn();
    const error_callback = vi.fn();
    gis
      .initCodeClient({
        client_id: 'cid',
        scope: 'openid email profile',
        ux_mode: 'popup',
        callback,
        error_callback,
      })
      .requestCode();

    const url = new URL(open.mock.calls[0]![0] as string, window.location.origin);
    expect(url.pathname).toBe(GOOGLE_CONSENT_PATH);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      flow: 'code',
      client_id: 'cid',
      scope: 'openid email profile',
      state: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    const state = url.searchParams.get('state')!;
    const answer = { type: GOOGLE_POPUP_MESSAGE, flow: 'code', state, code: 'the-code', scope: 'openid' };

    // Ignored: another origin, another window, another state.
    reply(popup, answer, 'https://evil.example');
    reply(window, answer);
    reply(popup, { ...answer, state: 'forged' });
    expect(callback).not.toHaveBeenCalled();

    reply(popup, answer);
    expect(callback).toHaveBeenCalledWith(expect.objectContaining({ code: 'the-code' }));
    reply(popup, answer);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(error_callback).not.toHaveBeenCalled();
  });

  it('requestAccessToken uses flow=token and hands over the access token', () => {
    const { popup } = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const callback = vi.fn();
    gis.initTokenClient({ client_id: 'cid', scope: 'reports', callback }).requestAccessToken();
    const url = new URL(open.mock.calls[0]![0] as string, window.location.origin);
    expect(url.searchParams.get('flow')).toBe('token');
    reply(popup, {
      type: GOOGLE_POPUP_MESSAGE,
      flow: 'token',
      state: url.searchParams.get('state'),
      access_token: 'tok',
      expires_in: 900,
      scope: 'reports',
      token_type: 'Bearer',
    });
    expect(callback).toHaveBeenCalledWith({
      access_token: 'tok',
      expires_in: 900,
      scope: 'reports',
      token_type: 'Bearer',
    });
  });

  it('reports popup_failed_to_open when the browser blocks the window', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const error_callback = vi.fn();
    gis.initCodeClient({ client_id: 'cid', scope: 's', callback: vi.fn(), error_callback }).requestCode();
    expect(error_callback).toHaveBeenCalledWith(expect.objectContaining({ type: 'popup_failed_to_open' }));
  });

  it('reports popup_closed when the window is closed without an answer', async () => {
    vi.useFakeTimers();
    const { popup, close } = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const callback = vi.fn();
    const error_callback = vi.fn();
    gis.initCodeClient({ client_id: 'cid', scope: 's', callback, error_callback }).requestCode();
    await vi.advanceTimersByTimeAsync(2000);
    expect(error_callback).not.toHaveBeenCalled();
    close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(error_callback).toHaveBeenCalledWith(expect.objectContaining({ type: 'popup_closed' }));
    expect(callback).not.toHaveBeenCalled();
  });

  it('revoke posts the token to Google and reports the outcome', async () => {
    const token = issueGoogleAccessToken('admin@acme.test');
    const first = await new Promise((resolve) => gis.revoke(token, resolve));
    expect(first).toEqual({ successful: true });
    const again = await new Promise((resolve) => gis.revoke(token, resolve));
    expect(again).toMatchObject({ successful: false, error: 'invalid_token' });
    const listed = await fetch(REPORTS_LOGIN_URL, { headers: { Authorization: `Bearer ${token}` } });
    expect(listed.status).toBe(401);
  });
});
