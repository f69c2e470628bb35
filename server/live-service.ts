// Live classes (issue 42), the teacher's side: making one (its problems made once and stored: drill kinds, a PBN file, a
// teacher's set, a shared hand; a class's with the class's token as bearer, kept by the class), the projector's view
// (the current problem, how many voted, the tally once revealed, the system's call once shown, the results so far, a
// class's students' votes) and the teacher's steps, checked against where the class is in one transaction.
// Example: await stepLive(store, token, { action: 'reveal', position: 0 }, now) → 200 with the tally.

import { randomUUID } from 'node:crypto';
import { liveProblems, type LiveSource } from '@/lib/live/live-problems';
import { liveStep } from '@/lib/live/live-state';
import { problemView } from '@/lib/live/live-view';
import { tallyOf } from '@/lib/live/tally';
import type { LiveSpec } from '@/lib/live/live-types';
import { issue } from '@/lib/result';
import { isShortCode, isToken } from '@/lib/set-api/ids';
import type { CreateLiveRequest, LiveStepRequest } from '@/lib/set-api/live-requests';
import type { LiveRow } from './live-store-types';
import { classOfToken, keepFor } from './owners';
import { openedLinks } from './kept-links';
import { qrRows } from './qr';
import { refusal, reply, type Reply } from './replies';
import { countMiss, lookupsBlocked } from './code-lookups';
import { SERVER_CONFIG } from './config';
import { clientAddress } from './rate-limit';
import type { Store } from './store-types';
import { hashToken, randomCode, randomSeed, teacherToken } from './tokens';

const NOT_FOUND = refusal(404, issue('live-not-found'));

/** The problems' source as lib/live takes it: a set read by its teacher link; null when the link opens no set. */
async function sourceOf(store: Store, request: CreateLiveRequest): Promise<LiveSource | null> {
  const s = request.source;
  switch (s.source) {
    case 'topics':
      return { source: 'topics', topics: s.topics, count: s.count, seed: s.seed ?? randomSeed() };
    case 'pbn':
      return { source: 'pbn', pbn: s.pbn };
    case 'item':
      return { source: 'item', code: s.code };
    case 'set': {
      const set = await store.setByTeacherHash(hashToken(s.link));
      return set ? { source: 'set', sources: (await store.setItemsOf(set.id)).map((i) => i.source) } : null;
    }
  }
}

/** POST /api/live: the class made with its problems; a class's only with that class's token as `bearer`. */
export async function createLive(store: Store, request: CreateLiveRequest, bearer: string | null, now: number): Promise<Reply> {
  const cls = request.classCode === undefined ? null : bearer === null ? null : await classOfToken(store, bearer);
  if (request.classCode !== undefined && (!cls || cls.code !== request.classCode.toUpperCase())) return refusal(404, issue('class-not-found'));
  const source = await sourceOf(store, request);
  if (!source) return refusal(404, issue('set-not-found'));
  const made = liveProblems(source);
  if (!made.ok) return refusal(made.error.code === 'pbn-too-large' ? 413 : 400, made.error);
  const spec: LiveSpec = { locale: request.locale, title: request.title, show: request.show };
  const token = teacherToken();
  const id = randomUUID();
  for (let attempt = 0; ; attempt++) {
    const code = randomCode();
    if (await store.live.create({ id, code, teacherHash: hashToken(token), classId: cls?.id ?? null, spec, createdAt: now, problems: made.value })) {
      if (cls && bearer) await keepFor(store, { kind: 'class', cls, token: bearer }, 'live', id, token, now);
      return reply('POST /api/live', 201, { code, teacherToken: token, problems: made.value.length });
    }
    if (attempt >= 3) throw new Error('no free live code');
  }
}

/** Whether the class's tally is on the screen now (and stays: the results keep it). */
const revealed = (live: LiveRow) => live.phase !== 'voting';

