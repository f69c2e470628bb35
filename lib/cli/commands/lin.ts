// `lin`: LIN on stdin (a BBO record, a vugraph match, or hand-viewer links one a line) → its boards as JSON, in the
// same shape as `pbn` gives them (LIN → PBN through the same values: lib/bridge/lin), with the play and a claim beside,
// and the boards left out with their issues; `lin --export`: JSON boards (as `pbn` gives them) → { lin: '<LIN text>' }.
// Example: bridge lin < match.lin → { event: 'Gabi Pleven Teams', boards: [{ board: 9, room: 'open', dealer: 'N', … }], skipped: [] }.

import { z } from 'zod';
import { linToPbn, MAX_LIN_BYTES, pbnToLin, printLin, readLin, type LinBoard } from '../../bridge/lin/file';
import { makeCard } from '../../bridge/trick';
import { err, ok, type Issue, type Result } from '../../result';
import { errorJson, isRecord, parseJsonText, validated } from '../../bidder-api/handler';
import { issue } from '../../result';
import type { CliCommand } from '../command';
import { SPECS } from '../specs';
import { pbnBoardJson, pbnBoardSchema } from '../pbn-json';

export const linImportRequest = z.object({ lin: z.string().max(MAX_LIN_BYTES) });
export const linExportRequest = z.object({ export: z.literal(true), boards: z.array(pbnBoardSchema).max(1000) });

/** A LIN board as JSON: the PBN board's fields, then what only LIN holds (its room, header, the play, a claim). */
export function linBoardJson(board: LinBoard, event: string | null): Record<string, unknown> {
  return {
    ...(pbnBoardJson(linToPbn(board, event)) as object),
    room: board.room, title: board.title, play: board.play.map(makeCard), claim: board.claim,
  };
}

const importBoards = validated(linImportRequest, ({ lin }) => {
  const { file, issues } = readLin(lin);
  if (file.boards.length === 0) return err(issues[0] ?? issue('lin-no-deal', { at: 1 }));
  return ok({ event: file.event, boards: file.boards.map((b) => linBoardJson(b, file.event)), skipped: issues.map((found) => errorJson(found).error) });
});

const exportBoards = validated(linExportRequest, ({ boards }) => {
  const lin = boards.map(pbnToLin);
  const missing = lin.findIndex((b) => b === null);
  if (missing >= 0) return err(issue('lin-no-deal', { at: 1, board: missing + 1 }));
  return ok({ lin: printLin({ event: boards[0]?.event ?? null, boards: lin.filter((b): b is LinBoard => b !== null) }) });
});

function fromArgs(args: { flags: readonly string[] }, stdin: string): Result<unknown, Issue> {
  if (!args.flags.includes('export')) return ok({ lin: stdin });
  const json = parseJsonText(stdin);
  if (!json.ok) return json;
  return ok({ ...(isRecord(json.value) ? json.value : { boards: json.value }), export: true });
}

export const lin: CliCommand = {
  ...SPECS.lin,
  readsStdin: true,
  fromArgs,
  handle: (request) => (isRecord(request) && request.export === true ? exportBoards(request) : importBoards(request)),
};
