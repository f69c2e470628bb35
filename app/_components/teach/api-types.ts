// Every type the pages read or send through the teachers' JSON API (app/api/sets/**, app/api/teacher/**), in one file
// so that it can be aligned with the route handlers. Example: (await res.json()) as SetView → view.items[0].auction '1H P'.

import type { Seat, Vulnerability } from '@/lib/bridge/types';
import type { Locale } from '@/lib/i18n/locales';
import type { QuestionKind } from '@/lib/quiz/item-types';

/** The set's own types (lib/teach): what an answer is, the modes. */
export type { HandsMode, SetAnswer, SetMode } from '@/lib/teach/set-types';
import type { SetAvailability } from '@/lib/teach/availability';
import type { HandsMode, SetAnswer, SetMode } from '@/lib/teach/set-types';
export type ItemKind = QuestionKind;

/** Every error body: `{error: {code, message, params}}`, the message in the request's locale. */
export interface ApiError {
  readonly error: {
    readonly code: string;
    readonly message: string;
    readonly params?: Readonly<Record<string, unknown>>;
    /** A broken PBN file's issues, each with its line and localized message ('bad-pbn'). */
    readonly issues?: unknown;
  };
}

/** A PBN reader's issue (an error of code 'bad-pbn' carries them in error.issues). */
export interface PbnIssue {
  readonly line: number;
  readonly message: string;
}

/** POST /api/sets: from topics. */
export interface CreateFromTopics {
  readonly title: string;
  readonly instructions?: string;
  readonly locale: Locale;
  readonly mode: SetMode;
  readonly hands: HandsMode;
  readonly opensAt?: string | null;
  readonly closesAt?: string | null;
  readonly items: readonly { readonly topic: string; readonly count: number }[];
  /** A quarter of the bidding questions near misses (default true). */
  readonly nearMisses?: boolean;
}

/** POST /api/sets: from a PBN file. */
export type CreateFromPbn = Omit<CreateFromTopics, 'items' | 'nearMisses'> & { readonly pbn: string };

/** A board whose key differs from the system's call. */
export interface KeyDifference {
  readonly index: number;
  readonly board: number | null;
  readonly key: string;
  readonly system: string;
  readonly rule: string;
}

/** 201 of POST /api/sets. */
export interface CreatedSet {
  readonly code: string;
  readonly teacherToken: string;
  readonly items: number;
  readonly differences?: readonly KeyDifference[];
}

export interface ScoreQuestionView {
  readonly contract: string;
  readonly declarer: Seat;
  readonly tricks: number;
  readonly vulnerable: boolean;
  readonly chicago?: unknown;
  readonly rubber?: unknown;
}

/** One item as a student sees it (GET /api/sets/{code}). */
export interface SetItemView {
  /** The item's stable id: an answer names it, so a move of the items never moves an answer. */
  readonly id: string;
  readonly index: number;
  readonly kind: ItemKind;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  /** The calls so far (call), the auction to check (legal), the contract's auction (score): '1H P'. */
  readonly auction: string;
  readonly seat: Seat;
  /** The seat's hand, 'AKQ2.KJ3.AT8.Q32'. */
  readonly hand: string;
  /** Evaluate: partner's suit; else null. */
  readonly trump: 'S' | 'H' | 'D' | 'C' | null;
  readonly score?: ScoreQuestionView;
  /** The item's share code: present in practice mode or once revealed. */
  readonly code?: string;
}

export interface AnswerGrade {
  readonly right: boolean;
  readonly expected: { readonly call?: string; readonly rule?: string; readonly [key: string]: unknown };
}

/** One of the student's own stored answers. */
export interface StudentAnswerView {
  readonly id: string;
  readonly item: number;
  readonly itemId: string;
  readonly answer: SetAnswer;
  readonly at: number | string;
  readonly grade?: AnswerGrade;
}

/** GET /api/sets/{code}?student=…&locale=… */
export interface SetView {
  readonly title: string;
  readonly instructions: string;
  readonly locale: Locale;
  readonly mode: SetMode;
  readonly hands: HandsMode;
  readonly closed: boolean;
  readonly revealed: boolean;
  /** Answers are accepted now (open, after opensAt and before closesAt). */
  readonly open: boolean;
  /** Why answers are accepted or not (lib/teach/availability). */
  readonly availability: SetAvailability;
  readonly opensAt: string | null;
  readonly closesAt: string | null;
  readonly items: readonly SetItemView[];
  readonly answers?: readonly StudentAnswerView[];
}

/** 201 of POST /api/sets/{code}/students. */
export interface JoinedStudent {
  readonly studentToken: string;
  readonly resumeCode: string;
  readonly name: string;
}

