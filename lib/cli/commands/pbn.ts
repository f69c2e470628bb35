// `pbn`: a PBN file on stdin → its boards as JSON; `pbn --export`: JSON boards on stdin → { pbn: '<PBN text>' }.
// Example: bridge pbn < club.pbn → { boards: [{ board: 1, dealer: 'N', vul: 'None', deal: 'N:…', auction: { … } }, …] }.

import { z } from 'zod';
import { makePbnFile, parsePbnFile } from '../../bridge/pbn/file';
import { ok, type Issue, type Result } from '../../result';
import { isRecord, parseJsonText, validated } from '../../bidder-api/handler';
import type { CliCommand } from '../command';
import { pbnBoardJson, pbnBoardSchema } from '../pbn-json';

export const pbnImportRequest = z.object({ pbn: z.string() });
export const pbnExportRequest = z.object({ export: z.literal(true), boards: z.array(pbnBoardSchema) });

const importBoards = validated(pbnImportRequest, ({ pbn }) => {
  const boards = parsePbnFile(pbn);
  return boards.ok ? ok({ boards: boards.value.map(pbnBoardJson) }) : boards;
});
const exportBoards = validated(pbnExportRequest, ({ boards }) => ok({ pbn: makePbnFile(boards) }));

function fromArgs(args: { flags: readonly string[] }, stdin: string): Result<unknown, Issue> {
  if (!args.flags.includes('export')) return ok({ pbn: stdin });
  const json = parseJsonText(stdin);
  if (!json.ok) return json;
  // an array of boards or { boards: [...] }
  return ok({ ...(isRecord(json.value) ? json.value : { boards: json.value }), export: true });
}

export const pbn: CliCommand = {
  usage: 'pbn < file.pbn | pbn --export < {"boards":[…]}',
  summary: 'PBN file → boards as JSON, or (--export) JSON boards → PBN text',
  flags: ['export'],
  readsStdin: true,
  // either pbn (import) or export: true with boards
  fields: { optional: ['pbn', 'export', 'boards'] },
  fromArgs,
  handle: (request) => (isRecord(request) && request.export === true ? exportBoards(request) : importBoards(request)),
};
