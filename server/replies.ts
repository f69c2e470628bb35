// A service's reply to a request of the set or class API: a status with a JSON body (or a file's text and headers), or
// a status with an issue that the route localizes. A JSON body is typed by its route's zod schema for that status
// (lib/set-api/responses.ts SET_API_REPLIES): tsc refuses a body that drifts from what the schema says.
// Example: reply('POST /api/sets/{code}/resume', 200, { studentToken, name }); refusal(404, issue('set-not-found')).

import type * as z from 'zod/mini';
import { issue, type Issue } from '@/lib/result';
import type { BuiltFor, SET_API_REPLIES, SetApiRoute } from '@/lib/set-api/responses';

export type Reply =
  | {
      readonly ok: true; readonly status: number; readonly body: unknown; readonly headers?: Readonly<Record<string, string>>;
      /** A PBN upload's games and boards left out, which the route adds to the body as `skipped`, localized. */
      readonly skipped?: readonly Issue[];
    }
  | { readonly ok: false; readonly status: number; readonly issue: Issue; readonly headers?: Readonly<Record<string, string>>; readonly extra?: Record<string, unknown> };

/** The statuses a route answers with a JSON body. */
export type StatusOf<R extends SetApiRoute> = keyof (typeof SET_API_REPLIES)[R] & number;
/** The body a route's schema takes for a status (what the service may build; the schema's input type). */
export type BodyOf<R extends SetApiRoute, S extends StatusOf<R>> = (typeof SET_API_REPLIES)[R][S] extends z.ZodMiniType
  ? BuiltFor<(typeof SET_API_REPLIES)[R][S]>
  : never;

/** A JSON reply of `route`, its body checked by tsc against the route's schema for `status`. */
export function reply<R extends SetApiRoute, S extends StatusOf<R>>(route: R, status: S, body: BodyOf<R, S>, headers?: Record<string, string>): Reply {
  void route; // the route names the schema the body is typed by; the route module sends it
  return { ok: true, status, body, headers };
}

/** 204 of a DELETE: no body. */
export function noContent(): Reply {
  return { ok: true, status: 204, body: null };
}

/** A download (CSV, PBN): a file's text with its headers, which no JSON schema describes. */
export function fileReply(text: string | ReadableStream<Uint8Array>, headers: Record<string, string>): Reply {
  return { ok: true, status: 200, body: text, headers };
}

export function refusal(status: number, found: Issue, extra?: Record<string, unknown>): Reply {
  return { ok: false, status, issue: found, extra };
}

/** 429 with the seconds to wait, as the routes' own limits answer. */
export function throttled(seconds: number): Reply {
  return { ok: false, status: 429, issue: issue('rate-limited', { seconds }), headers: { 'retry-after': String(seconds) } };
}
