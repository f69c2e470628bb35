// `board <n>`: dealer and vulnerability of a duplicate board (docs/system.md §9, the 16-board cycle).
// Example: board 7 → { board: 7, dealer: 'S', vul: 'All' }.

import { z } from 'zod';
import { boardInfo } from '../../bridge/scoring/board';
import { ok } from '../../result';
import { validated } from '../../bidder-api/handler';
import type { CliCommand } from '../command';
import { SPECS } from '../specs';
import * as field from '../../bidder-api/fields';

export const boardRequest = z.object({ board: field.boardNumber });

export const board: CliCommand = {
  ...SPECS.board,
  fromArgs: (args) => ok({ board: args.positionals[0] }),
  handle: validated(boardRequest, ({ board }) => ok({ board, ...boardInfo(board) })),
};
