// Every migration of the teachers' database, by name in the order they run: a static record, as Next bundles server/.
// Example: new Migrator({ db, provider: MIGRATIONS }) — add '0002-…' below the last one, never rename or edit one that ran.

import type { Migration, MigrationProvider } from 'kysely';
import * as teachersSets from './0001-teachers-sets';
import * as itemsAndGrades from './0002-items-and-grades';
import * as resultCells from './0003-result-cells';
import * as resumeHashes from './0004-resume-hashes';
import * as classes from './0005-classes';
import * as answerDeviceTime from './0006-answer-device-time';
import * as acceptsPerHand from './0007-accepts-per-hand';
import * as homeRecovery from './0008-home-recovery';
import * as answerOwnRule from './0009-answer-own-rule';
import * as setTimesCheck from './0010-set-times-check';
import * as firstAttempts from './0011-first-attempts';
import * as pairPractices from './0012-pair-practices';
import * as pairGroups from './0013-pair-groups';
import * as pairDd from './0014-pair-dd';
import * as pairJoinCode from './0015-pair-join-code';
import * as pairClasses from './0016-pair-classes';
import * as liveClasses from './0017-live-classes';

const ALL: Record<string, Migration> = {
  '0001-teachers-sets': teachersSets,
  '0002-items-and-grades': itemsAndGrades,
  '0003-result-cells': resultCells,
  '0004-resume-hashes': resumeHashes,
  '0005-classes': classes,
  '0006-answer-device-time': answerDeviceTime,
  '0007-accepts-per-hand': acceptsPerHand,
  '0008-home-recovery': homeRecovery,
  '0009-answer-own-rule': answerOwnRule,
  '0010-set-times-check': setTimesCheck,
  '0011-first-attempts': firstAttempts,
  '0012-pair-practices': pairPractices,
  '0013-pair-groups': pairGroups,
  '0014-pair-dd': pairDd,
  '0015-pair-join-code': pairJoinCode,
  '0016-pair-classes': pairClasses,
  '0017-live-classes': liveClasses,
};

/** Every migration's name, in the order they run (tests check that all of them ran). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(ALL);

export const MIGRATIONS: MigrationProvider = {
  getMigrations: async () => ALL,
};
