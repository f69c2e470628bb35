// The command line's I/O over a table of commands: argv and stdin in, one JSON document out (stdout, exit 0) or a JSON
// error (stderr, exit 2). Example: runCli(COMMANDS) with argv board 7 prints {"board":7,"dealer":"S","vul":"All"}.

import type { Issue } from '../result';
import { MAX_LINE_BYTES } from './batch';
import { errorJson } from '../bidder-api/handler';
import { type CliCommand } from './command';
import { findCommand, readWords, runArgs } from './command-line';
import { splitLines } from './lines';

const BAD_INPUT = 2;

function fail(found: Issue): number {
  process.stderr.write(`${JSON.stringify(errorJson(found))}\n`);
  return BAD_INPUT;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/**
 * Streams stdin through `answerLine`, line by line (split on '\n' only, each line at most MAX_LINE_BYTES).
 * Answers are gathered and written once per chunk of input read (so a large file costs few writes, and a
 * caller that sends one line and waits still gets its answer); reading waits while stdout is full.
 */
async function answerLines(answerLine: NonNullable<CliCommand['answerLine']>): Promise<number> {
  const lines = splitLines(process.stdin, MAX_LINE_BYTES);
  let buffer = '';
  let scheduled = false;
  let full: Promise<void> | null = null;
  const flush = () => {
    scheduled = false;
    if (buffer === '') return;
    const accepted = process.stdout.write(buffer);
    buffer = '';
    if (!accepted && !full) {
      full = new Promise((resolve) =>
        process.stdout.once('drain', () => {
          full = null;
          resolve();
        }),
      );
    }
  };
  let lineNumber = 0;
  for await (const line of lines) {
    const answer = answerLine(line, ++lineNumber);
    if (answer !== null) buffer += `${answer}\n`;
    if (buffer.length >= 1 << 16) flush();
    else if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
    if (full) await full;
  }
  flush();
  if (full) await full;
  return 0;
}

async function run(commands: Readonly<Record<string, CliCommand>>, argv: readonly string[]): Promise<number> {
  const found = findCommand(commands, argv);
  if (!found.ok) return fail(found.error);
  const { name, command, words } = found.value;
  // the words are checked before stdin is read: a mistyped option is reported at once, not after EOF
  const args = readWords(name, command, words);
  if (!args.ok) return fail(args.error);
  if (command.answerLine) return answerLines(command.answerLine);
  const bytes = command.readsStdin ? await readAll(process.stdin) : null;
  const stdin = bytes === null ? '' : command.stdinText ? command.stdinText(bytes, args.value) : bytes.toString('utf8');
  const result = runArgs(command, args.value, stdin);
  if (!result.ok) return fail(result.error);
  process.stdout.write(`${JSON.stringify(result.value)}\n`);
  return 0;
}

/** Runs the command process.argv names among `commands`, setting the exit code when it is done. */
export function runCli(commands: Readonly<Record<string, CliCommand>>): void {
  // A reader that stops early (| head) is not an error of ours.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    process.exit(0);
  });

  run(commands, process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`${JSON.stringify({ error: { code: 'internal-error', message: String(e), params: {} } })}\n`);
      process.exitCode = 1;
    },
  );
}
