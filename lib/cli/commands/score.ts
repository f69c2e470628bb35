// `score --contract 4SX --declarer N --tricks 11 --vul None|NS|EW|All` (or --board n): duplicate score (docs/system.md §9).
// Example: score --contract 4SX --declarer N --tricks 11 --vul None → { ns: 690, breakdown: [trick-score 240, game-bonus 300, insult 50, overtricks 100] }.

import { z } from 'zod';
import { boardInfo } from '../../bridge/scoring/board';
import { scoreDuplicate } from '../../bridge/scoring/duplicate';
import { err, issue, ok } from '../../result';
import { validated } from '../../bidder-api/handler';
import type { CliCommand } from '../command';
import { SPECS } from '../specs';
import * as field from '../../bidder-api/fields';

export const scoreRequest = z.object({
  contract: field.contract,
  declarer: field.seat,
  tricks: field.tricks,
  vul: field.vulnerability.optional(),
  board: field.boardNumber.optional(),
});

export const score: CliCommand = {
  ...SPECS.score,
  fromArgs: (args) => ok({ ...args.options }),
  handle: validated(scoreRequest, ({ contract, declarer, tricks, vul, board }) => {
    // --vul wins over --board: the board only stands in for the vulnerability it implies.
    const vulnerability = vul ?? (board === undefined ? undefined : boardInfo(board).vul);
    if (vulnerability === undefined) return err(issue('bad-request', { detail: 'give the vulnerability (vul) or the board number (board)' }));
    const result = scoreDuplicate({ contract, declarer, tricks, vul: vulnerability });
    return ok({
      ns: result.ns,
      declarerScore: result.declarerScore,
      made: result.made,
      vul: vulnerability,
      breakdown: result.lines.map((line) => ({ kind: line.kind, points: line.points, ...line.params })),
    });
  }),
};
