// argv read against a table of commands, pure: the command it names, its words read strictly, its request run. The
// table is a parameter, so a bundle of a few commands (lib/cli/families/) reads argv as the whole command line does.
// Example: findCommand(LIGHT_COMMANDS, ['board', '7']) → ok({ name: 'board', command: board, words: ['7'] }).

import { err, issue, ok, type Issue, type Result } from '../result';
import { parseArgs, shortened, type CliArgs } from './args';
import type { CliCommand } from './command';

/** The command argv names (no command, --help or -h: help) and the words after its name. */
export function findCommand(
  commands: Readonly<Record<string, CliCommand>>,
  argv: readonly string[],
): Result<{ name: string; command: CliCommand; words: readonly string[] }, Issue> {
  const [first, ...words] = argv;
  const name = first === undefined || first === '--help' || first === '-h' ? 'help' : first;
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
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