/** The projector's view of the class as it is. */
async function teacherJson(store: Store, live: LiveRow) {
  const [problems, counts, students, cls, roster] = await Promise.all([
    store.live.problems(live.id), store.live.allCounts(live.id),
    live.classId === null ? [] : store.live.studentVotes(live.id),
    live.classId === null ? null : store.classes.classById(live.classId),
    live.classId === null ? [] : store.classes.studentsOf(live.classId),
  ]);
  const problem = problems[live.position];
  const tallyAt = (index: number) => tallyOf(counts.filter((c) => c.position === index), problems[index].explanation.call);
  const current = tallyAt(live.position);
  const shown = problems.map((_, index) => index).filter((index) => index < live.position || (index === live.position && revealed(live)));
  const names = new Map(roster.map((s) => [s.id, s.name]));
  const byStudent = new Map<string, { index: number; call: string; right: boolean }[]>();
  for (const v of students) byStudent.set(v.student, [...(byStudent.get(v.student) ?? []), { index: v.position, call: v.call, right: v.right }]);
  return {
    code: live.code, title: live.spec.title, locale: live.spec.locale, show: live.spec.show, count: live.count, position: live.position, phase: live.phase,
    classCode: cls?.code ?? null,
    problem: problemView(problem, live.position, live.spec.show),
    votes: current.total,
    tally: revealed(live) ? current : null,
    answer: live.phase === 'answer' || live.phase === 'closed' ? problem.explanation : null,
    results: shown.map((index) => ({ index, tally: tallyAt(index), call: problems[index].explanation.call, rule: problems[index].explanation.rule })),
    students: [...byStudent].map(([id, votes]) => ({ name: names.get(id) ?? '', votes })).filter((s) => s.name !== '').sort((a, b) => a.name.localeCompare(b.name)),
  };
}

async function liveOf(store: Store, token: string): Promise<LiveRow | null> {
  return isToken(token) ? store.live.byTeacherHash(hashToken(token)) : null;
}

/** GET /api/live-teacher/{token}: the projector's view. */
export async function liveTeacherView(store: Store, token: string): Promise<Reply> {
  const live = await liveOf(store, token);
  return live ? reply('GET /api/live-teacher/{token}', 200, await teacherJson(store, live)) : NOT_FOUND;
}

/** PATCH /api/live-teacher/{token}: a step pressed on a problem; 409 when the class has moved on or ended. */
export async function stepLive(store: Store, token: string, request: LiveStepRequest, now: number): Promise<Reply> {
  const live = await liveOf(store, token);
  if (!live) return NOT_FOUND;
  const stepped = await store.live.step(live.id, now, (state) => liveStep(state, request.action, request.position, live.count));
  if (!stepped.ok) return refusal(409, stepped.error);
  return reply('PATCH /api/live-teacher/{token}', 200, await teacherJson(store, stepped.value));
}

/** The live class a code names, for the phones' page (null: its 404). */
export async function liveOfCode(store: Store, code: string): Promise<LiveRow | null> {
  return isShortCode(code) ? store.live.byCode(code.toUpperCase()) : null;
}

/** The phones' page's live class (its title), null, or 'blocked': misses counted per address as the set pages' (L5). */
export async function liveForPage(store: Store, code: string, headers: { get(name: string): string | null }, now: number): Promise<{ readonly title: string } | 'blocked' | null> {
  const address = clientAddress({ headers }, SERVER_CONFIG.trustProxy);
  if ((await lookupsBlocked(store, address, now)) !== null) return 'blocked';
  const live = await liveOfCode(store, code);
  if (!live) await countMiss(store, address, now);
  return live ? { title: live.spec.title } : null;
}

/**
 * What the projector's page shows of how to join the live class a teacher token opens: the phones' address on the
 * site's own `origin` and its QR code (server/qr.ts); null when the token opens none (the page's 404).
 */
export async function projectorJoin(store: Store, token: string, origin: string, locale: string): Promise<{ readonly url: string; readonly qr: string[] } | null> {
  const live = await liveOf(store, token);
  if (!live) return null;
  const url = `${origin}/${locale}/live/${live.code}`;
  return { url, qr: qrRows(url) };
}

/** A class's live classes for its teacher's page, newest first, each with its projector's link as the class keeps it. */
export async function classLives(store: Store, classId: string, classToken: string) {
  const [lives, links] = await Promise.all([store.live.ofClass(classId), openedLinks(store, classToken, 'live')]);
  return lives.map((l) => ({ title: l.spec.title, createdAt: new Date(l.createdAt).toISOString(), problems: l.count, phase: l.phase, teacherToken: links.get(l.id) ?? null }));
}

/** A class's live classes going on now (not ended), newest first, for its students' page: their codes and titles. */
export async function runningLives(store: Store, classId: string) {
  const lives = (await store.live.ofClass(classId)).filter((l) => l.phase !== 'closed');
  return lives.map((l) => ({ code: l.code, title: l.spec.title, createdAt: new Date(l.createdAt).toISOString() }));
}
