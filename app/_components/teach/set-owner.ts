// Who a new set is for, as the create form sends it: a class (`?class=<CODE>` on /teach, read in the browser since the
// page is prerendered, with the class's token this
// browser kept when the teacher opened the class) or the teacher key this browser keeps; and the rules a class's
// progress asked a set on (`?rules=R1,R2`), as the form's first rows. Example: ownerOfRequest('K7Q2M9XD') →
// { classCode: 'K7Q2M9XD', headers: { authorization: 'Bearer …' } }.

import { isRuleId } from '@/lib/bidder/rule-ids';
import { classTokenOf, keepTeacherKey, teacherKey } from './browser-keys';

/** What /teach was opened with: the class to make the set for, the rules to start from (already checked). */
export interface FormPreset {
  readonly classCode: string | null;
  readonly rules: readonly string[];
}

/** The preset read from /teach's query: a class code of the right shape, at most ten known rule ids. */
export function presetOf(query: { readonly class?: string | string[]; readonly rules?: string | string[] }): FormPreset {
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  const code = one(query.class).trim().toUpperCase();
  const rules = [...new Set(one(query.rules).split(',').map((r) => r.trim()).filter(isRuleId))].slice(0, 10);
  return { classCode: /^[0-9A-Z]{6,16}$/.test(code) ? code : null, rules };
}

/** The create request's owner: the class (with its token as the bearer) when this browser has it, else the teacher key kept. */
export function ownerOfRequest(classCode: string | null): { readonly classCode?: string; readonly headers: Record<string, string> } {
  const classToken = classCode ? classTokenOf(classCode) : null;
  if (classCode && classToken) return { classCode, headers: { authorization: `Bearer ${classToken}` } };
  const key = teacherKey();
  return { headers: key ? { authorization: `Bearer ${key}` } : {} };
}

/** A new key the server made for the set is kept at once (the created panel shows its link). */
export function keepNewKey(body: { readonly teacherKey?: string }): void {
  if (body.teacherKey) keepTeacherKey(body.teacherKey);
}
