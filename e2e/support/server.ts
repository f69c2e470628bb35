// Starting the production server (scripts/serve.mjs, as `npm start` does) on the production build: the global setup's server and, in headers.e2e.ts, servers with
// another SITE_URL. Example: const server = await startNext({ SITE_URL: 'https://bridge.example' }); … await server.stop();

import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');
export const NEXT_BIN = join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
const SERVE = join(ROOT, 'scripts', 'serve.mjs');

export interface NextServer {
  readonly baseUrl: string;
  /** Everything the server wrote to stdout and stderr so far. */
  readonly log: () => string;
  stop(): Promise<void>;
  /** Kills the server at once with `signal` (the fault test's SIGKILL: no shutdown, no flush) and waits for its exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Serves the existing build on a free port of 127.0.0.1 with `env` added, started from `cwd` (the project by default); resolves once /sr answers. */
export async function startNext(env: Record<string, string> = {}, timeoutMs = 60_000, cwd: string = ROOT): Promise<NextServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [SERVE, '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  const chunks: string[] = [];
  server.stdout?.on('data', (chunk) => chunks.push(String(chunk)));
  server.stderr?.on('data', (chunk) => chunks.push(String(chunk)));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) return resolve();
      const timer = setTimeout(() => {
        server.kill('SIGKILL');
        resolve();
      }, 5_000);
      server.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      server.kill('SIGTERM');
    });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}\n${chunks.join('')}`);
    try {
      const response = await fetch(`${baseUrl}/sr`, { redirect: 'manual' });
      if (response.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer at ${baseUrl} within ${timeoutMs} ms\n${chunks.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const kill = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill(signal);
    });
  return { baseUrl, log: () => chunks.join(''), stop, kill };
}
