// The command line's I/O: argv and stdin in, one JSON document out (stdout, exit 0) or a JSON error (stderr, exit 2).
// Example: npm run -s bridge -- board 7 → {"board":7,"dealer":"S","vul":"All"}.

import { createInterface } from 'node:readline';
import type { Issue } from '../result';
import { errorJson, type CliCommand } from './command';
import { findCommand, runWords } from './dispatch';

const BAD_INPUT = 2;

function fail(found: Issue): number {
  process.stderr.write(`${JSON.stringify(errorJson(found))}\n`);
  return BAD_INPUT;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Streams stdin through `answerLine`, writing in large chunks and waiting when stdout is full. */
async function answerLines(answerLine: NonNullable<CliCommand['answerLine']>): Promise<number> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  let buffer = '';
  let lineNumber = 0;
  const flush = async () => {
    if (!process.stdout.write(buffer)) await new Promise((resolve) => process.stdout.once('drain', resolve));
    buffer = '';
  };
  for await (const line of lines) {
    const answer = answerLine(line, ++lineNumber);
    if (answer !== null) buffer += `${answer}\n`;
    if (buffer.length >= 1 << 16) await flush();
  }
  if (buffer) await flush();
  return 0;
}

async function run(argv: readonly string[]): Promise<number> {
  const found = findCommand(argv);
  if (!found.ok) return fail(found.error);
  const { name, command, words } = found.value;
  if (command.answerLine) return answerLines(command.answerLine);
  const stdin = command.readsStdin ? await readAll(process.stdin) : '';
  const result = runWords(name, command, words, stdin);
  if (!result.ok) return fail(result.error);
  process.stdout.write(`${JSON.stringify(result.value)}\n`);
  return 0;
}

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`${JSON.stringify({ error: { code: 'internal-error', message: String(e), params: {} } })}\n`);
    process.exitCode = 1;
  },
);
