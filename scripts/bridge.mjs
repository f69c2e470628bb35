#!/usr/bin/env node
// `npm run bridge -- <command>`: the command line, run from its bundle (one ES module, no TypeScript compiled at
// start-up), rebuilt first when a file it was built from changed. Example: node scripts/bridge.mjs board 7.

import { pathToFileURL } from 'node:url';
import { buildCli, bundlePath, isFresh } from './cli-bundle.mjs';

// a stale bundle never runs: an edit under lib/ or content/messages is built in before the command starts
if (!isFresh()) await buildCli();
await import(pathToFileURL(bundlePath).href);
