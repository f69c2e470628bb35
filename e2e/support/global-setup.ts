// Global setup of the browser tests: builds the site when needed, starts `next start` on a free port, shares
// its address with every test file (inject('baseUrl')) and stops the server afterwards.
// Example: E2E_BASE_URL=http://localhost:3000 npm run e2e skips both and tests that server instead.

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = join(import.meta.dirname, '..', '..');
const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
/** What a production build is made from: a newer file here means the build is stale. */
const SOURCES = ['app', 'lib', 'content', 'i18n', 'public', 'proxy.ts', 'next.config.mjs', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function buildIsCurrent(): boolean {
  const buildId = join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return false;
  const built = statSync(buildId).mtimeMs;
  return SOURCES.every((source) => newestMtime(join(root, source)) <= built);
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

async function waitUntilUp(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${url}/sr`, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`next start did not answer at ${url} within ${timeoutMs} ms`);
}

export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/$/, ''));
    return;
  }
  if (!buildIsCurrent()) {
    console.log('[e2e] building the site (next build) …');
    const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`next build failed with code ${build.status}`);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [nextBin, 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const log: string[] = [];
  server.stdout?.on('data', (chunk) => log.push(String(chunk)));
  server.stderr?.on('data', (chunk) => log.push(String(chunk)));
  try {
    await waitUntilUp(baseUrl, server, 60_000);
  } catch (error) {
    server.kill('SIGTERM');
    console.error(log.join(''));
    throw error;
  }
  console.log(`[e2e] next start on ${baseUrl}`);
  project.provide('baseUrl', baseUrl);
  return async () => {
    server.kill('SIGTERM');
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        server.kill('SIGKILL');
        resolve();
      }, 5_000);
      server.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    const errors = log.join('').split('\n').filter((line) => line.includes('⨯') || /\bError\b/.test(line));
    if (errors.length > 0) console.warn(`[e2e] server log reported errors:\n${errors.join('\n')}`);
  };
}
