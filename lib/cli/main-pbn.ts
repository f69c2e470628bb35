// The command line with only the pbn commands (lib/cli/families/pbn.ts): the bundle scripts/bridge.mjs runs for them.
// Example: node scripts/bridge.mjs pbn < examples/games.pbn runs this entry's bundle.

import { PBN_COMMANDS } from './families/pbn';
import { runCli } from './run';

runCli(PBN_COMMANDS);
