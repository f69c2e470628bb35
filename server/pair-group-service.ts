// A class's partnership practice (issue 41): a teacher makes one practice per pair on the same deals (one teacher link
// for all, two seat links per pair), reads every pair's deals, reviews and marks and per rule where the pairs left the
// system, and downloads them as CSV and PBN. Example: await createPairGroup(store, request, now) → 201 with the links.

import { randomUUID } from 'node:crypto';
import { groupCsv, groupPbn, groupRules, meanMark } from '@/lib/pairs/pair-group';
import { PAIR_IDLE_MS } from '@/lib/pairs/pair-types';
import { issue } from '@/lib/result';
import { isToken } from '@/lib/set-api/ids';
import type { CreatePairGroupRequest } from '@/lib/set-api/pair-requests';
import { fileReply, refusal, reply, type Reply } from './replies';
import type { Store } from './store-types';
import { hashToken, teacherToken } from './tokens';
import { newSeats, practiceDeals } from './pair-service';

const NOT_FOUND = refusal(404, issue('pair-not-found'));

/** POST /api/pair-groups: the deals made once; each pair gets its own practice of them with two seat tokens. */
export async function createPairGroup(store: Store, request: CreatePairGroupRequest, now: number): Promise<Reply> {
  const read = await practiceDeals(store, request, now);
  if (!read.ok) return refusal(read.error.code === 'pbn-too-large' ? 413 : 400, read.error);
  const made = read.value;
  const pairs = request.pairs.map((label) => ({ label, ...newSeats(made.spec) }));
  const token = teacherToken();
  await store.pairGroups.createGroup(
    { id: randomUUID(), teacherHash: hashToken(token), spec: made.spec, createdAt: now, classId: null, pairing: 'names', deals: made.deals },
    pairs.map(({ label, seats }) => ({ id: randomUUID(), spec: made.spec, createdAt: now, label, deals: made.deals, seats })),
  );
  return reply('POST /api/pair-groups', 201, {
    teacherToken: token, pairs: pairs.map(({ label, links }) => ({ label, seats: links })),
    deals: made.deals.length, keptUntil: new Date(now + PAIR_IDLE_MS).toISOString(),
  });
}

async function groupOf(store: Store, token: string) {
  return isToken(token) ? store.pairGroups.groupWithPairs(hashToken(token)) : null;
}

/** GET /api/pair-groups/{token}: every pair's deals (the whole deal: the teacher holds no seat), reviews and marks. */
export async function viewPairGroup(store: Store, token: string): Promise<Reply> {
  const found = await groupOf(store, token);
  if (!found) return NOT_FOUND;
  const { group, pairs } = found;
  const groupPairs = pairs.map((p) => ({ label: p.label, deals: p.deals }));
  const cls = group.classId === null ? null : await store.classes.classById(group.classId);
  return reply('GET /api/pair-groups/{token}', 200, {
    title: group.spec.title, locale: group.spec.locale, side: group.spec.side, opponents: group.spec.opponents, classCode: cls?.code ?? null,
    deals: pairs[0]?.deals.length ?? 0,
    pairs: groupPairs.map((p) => ({
      label: p.label, mean: meanMark(p),
      deals: p.deals.map((d) => ({
        index: d.position, dealer: d.dealer, vul: d.vul, deal: d.deal, ended: d.review !== null,
        calls: d.calls.map((c) => ({ seat: c.seat, call: c.call, by: c.by })), review: d.review, dd: d.dd,
      })),
    })),
    rules: groupRules(groupPairs),
  });
}

/** GET /api/pair-groups/{token}/results.csv and …/deals.pbn: the files in the practice's language. */
export async function pairGroupFile(store: Store, token: string, kind: 'csv' | 'pbn'): Promise<Reply> {
  const found = await groupOf(store, token);
  if (!found) return NOT_FOUND;
  const { group, pairs } = found;
  const groupPairs = pairs.map((p) => ({ label: p.label, deals: p.deals }));
  if (kind === 'csv') {
    return fileReply(groupCsv(group.spec.locale, groupPairs), {
      'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="pairs.csv"',
    });
  }
  return fileReply(groupPbn(group.spec.locale, group.spec.title, groupPairs), {
    'content-type': 'application/x-pbn; charset=utf-8', 'content-disposition': 'attachment; filename="pairs.pbn"',
  });
}

/** Whether a token opens a class's practice (its teacher page answers 404 otherwise). */
export async function pairGroupExists(store: Store, token: string): Promise<boolean> {
  return (await groupOf(store, token)) !== null;
}
