// What the server benches share (bench/pairs.ts, bench/live.ts): the production build they need, a pause, and one
// timed JSON request. Example: requireBuild(); const { status, ms, body } = await timedJson(`${base}/api/live/${code}`).

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../e2e/support/server';

/** Stops the bench with a clear message when there is no production build to serve. */
export function requireBuild(): void {
  if (!existsSync(join(ROOT, '.next', 'BUILD_ID'))) {
    console.error('no production build in .next: run `npm run build` first');
    process.exit(1);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request, its status, its wall time in ms and its JSON body. */
export async function timedJson(url: string, init?: RequestInit): Promise<{ status: number; ms: number; body: unknown }> {
  const start = performance.now();
  const response = await fetch(url, init);
  const body: unknown = await response.json();
  return { status: response.status, ms: performance.now() - start, body };
}
