// `batch`: JSON Lines in, JSON Lines out — each line a request {"cmd": "<command>", …} answered by that command's handler.
// Example: '{"cmd":"board","board":3}' → '{"board":3,"dealer":"S","vul":"EW"}'; 'oops' → '{"error":{"code":"bad-request",…}}'.

import { issue, type Issue } from '../result';
import { shortened } from './args';
import { errorJson, isRecord } from '../bidder-api/handler';
import { type CliCommand } from './command';
import type { InputLine } from './lines';

/** The longest request line read (bytes, without its '\n'): a PBN file of a few thousand boards fits. */
export const MAX_LINE_BYTES = 1 << 20;

function answer(found: { ok: true; value: unknown } | { ok: false; error: Issue }): string {
  return JSON.stringify(found.ok ? found.value : errorJson(found.error));
}

const refuse = (code: string, params: Record<string, string | number>): string => answer({ ok: false, error: issue(code, params) });

/** The first field of `request` (beside cmd) the command does not know, then the first it needs and lacks. */
function fieldIssue(command: CliCommand, request: Record<string, unknown>, lineNumber: number): string | null {
  const required = command.fields.required ?? [];
  const known = [...required, ...(command.fields.optional ?? [])];
  const unknown = Object.keys(request).find((key) => key !== 'cmd' && !known.includes(key));
  if (unknown !== undefined) return refuse('unknown-field', { field: shortened(unknown), allowed: known.join(', '), line: lineNumber });
  const missing = required.find((key) => !Object.hasOwn(request, key));
  return missing === undefined ? null : refuse('missing-field', { field: missing, line: lineNumber });
}

/**
 * One request line to one answer line; null for a blank line (nothing or only whitespace, CR included: skipped,
 * no answer). A bad line is answered with an error line and the batch carries on: not JSON, no "cmd", an unknown
 * command (a batch inside a batch too), a field the command does not know or a required one missing, a line over
 * MAX_LINE_BYTES.
 */
export function answerBatchLine(commands: Readonly<Record<string, CliCommand>>, line: string | InputLine, lineNumber: number): string | null {
  if (typeof line !== 'string' && !('text' in line)) return refuse('line-too-long', { line: lineNumber, max: MAX_LINE_BYTES });
  const text = typeof line === 'string' ? line : line.text;
  if (text.trim() === '') return null;
  let request: unknown;
  try {
    request = JSON.parse(lineNumber === 1 ? text.replace(/^\uFEFF/, '') : text);
  } catch {
    return refuse('bad-request', { detail: `line ${lineNumber} is not JSON`, line: lineNumber });
  }
  if (!isRecord(request) || typeof request.cmd !== 'string') {
    return refuse('bad-request', { detail: `line ${lineNumber} needs "cmd": the command's name`, line: lineNumber });
  }
  const command = Object.hasOwn(commands, request.cmd) ? commands[request.cmd] : undefined;
  if (!command || command.answerLine) return refuse('unknown-command', { command: shortened(request.cmd) });
  const refused = fieldIssue(command, request, lineNumber);
  if (refused !== null) return refused;
  try {
    return answer(command.handle(request));
  } catch (e) {
    // a bug in one handler must not end a long batch: the line is answered with the failure
    return refuse('internal-error', { detail: (e as Error).message, line: lineNumber });
  }
}
