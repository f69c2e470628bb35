// A class's partnership practice drawn from its roster (issue 41): the class teacher pairs the class's students (or lets
// them pair themselves with a code) and reads every pair by the practice's teacher link, which the class keeps; each
// student finds the practice on the class's page and opens their own seat there on any device, or starts a pair (and
// gives the partner a code) or joins one with the partner's code. The practices are those of pair-service.ts.
// Example: await classPairSeat(store, 'K7Q2M9XD', studentToken, groupId, { action: 'join', code: 'M2Q9XDK7' }, now).

import { randomUUID } from 'node:crypto';
import { sideSeats } from '@/lib/pairs/pair-auction';
import { PAIR_IDLE_MS } from '@/lib/pairs/pair-types';
import { issue } from '@/lib/result';
import { isShortCode, isStoredId, isToken } from '@/lib/set-api/ids';
import type { ClassPairSeatRequest, CreateClassPairsRequest } from '@/lib/set-api/pair-requests';
import type { ClassRow, ClassStudent } from './class-store-types';
import { keepFor, classOfToken } from './owners';
import { openedLinks } from './kept-links';
import { newSeats, practiceDeals } from './pair-service';
import type { ClassPairGroupRow } from './pair-store-types';
import { refusal, reply, type Reply } from './replies';
import { iso } from './set-common';
import type { Store } from './store-types';
import { hashToken, randomCode, studentToken, teacherToken } from './tokens';

const CLASS_NOT_FOUND = refusal(404, issue('class-not-found'));
const GROUP_NOT_FOUND = refusal(404, issue('pair-group-not-found'));

/** The pairs as the teacher chose them, checked against the roster: their labels and ids, or the refusal. */
function rosterPairs(request: CreateClassPairsRequest, students: readonly ClassStudent[]): { label: string; ids: readonly string[] }[] | Reply {
  if (request.pairing === 'code') return [];
  if (request.pairs.length === 0) return refusal(400, issue('pair-roster-empty'));
  const byId = new Map(students.map((s) => [s.id, s]));
  const seen = new Set<string>();
  const pairs: { label: string; ids: readonly string[] }[] = [];
  for (const ids of request.pairs) {
    const names: string[] = [];
    for (const id of ids) {
      const student = byId.get(id);
      if (!student) return refusal(400, issue('pair-student-unknown', { student: id }));
      if (seen.has(id)) return refusal(400, issue('pair-student-twice', { name: student.name }));
      seen.add(id);
      names.push(student.name);
    }
    pairs.push({ label: names.join(' – '), ids });
  }
  return pairs;
}

/**
 * POST /api/class-teacher/{classToken}/pairs: one practice per pair the teacher made of the class's students (or none
 * yet: they pair with a code), all on the same deals; the practice's teacher link is kept by the class.
 */
export async function createClassPairs(store: Store, classToken: string, request: CreateClassPairsRequest, now: number): Promise<Reply> {
  const cls = await classOfToken(store, classToken);
  if (!cls) return CLASS_NOT_FOUND;
  const pairs = rosterPairs(request, await store.classes.studentsOf(cls.id));
  if (!Array.isArray(pairs)) return pairs;
  const read = await practiceDeals(store, { ...request, join: false }, now);
  if (!read.ok) return refusal(read.error.code === 'pbn-too-large' ? 413 : 400, read.error);
  const made = read.value;
  const seated = pairs.map((pair) => ({ ...pair, ...newSeats(made.spec, pair.ids) }));
  const token = teacherToken();
  const groupId = randomUUID();
  await store.pairGroups.createGroup(
    { id: groupId, teacherHash: hashToken(token), spec: made.spec, createdAt: now, classId: cls.id, pairing: request.pairing, deals: made.deals },
    seated.map(({ label, seats }) => ({ id: randomUUID(), spec: made.spec, createdAt: now, label, deals: made.deals, seats })),
  );
  await keepFor(store, { kind: 'class', cls, token: classToken }, 'pairs', groupId, token, now);
  return reply('POST /api/class-teacher/{token}/pairs', 201, {
    teacherToken: token, pairs: seated.map(({ label, links }) => ({ label, seats: links })),
    deals: made.deals.length, keptUntil: new Date(now + PAIR_IDLE_MS).toISOString(),
  });
}

