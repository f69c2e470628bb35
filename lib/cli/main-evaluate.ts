// The command line with only `evaluate` (lib/cli/families/evaluate.ts): the bundle scripts/bridge.mjs runs for it.
// Example: node scripts/bridge.mjs evaluate AKQ2.KJ3.T8.Q432 runs this entry's bundle.

import { EVALUATE_COMMANDS } from './families/evaluate';
import { runCli } from './run';

runCli(EVALUATE_COMMANDS);
