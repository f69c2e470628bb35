// `pbn`: a PBN file on stdin → its boards as JSON, and the games skipped with their issues; `pbn --export`: JSON boards
// on stdin → { pbn: '<PBN text>' }. Example: bridge pbn < club.pbn → { boards: [{ line: 3, board: 1, dealer: 'N', … }], skipped: [] }.

import { z } from 'zod';
import { decodePbn, makePbnFile, readPbnGames } from '../../bridge/pbn/file';
import { err, ok, type Issue, type Result } from '../../result';
import { errorJson, isRecord, parseJsonText, validated } from '../../bidder-api/handler';
import type { CliCommand } from '../command';
import { SPECS } from '../specs';
import { pbnBoardJson, pbnBoardSchema } from '../pbn-json';

/** The command line reads whole tournament files (the upload stops at 1 MB), still within a bound. */
export const MAX_CLI_PBN_CHARS = 16 * 1024 * 1024;
export const pbnImportRequest = z.object({ pbn: z.string().max(MAX_CLI_PBN_CHARS) });
export const pbnExportRequest = z.object({ export: z.literal(true), boards: z.array(pbnBoardSchema) });

/** The file's boards and, for each game that could not be read, its issue; a file of nothing but bad games is refused. */
const importBoards = validated(pbnImportRequest, ({ pbn }) => {
  const read = readPbnGames(pbn);
  if (read.games.length === 0 && read.skipped.length > 0) return err(read.skipped[0]);
  return ok({ boards: read.games.map((g) => ({ line: g.line, ...(pbnBoardJson(g.board) as object) })), skipped: read.skipped.map((found) => errorJson(found).error) });
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
  ...SPECS.pbn,
  readsStdin: true,
  // a file is read in its own encoding (UTF-8, or a Windows code page detected); JSON for --export is UTF-8
  stdinText: (bytes, args) => (args.flags.includes('export') ? new TextDecoder().decode(bytes) : decodePbn(bytes).text),
  fromArgs,
  handle: (request) => (isRecord(request) && request.export === true ? exportBoards(request) : importBoards(request)),
};
