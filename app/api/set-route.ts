// What the set API's routes share (/api/sets/…, /api/teacher/…): the store, a body read within its limit and checked
// by its zod schema, write limits per client or per student, and a service reply sent as JSON (or as the CSV/PBN file
// it is) with errors localized and a PBN file's line-numbered issues listed.
// Example: return send(await joinSet(store, code, body.name, Date.now()), locale).

import type { z } from 'zod';
import { NextResponse, type NextRequest } from 'next/server';
import { errorAnswer, zodIssue } from '@/lib/bidder-api';
import { PBN_ISSUE_CODES } from '@/lib/bridge/pbn/file';
import { formatLinIssue, formatPbnIssue } from '@/lib/i18n/pbn-message';
import { LIN_ISSUE_CODES } from '@/lib/bridge/lin/file';
import { formatIssue } from '@/lib/i18n/translate';
import { writeProblem } from '@/lib/http/same-origin';
import { siteOrigin } from '@/lib/http/site-headers.mjs';
import type { Locale } from '@/lib/i18n/locales';
import { err, issue, ok, type Issue, type Result } from '@/lib/result';
import { MAX_SET_BODY_BYTES as MAX_BODY_BYTES } from '@/lib/set-api/requests';
import { MAX_PAIR_BODY_BYTES, MAX_PAIR_UPLOAD_BYTES } from '@/lib/set-api/pair-requests';
import { SERVER_CONFIG } from '@/server/config';
import { getStore } from '@/server/open-store';
import { clientAddress } from '@/server/rate-limit';
import type { Reply } from '@/server/replies';
import type { Store } from '@/server/store-types';
import { askedLocale, jsonBody, refuse, type Refusal } from './json-route';
import { countMiss, lookupsBlocked } from '@/server/code-lookups';
import { hashToken } from '@/server/tokens';

export { getStore };

/** Every answer of the set API is a student's or a teacher's own: never stored by a browser or a shared cache. */
export const PRIVATE: Readonly<Record<string, string>> = { 'cache-control': 'private, no-store' };

/** The longest value an error quotes back: a teacher's file may hold a 900 KB tag, and no reply echoes it whole. */
const QUOTED = 80;

/** An issue with its text values cut to QUOTED characters (an ellipsis says where). */
function bounded(found: Issue): Issue {
  const params = Object.fromEntries(
    Object.entries(found.params).map(([k, v]) => [k, typeof v === 'string' && v.length > QUOTED ? `${v.slice(0, QUOTED)}…` : v]),
  );
  return { ...found, params } as Issue;
}

/** A refusal of the service or of the route, sent in `locale`; a PBN file's issues each with its line and message. */
function refusalResponse(locale: Locale, status: number, found: Issue, extra?: Record<string, unknown>, own?: Record<string, string>): NextResponse {
  const headers = { ...PRIVATE, ...own };
  if (!extra || !Array.isArray(extra.issues)) return refuse(locale, bounded(found), status, headers);
  return NextResponse.json({ error: { ...errorAnswer(locale, found).error, issues: pbnIssuesJson(locale, extra.issues as Issue[]) } }, { status, headers });
}

/**
 * A PBN file's issues as a reply lists them: at most 50, each with its line and message in `locale` (the PBN reader's
 * own issues have their texts in pbn.errors, a LIN text's in pbn.lin with their character; a board's issues as a set —
 * no deal, the key — in errors).
 */
function pbnIssuesJson(locale: Locale, found: readonly Issue[]) {
  return found.slice(0, 50).map(bounded).map((i) => ({
    line: i.params.line ?? null, code: i.code,
    message: (PBN_ISSUE_CODES as readonly string[]).includes(i.code) ? formatPbnIssue(locale, i)
      : (LIN_ISSUE_CODES as readonly string[]).includes(i.code) ? formatLinIssue(locale, i) : formatIssue(locale, i),
  }));
}

/** A service's reply as a response: JSON, a file (text with its own headers), nothing (204) or the localized refusal. */
export function send(answer: Reply, locale: Locale): NextResponse {
  if (!answer.ok) return refusalResponse(locale, answer.status, answer.issue, answer.extra, answer.headers as Record<string, string>);
  if (answer.status === 204) return new NextResponse(null, { status: 204, headers: PRIVATE });
  const headers = { ...PRIVATE, ...answer.headers };
  // a file: its text, or (a long download) its bytes streamed as they are read
  if (typeof answer.body === 'string' || answer.body instanceof ReadableStream) return new NextResponse(answer.body, { status: answer.status, headers });
  const body = answer.skipped ? { ...(answer.body as object), skipped: pbnIssuesJson(locale, answer.skipped) } : answer.body;
  return NextResponse.json(body, { status: answer.status, headers });
}

