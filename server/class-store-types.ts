// The classes' part of the Store: classes and their students (who join once and answer each set of the class as one
// set student per set), teacher keys, and the teacher links a key or a class keeps sealed (server/vault.ts).
// Example: const cls = await store.classes.createClass({ code, teacherHash, keyHash: null, spec, createdAt: now });

import type { ClassSpec } from '../lib/teach/class-types';
import type { SetStudent } from '../lib/teach/set-types';
import type { SetRow } from './set-row';

export interface ClassRow {
  readonly id: string;
  /** The students' link's code (/<locale>/class/<code>). */
  readonly code: string;
  readonly spec: ClassSpec;
  readonly keyHash: string | null;
  readonly archived: boolean;
  readonly createdAt: number;
}

export interface NewClass {
  readonly code: string;
  /** SHA-256 of the class's teacher token. */
  readonly teacherHash: string;
  readonly keyHash: string | null;
  readonly spec: ClassSpec;
  readonly createdAt: number;
}

export interface ClassStudent {
  readonly id: string;
  readonly name: string;
  readonly joinedAt: number;
}

export interface NewClassStudent {
  readonly classId: string;
  readonly name: string;
  readonly tokenHash: string;
  /** SHA-256 of '<class id>:<resume code>' (tokens.ts resumeHash). */
  readonly resumeHash: string;
  readonly joinedAt: number;
}

/** A teacher link kept for its owner, sealed (server/vault.ts): a set's or a class's. */
export interface SealedLink {
  /** A set's, a class's, or a class's partnership practice's or live class's ('pairs', 'live': kept by the class's token). */
  readonly kind: 'set' | 'class' | 'pairs' | 'live';
  readonly targetId: string;
  readonly sealed: string;
  readonly addedAt: number;
}

// The class's progress rows, as server/class-progress-store.ts counts them.

/** First attempts counted: how many items, how many right the first time. */
export interface Counted {
  readonly answered: number;
  readonly right: number;
}

/** One class student's first attempts at the items of one rule (null: items that are not calls), in one set or all. */
export interface RuleRow extends Counted {
  readonly student: string;
  readonly rule: string | null;
}

export interface SetTotalRow extends Counted {
  readonly student: string;
  readonly setId: string;
}

/** One student's first attempts in one set at one rule's items. */
export interface StudentRuleRow extends Counted {
  readonly setId: string;
  readonly rule: string | null;
}

/** A class's settings as a PATCH changes them: its columns, and fields of its spec merged into the spec as stored (server/settings-store.ts). */
export type ClassPatch = Partial<Pick<ClassRow, 'archived' | 'keyHash'> & Pick<ClassSpec, 'title' | 'joinPin' | 'joinsClosed'>>;

export interface ClassStore {
  addKey(hash: string, at: number): Promise<void>;
  keyExists(hash: string): Promise<boolean>;
  createClass(cls: NewClass): Promise<ClassRow>;
  classByCode(code: string): Promise<ClassRow | null>;
  classByTeacherHash(hash: string): Promise<ClassRow | null>;
  classById(id: string): Promise<ClassRow | null>;
  /** The fields given, in one transaction with the class's row locked; null when there is no such class. */
  updateClass(id: string, patch: ClassPatch): Promise<ClassRow | null>;
  /** 'full' when the class has MAX_CLASS_STUDENTS students already; 'taken' when a student of that name is in it. */
  addStudent(student: NewClassStudent): Promise<ClassStudent | 'full' | 'taken'>;
  studentByToken(classId: string, hash: string): Promise<ClassStudent | null>;
  studentByResume(classId: string, resumeHash: string): Promise<ClassStudent | null>;
  addStudentToken(classStudentId: string, hash: string): Promise<void>;
  studentsOf(classId: string): Promise<readonly ClassStudent[]>;
  /** The student goes with every set student they were in the class's sets (answers and all); false when not in the class. */
  removeStudent(classId: string, classStudentId: string): Promise<boolean>;
  /** Renamed in the class and in each of its sets, in one transaction. */
  renameStudent(classId: string, classStudentId: string, name: string): Promise<boolean>;
  /** The set student a class student is in one set, or null before they first opened it. */
  setStudentOf(setId: string, classStudentId: string): Promise<SetStudent | null>;
  /** Each set student of the class's sets with the class student they are: set id → class student id → set student id. */
  setStudentsOfClass(classId: string): Promise<readonly { readonly setId: string; readonly classStudent: string; readonly student: string }[]>;
  /** The sets of these ids (those that still exist), oldest first. */
  setsByIds(ids: readonly string[]): Promise<readonly SetRow[]>;
  /** How many questions and how many answers each of these sets has, in two queries. */
  setCounts(ids: readonly string[]): Promise<ReadonlyMap<string, { readonly items: number; readonly answers: number }>>;
  /** How many students each of these classes has. */
  studentCounts(classIds: readonly string[]): Promise<ReadonlyMap<string, number>>;
  /** The classes of these ids (those that still exist), oldest first. */
  classesByIds(ids: readonly string[]): Promise<readonly ClassRow[]>;
  /** The class's sets, oldest first. */
  setsOf(classId: string): Promise<readonly SetRow[]>;
  /** A link kept sealed for its owner (a key's or a class token's hash); a second keep of the same target replaces it. */
  keepLink(ownerHash: string, link: SealedLink): Promise<void>;
  linksOf(ownerHash: string): Promise<readonly SealedLink[]>;
  /**
   * The class's first attempts counted in the database (server/class-progress-store.ts): per class student and rule in
   * the order first met, and per class student and set; with `since` (ms) only those at or after it.
   */
  classTotals(classId: string, since?: number): Promise<{ readonly rules: readonly RuleRow[]; readonly sets: readonly SetTotalRow[] }>;
  /** One class student's first attempts per set and rule, in the order first met (their rows only). */
  studentTotals(classId: string, classStudentId: string): Promise<readonly StudentRuleRow[]>;
}
