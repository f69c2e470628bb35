// `evaluate` in a bundle of its own (scripts/cli-bundle.mjs): the hand evaluation builds its lookup tables when it is
// loaded, which the other light commands need not pay for. Example: EVALUATE_COMMANDS.evaluate.usage → 'evaluate <hand> …'.

import type { CliCommand } from '../command';
import { evaluate } from '../commands/evaluate';

export const EVALUATE_COMMANDS: Readonly<Record<string, CliCommand>> = { evaluate };
