import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import scalar from '@scalar/fastify-api-reference';
import { inlineScriptHashes, withScriptSources } from '../lib/csp.ts';
import { buildOpenApi } from '../lib/openapi.ts';

export const OPENAPI_URL = '/api/openapi.json';
export const DOCS_URL = '/api/docs';

const version = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/**
 * The published contracts: `GET /api/openapi.json` (built from every registered call on first request, then kept)
 * and the reference page `GET /api/docs`, whose script is served from here (no CDN). The page starts itself with an
 * inline script; the CSP of the docs routes alone allows that script by its hash, every other answer keeps
 * `script-src 'self'`. Registered after every area, though the document is built lazily anyway.
 */
export default async function apiDocs(app: FastifyInstance): Promise<void> {
  let document: string | undefined;
  app.get(OPENAPI_URL, async (_request, reply) => {
    document ??= JSON.stringify(
      buildOpenApi(app.calls, {
        title: 'Sofra API',
        version,
        description:
          'Every call of the Sofra API, generated from the contracts the portal uses. ' +
          'An error answers `{code, desc}` with a code from the closed list (the `Error` schema).',
      }),
    );
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });

  await app.register(async (docs) => {
    docs.addHook('onSend', async (_request, reply, payload) => {
      const csp = reply.getHeader('content-security-policy');
      if (
        typeof payload === 'string' &&
        typeof csp === 'string' &&
        String(reply.getHeader('content-type')).startsWith('text/html')
      ) {
        const hashes = inlineScriptHashes(payload);
        if (hashes.length) reply.header('content-security-policy', withScriptSources(csp, hashes));
      }
      return payload;
    });
    await docs.register(scalar, {
      routePrefix: DOCS_URL,
      configuration: {
        url: OPENAPI_URL,
        pageTitle: 'Sofra API',
        // Offline and ours alone: no web fonts, no telemetry, none of the vendor's hosted services (AI chat, MCP,
        // "deploy", the client app and its developer tools).
        withDefaultFonts: false,
        hideClientButton: true,
        telemetry: false,
        showDeveloperTools: 'never',
        agent: { disabled: true },
        mcp: { disabled: true },
      },
    });
  });
}
