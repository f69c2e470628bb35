// The commands by name: the dispatcher (main.ts) and `batch` look commands up here, the bundles of a few commands in
// lib/cli/families/. Example: COMMANDS.board.handle({ board: 3 }) → ok({ board: 3, dealer: 'S', vul: 'EW' }); a new
// command is one more spec (specs.ts) and one more entry in its family.

import { ok } from '../result';
import { answerBatchLine } from './batch';
import type { CliCommand } from './command';
import { BIDDER_COMMANDS } from './families/bidder';
import { EVALUATE_COMMANDS } from './families/evaluate';
import { LIGHT_COMMANDS } from './families/light';
import { PBN_COMMANDS } from './families/pbn';
import { SPECS } from './specs';

export { usage } from './help';

const batch: CliCommand = {
  ...SPECS.batch,
  fromArgs: () => ok({}),
  handle: () => ok({}),
  answerLine: (line, lineNumber) => answerBatchLine(COMMANDS, line, lineNumber),
};

/** Every command: each family's, and `batch`, which answers lines for any of them. */
export const COMMANDS: Readonly<Record<string, CliCommand>> = { ...EVALUATE_COMMANDS, ...LIGHT_COMMANDS, ...PBN_COMMANDS, ...BIDDER_COMMANDS, batch };
