/**
 * The benches' stand-in for the deployment's front (deploy/Caddyfile): TLS and HTTP/2 on a port of its own, every
 * request passed to the app over HTTP/1.1 as Caddy's reverse_proxy does. A browser measured against the app directly
 * speaks HTTP/1.1 to it, six connections at a time, which no visitor of a deployed portal does. The certificate is
 * made for 127.0.0.1 by openssl when the front starts; the browser is told to accept it (--ignore-certificate-errors).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { join } from 'node:path';

/** Headers that belong to one connection, not to the request or answer (RFC 9110 7.6.1), and HTTP/2's own. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

const passable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

export const startHttpsFront = async (appPort: number, port: number, dir: string) => {
  const key = join(dir, 'front-key.pem');
  const cert = join(dir, 'front-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  // Kept-alive connections to the app, as Caddy keeps them.
  const agent = new Agent({ keepAlive: true });
  const pass = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: appPort,
        method: req.method,
        path: req.url,
        agent,
        headers: { ...passable(req.headers), host: req.authority ?? req.headers.host ?? `127.0.0.1:${port}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, passable(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    // A visitor gone (a closed event stream): the app's side is closed too.
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  };
  const server = createSecureServer({ key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true }, pass);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `https://127.0.0.1:${port}`,
    close: () => {
      server.close();
      agent.destroy();
    },
  };
};
