// The class API's and teacher keys' requests (POST /api/classes, the class teacher's PATCH, attaching a set or a class to
// a key or a set to a class, copying a set, the set's own new edits) as zod schemas, bounded like the sets' own.
// Example: createClassRequest.parse({ title: 'Utorak', locale: 'sr' }) → { title: 'Utorak', locale: 'sr' }.

import { z } from 'zod';
import { issue } from '../result';
import { MAX_TITLE } from '../teach/set-types';
import { isShortCode, isToken } from './ids';
import { locale, text } from './requests';

export const createClassRequest = z.strictObject({ title: text('title', { max: MAX_TITLE }), locale });
export type CreateClassRequest = z.output<typeof createClassRequest>;
export type CreateClassBody = z.input<typeof createClassRequest>;

export const patchClassRequest = z
  .strictObject({
    title: text('title', { max: MAX_TITLE }).optional(),
    joinPin: z.enum(['new', 'off']).optional(),
    joinsClosed: z.boolean().optional(),
    archived: z.boolean().optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'nothing to change' });
export type PatchClassRequest = z.output<typeof patchClassRequest>;
export type PatchClassBody = z.input<typeof patchClassRequest>;

/**
 * A teacher link as a teacher pastes it: the whole address ('https://…/sr/t/<token>', '…/class-teacher/<token>') or the
 * token alone; what it names is read from its last path segment, and only a token's shape is accepted.
 */
export const linkRequest = z.strictObject({
  link: z.string().max(600).transform((value, ctx) => {
    const last = value.trim().replace(/[?#].*$/, '').replace(/\/+$/, '').split('/').at(-1) ?? '';
    if (isToken(last)) return last;
    ctx.addIssue({ code: 'custom', message: 'bad-link', params: { issue: { code: 'bad-teacher-link', params: {} } } });
    return z.NEVER;
  }),
});
export type LinkRequest = z.output<typeof linkRequest>;
export type LinkBody = z.input<typeof linkRequest>;

/** POST /api/teacher/{token}/copy: the same questions for another class or next term, with new hands or the same. */
export const copyRequest = z.strictObject({
  hands: z.enum(['new', 'same']),
  title: text('title', { max: MAX_TITLE }).optional(),
  classCode: z.string().max(16).refine(isShortCode).optional(),
});
export type CopyRequest = z.output<typeof copyRequest>;
export type CopyBody = z.input<typeof copyRequest>;

/** The earliest and latest day a term window may start: a date input writes no more than four digits of year. */
const FIRST_DAY = Date.UTC(2000, 0, 1);
const LAST_DAY = Date.UTC(9999, 11, 31);
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * GET /api/class-teacher/{token}?since=YYYY-MM-DD: the term window, a calendar day (a date input's value) read as its
 * 00:00 UTC in ms; the progress counts only first attempts at or after it. Absent or empty: the whole term. Other query
 * fields (locale) are the route's own.
 */
export const classViewQuery = z.object({
  since: z
    .string()
    .max(10)
    .optional()
    .transform((value, ctx): number | undefined => {
      if (value === undefined || value === '') return undefined;
      const parts = DAY.exec(value);
      const ms = parts ? Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])) : NaN;
      // 2026-02-30 is not a day: Date.UTC would roll it over to March
      const real = parts !== null && new Date(ms).getUTCDate() === Number(parts[3]) && new Date(ms).getUTCMonth() === Number(parts[2]) - 1;
      if (real && ms >= FIRST_DAY && ms <= LAST_DAY) return ms;
      ctx.addIssue({ code: 'custom', message: 'bad-time', params: { issue: issue('bad-time', { time: value }) } });
      return z.NEVER;
    }),
});
export type ClassViewQuery = z.output<typeof classViewQuery>;
