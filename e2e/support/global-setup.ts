// Global setup of the browser tests: builds the site when needed, starts `next start` on a free port, shares
// its address with every test file (inject('baseUrl')) and stops the server afterwards.
// Example: E2E_BASE_URL=http://localhost:3000 npm run e2e skips both and tests that server instead.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { NEXT_BIN, ROOT, startNext } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** What a production build is made from: a newer file here means the build is stale. */
const SOURCES = ['app', 'lib', 'server', 'content', 'i18n', 'public', 'proxy.ts', 'next.config.mjs', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Why the production build cannot be used as it is (missing, or a source newer than it), or null when it can. */
function staleBuild(): string | null {
  const buildId = join(ROOT, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return 'there is no production build (.next/BUILD_ID)';
  const built = statSync(buildId).mtimeMs;
  const newer = SOURCES.filter((source) => newestMtime(join(ROOT, source)) > built);
  return newer.length === 0 ? null : `${newer.join(', ')} changed after the production build`;
}

export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/$/, ''));
    return;
  }
  const stale = staleBuild();
  if (stale && process.env.CI) {
    // CI builds once, in its own step, and the browser tests must test that build: a second build here would cost
    // minutes and hide a step that changed the sources after the build
    throw new Error(`[e2e] ${stale}: in CI the browser tests use the build of the step before them and never build again`);
  }
  if (stale) {
    console.log(`[e2e] ${stale}: building the site (next build) …`);
    const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`next build failed with code ${build.status}`);
  }
  // the teachers' sets of this run live in a fresh SQLite file, removed afterwards (rate limits start from zero too);
  // every test's sets and classes come from 127.0.0.1, a whole school's worth in minutes: the hourly limit of creates
  // is a school's (the limits themselves are tested on servers of their own, e2e/flood.e2e.ts and the API suites)
  const dataDir = mkdtempSync(join(tmpdir(), 'bridge-e2e-'));
  const server = await startNext({ DATA_DIR: dataDir, CREATES_PER_HOUR: '600' }).catch((error: Error) => {
    console.error(error.message);
    throw error;
  });
  console.log(`[e2e] next start on ${server.baseUrl}`);
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    const errors = server.log().split('\n').filter((line) => line.includes('⨯') || /\bError\b/.test(line));
    if (errors.length > 0) console.warn(`[e2e] server log reported errors:\n${errors.join('\n')}`);
  };
}
