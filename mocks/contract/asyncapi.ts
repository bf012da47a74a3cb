/**
 * The notification websocket as an AsyncAPI 3 document (OpenAPI has no words for a socket): its
 * address, the token it takes, every message each way and the close codes, with the message
 * payloads generated from the app's schemas.
 */
import type * as z from 'zod/mini';
import {
  clientSocketMessageSchema,
  NOTIFICATION_SOCKET_PATH,
  SOCKET_CLOSE,
  socketMessageSchema,
} from '@/features/notifications/api/schemas';
import { jsonSchemaOf, sortKeys } from './document';

type Json = Record<string, unknown>;

/** The server's messages, one per `type` of the discriminated union. */
function serverMessages(): Record<string, Json> {
  const union = jsonSchemaOf(socketMessageSchema as z.core.$ZodType, 'output') as {
    oneOf?: Json[];
    anyOf?: Json[];
  };
  const options = union.oneOf ?? union.anyOf ?? [];
  return Object.fromEntries(
    options.map((payload) => {
      const type = ((payload.properties as Json).type as { const: string }).const;
      return [type.replace('.', '_'), { name: type, title: type, contentType: 'application/json', payload }];
    }),
  );
}

const CLOSE_CODES = [
  `${SOCKET_CLOSE.tokenNotValid} token_not_valid: the token is missing, expired, blacklisted, a refresh token or of an unknown account; refresh it and connect again.`,
  `${SOCKET_CLOSE.forbidden} forbidden: this account may not listen (a deactivated user, the platform's super admin); do not reconnect.`,
  `${SOCKET_CLOSE.tryAgainLater} try_again_later: the server is not taking connections now.`,
  `${SOCKET_CLOSE.normal} signed_out: the user signed out (POST /auth/logout/ closes all of their sockets).`,
  '1012: the server restarted or dropped the connection.',
];

export function buildAsyncApi(): Json {
  const server = serverMessages();
  const client = {
    ping: {
      name: 'ping',
      title: 'ping',
      contentType: 'application/json',
      payload: jsonSchemaOf(clientSocketMessageSchema, 'input'),
    },
  };
  const ref = (name: string) => ({ $ref: `#/channels/notifications/messages/${name}` });
  return sortKeys({
    asyncapi: '3.0.0',
    info: {
      title: 'Stackwise notification socket',
      version: '1',
      description: [
        "One JSON object per frame. Every server message that changes the count carries the caller's `unread_count` after it; every message is scoped to the connection's user and tenant. The HTTP API is in docs/openapi.json.",
        '',
        'Close codes:',
        ...CLOSE_CODES.map((line) => `- ${line}`),
      ].join('\n'),
    },
    servers: {
      api: {
        host: 'api.example.com',
        protocol: 'wss',
        description: 'The API origin with http → ws and https → wss.',
        security: [{ $ref: '#/components/securitySchemes/token' }],
      },
    },
    channels: {
      notifications: {
        address: NOTIFICATION_SOCKET_PATH,
        description: "The caller's notifications and unread count, pushed.",
        messages: { ...server, ...client },
        bindings: {
          ws: {
            method: 'GET',
            query: {
              type: 'object',
              properties: {
                token: {
                  type: 'string',
                  description: 'The access token (browsers cannot set headers on a websocket).',
                },
              },
              required: ['token'],
            },
          },
        },
      },
    },
    operations: {
      receiveMessages: {
        action: 'receive',
        channel: { $ref: '#/channels/notifications' },
        summary: 'What the server sends',
        messages: Object.keys(server).sort().map(ref),
      },
      sendPing: {
        action: 'send',
        channel: { $ref: '#/channels/notifications' },
        summary: 'Keeps an idle connection open through proxies; anything else is ignored.',
        messages: [ref('ping')],
      },
    },
    components: {
      securitySchemes: {
        token: {
          type: 'httpApiKey',
          name: 'token',
          in: 'query',
          description: 'The access token of `POST /token/`.',
        },
      },
    },
  }) as Json;
}
