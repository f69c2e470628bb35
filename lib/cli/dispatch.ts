// The dispatcher, pure: argv names a command of the registry; its words and stdin's text become the request it handles.
// Example: dispatch(['board', '7'], '') → ok({ board: 7, dealer: 'S', vul: 'All' }); dispatch(['nope'], '') → unknown-command.

import { err, issue, ok, type Issue, type Result } from '../result';
import { parseArgs, shortened, type CliArgs } from './args';
import type { CliCommand } from './command';
import { COMMANDS } from './registry';

/** The command argv names (no command, --help or -h: help) and the words after its name. */
export function findCommand(argv: readonly string[]): Result<{ name: string; command: CliCommand; words: readonly string[] }, Issue> {
  const [first, ...words] = argv;
  const name = first === undefined || first === '--help' || first === '-h' ? 'help' : first;
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  return command ? ok({ name, command, words }) : err(issue('unknown-command', { command: shortened(name) }));
}

/**
 * The command's words read strictly: an unknown option or flag, a word too many, a missing option or argument is
 * refused, the issue naming the command and its usage besides the argument.
 */
export function readWords(name: string, command: CliCommand, words: readonly string[]): Result<CliArgs, Issue> {
  const args = parseArgs(words, command);
  return args.ok ? args : err(issue(args.error.code, { ...args.error.params, command: name, usage: command.usage }));
}

/** Runs a command on its words read by readWords (and stdin's text when it reads stdin). */
export function runArgs(command: CliCommand, args: CliArgs, stdin: string): Result<unknown, Issue> {
  const request = command.fromArgs(args, stdin);
  return request.ok ? command.handle(request.value) : request;
}

/** readWords then runArgs. */
function runWords(name: string, command: CliCommand, words: readonly string[], stdin: string): Result<unknown, Issue> {
  const args = readWords(name, command, words);
  return args.ok ? runArgs(command, args.value, stdin) : args;
}

/** findCommand then runWords: what the command line does for a command that does not stream. */
export function dispatch(argv: readonly string[], stdin: string): Result<unknown, Issue> {
  const found = findCommand(argv);
  return found.ok ? runWords(found.value.name, found.value.command, found.value.words, stdin) : found;
}
