/**
 * Microsoft's endpoints that MSAL calls with fetch, answered locally (demo service worker, Vitest,
 * never the network): the OpenID configuration, instance discovery and the v2.0 token endpoint.
 * The authorize endpoint is a page, simulated by MicrosoftSignInPage.tsx (MSAL's navigation client
 * in demo mode sends the browser there). Replies follow Entra ID's shapes and AADSTS errors.
 */
import { http, HttpResponse } from 'msw';
import { findDirectoryUser, DIRECTORY_USERS } from './microsoft-directory';
import {
  MICROSOFT_LOGIN_ORIGIN,
  redeemAuthorizationCode,
  tokenReplyFor,
  type TokenError,
} from './microsoft-tokens';

const KNOWN_ALIASES = [
  'login.microsoftonline.com',
  'login.windows.net',
  'login.microsoft.com',
  'sts.windows.net',
];
const GENERIC_TENANTS = new Set(['organizations', 'common']);
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Entra answers cross-origin SPA calls with CORS headers and never lets token replies be cached. */
const HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Cache-Control': 'no-store, no-cache',
  Pragma: 'no-cache',
};

function reply(body: unknown, status = 200): Response {
  return HttpResponse.json(body as never, { status, headers: HEADERS });
}

function errorReply(
  request: Request,
  error: TokenError | (Omit<TokenError, 'error'> & { error: string }),
  status = 400,
) {
  const correlation = new URL(request.url).searchParams.get('client-request-id') ?? crypto.randomUUID();
  return reply(
    {
      ...error,
      timestamp: new Date()
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, 'Z'),
      trace_id: crypto.randomUUID(),
      correlation_id: correlation,
      error_uri: `${MICROSOFT_LOGIN_ORIGIN}/error?code=${error.error_codes[0] ?? ''}`,
    },
    status,
  );
}

/** A tenant segment Entra knows: organizations, common, or one of the simulated directories. */
function knownTenant(tenant: string): boolean {
  const lower = tenant.toLowerCase();
  return GENERIC_TENANTS.has(lower) || DIRECTORY_USERS.some((user) => user.tenantId === lower);
}

function tenantNotFound(request: Request, tenant: string) {
  return errorReply(request, {
    error: 'invalid_tenant',
    error_description: `AADSTS90002: Tenant '${tenant}' not found. Check to make sure you have the correct tenant ID and are signing into the correct cloud.`,
    error_codes: [90002],
  });
}

function openIdConfiguration(tenant: string) {
  const base = `${MICROSOFT_LOGIN_ORIGIN}/${tenant}`;
  const specific = GUID.test(tenant);
  return {
    token_endpoint: `${base}/oauth2/v2.0/token`,
    token_endpoint_auth_methods_supported: ['client_secret_post', 'private_key_jwt', 'client_secret_basic'],
    jwks_uri: `${base}/discovery/v2.0/keys`,
    response_modes_supported: ['query', 'fragment', 'form_post'],
    subject_types_supported: ['pairwise'],
    id_token_signing_alg_values_supported: ['RS256'],
    response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
    issuer: `${MICROSOFT_LOGIN_ORIGIN}/${specific ? tenant : '{tenantid}'}/v2.0`,
    request_uri_parameter_supported: false,
    userinfo_endpoint: 'https://graph.microsoft.com/oidc/userinfo',
    authorization_endpoint: `${base}/oauth2/v2.0/authorize`,
    device_authorization_endpoint: `${base}/oauth2/v2.0/devicecode`,
    http_logout_supported: true,
    frontchannel_logout_supported: true,
    end_session_endpoint: `${base}/oauth2/v2.0/logout`,
    claims_supported: [
      'sub',
      'iss',
      'cloud_instance_name',
      'cloud_instance_host_name',
      'cloud_graph_host_name',
      'msgraph_host',
      'aud',
      'exp',
      'iat',
      'auth_time',
      'acr',
      'nonce',
      'preferred_username',
      'name',
      'tid',
      'ver',
      'at_hash',
      'c_hash',
      'email',
    ],
    kerberos_endpoint: `${base}/kerberos`,
    tenant_region_scope: specific ? 'EU' : null,
    cloud_instance_name: 'microsoftonline.com',
    cloud_graph_host_name: 'graph.windows.net',
    msgraph_host: 'graph.microsoft.com',
    rbac_url: 'https://pas.windows.net',
  };
}

/** The tenant segment of an authorize endpoint URL, e.g. `organizations`. */
function tenantOfEndpoint(endpoint: string | null): string {
  if (!endpoint) return 'common';
  try {
    return new URL(endpoint).pathname.split('/').filter(Boolean)[0] ?? 'common';
  } catch {
    return 'common';
  }
}

export const microsoftIdentityHandlers = [
  http.get(
    `${MICROSOFT_LOGIN_ORIGIN}/:tenant/v2.0/.well-known/openid-configuration`,
    ({ request, params }) => {
      const tenant = String(params.tenant);
      if (!knownTenant(tenant)) return tenantNotFound(request, tenant);
      return reply(openIdConfiguration(tenant.toLowerCase()));
    },
  ),

  http.get(`${MICROSOFT_LOGIN_ORIGIN}/common/discovery/instance`, ({ request }) => {
    const url = new URL(request.url);
    const tenant = tenantOfEndpoint(url.searchParams.get('authorization_endpoint'));
    return reply({
      tenant_discovery_endpoint: `${MICROSOFT_LOGIN_ORIGIN}/${tenant}/v2.0/.well-known/openid-configuration`,
      'api-version': url.searchParams.get('api-version') ?? '1.1',
      metadata: [
        {
          preferred_network: 'login.microsoftonline.com',
          preferred_cache: 'login.windows.net',
          aliases: KNOWN_ALIASES,
        },
      ],
    });
  }),

  http.post(`${MICROSOFT_LOGIN_ORIGIN}/:tenant/oauth2/v2.0/token`, async ({ request, params }) => {
    const tenant = String(params.tenant);
    if (!knownTenant(tenant)) return tenantNotFound(request, tenant);
    const form = new URLSearchParams(await request.text());
    const grantType = form.get('grant_type');
    for (const name of ['grant_type', 'client_id']) {
      if (!form.get(name)) {
        return errorReply(request, {
          error: 'invalid_request',
          error_description: `AADSTS900144: The request body must contain the following parameter: '${name}'.`,
          error_codes: [900144],
        });
      }
    }
    if (grantType !== 'authorization_code') {
      return errorReply(request, {
        error: 'unsupported_grant_type',
        error_description: `AADSTS70003: The app requested an unsupported grant type '${grantType ?? ''}'.`,
        error_codes: [70003],
      });
    }
    const code = form.get('code');
    if (!code) {
      return errorReply(request, {
        error: 'invalid_request',
        error_description: "AADSTS900144: The request body must contain the following parameter: 'code'.",
        error_codes: [900144],
      });
    }
    const redeemed = await redeemAuthorizationCode({
      code,
      code_verifier: form.get('code_verifier') ?? undefined,
      client_id: form.get('client_id') ?? undefined,
      redirect_uri: form.get('redirect_uri') ?? undefined,
      tenant,
    });
    if (!redeemed.ok) return errorReply(request, redeemed.reply);
    // The person may have left the directory since the code was issued.
    if (!findDirectoryUser(redeemed.claims.preferred_username)) {
      return errorReply(request, {
        error: 'invalid_grant',
        error_description: 'AADSTS50034: The user account does not exist in the directory.',
        error_codes: [50034],
      });
    }
    return reply(tokenReplyFor(redeemed.claims));
  }),
];
