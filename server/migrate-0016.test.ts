// A database made by the schema before 0016 (through 0015, with a class's group of typed names and its practice) migrates
// to one where a group may be drawn from a class's roster: the old group reads as it was ('names', no class, its pairs'
// labels as typed, its seat's link as before); a class's group made after it keeps its deals and its students' seats,
// which open with further tokens. SQLite, and PostgreSQL with TEST_DATABASE_URL.

import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { storedText } from '../lib/set-api/stored';
import { systemCalls } from '../lib/pairs/pair-auction';
import { pairDeals } from '../lib/pairs/pair-deals';
import type { PairSpec } from '../lib/pairs/pair-types';
import { MIGRATIONS } from './migrations';
import { createStore } from './store';
import { onMigrationDatabases, type OpenMigrationDatabase } from '@/test-support/store/migration-databases';

const SPEC: PairSpec = { locale: 'lv', side: 'NS', opponents: 'silent', title: 'Pāri' };

function migrationSuite(name: string, open: OpenMigrationDatabase): void {
  describe(`migration 0016 on ${name}`, () => {
    it('keeps a group of typed names as it was and lets a class\'s group seat its students', async () => {
      const opened = await open();
      try {
        const migrator = new Migrator({ db: opened.db, provider: MIGRATIONS });
        expect((await migrator.migrateTo('0015-pair-join-code')).error).toBeUndefined();
        const [group, practice] = [randomUUID(), randomUUID()];
        await sql`insert into pair_groups (id, teacher_hash, spec, created_at) values (${group}, ${'a'.repeat(64)}, ${storedText('pair-spec', SPEC)}, ${1})`.execute(opened.db);
        await sql`insert into pair_practices (id, spec, created_at, active_at, group_id, label) values (${practice}, ${storedText('pair-spec', SPEC)}, ${1}, ${1}, ${group}, ${'Anna – Jānis'})`.execute(opened.db);
        await sql`insert into pair_seats (token_hash, practice_id, seat) values (${'b'.repeat(64)}, ${practice}, ${'N'})`.execute(opened.db);
        expect((await migrator.migrateToLatest()).error).toBeUndefined();

        const store = createStore(opened);
        const old = await store.pairGroups.groupWithPairs('a'.repeat(64));
        expect(old?.group).toMatchObject({ id: group, classId: null, pairing: 'names' });
        expect(old?.pairs.map((p) => p.label)).toEqual(['Anna – Jānis']);
        expect(await store.pairs.seatByToken('b'.repeat(64), 0)).toMatchObject({ seat: 'N', practice: { id: practice } });

        const cls = await store.classes.createClass({ code: 'K7M2Q9XH', teacherHash: 'c'.repeat(64), keyHash: null, spec: { title: 'Grupa', locale: 'lv' }, createdAt: 2 });
        const students: string[] = [];
        for (const [k, who] of ['Anna', 'Jānis'].entries()) {
          const added = await store.classes.addStudent({ classId: cls.id, name: who, tokenHash: `${k + 1}`.repeat(64), resumeHash: `${k + 3}`.repeat(64), joinedAt: 3 });
          if (typeof added === 'string') throw new Error(added);
          students.push(added.id);
        }
        const deals = pairDeals({ source: 'random' }, 4, 2, 'NS').map((deal) => ({ deal, calls: systemCalls(deal, 'NS', 'silent', []) }));
        const made = randomUUID();
        await store.pairGroups.createGroup({ id: made, teacherHash: 'd'.repeat(64), spec: SPEC, createdAt: 4, classId: cls.id, pairing: 'roster', deals }, [{
          id: randomUUID(), spec: SPEC, createdAt: 4, deals, label: 'x',
          seats: [{ seat: 'N', tokenHash: 'e'.repeat(64), classStudentId: students[0] }, { seat: 'S', tokenHash: 'f'.repeat(64), classStudentId: students[1] }],
        }]);
        expect((await store.pairGroups.groupWithPairs('d'.repeat(64)))?.pairs.map((p) => p.label)).toEqual(['Anna – Jānis']);
        const [listed] = await store.pairClasses.studentGroups(cls.id, students[1]);
        expect(listed).toMatchObject({ id: made, pairing: 'roster', pairs: 1, deals: 2, mine: { seat: 'S', partner: 'Anna', joinCode: null } });
        expect((await store.pairClasses.classGroup(cls.id, made))?.deals.map((d) => d.deal.deal)).toEqual(deals.map((d) => d.deal.deal));
        await store.pairClasses.addSeatToken(listed.mine?.practiceId ?? '', 'S', '9'.repeat(64));
        expect(await store.pairs.seatByToken('9'.repeat(64), 0)).toMatchObject({ seat: 'S' });
      } finally {
        await opened.done();
      }
    });
  });
}

onMigrationDatabases('0016', migrationSuite);
