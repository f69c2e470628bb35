// A class and a set as the class's pages and the teacher's home list them. Example:
// setSummary(set, 12, now) → { code: 'K7Q2M9XD', title, locale, mode, hands, items: 12, open: true, availability: 'open', revealed, archived, createdAt }.

import type { setSummaryView, teacherClass } from '@/lib/set-api/class-responses';
import type { BuiltFor } from '@/lib/set-api/responses';
import { setAvailability } from '@/lib/teach/availability';
import type { ClassRow } from './class-store-types';
import type { SetRow } from './store-types';
import { iso } from './set-common';

export function setSummary(set: SetRow, items: number, now: number): BuiltFor<typeof setSummaryView> {
  const availability = setAvailability(set, now);
  return {
    code: set.code, title: set.spec.title, locale: set.spec.locale, mode: set.spec.mode, hands: set.spec.hands, items,
    open: availability === 'open', availability, revealed: set.revealed, archived: set.archived, createdAt: iso(set.createdAt),
  };
}

export function classJson(cls: ClassRow): BuiltFor<typeof teacherClass> {
  return {
    code: cls.code, title: cls.spec.title, locale: cls.spec.locale, joinPin: cls.spec.joinPin ?? null, joinsClosed: cls.spec.joinsClosed ?? false,
    archived: cls.archived, createdAt: iso(cls.createdAt),
  };
}
