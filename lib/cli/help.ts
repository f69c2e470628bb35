// `help`: every command with its usage, summary and batch fields, read from the specs alone (lib/cli/specs.ts), so a
// bundle that holds only a few commands' code lists them all. Example: usage().commands[3] → { name: 'board', usage: 'board <n>', … }.

import { ok } from '../result';
import type { CliCommand } from './command';
import { SPECS } from './specs';

export function usage(): unknown {
  return {
    usage: 'npm run -s bridge -- <command> [arguments]',
    output: 'one JSON document on stdout, exit 0; bad input: {"error":{"code","message","params"}} on stderr, exit 2',
    batch: 'batch < requests.jsonl: one {"cmd":"<name>", …fields} a line; fields beside the required and optional ones are refused',
    commands: Object.entries(SPECS).map(([name, spec]) => ({
      name, usage: spec.usage, summary: spec.summary, fields: { required: [], optional: [], ...spec.fields },
    })),
  };
}

export const help: CliCommand = {
  ...SPECS.help,
  fromArgs: () => ok({}),
  handle: () => ok(usage()),
};
