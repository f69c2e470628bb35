// A set's row as the Store gives it back (settings parsed, flags as booleans, times as ms), shared by the sets' and the
// classes' parts of the Store. Example: { id, code: 'K7M2Q9XD', spec: { title: 'Otvaranja', … }, closed: false, … }.

import type { SetSpec } from '../lib/teach/set-types';

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
  /** The class the set is assigned to, or null. */
  readonly classId: string | null;
  /** The hash of the teacher key that lists it, or null. */
  readonly keyHash: string | null;
  /** Put away by its teacher: listed apart on the teacher's home, still open to its links. */
  readonly archived: boolean;
}
