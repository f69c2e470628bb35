// What a command is: a pure handler from a request object to JSON, its zod check, and how argv builds the request.
// Example: validated(z.object({ board: field.boardNumber }), ({ board }) => ok(boardInfo(board))) is the board command's handler.

import type { z } from 'zod';
import { err, issue, ok, type Issue, type Result } from '../result';
import type { ArgSpec, CliArgs } from './args';
import { issueMessage } from './issue-message';
import type { InputLine } from './lines';

/** A command's handler: the same for argv, for `batch` lines and for any later caller (API routes). Its value is plain JSON data. */
export type Handler = (request: unknown) => Result<unknown, Issue>;

/** A command: what it takes on the command line (options, flags, positionals: nothing else is accepted) and in a batch line. */
export interface CliCommand extends ArgSpec {
  /** 'evaluate <hand> [--partner S|H|D|C]' */
  readonly usage: string;
  readonly summary: string;
  /**
   * The fields of its request: what a `batch` line may hold beside "cmd" (any other is refused: unknown-field),
   * and those it must hold (missing-field).
   */
  readonly fields: { readonly required?: readonly string[]; readonly optional?: readonly string[] };
  /** The whole of stdin is handed to `fromArgs` (rubber, chicago, pbn). */
  readonly readsStdin?: boolean;
  /** Builds the request object from the command line (and stdin's text when `readsStdin`). */
  readonly fromArgs: (args: CliArgs, stdin: string) => Result<unknown, Issue>;
  readonly handle: Handler;
  /** Set for a command that answers stdin line by line (batch): one output line per input line, null to skip it. */
  readonly answerLine?: (line: InputLine, lineNumber: number) => string | null;
}

/**
 * The issue a zod check found: a field helper's own issue (params.issue, e.g. bad-seat) when there is one,
 * otherwise bad-request naming the field.
 */
export function zodIssue(error: z.ZodError): Issue {
  const first = error.issues[0];
  const where = first.path.length > 0 ? first.path.join('.') : '';
  const own = first.code === 'custom' ? (first.params as { issue?: Issue } | undefined)?.issue : undefined;
  // the field's path (deals.2.tricks) tells which of many values was wrong
  if (own) return where ? issue(own.code, { ...own.params, field: where }) : own;
  return issue('bad-request', { detail: where ? `${where}: ${first.message}` : first.message });
}

/** Everything the dispatcher prints for an issue: code, English message, params. */
export function errorJson(found: Issue): { error: { code: string; message: string; params: Readonly<Record<string, string | number>> } } {
  return { error: { code: found.code, message: issueMessage(found), params: found.params } };
}

/** A request that is not an object cannot be checked field by field. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A handler that checks its request with `schema` before `run` sees it. */
export function validated<S extends z.ZodType>(schema: S, run: (request: z.output<S>) => Result<unknown, Issue>): Handler {
  return (request) => {
    const parsed = schema.safeParse(request);
    return parsed.success ? run(parsed.data) : err(zodIssue(parsed.error));
  };
}

/** Parses stdin as one JSON document (rubber, chicago, pbn --export). */
export function parseJsonText(text: string): Result<unknown, Issue> {
  try {
    return ok(JSON.parse(text.replace(/^\uFEFF/, '')));
  } catch (e) {
    return err(issue('bad-request', { detail: `input is not JSON (${(e as Error).message})` }));
  }
}
