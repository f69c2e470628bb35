// An answer or an expected answer as one short line of text for lists (the student's summary, the worksheet's key):
// a call stays canonical ('2C', drawn by CallLabel), the counts and the legality answer are spelled out.
// Example: answerText({ h: 12, d: 1, hd: 13, qt: 2, hdr: null }) → 'H 12 · D 1 · HD 13 · 2'.

import type { SetAnswer } from '@/lib/teach/set-types';

export function answerText(answer: SetAnswer | Readonly<Record<string, unknown>>): string {
  const a = answer as Record<string, unknown>;
  if (typeof a.call === 'string') return a.call;
  if (Array.isArray(a.calls)) return a.calls.join(' ');
  if ('score' in a && typeof a.score === 'number') return String(a.score);
  if ('hd' in a) {
    const parts = [`H ${a.h ?? '—'}`, `D ${a.d ?? '—'}`, `HD ${a.hd ?? '—'}`, `${a.qt ?? '—'}`];
    if (a.hdr !== null && a.hdr !== undefined) parts.push(`HDr ${String(a.hdr)}`);
    return parts.join(' · ');
  }
  if ('index' in a) {
    if (typeof a.index === 'number') return `#${a.index + 1}${typeof a.code === 'string' ? ` ${a.code}` : ''}`;
    return typeof a.contract === 'string' ? `${a.contract} ${typeof a.declarer === 'string' ? a.declarer : ''}`.trim() : '—';
  }
  return '—';
}
