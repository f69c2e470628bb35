// The light commands, in one bundle of their own (scripts/cli-bundle.mjs): no bidder, no quiz generator, no PBN reader,
// no hand evaluation (evaluate has a bundle of its own).
// Example: LIGHT_COMMANDS.board.handle({ board: 3 }) → ok({ board: 3, dealer: 'S', vul: 'EW' }); `help` lists every command.

import type { CliCommand } from '../command';
import { auction } from '../commands/auction';
import { board } from '../commands/board';
import { deal } from '../commands/deal';
import { chicago, rubber } from '../commands/rubber';
import { score } from '../commands/score';
import { help } from '../help';

export const LIGHT_COMMANDS: Readonly<Record<string, CliCommand>> = { auction, score, board, deal, rubber, chicago, help };
