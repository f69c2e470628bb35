// The tables of the teachers' database as Kysely sees them (server/migrations make them); the same on SQLite and PostgreSQL.
// Example: db.selectFrom('sets').where('code', '=', 'K7M2Q9XD').selectAll() — ms columns read back as number | string.

import type { ColumnType } from 'kysely';

/** A bigint column of ms since 1970: PostgreSQL's pg returns int8 as a string, SQLite a number; rows.ts converts. */
type Millis = ColumnType<number | string, number, number>;
type MillisOrNull = ColumnType<number | string | null, number | null, number | null>;
/** A 0/1 integer (a boolean on both dialects alike). */
type Flag = ColumnType<number, number | undefined, number>;

export interface SetsTable {
  id: string;
  code: string;
  teacher_hash: string;
  /** SetSpec as JSON text (the settings; the items are rows of set_items and items). */
  spec: string;
  closed: Flag;
  revealed: Flag;
  opens_at: MillisOrNull;
  closes_at: MillisOrNull;
  created_at: Millis;
  /** The class the set is assigned to (0005), null for a set on its own. */
  class_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The hash of the teacher key the set is listed under (0005), null for none. */
  key_hash: ColumnType<string | null, string | null | undefined, string | null>;
  archived: Flag;
}

export interface StudentsTable {
  id: string;
  set_id: string;
  name: string;
  /** SHA-256 of '<set id>:<resume code>' (tokens.ts resumeHash): the code itself is never stored. */
  resume_hash: string;
  seed: number;
  joined_at: Millis;
  /** The class student this set student is (0005), null for one who joined the set alone. */
  class_student_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface StudentTokensTable {
  token_hash: string;
  student_id: string;
}

export interface SetItemsTable {
  id: string;
  set_id: string;
  /** 0-based order in the set. */
  position: number;
  /** SetItemSource as JSON text. */
  source: string;
}

/** An item as made once (the set's own with student_id null, or a fresh-hands student's), never remade to be shown. */
export interface ItemsTable {
  id: string;
  set_id: string;
  set_item_id: string;
  student_id: string | null;
  kind: string;
  /** The position as plain text: the deal (PBN, North first), dealer, vulnerability, calls so far, seat, its hand. */
  deal: string;
  dealer: string;
  vul: string;
  auction: string;
  seat: string;
  hand: string;
  /** The QuizItem as JSON text (the question and the drills' expected answer), with the bidder's explanation as made (`explanation`, call items). */
  item: string;
  /** What the teacher asked for (a rule id or drill kind), null for a board. */
  asked: string | null;
  near_miss: Flag;
  expected_call: string | null;
  expected_text: string;
  expected_rule: string | null;
  expected_by: string;
  /** The system version that made it. */
  system: string;
  made_at: Millis;
}

export interface AcceptedCallsTable {
  set_item_id: string;
  /** The stored item (a fresh-hands student's hand) the call is accepted on (0007); null: every hand of the set item. */
  item_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Canonical ('2D'). */
  call: string;
  at: Millis;
}

export interface AnswersTable {
  set_id: string;
  /** The id the device made. */
  id: string;
  student_id: string;
  /** The item's position when answered (the first schema's key; set_item_id is the item now). */
  item: number;
  /** SetAnswer as JSON text. */
  answer: string;
  ms: Millis;
  at: Millis;
  /** When the student answered by the device's clock, clamped (0006); null for answers stored before it. */
  device_at: ColumnType<number | string | null, number | null | undefined, number | null>;
  /** The set item and the item row the student saw; null only for an answer to an item that no longer existed. */
  set_item_id: string | null;
  item_id: string | null;
  /** The grade as stored when the answer came (or when the teacher regraded): see StoredGrade. */
  is_right: Flag;
  answer_text: string;
  wrong_rule: string | null;
  expected_call: string | null;
  expected_text: string;
  expected_rule: string | null;
  expected_by: string;
  expected_kind: string;
  system: string;
  /** The rule of the student's own call (0009): '' when no rule of the system makes it; null when not known (item-rows ownRuleValue). */
  own_rule: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 for the student's first attempt at the set item (0011: the earliest by time, then id; kept as its square's first), else 0. */
  is_first: Flag;
}

/** A student's results grid squares (lib/teach/cells.ts StudentCells as JSON), folded with each of their answers. */
export interface StudentResultsTable {
  student_id: string;
  set_id: string;
  cells: string;
}

export interface RateLimitsTable {
  bucket: string;
  window_start: Millis;
  /** window_start + the window's length: rows past it are pruned. */
  expires_at: Millis;
  count: number;
}

export interface TeacherKeysTable {
  key_hash: string;
  created_at: Millis;
}

export interface ClassesTable {
  id: string;
  code: string;
  /** SHA-256 of the class's teacher token. */
  teacher_hash: string;
  key_hash: string | null;
  /** ClassSpec as JSON text. */
  spec: string;
  archived: Flag;
  created_at: Millis;
}

export interface ClassStudentsTable {
  id: string;
  class_id: string;
  name: string;
  /** SHA-256 of '<class id>:<resume code>'. */
  resume_hash: string;
  joined_at: Millis;
}

