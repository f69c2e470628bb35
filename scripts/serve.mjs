#!/usr/bin/env node
// The production server: Next's request handler behind Node's own http server, so that the per-address write limits
// of the teachers' sets (server/rate-limit.ts) count the TCP peer. Without TRUST_PROXY the client's own
// X-Forwarded-For is replaced by the socket's address (a client cannot choose its key); with TRUST_PROXY (1, or the
// proxies' addresses and CIDRs) the client's address is read from the header the proxy appended to
// (scripts/client-address.mjs). A path whose percent-encoding is not UTF-8 is
// answered 400 here with the site's headers (scripts/bad-path.mjs): Next would answer it a bare 500.
// `npm start` runs it after building when needed.
// Example: node scripts/serve.mjs --port 3000 --hostname 0.0.0.0

import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import next from 'next';
import { siteOrigin } from '../lib/http/site-headers.mjs';
import { admission, admissionLimits, busyAnswer, laneOf } from './admission.mjs';
import { badPathAnswer } from './bad-path.mjs';
import { forwardedFor, trustedProxies } from './client-address.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The server finds its files from its own place, whatever directory it is started from: the build (.next), the
// prerendered pages whose inline scripts the CSP hashes (server/prerendered-csp.ts reads them relative to the working
// directory) and the default data folder. A DATA_DIR given relative is the caller's, so it is made absolute first.
if (process.env.DATA_DIR) process.env.DATA_DIR = resolve(process.env.DATA_DIR);
process.chdir(root);
const { values } = parseArgs({ options: { port: { type: 'string' }, hostname: { type: 'string' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME ?? '0.0.0.0';
// who may say where a request came from (scripts/client-address.mjs); a TRUST_PROXY that cannot be read stops the start
const trust = trustedProxies(process.env.TRUST_PROXY);

// Next is told the host is localhost whatever address the server listens on: it gives the proxy (proxy.ts) the
// request's address on localhost, and an address the proxy rewrites to on another host than Next's own it sends
// over HTTP to itself, a second request that under load hangs up ("Failed to proxy … socket hang up"). With the
// two the same, the rewrite of a shared drill item to its ./shared page stays inside (e2e/drill-kinds.e2e.ts).
const app = next({ dev: false, dir: root, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const https = siteOrigin(process.env.SITE_URL).https;

const gate = admission(admissionLimits(process.env.DATABASE_URL?.trim() ? 'postgres' : 'sqlite'));

/**
 * Next's handling of one request, started when the gate lets it in: resolves when its response is done or its
 * connection gone. `closed` is taken when the request arrives (a client may leave while it waits: then it is skipped).
 */
function handled(request, response, closed) {
  if (response.destroyed) return closed;
  handle(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.statusCode = 500;
    response.end();
  });
  return closed;
}

const server = createServer((request, response) => {
  const bad = badPathAnswer(request.url ?? '/', { https });
  if (bad) {
    response.writeHead(bad.status, bad.headers);
    response.end(request.method === 'HEAD' ? undefined : bad.body);
    return;
  }
  request.headers['x-forwarded-for'] = forwardedFor(request.socket.remoteAddress, request.headers['x-forwarded-for'], trust);
  // at most a few requests of each lane inside Next at once, the rest in their order (scripts/admission.mjs)
  const lane = laneOf(request.method, request.url);
  // a write's answer is a few hundred bytes of JSON: compressing it would cost more than sending it
  if (lane === 'write') delete request.headers['accept-encoding'];
  const closed = new Promise((resolve) => response.once('close', resolve));
  if (gate.admit(lane, () => handled(request, response, closed))) return;
  const busy = busyAnswer(request.url ?? '/', { https });
  response.writeHead(busy.status, busy.headers);
  response.end(busy.body);
});
server.listen(port, hostname, () => console.log(`▲ Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // connections kept alive do not hold the exit back for long
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