/** The public site's host (SITE_URL): a write from it is this site's, whatever Host a proxy in front passes on. */
const SITE_HOST = new URL(siteOrigin(process.env.SITE_URL).origin).host;

/** A write that another site's page sent, or whose body is not declared JSON: 403 or 415, before anything is read. */
export function foreignWrite(request: NextRequest, withBody = true): Refusal | null {
  const problem = writeProblem(request.headers, SITE_HOST, withBody);
  if (problem === null) return null;
  return { status: problem.code === 'not-json' ? 415 : 403, issue: problem };
}

/** The body read within `limit` bytes and checked by `schema`, from this site and declared JSON; the refusal otherwise. */
export async function checkedBody<S extends z.ZodType>(request: NextRequest, limit: number, schema: S): Promise<Result<z.output<S>, Refusal>> {
  const foreign = foreignWrite(request);
  if (foreign) return err(foreign);
  const body = await jsonBody(request, limit);
  if (!body.ok) return body;
  const parsed = schema.safeParse(body.value);
  return parsed.success ? ok(parsed.data) : err({ status: 400, issue: zodIssue(parsed.error) });
}

export function refused(locale: Locale, refusal: Refusal): NextResponse {
  return refuse(locale, refusal.issue, refusal.status, PRIVATE);
}

/**
 * The write limits: `limit` actions per `windowSeconds` for one key (a client address, or a student's token so that a
 * class behind one school address is never throttled as one client); null when the action may go on.
 */
export async function limited(store: Store, locale: Locale, key: string, limit: number, windowSeconds: number): Promise<NextResponse | null> {
  const verdict = await store.consume(key, limit, windowSeconds, Date.now());
  if (verdict.ok) return null;
  return tooMany(locale, verdict.retryAfter);
}

/** 429 with the seconds to wait, as every limit of the set API answers. */
export function tooMany(locale: Locale, seconds: number): NextResponse {
  return refuse(locale, issue('rate-limited', { seconds }), 429, { ...PRIVATE, 'retry-after': String(seconds) });
}

/**
 * The client's address as the rate limits count it: the socket's, which scripts/serve.mjs puts into X-Forwarded-For in
 * place of the client's own, unless TRUST_PROXY says a proxy in front appends it (server/rate-limit.ts).
 */
export function clientKey(request: NextRequest): string {
  return clientAddress({ headers: request.headers }, SERVER_CONFIG.trustProxy);
}

/** Route params arrive percent-decoded by Next; anything longer than any code or token is cut before it is looked at. */
export function param(value: string): string {
  return value.slice(0, 160);
}

/**
 * The bearer of `Authorization: Bearer <secret>` (a teacher key, or a class's token), cut like a param; null with no
 * such header. A header of another scheme counts as a bearer that opens nothing rather than as none.
 */
export function bearerOf(request: NextRequest): string | null {
  const header = request.headers.get('authorization');
  if (header === null) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.slice(0, 200));
  return match ? param(match[1]) : '-';
}

/** A write's limit per client address: `count` in `seconds` under the key `<name>:<address>`. */
export interface AddressLimit {
  readonly name: string;
  readonly count: number;
  readonly seconds: number;
}

/** Sets, classes, keys and copies one address may make in an hour (SERVER_CONFIG.createsPerHour, 60 by default). */
export const CREATES: AddressLimit = { name: 'create', count: SERVER_CONFIG.createsPerHour, seconds: 3600 };
/**
 * Partnership practices (a pair's, a class's) one address may make in an hour: their own count, so that a class's
 * pairs making practices from the school's one address do not use up its teacher's sets.
 */
export const PAIR_CREATES: AddressLimit = { name: 'pair-create', count: 120, seconds: 3600 };

/** Live classes one address may make in an hour: a teacher's lessons, several classes' worth. */
export const LIVE_CREATES: AddressLimit = { name: 'live-create', count: 60, seconds: 3600 };
/** Votes (live and polls) one address may send in a minute: a school's 300 phones behind one address, twice over. */
export const VOTES: AddressLimit = { name: 'vote', count: 600, seconds: 60 };

