// The teacher's create form as a value: what was typed (kept in sessionStorage so a failed request or a reload loses
// nothing) and the request body made from it. Example: createRequest(draft) → { ok: true, value: { title, items: [{ topic: 'open', count: 5 }] } }.

import { isLocale, type Locale } from '@/lib/i18n/locales';
import { MAX_INSTRUCTIONS, MAX_SET_ITEMS, MAX_TITLE } from '@/lib/teach/set-types';
import type { CreateFromPbn, CreateFromTopics } from '@/lib/set-api/requests';
import type { HandsMode, SetMode } from '@/lib/teach/set-types';
import { readSeatChoice, type SeatChoice } from '@/lib/quiz/whole-auction';
import { AUCTION_TOPIC } from '@/lib/teach/set-items';

export interface DraftRow {
  readonly topic: string;
  readonly count: number;
  /** A whole auction's seat (topic 'auction'): N, E, S, W or random. */
  readonly seat?: SeatChoice;
}

export interface SetDraft {
  readonly title: string;
  readonly instructions: string;
  readonly locale: Locale;
  readonly mode: SetMode;
  readonly hands: HandsMode;
  /** A quarter of the bidding questions are near misses (hands at a rule's edge); the teacher may turn them off. */
  readonly nearMisses: boolean;
  /** datetime-local values ('2026-12-02T08:00'), '' when not set. */
  readonly opensAt: string;
  readonly closesAt: string;
  readonly source: 'topics' | 'pbn';
  readonly rows: readonly DraftRow[];
  readonly pbn: string;
}

export function emptyDraft(locale: Locale): SetDraft {
  return {
    title: '', instructions: '', locale, mode: 'practice', hands: 'same', nearMisses: true, opensAt: '', closesAt: '',
    source: 'topics', rows: [{ topic: 'open', count: 5 }], pbn: '',
  };
}

/** The form's problem before anything is sent (teach.create.<code>). */
export type DraftProblem = 'noItems' | 'tooMany' | 'pbnEmpty';

export function totalItems(draft: SetDraft): number {
  return draft.rows.reduce((sum, r) => sum + (Number.isInteger(r.count) && r.count > 0 ? r.count : 0), 0);
}

/** A datetime-local value as an ISO instant in the browser's zone; null when empty or unreadable. */
export function isoOf(local: string): string | null {
  if (local.trim() === '') return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The body of POST /api/sets, or the form's problem. */
export function createRequest(
  draft: SetDraft,
): { ok: true; value: CreateFromTopics | CreateFromPbn } | { ok: false; error: DraftProblem } {
  const common = {
    title: draft.title.trim().slice(0, MAX_TITLE),
    instructions: draft.instructions.slice(0, MAX_INSTRUCTIONS),
    locale: draft.locale,
    mode: draft.mode,
    hands: draft.hands,
    opensAt: isoOf(draft.opensAt),
    closesAt: isoOf(draft.closesAt),
  };
  if (draft.source === 'pbn') {
    return draft.pbn.trim() === '' ? { ok: false, error: 'pbnEmpty' } : { ok: true, value: { ...common, pbn: draft.pbn } };
  }
  const items = draft.rows
    .filter((r) => r.topic !== '' && Number.isInteger(r.count) && r.count > 0)
    .map((r) => (r.topic === AUCTION_TOPIC ? { topic: r.topic, count: r.count, seat: r.seat ?? 'random' } : { topic: r.topic, count: r.count }));
  const total = items.reduce((sum, r) => sum + r.count, 0);
  if (total === 0) return { ok: false, error: 'noItems' };
  if (total > MAX_SET_ITEMS) return { ok: false, error: 'tooMany' };
  return { ok: true, value: { ...common, items, nearMisses: draft.nearMisses } };
}

/** A stored draft read back; anything not of the shape gives the empty draft. */
export function parseDraft(text: string | null, locale: Locale): SetDraft {
  const empty = emptyDraft(locale);
  if (text === null) return empty;
  try {
    const v = JSON.parse(text) as Partial<Record<keyof SetDraft, unknown>>;
    const str = (x: unknown, fallback: string) => (typeof x === 'string' ? x : fallback);
    const rows = Array.isArray(v.rows)
      ? v.rows
          .filter((r): r is DraftRow => typeof r === 'object' && r !== null && typeof r.topic === 'string' && typeof r.count === 'number')
          .map((r) => {
            const seat = readSeatChoice(typeof r.seat === 'string' ? r.seat : null);
            return seat ? { topic: r.topic, count: r.count, seat } : { topic: r.topic, count: r.count };
          })
      : empty.rows;
    const draftLocale = str(v.locale, locale);
    return {
      title: str(v.title, ''),
      instructions: str(v.instructions, ''),
      locale: isLocale(draftLocale) ? draftLocale : locale,
      mode: v.mode === 'test' ? 'test' : 'practice',
      hands: v.hands === 'fresh' ? 'fresh' : 'same',
      nearMisses: v.nearMisses !== false,
      opensAt: str(v.opensAt, ''),
      closesAt: str(v.closesAt, ''),
      source: v.source === 'pbn' ? 'pbn' : 'topics',
      rows: rows.length > 0 ? rows : empty.rows,
      pbn: str(v.pbn, ''),
    };
  } catch {
    return empty;
  }
}
