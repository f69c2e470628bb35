// What a command is: a pure handler from a request object to JSON (lib/bidder-api/handler), and how argv builds the
// request. Example: the board command is { ...SPECS.board, fromArgs, handle: validated(z.object({ board }), …) }.

import type { Issue, Result } from '../result';
import type { Handler } from '../bidder-api/handler';
import type { CliArgs } from './args';
import type { InputLine } from './lines';
import type { CommandSpec } from './specs';

/**
 * A command: its spec (lib/cli/specs.ts: what it takes on the command line — options, flags, positionals, nothing
 * else is accepted — and in a batch line) and the code that answers it.
 */
export interface CliCommand extends CommandSpec {
  /** The whole of stdin is handed to `fromArgs` (rubber, chicago, pbn). */
  readonly readsStdin?: boolean;
  /** How stdin's bytes become its text when `readsStdin` (default UTF-8); pbn detects a file's code page. */
  readonly stdinText?: (bytes: Uint8Array, args: CliArgs) => string;
  /** Builds the request object from the command line (and stdin's text when `readsStdin`). */
  readonly fromArgs: (args: CliArgs, stdin: string) => Result<unknown, Issue>;
  readonly handle: Handler;
  /** Set for a command that answers stdin line by line (batch): one output line per input line, null to skip it. */
  readonly answerLine?: (line: InputLine, lineNumber: number) => string | null;
}
