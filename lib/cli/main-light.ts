// The command line with only the light commands (lib/cli/families/light.ts): the bundle scripts/bridge.mjs runs for them.
// Example: node scripts/bridge.mjs board 7 runs this entry's bundle.

import { LIGHT_COMMANDS } from './families/light';
import { runCli } from './run';

runCli(LIGHT_COMMANDS);
