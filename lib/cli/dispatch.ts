// The dispatcher, pure: argv names a command of the registry; its words and stdin's text become the request it handles.
// Example: dispatch(['board', '7'], '') → ok({ board: 7, dealer: 'S', vul: 'All' }); dispatch(['nope'], '') → unknown-command.

import { err, issue, ok, type Issue, type Result } from '../result';
import { parseArgs } from './args';
import type { CliCommand } from './command';
import { COMMANDS } from './registry';

/** The command argv names (no command, --help or -h: help) and the words after its name. */
export function findCommand(argv: readonly string[]): Result<{ name: string; command: CliCommand; words: readonly string[] }, Issue> {
  const [first, ...words] = argv;
  const name = first === undefined || first === '--help' || first === '-h' ? 'help' : first;
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  return command ? ok({ name, command, words }) : err(issue('unknown-command', { command: name }));
}

/** Runs a command from its words (and stdin's text when it reads stdin); an option it does not know is a bad request. */
export function runWords(name: string, command: CliCommand, words: readonly string[], stdin: string): Result<unknown, Issue> {
  const args = parseArgs(words, command.flags ?? []);
  const unknown = Object.keys(args.options).find((option) => !(command.options ?? []).includes(option));
  if (unknown !== undefined) return err(issue('bad-request', { detail: `${name} has no option --${unknown}; usage: ${command.usage}` }));
  const request = command.fromArgs(args, stdin);
  return request.ok ? command.handle(request.value) : request;
}

/** findCommand then runWords: what the command line does for a command that does not stream. */
export function dispatch(argv: readonly string[], stdin: string): Result<unknown, Issue> {
  const found = findCommand(argv);
  return found.ok ? runWords(found.value.name, found.value.command, found.value.words, stdin) : found;
}