function groupJson(g: ClassPairGroupRow) {
  return {
    id: g.id, title: g.spec.title, createdAt: iso(g.createdAt), deals: g.deals, pairs: g.pairs,
    pairing: g.pairing === 'code' ? ('code' as const) : ('roster' as const), side: g.spec.side, opponents: g.spec.opponents,
  };
}

/** The class's partnership practices for its teacher's reply, each with its teacher link as the class keeps it. */
export async function teacherPairGroups(store: Store, cls: ClassRow, classToken: string) {
  const [groups, links] = await Promise.all([store.pairClasses.groupsOfClass(cls.id), openedLinks(store, classToken, 'pairs')]);
  return groups.map((g) => ({ ...groupJson(g), teacherToken: links.get(g.id) ?? null }));
}

/** The class's partnership practices for one student's view of the class, with their seat in each. */
export async function studentPairGroups(store: Store, classId: string, classStudentId: string) {
  const groups = await store.pairClasses.studentGroups(classId, classStudentId);
  return groups.map((g) => ({
    ...groupJson(g), mine: g.mine && { seat: g.mine.seat, partner: g.mine.partner, joinCode: g.mine.joinCode },
  }));
}

/**
 * POST /api/classes/{code}/pairs/{groupId} with the class student's token: 'open' gives this device a link of their
 * seat (200); 'start' makes their pair's practice with a code for the partner (201); 'join' takes the seat of the
 * partner's code (200). A class, student or practice that is not found is a 404; so is a code that opens nothing.
 */
export async function classPairSeat(store: Store, code: string, token: string | null, groupId: string, request: ClassPairSeatRequest, now: number): Promise<Reply> {
  const cls = isShortCode(code) ? await store.classes.classByCode(code.toUpperCase()) : null;
  const student = cls && token !== null && isToken(token) ? await store.classes.studentByToken(cls.id, hashToken(token)) : null;
  if (!cls || !student) return CLASS_NOT_FOUND;
  const found = isStoredId(groupId) ? await store.pairClasses.classGroup(cls.id, groupId) : null;
  if (!found) return GROUP_NOT_FOUND;
  const { group, deals } = found;
  const seatToken = studentToken();
  const mineNow = async () => (await store.pairClasses.studentGroups(cls.id, student.id)).find((g) => g.id === group.id)?.mine ?? null;
  if (request.action === 'open') {
    const mine = await mineNow();
    if (!mine) return refusal(409, issue(group.pairing === 'code' ? 'pair-no-seat-yet' : 'pair-not-paired'));
    await store.pairClasses.addSeatToken(mine.practiceId, mine.seat, hashToken(seatToken));
    return reply('POST /api/classes/{code}/pairs/{groupId}', 200, { seat: mine.seat, token: seatToken, partner: mine.partner, joinCode: mine.joinCode });
  }
  if (group.pairing !== 'code') return refusal(409, issue('pair-paired-by-teacher'));
  if (request.action === 'start') {
    const seat = sideSeats(group.spec.side)[0];
    const joinCode = randomCode();
    const started = await store.pairClasses.startPractice(group.id, student.id, {
      id: randomUUID(), spec: group.spec, createdAt: now, label: student.name, deals, joinCode,
      seats: [{ seat, tokenHash: hashToken(seatToken), classStudentId: student.id }],
    });
    if (started === 'taken') return refusal(409, issue('pair-seat-held'));
    return reply('POST /api/classes/{code}/pairs/{groupId}', 201, { seat, token: seatToken, partner: null, joinCode });
  }
  const missing = refusal(404, issue('pair-code-not-found', { code: request.code.slice(0, 16) }));
  if (!isShortCode(request.code)) return missing;
  const joined = await store.pairClasses.joinPractice(group.id, request.code.toUpperCase(), { classStudentId: student.id, tokenHash: hashToken(seatToken) });
  if (joined === null) return missing;
  if (joined === 'taken') return refusal(409, issue('pair-seat-held'));
  return reply('POST /api/classes/{code}/pairs/{groupId}', 200, { seat: joined.seat, token: seatToken, partner: (await mineNow())?.partner ?? null, joinCode: null });
}
