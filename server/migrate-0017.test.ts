// A database made by the schema before 0017 (through 0016, with a class and its student) migrates to one with live
// classes and polls: the class reads as it was, its progress is empty until a vote; a live class made for it takes one
// vote per student and problem, counted in the class's figures per rule; a poll keeps one vote per device. SQLite, and
// PostgreSQL with TEST_DATABASE_URL.

import { randomUUID } from 'node:crypto';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { liveProblems } from '../lib/live/live-problems';
import { itemCode } from '../lib/quiz/item-code';
import { quizItem } from '../lib/quiz/item';
import { MIGRATIONS } from './migrations';
import { createStore } from './store';
import { onMigrationDatabases, type OpenMigrationDatabase } from '@/test-support/store/migration-databases';

function migrationSuite(name: string, open: OpenMigrationDatabase): void {
  describe(`migration 0017 on ${name}`, () => {
    it('keeps a class as it was and counts its students\' live votes per rule', async () => {
      const opened = await open();
      try {
        const migrator = new Migrator({ db: opened.db, provider: MIGRATIONS });
        expect((await migrator.migrateTo('0016-pair-classes')).error).toBeUndefined();
        const before = createStore(opened);
        const cls = await before.classes.createClass({ code: 'K7M2Q9XH', teacherHash: 'c'.repeat(64), keyHash: null, spec: { title: 'Grupa', locale: 'sr' }, createdAt: 1 });
        const ana = await before.classes.addStudent({ classId: cls.id, name: 'Ana', tokenHash: '1'.repeat(64), resumeHash: '2'.repeat(64), joinedAt: 2 });
        if (typeof ana === 'string') throw new Error(ana);
        expect((await migrator.migrateToLatest()).error).toBeUndefined();

        const store = createStore(opened);
        expect((await store.classes.classByCode('K7M2Q9XH'))?.spec.title).toBe('Grupa');
        expect((await store.classes.classTotals(cls.id)).rules).toEqual([]);
        const problems = liveProblems({ source: 'item', code: itemCode(quizItem('O-1NT', 4)) });
        if (!problems.ok) throw new Error(problems.error.code);
        const id = randomUUID();
        expect(await store.live.create({ id, code: 'LIVE2345', teacherHash: 'd'.repeat(64), classId: cls.id, spec: { locale: 'sr', title: '', show: 'hand' }, createdAt: 3, problems: problems.value })).toBe(true);
        const vote = { classStudentId: ana.id, call: problems.value[0].explanation.call, right: true, rule: 'O-1NT', at: 4 };
        expect(await store.live.putVote(id, 0, { ...vote, deviceHash: 'e'.repeat(64) })).toEqual({ stored: 'created', call: vote.call });
        expect(await store.live.putVote(id, 0, { ...vote, deviceHash: 'f'.repeat(64), call: 'P' })).toEqual({ stored: 'repeat', call: vote.call });
        expect((await store.classes.classTotals(cls.id)).rules).toEqual([{ student: ana.id, rule: 'O-1NT', answered: 1, right: 1 }]);
        expect(await store.live.putPollVote('9'.repeat(64), 'e'.repeat(64), '1H', 5)).toEqual({ stored: 'created', call: '1H' });
        expect(await store.live.putPollVote('9'.repeat(64), 'e'.repeat(64), '1S', 6)).toEqual({ stored: 'repeat', call: '1H' });
      } finally {
        await opened.done();
      }
    });
  });
}

onMigrationDatabases('0017', migrationSuite);
