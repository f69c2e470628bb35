// A service's reply to a request of the set or class API: a status with a JSON body (or a file's text and headers), or
// a status with an issue that the route localizes. Example: refusal(404, issue('set-not-found')).

import { issue, type Issue } from '@/lib/result';

export type Reply =
  | {
      readonly ok: true; readonly status: number; readonly body: unknown; readonly headers?: Readonly<Record<string, string>>;
      /** A PBN upload's games and boards left out, which the route adds to the body as `skipped`, localized. */
      readonly skipped?: readonly Issue[];
    }
  | { readonly ok: false; readonly status: number; readonly issue: Issue; readonly headers?: Readonly<Record<string, string>>; readonly extra?: Record<string, unknown> };

export function reply(status: number, body: unknown, headers?: Record<string, string>): Reply {
  return { ok: true, status, body, headers };
}

export function refusal(status: number, found: Issue, extra?: Record<string, unknown>): Reply {
  return { ok: false, status, issue: found, extra };
}

/** 429 with the seconds to wait, as the routes' own limits answer. */
export function throttled(seconds: number): Reply {
  return { ok: false, status: 429, issue: issue('rate-limited', { seconds }), headers: { 'retry-after': String(seconds) } };
}

