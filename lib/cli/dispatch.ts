// The dispatcher, pure: argv names a command of the registry; its words and stdin's text become the request it handles.
// Example: dispatch(['board', '7'], '') → ok({ board: 7, dealer: 'S', vul: 'All' }); dispatch(['nope'], '') → unknown-command.

import type { Issue, Result } from '../result';
import { findCommand, readWords, runArgs } from './command-line';
import { COMMANDS } from './registry';

/** findCommand then readWords then runArgs, over every command: what the command line does for a command that does not stream. */
export function dispatch(argv: readonly string[], stdin: string): Result<unknown, Issue> {
  const found = findCommand(COMMANDS, argv);
  if (!found.ok) return found;
  const args = readWords(found.value.name, found.value.command, found.value.words);
  return args.ok ? runArgs(found.value.command, args.value, stdin) : args;
}
