// What the browser keeps of a teacher's and a class student's secrets (localStorage), so that a reload or another tab
// never loses them: the teacher key (its home lists everything), the class tokens the teacher opened, a class student's
// token per class, and the set token a set's page reads (the class token, so the student answers under their class name).
// Storage blocked or full: nothing is kept, and the links shown on the pages are the way back.
// Example: keepTeacherKey(key); teacherKey() → key; enterSetAs('K7Q2M9XD', { studentToken, name }).

const TEACHER_KEY = 'bridge-tutor.teacher-key';
const CLASS_TOKENS = 'bridge-tutor.class-tokens';
const CLASS_MEMBER = 'bridge-tutor.class:';
/** The key the student's page of a set (student-session.tsx) reads who this is from. */
export const SET_MEMBER = 'bridge-tutor.student:';

export interface Member {
  readonly studentToken: string;
  readonly name: string;
}

function read(key: string): unknown {
  try {
    return JSON.parse(window.localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage blocked or full: the links on the page are the way back
  }
}

const isToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{22,128}$/.test(value);

export function teacherKey(): string | null {
  const value = read(TEACHER_KEY);
  return isToken(value) ? value : null;
}

export function keepTeacherKey(key: string | null): void {
  write(TEACHER_KEY, key);
}

function classTokens(): Record<string, string> {
  const value = read(CLASS_TOKENS);
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter(([, token]) => isToken(token))) as Record<string, string>;
}

/** A class's teacher token, kept when the teacher opened the class (to make a set for it from the create form). */
export function classTokenOf(code: string): string | null {
  return classTokens()[code.toUpperCase()] ?? null;
}

export function keepClassToken(code: string, token: string): void {
  write(CLASS_TOKENS, { ...classTokens(), [code.toUpperCase()]: token });
}

function member(value: unknown): Member | null {
  if (typeof value !== 'object' || value === null) return null;
  const { studentToken, name } = value as Partial<Member>;
  return isToken(studentToken) && typeof name === 'string' ? { studentToken, name } : null;
}

/** Who this browser is in a class, or null before joining. */
export function classMember(code: string): Member | null {
  return member(read(CLASS_MEMBER + code.toUpperCase()));
}

export function keepClassMember(code: string, me: Member | null): void {
  write(CLASS_MEMBER + code.toUpperCase(), me);
}

const DEVICE = 'bridge-tutor.device';

/**
 * This browser's own id for votes (a live class's, a poll's): one vote per device and problem. Made once and kept; with
 * storage blocked, a new one per page (the server still takes one vote per id).
 */
export function deviceId(): string {
  const kept = read(DEVICE);
  if (typeof kept === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
  const made = crypto.randomUUID();
  write(DEVICE, made);
  return made;
}

/** Before opening a set of the class: the set's page will know this student by their class token. */
export function enterSetAs(setCode: string, me: Member): void {
  write(SET_MEMBER + setCode.toUpperCase(), me);
}
