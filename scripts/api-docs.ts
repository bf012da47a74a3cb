/** `npm run api-docs [-- --port 8790]`: the API contract in Swagger UI, offline, at the printed URL. */
import { startApiDocs } from './api-docs-server';

const at = process.argv.indexOf('--port');
const port = Number(at === -1 ? (process.env.API_DOCS_PORT ?? 8790) : process.argv[at + 1]);
const { url } = await startApiDocs(port);
console.log(`API contract (OpenAPI): ${url}`);
console.log(`Notification socket (AsyncAPI): ${url}asyncapi.json`);
