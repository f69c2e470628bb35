// The commands by name: the dispatcher (main.ts) and `batch` look commands up here and nowhere else.
// Example: COMMANDS.board.handle({ board: 3 }) → ok({ board: 3, dealer: 'S', vul: 'EW' }); a new command is one more entry.

import { ok } from '../result';
import { answerBatchLine } from './batch';
import type { CliCommand } from './command';
import { auction } from './commands/auction';
import { bid } from './commands/bid';
import { bidDeal } from './commands/bid-deal';
import { board } from './commands/board';
import { deal } from './commands/deal';
import { evaluate } from './commands/evaluate';
import { pbn } from './commands/pbn';
import { quiz } from './commands/quiz';
import { chicago, rubber } from './commands/rubber';
import { score } from './commands/score';

const help: CliCommand = {
  usage: 'help',
  summary: 'this list of commands',
  fields: {},
  fromArgs: () => ok({}),
  handle: () => ok(usage()),
};

const batch: CliCommand = {
  usage: 'batch < requests.jsonl',
  summary: 'one JSON request per line, {"cmd":"<command>", …fields}, answered by one JSON line each, in order',
  fields: {},
  fromArgs: () => ok({}),
  handle: () => ok({}),
  answerLine: (line, lineNumber) => answerBatchLine(COMMANDS, line, lineNumber),
};

export const COMMANDS: Readonly<Record<string, CliCommand>> = {
  evaluate, auction, score, board, deal, rubber, chicago, pbn, bid, 'bid-deal': bidDeal, quiz,
  // the batch name of bid-deal ({"cmd":"bidDeal",…}); the command line accepts it too
  bidDeal: { ...bidDeal, usage: '{"cmd":"bidDeal","deal","dealer","vul"} in a batch', summary: 'bid-deal under its batch name' },
  batch, help,
};

export function usage(): unknown {
  return {
    usage: 'npm run -s bridge -- <command> [arguments]',
    output: 'one JSON document on stdout, exit 0; bad input: {"error":{"code","message","params"}} on stderr, exit 2',
    batch: 'batch < requests.jsonl: one {"cmd":"<name>", …fields} a line; fields beside the required and optional ones are refused',
    commands: Object.entries(COMMANDS).map(([name, command]) => ({
      name, usage: command.usage, summary: command.summary, fields: { required: [], optional: [], ...command.fields },
    })),
  };
}
