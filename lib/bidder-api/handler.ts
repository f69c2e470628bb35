// A request handler shared by every front (the command line, its batch lines, the API routes): a pure function from a
// request object to JSON, checked by zod first; and the JSON of an issue. Example: validated(bidRequest, (r) =>
// ok(answerBid(r)))({ hand: 'AKQ2.KJ3.T8.Q432', dealer: 'N' }) → { ok: true, value: { call: '1S', … } }.

import type { z } from 'zod';
import { issueMessage } from '../i18n/issue-message';
import { err, issue, ok, type Issue, type Result } from '../result';

/** A request handler: the same for argv, for `batch` lines and for the API routes. Its value is plain JSON data. */
export type Handler = (request: unknown) => Result<unknown, Issue>;

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

/** A query's fields as a request record: the first of repeated fields counts, as URLSearchParams.get reads it. */
export function queryRecord(entries: Iterable<readonly [string, string]>): Record<string, string> {
  const input: Record<string, string> = {};
  for (const [field, value] of entries) if (!Object.hasOwn(input, field)) input[field] = value;
  return input;
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
