#!/usr/bin/env node
// `npm run bridge -- <command>`: the command line, run from the bundle of its command's family (no TypeScript
// compiled at start-up, and none of the other families' code loaded), rebuilt first when a file it was built from
// changed. Example: node scripts/bridge.mjs board 7 → {"board":7,…} from the light bundle.

import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';
import { buildCli, builtFrom, bundleFor, bundlePath, codeCachePath, isFresh } from './cli-bundle.mjs';

const bundle = bundleFor(process.argv.slice(2));
const path = bundlePath(bundle);
const cachePath = codeCachePath(bundle);

// a stale bundle never runs: an edit under lib/ or content/messages is built in before the command starts
if (!isFresh(builtFrom(bundle))) await buildCli();

/** V8's code cache of the bundle, when an earlier run left one. */
function codeCache() {
  try {
    return readFileSync(cachePath);
  } catch {
    return undefined;
  }
}

// The bundle is compiled as Node compiles a CommonJS file, but with V8's code cache: compiling the script is a
// good part of the start-up. V8 checks the cache against the source and rejects a stale one.
const cachedData = codeCache();
const source = readFileSync(path, 'utf8');
const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
  filename: path,
  cachedData,
});
if (cachedData === undefined || script.cachedDataRejected) {
  // written at exit, so it also holds the functions this run compiled lazily
  process.once('exit', () => {
    try {
      const temporary = `${cachePath}.${process.pid}.tmp`;
      writeFileSync(temporary, script.createCachedData());
      renameSync(temporary, cachePath);
    } catch {
      // no cache: the next run compiles the bundle again
    }
  });
}
const module = { exports: {} };
script.runInThisContext()(module.exports, createRequire(path), module, path, dirname(path));
