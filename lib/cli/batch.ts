// `batch`: JSON Lines in, JSON Lines out — each line a request {"cmd": "<command>", …} answered by that command's handler.
// Example: '{"cmd":"board","board":3}' → '{"board":3,"dealer":"S","vul":"EW"}'; 'oops' → '{"error":{"code":"bad-request",…}}'.

import { issue, type Issue } from '../result';
import { errorJson, isRecord, type CliCommand } from './command';

function answer(found: { ok: true; value: unknown } | { ok: false; error: Issue }): string {
  return JSON.stringify(found.ok ? found.value : errorJson(found.error));
}

/**
 * One request line to one answer line; null for a blank line (skipped). A bad line is answered with an error
 * line and the batch carries on. A batch inside a batch is refused (unknown-command).
 */
export function answerBatchLine(commands: Readonly<Record<string, CliCommand>>, line: string, lineNumber: number): string | null {
  if (line.trim() === '') return null;
  let request: unknown;
  try {
    request = JSON.parse(lineNumber === 1 ? line.replace(/^\uFEFF/, '') : line);
  } catch {
    return answer({ ok: false, error: issue('bad-request', { detail: `line ${lineNumber} is not JSON`, line: lineNumber }) });
  }
  if (!isRecord(request) || typeof request.cmd !== 'string') {
    return answer({ ok: false, error: issue('bad-request', { detail: `line ${lineNumber} needs "cmd": the command's name`, line: lineNumber }) });
  }
  const command = Object.hasOwn(commands, request.cmd) ? commands[request.cmd] : undefined;
  if (!command || command.answerLine) return answer({ ok: false, error: issue('unknown-command', { command: request.cmd }) });
  try {
    return answer(command.handle(request));
  } catch (e) {
    // a bug in one handler must not end a long batch: the line is answered with the failure
    return answer({ ok: false, error: issue('internal-error', { detail: (e as Error).message, line: lineNumber }) });
  }
}
