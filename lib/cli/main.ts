// The whole command line, every command in one bundle: what `batch` runs (any line may name any command).
// Example: npm run -s bridge -- batch < examples/requests.jsonl; the launcher runs the others from their family's bundle.

import { COMMANDS } from './registry';
import { runCli } from './run';

runCli(COMMANDS);
