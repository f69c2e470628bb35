// The teacher pages' (and the class pages') calls to the API, each giving the reply's status and body (or status 0 when the server could
// not be reached): the page decides what a 404 or a 409 means. Example: await teacherRequest('sr', token, 'PATCH', '', { closed: true }).

import { apiErrorOf, readReply, type ReplyOf, type SetApiRoute } from '@/lib/set-api/responses';

export interface Reply {
  readonly status: number;
  readonly body: unknown;
  /** The error's localized message, when the reply is an error. */
  readonly message: string | null;
}

/**
 * A successful reply's body read by its route's schema (lib/set-api/responses readReply), typed by it: null for a
 * refusal, a status the route does not answer, or a body that does not match (a server of another version), which the
 * page then treats as a failed request. Never a cast.
 */
export function bodyOf<R extends SetApiRoute>(route: R, reply: { readonly status: number; readonly body: unknown }): ReplyOf<R> | null {
  if (reply.status < 200 || reply.status >= 400) return null;
  const read = readReply(route, reply.status, reply.body);
  return read.ok ? (read.value as ReplyOf<R>) : null;
}

/** `locale`: the page's, so that an error's message comes in its language. */
export async function teacherRequest(
  locale: string,
  token: string,
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  path = '',
  body?: unknown,
  query: Readonly<Record<string, string>> = {},
): Promise<Reply> {
  return apiRequest(locale, `/api/teacher/${encodeURIComponent(token)}${path}`, method, body, query);
}

/** Any call of the sets' and classes' API (the class pages' too): `address` without its query. */
export async function apiRequest(
  locale: string,
  address: string,
  method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE',
  body?: unknown,
  query: Readonly<Record<string, string>> = {},
  headers: Readonly<Record<string, string>> = {},
): Promise<Reply> {
  try {
    const search = new URLSearchParams({ ...query, locale });
    const response = await fetch(`${address}?${search}`, {
      method,
      cache: 'no-store',
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed: unknown = await response.json().catch(() => null);
    return { status: response.status, body: parsed, message: response.ok ? null : (apiErrorOf(parsed)?.message ?? String(response.status)) };
  } catch {
    return { status: 0, body: null, message: null };
  }
}
