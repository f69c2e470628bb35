// An answer or an expected answer as one short line of text for lists (the student's summary, the worksheet's key):
// a call stays canonical ('2C', drawn by CallLabel), the counts, the legality answer and who plays it are spelled out.
// Example: answerText({ h: 12, d: 1, hd: 13, qt: 2, hdr: null }) → 'H 12 · D 1 · HD 13 · 2'.

import { notAKind, tagAnswer } from '@/lib/teach/answer-kind';
import type { SetAnswer } from '@/lib/teach/set-types';

export function answerText(answer: SetAnswer): string {
  const a = tagAnswer(answer);
  switch (a.kind) {
    case 'call':
      return a.call;
    case 'auction':
      return a.calls.join(' ');
    case 'score':
      return String(a.score);
    case 'evaluate': {
      const parts = [`H ${a.h ?? '—'}`, `D ${a.d ?? '—'}`, `HD ${a.hd ?? '—'}`, `${a.qt ?? '—'}`];
      if (a.hdr !== null) parts.push(`HDr ${a.hdr}`);
      return parts.join(' · ');
    }
    case 'legal':
      if (a.index !== null) return `#${a.index + 1}${a.code !== null ? ` ${a.code}` : ''}`;
      return a.contract !== null ? `${a.contract} ${a.declarer ?? ''}`.trim() : '—';
    case 'roles':
      return `${a.contract ?? '—'} ${a.declarer ?? '—'} · ${a.leader ?? '—'} · ${a.dummy ?? '—'}`;
    default:
      return notAKind(a);
  }
}
