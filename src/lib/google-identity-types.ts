// The typed subset of Google Identity Services, apart from its loader so that the demo's stand-in
// (mocks/identity) implements it without importing the module that loads the stand-in.

/** What the code client's callback receives: a code, or Google's OAuth error (e.g. access_denied). */
export interface CodeResponse {
  code?: string;
  scope?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

/** What the token client's callback receives. */
export interface TokenResponse {
  access_token?: string;
  /** Seconds; GIS sends a number or a numeric string. */
  expires_in?: number | string;
  scope?: string;
  token_type?: string;
  error?: string;
  error_description?: string;
}

/** GIS's non-OAuth errors: the popup could not open, was closed, or something else went wrong. */
export interface ClientConfigError {
  type: 'popup_failed_to_open' | 'popup_closed' | 'unknown';
  message?: string;
}

export interface CodeClientConfig {
  client_id: string;
  scope: string;
  ux_mode?: 'popup' | 'redirect';
  redirect_uri?: string;
  state?: string;
  select_account?: boolean;
  callback: (response: CodeResponse) => void;
  error_callback?: (error: ClientConfigError) => void;
}

export interface TokenClientConfig {
  client_id: string;
  scope: string;
  prompt?: '' | 'none' | 'consent' | 'select_account';
  callback: (response: TokenResponse) => void;
  error_callback?: (error: ClientConfigError) => void;
}

export interface CodeClient {
  requestCode(): void;
}

export interface TokenClient {
  requestAccessToken(overrides?: { prompt?: TokenClientConfig['prompt']; scope?: string }): void;
}

export interface RevocationResponse {
  successful: boolean;
  error?: string;
  error_description?: string;
}

/** The typed subset of `google.accounts.oauth2`. */
export interface GoogleOAuth2 {
  initCodeClient(config: CodeClientConfig): CodeClient;
  initTokenClient(config: TokenClientConfig): TokenClient;
  revoke(accessToken: string, done?: (response: RevocationResponse) => void): void;
}
