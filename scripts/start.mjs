#!/usr/bin/env node
// `npm start`: builds the site first when there is no production build (.next/BUILD_ID), then serves it with
// scripts/serve.mjs (Next's handler behind Node's http server: the write limits count the client's real address).
// Example: `npm ci && npm start` on a fresh clone → next build, then the server on http://localhost:3000 (or $PORT).

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const port = process.env.PORT || '3000';

/** Runs `node <args>` in the project root; resolves with its exit code. */
function node(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

if (!existsSync(join(root, '.next', 'BUILD_ID'))) {
  console.log('No production build found (.next/BUILD_ID): running `next build` first …');
  const code = await node([nextBin, 'build']);
  if (code !== 0) process.exit(code);
}
process.exit(await node([join(root, 'scripts', 'serve.mjs'), '--port', port]));
