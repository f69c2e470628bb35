// The teachers' data behind one interface, whichever database holds it (SQLite by default, PostgreSQL with
// DATABASE_URL): sets, students and their device tokens, answers (stored once per device-made id) and rate-limit counters.
// Example: const store = await openStore(); await store.putAnswer({ … }) → 'created' (or 'repeat' for the same id).

import type { SetSpec, SetStudent, StoredAnswer } from '../lib/teach/set-types';

export interface SetRow {
  readonly id: string;
  /** The student link's short code (/<locale>/s/<code>). */
  readonly code: string;
  readonly spec: SetSpec;
  readonly closed: boolean;
  readonly revealed: boolean;
  /** ms since 1970 UTC, or null. */
  readonly opensAt: number | null;
  readonly closesAt: number | null;
  readonly createdAt: number;
}

export interface NewSet {
  readonly code: string;
  /** SHA-256 of the teacher token, hex: the token itself is never stored. */
  readonly teacherHash: string;
  readonly spec: SetSpec;
  readonly opensAt: number | null;
  readonly closesAt: number | null;
  readonly createdAt: number;
}

export interface NewStudent {
  readonly setId: string;
  readonly name: string;
  /** SHA-256 of the student's first device token, hex. */
  readonly tokenHash: string;
  readonly resumeCode: string;
  readonly seed: number;
  readonly joinedAt: number;
}

export interface NewAnswer extends StoredAnswer {
  readonly setId: string;
}

export type SetPatch = Partial<Pick<SetRow, 'closed' | 'revealed' | 'opensAt' | 'closesAt' | 'spec'>>;

export interface Store {
  /** 'sqlite' or 'postgres'. */
  readonly dialect: 'sqlite' | 'postgres';
  createSet(set: NewSet): Promise<SetRow>;
  setByCode(code: string): Promise<SetRow | null>;
  setByTeacherHash(hash: string): Promise<SetRow | null>;
  updateSet(id: string, patch: SetPatch): Promise<SetRow | null>;
  /** The set, its students, their tokens and answers. */
  deleteSet(id: string): Promise<void>;
  /** null when the set already has MAX_STUDENTS students (checked in the same transaction). */
  addStudent(student: NewStudent): Promise<SetStudent | null>;
  studentByTokenHash(setId: string, hash: string): Promise<SetStudent | null>;
  studentByResumeCode(setId: string, code: string): Promise<SetStudent | null>;
  /** Another device of the same student (resume code): a second token for them. */
  addStudentToken(studentId: string, hash: string): Promise<void>;
  studentsOf(setId: string): Promise<readonly SetStudent[]>;
  /** Stored once per (set, id): 'repeat' for an id already stored (nothing changes). Durable when it resolves. */
  putAnswer(answer: NewAnswer): Promise<'created' | 'repeat'>;
  answersOf(setId: string, student?: string): Promise<readonly StoredAnswer[]>;
  /** A fixed-window counter: ok, or how many seconds until the key may act again. */
  consume(key: string, limit: number, windowSeconds: number, now: number): Promise<{ readonly ok: true } | { readonly ok: false; readonly retryAfter: number }>;
  close(): Promise<void>;
}