/** A practice's body: a few kB, or with a PBN file's deals (?upload=pbn) as much as a set's upload. */
export function pairBodyLimit(request: NextRequest): number {
  return request.nextUrl.searchParams.get('upload') === 'pbn' ? MAX_PAIR_UPLOAD_BYTES : MAX_PAIR_BODY_BYTES;
}
/** Joins (of sets and classes) one address may make in ten minutes: a whole class (300) twice over. */
export const JOINS: AddressLimit = { name: 'join', count: 600, seconds: 600 };
/** Resume attempts one address may make in ten minutes: a class coming back, not a guesser. */
export const RESUMES: AddressLimit = { name: 'resume', count: 600, seconds: 600 };
/** A teacher's page polls every 5 s after each reply; several tabs and the cell views fit well under this. */
export const VIEWS_PER_MINUTE = 60;

/**
 * A write from a client: another site's write (or a body not declared JSON) refused before it counts against the
 * address (M3), then the address's limit, then the body read within `bytes` by `schema`; `run` gives the service's
 * reply, sent in `localeOf(body)` or the asked locale.
 */
export async function clientWrite<S extends z.ZodType>(
  request: NextRequest,
  limit: AddressLimit,
  bytes: number,
  schema: S,
  run: (store: Store, body: z.output<S>) => Promise<Reply>,
  localeOf?: (body: z.output<S>) => Locale,
): Promise<NextResponse> {
  const locale = askedLocale(request.nextUrl.searchParams);
  const store = await getStore();
  const foreign = foreignWrite(request);
  if (foreign) return refused(locale, foreign);
  const throttled = await limited(store, locale, `${limit.name}:${clientKey(request)}`, limit.count, limit.seconds);
  if (throttled) return throttled;
  const body = await checkedBody(request, bytes, schema);
  if (!body.ok) return refused(locale, body.error);
  return send(await run(store, body.value), localeOf?.(body.value) ?? locale);
}

/**
 * A lookup by a code anyone may try (a set's or a class's): an address that looked up too many codes that do not
 * exist is told nothing about any code for a while (L5), and a 404 counts as one more miss.
 */
export async function codeLookup(request: NextRequest, run: (store: Store, now: number) => Promise<Reply>): Promise<NextResponse> {
  const locale = askedLocale(request.nextUrl.searchParams);
  const store = await getStore();
  const address = clientKey(request);
  const now = Date.now();
  const blocked = await lookupsBlocked(store, address, now);
  if (blocked !== null) return tooMany(locale, blocked);
  const answer = await run(store, now);
  if (answer.status === 404) await countMiss(store, address, now);
  return send(answer, locale);
}

/** A view by a teacher's secret (a set's or class's token, a key): `perMinute` a minute per secret (by its hash), whatever the address. */
export async function secretView(request: NextRequest, name: string, secret: string, perMinute: number, run: (store: Store) => Promise<Reply>): Promise<NextResponse> {
  const locale = askedLocale(request.nextUrl.searchParams);
  const store = await getStore();
  const throttled = await limited(store, locale, `${name}:${hashToken(secret)}`, perMinute, 60);
  if (throttled) return throttled;
  return send(await run(store), locale);
}

/** A write by a teacher's secret (no address limit: the secret is the teacher's): from this site, its body read by `schema`. */
export async function secretWrite<S extends z.ZodType>(request: NextRequest, schema: S, run: (store: Store, body: z.output<S>) => Promise<Reply>): Promise<NextResponse> {
  const locale = askedLocale(request.nextUrl.searchParams);
  const body = await checkedBody(request, MAX_BODY_BYTES, schema);
  if (!body.ok) return refused(locale, body.error);
  return send(await run(await getStore(), body.value), locale);
}

/** A removal by a teacher's secret: no body, so no Content-Type to require; another site's page still may not remove anything. */
export async function secretDelete(request: NextRequest, run: (store: Store) => Promise<Reply>): Promise<NextResponse> {
  const locale = askedLocale(request.nextUrl.searchParams);
  const foreign = foreignWrite(request, false);
  if (foreign) return refused(locale, foreign);
  return send(await run(await getStore()), locale);
}