export interface ClassStudentTokensTable {
  token_hash: string;
  class_student_id: string;
}

/** A set's or class's teacher token sealed with its owner's secret (server/vault.ts): opened only when the owner asks. */
export interface SealedLinksTable {
  owner_hash: string;
  kind: 'set' | 'class' | 'pairs' | 'live';
  target_id: string;
  sealed: string;
  added_at: Millis;
}

/** A teacher's way back to their home (0008): the recovery name's hash, the passphrase's slow hash, the key sealed with it. */
export interface HomeRecoveriesTable {
  name_hash: string;
  key_hash: string;
  /** PHC string of the passphrase's scrypt hash, with its parameters and salt (server/recovery.ts). */
  passphrase_hash: string;
  /** The teacher key, AES-256-GCM with a key derived from the passphrase by the same scrypt. */
  sealed_key: string;
  created_at: Millis;
}

/** A partnership practice (0012): its settings and when it was last used. */
export interface PairPracticesTable {
  id: string;
  /** PairSpec as JSON text. */
  spec: string;
  created_at: Millis;
  active_at: Millis;
  /** The class's group it belongs to (0013), null for a practice made alone; the pair's label in it. */
  group_id: ColumnType<string | null, string | null | undefined, string | null>;
  label: ColumnType<string | null, string | null | undefined, string | null>;
  /** The code the partner joins with (0015), until they do; null for a practice made with both links. */
  join_code: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A class's partnership practice (0013): its pairs' practices name it. */
export interface PairGroupsTable {
  id: string;
  teacher_hash: string;
  spec: string;
  created_at: Millis;
  /** The class it was made for (0016), null for a group of typed names. */
  class_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** How its pairs were made (0016): 'names', 'roster' or 'code' (PairGroupPairing). */
  pairing: ColumnType<string, string | undefined, string>;
  /** Its deals with the opponents' first calls as JSON text (stored kind 'pair-deals'), null before 0016. */
  deals: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PairSeatsTable {
  /** SHA-256 of the seat's token. */
  token_hash: string;
  practice_id: string;
  seat: string;
  /** The class student who holds the seat (0016), null for a seat of a link alone. */
  class_student_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A live class (0017): where it is (its problem and phase) lives here, so that several servers agree. */
export interface LiveSessionsTable {
  id: string;
  code: string;
  teacher_hash: string;
  class_id: string | null;
  /** LiveSpec as JSON text. */
  spec: string;
  count: number;
  position: number;
  phase: string;
  created_at: Millis;
  active_at: Millis;
}

export interface LiveProblemsTable {
  session_id: string;
  position: number;
  /** The problem as shown (stored kind 'item', with its explanation). */
  problem: string;
}

/** A vote of the room (0017): one per device and problem, a class student's once per problem too. */
export interface LiveVotesTable {
  session_id: string;
  position: number;
  device_hash: string;
  class_student_id: string | null;
  call: string;
  is_right: number;
  expected_rule: string | null;
  at: Millis;
}

/** A vote on a shared hand's poll (0017), one per device. */
export interface PollVotesTable {
  poll_hash: string;
  device_hash: string;
  call: string;
  at: Millis;
}

/** A seat's further token (0016): a class student opened their seat from the class's page on another device. */
export interface PairSeatTokensTable {
  token_hash: string;
  practice_id: string;
  seat: string;
}

export interface PairDealsTable {
  practice_id: string;
  position: number;
  deal: string;
  dealer: string;
  vul: string;
  board: number | null;
  /** PairReview as JSON text once the auction has ended, else null. */
  review: ColumnType<string | null, string | null | undefined, string | null>;
  ended_at: MillisOrNull;
  /** PairDd as JSON text once the solver has answered (0014), else null. */
  dd: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface PairCallsTable {
  practice_id: string;
  position: number;
  turn: number;
  seat: string;
  call: string;
  by: string;
  rule: string | null;
  call_id: string | null;
  at: Millis;
}

export interface PairNotesTable {
  practice_id: string;
  position: number;
  seat: string;
  text: string;
  at: Millis;
}

export interface Database {
  teacher_keys: TeacherKeysTable;
  classes: ClassesTable;
  class_students: ClassStudentsTable;
  class_student_tokens: ClassStudentTokensTable;
  sealed_links: SealedLinksTable;
  sets: SetsTable;
  students: StudentsTable;
  student_tokens: StudentTokensTable;
  answers: AnswersTable;
  set_items: SetItemsTable;
  items: ItemsTable;
  accepted_calls: AcceptedCallsTable;
  student_results: StudentResultsTable;
  rate_limits: RateLimitsTable;
  home_recoveries: HomeRecoveriesTable;
  pair_practices: PairPracticesTable;
  pair_groups: PairGroupsTable;
  pair_seats: PairSeatsTable;
  pair_seat_tokens: PairSeatTokensTable;
  live_sessions: LiveSessionsTable;
  live_problems: LiveProblemsTable;
  live_votes: LiveVotesTable;
  poll_votes: PollVotesTable;
  pair_deals: PairDealsTable;
  pair_calls: PairCallsTable;
  pair_notes: PairNotesTable;
}
