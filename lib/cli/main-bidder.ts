// The command line with only the bidder commands (lib/cli/families/bidder.ts): the bundle scripts/bridge.mjs runs for them.
// Example: node scripts/bridge.mjs bid --dealer N AKQ2.KJ3.T8.Q432 runs this entry's bundle.

import { BIDDER_COMMANDS } from './families/bidder';
import { runCli } from './run';

runCli(BIDDER_COMMANDS);