/** 200 of POST /api/sets/{code}/resume. */
export interface ResumedStudent {
  readonly studentToken: string;
  readonly name: string;
}

/** PUT /api/sets/{code}/answers/{answerId}. */
export interface AnswerBody {
  readonly studentToken: string;
  /** The item's id; `item` is its place (devices from before ids sent only that). */
  readonly itemId?: string;
  readonly item: number;
  readonly answer: SetAnswer;
  readonly ms: number;
}

/** 200/201 of the PUT: the grade in practice mode (or once revealed). */
export interface AnswerReply {
  readonly grade?: AnswerGrade;
}

export interface TeacherItem {
  readonly id: string;
  readonly index: number;
  readonly kind: ItemKind;
  /** The rule of the stored expected answer; with fresh hands, the rule asked. */
  readonly rule: string | null;
  readonly source: 'topic' | 'board';
  readonly topic: string | null;
  /** Fresh hands: every student has their own item here (no expected answer or code for the set as a whole). */
  readonly fresh: boolean;
  readonly nearMiss: boolean;
  readonly board: number | null;
  readonly key: string | null;
  readonly grade: 'key' | 'system';
  /** The expected answer as text ('2D'; for the other kinds a short text); null with fresh hands. */
  readonly expected: string | null;
  readonly code: string | null;
  readonly accepted: readonly string[];
}

export interface TeacherSet {
  readonly code: string;
  readonly title: string;
  readonly instructions: string;
  readonly locale: Locale;
  readonly mode: SetMode;
  readonly hands: HandsMode;
  readonly closed: boolean;
  readonly revealed: boolean;
  /** Answers are accepted now; why or why not (lib/teach/availability, the function that lets answers in). */
  readonly open: boolean;
  readonly availability: SetAvailability;
  readonly answers: number;
  readonly opensAt: string | null;
  readonly closesAt: string | null;
  readonly createdAt: string | number;
  readonly accepted: Readonly<Record<string, readonly string[]>>;
  readonly items: readonly TeacherItem[];
}

export interface StudentResult {
  readonly id: string;
  readonly name: string;
  readonly answered: number;
  readonly firstRight: number;
  /** 0..1, null before any answer. */
  readonly score: number | null;
  readonly seconds: number;
  readonly flagged: boolean;
}

export interface ResultCell {
  readonly first: { readonly answer: string; readonly right: boolean };
  readonly retries: number;
  readonly rightLater: boolean;
  readonly seconds: number;
}

export interface SpreadEntry {
  readonly answer: string;
  readonly count: number;
  readonly right: boolean;
  /** The rule that makes a wrong call wrong (or the rule the call shows), when known. */
  readonly rule: string | null;
}

export interface ItemResult {
  readonly index: number;
  readonly answered: number;
  readonly firstRight: number;
  readonly accuracy: number | null;
  readonly seconds: number;
  readonly spread: readonly SpreadEntry[];
}

export interface RuleResult {
  readonly rule: string;
  readonly answered: number;
  readonly right: number;
}

export interface SetResults {
  readonly students: readonly StudentResult[];
  /** Per student (as `students`), per item (as the set's items). */
  readonly cells: readonly (readonly (ResultCell | null)[])[];
  readonly items: readonly ItemResult[];
  readonly hardestItems: readonly number[];
  readonly hardestRules: readonly RuleResult[];
  readonly participation: { readonly joined: number; readonly started: number; readonly finished: number };
}

/** GET /api/teacher/{token}. */
export interface TeacherView {
  readonly set: TeacherSet;
  readonly results: SetResults;
}

/** PATCH /api/teacher/{token}. */
export interface TeacherPatch {
  readonly closed?: boolean;
  readonly revealed?: boolean;
  readonly opensAt?: string | null;
  readonly closesAt?: string | null;
}

/** POST /api/teacher/{token}/items. */
export interface ItemOp {
  readonly op: 'remove' | 'move' | 'replace' | 'grade';
  readonly index: number;
  readonly to?: number;
  readonly grade?: 'key' | 'system';
}

/** The error body, when a reply is one. */
export function apiErrorOf(body: unknown): ApiError['error'] | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, params, issues } = error as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string'
    ? { code, message, params: typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : undefined, issues }
    : null;
}

/** The PBN reader's issues of a 'bad-pbn' error (empty for other errors). */
export function pbnIssuesOf(error: ApiError['error'] | null): readonly PbnIssue[] {
  const issues = error?.code === 'bad-pbn' ? error.issues : undefined;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (i): i is PbnIssue => typeof i === 'object' && i !== null && typeof (i as PbnIssue).line === 'number' && typeof (i as PbnIssue).message === 'string',
  );
}
