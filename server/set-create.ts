// A new set: POST /api/sets from topics or a PBN file, and the storing of a new set for its owner (a copy stores one too).
// Example: await createSet(store, { title: 'Otvaranja', locale: 'sr', mode: 'practice', items: [{ topic: 'open', count: 5 }], … }, now)
// → { ok: true, status: 201, body: { code, teacherToken, teacherKey, items: 5, differences: [] } } (a new key: no bearer was given).

import { NEAR_MISS_SHARE } from '@/lib/quiz/session';
import { issue, type Issue } from '@/lib/result';
import type { CreateSetRequest } from '@/lib/set-api/requests';
import { importPbn, topicSources, type KeyDifference } from '@/lib/teach';
import { MAX_SET_ITEMS, type SetItemSource, type SetSpec } from '@/lib/teach/set-types';
import type { NewSetItem, Store } from './store-types';
import { keepFor, keyHashOf, ownerOf, ownerOrNewKey, type Owner } from './owners';
import { refusal, reply, type Reply } from './replies';
import { makeItems, unlessBusy } from './item-making';
import { isUniqueViolation } from './db';
import { hashToken, randomSeed, setCode as newSetCode, teacherToken as newTeacherToken } from './tokens';
import { ownerRefusal } from './set-common';

/**
 * POST /api/sets: with `bearer` a teacher key (the set is listed on its home) or, with `classCode`, the class's token
 * (the class's students answer it); with neither, a new key is made and given back once as `teacherKey`.
 */
export function createSet(store: Store, request: CreateSetRequest, now: number, bearer: string | null = null): Promise<Reply> {
  // the same hands' items are made in the item pool: a full queue is 503 items-busy
  return unlessBusy(() => createOnce(store, request, now, bearer));
}

async function createOnce(store: Store, request: CreateSetRequest, now: number, bearer: string | null): Promise<Reply> {
  const named = await ownerOf(store, bearer, request.classCode);
  if (typeof named === 'string') return ownerRefusal(named);
  const seed = randomSeed();
  let sources: readonly SetItemSource[];
  let differences: readonly KeyDifference[] = [];
  let accepted: readonly (readonly string[])[] = []; // a PBN board's other accepted calls (answer:1D|1NT)
  let skipped: readonly Issue[] | undefined; // a PBN file's games and boards left out, each with its line
  if ('pbn' in request) {
    const imported = importPbn(request.pbn);
    if (!imported.ok) {
      const found = imported.error;
      if (Array.isArray(found)) return refusal(400, issue('bad-pbn', { count: found.length }), { issues: found });
      return refusal((found as Issue).code === 'pbn-too-large' ? 413 : 400, found as Issue);
    }
    sources = imported.value.sources;
    differences = imported.value.differences;
    accepted = imported.value.accepted;
    skipped = imported.value.skipped;
    // a file may hold up to 200 boards (a club's whole session); a set holds at most 100 of them
    if (sources.length > MAX_SET_ITEMS) return refusal(400, issue('too-many-items', { count: sources.length, max: MAX_SET_ITEMS }));
  } else {
    const made = topicSources(request.items, seed, request.nearMisses ? NEAR_MISS_SHARE : 0);
    if (!made.ok) return refusal(400, made.error);
    sources = made.value;
  }
  const spec: SetSpec = {
    title: request.title, instructions: request.instructions, locale: request.locale, mode: request.mode, hands: request.hands, seed,
  };
  // made once, here (in the item pool): with the same hands the set's own items; with fresh hands each student's when they join
  const own = spec.hands === 'same' ? await makeItems(sources.map((source) => ({ source, seed: null }))) : null;
  const items = sources.map((source, k) => ({ source, made: own?.[k] ?? null, accepted: accepted[k] ?? [] }));
  const made = await storeSet(store, named, spec, items, { opensAt: request.opensAt, closesAt: request.closesAt }, now);
  const body = { ...made, items: sources.length, differences };
  const sent = reply('POST /api/sets', 201, body);
  return skipped === undefined || !sent.ok ? sent : { ...sent, skipped };
}

/** A new set stored and kept for its owner (a new key when none): its code, teacher token, and the new key if one was made. */
export async function storeSet(
  store: Store,
  named: Owner | null,
  spec: SetSpec,
  items: readonly NewSetItem[],
  times: { readonly opensAt: number | null; readonly closesAt: number | null },
  now: number,
): Promise<{ readonly code: string; readonly teacherToken: string; readonly teacherKey?: string }> {
  const { owner, teacherKey } = await ownerOrNewKey(store, named, now);
  // a code of 8 letters from 32 is taken by another set about once in 10^12 tries: then another is drawn
  for (let attempt = 0; ; attempt++) {
    const teacherToken = newTeacherToken();
    try {
      const row = await store.createSet({
        code: newSetCode(), teacherHash: hashToken(teacherToken), spec, ...times, createdAt: now,
        classId: owner.kind === 'class' ? owner.cls.id : null, keyHash: keyHashOf(owner),
      }, items);
      await keepFor(store, owner, 'set', row.id, teacherToken, now);
      return { code: row.code, teacherToken, ...(teacherKey && { teacherKey }) };
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}
