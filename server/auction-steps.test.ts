// A whole-auction item answered call by call (server/auction-steps.ts): a step without a token, with a malformed or
// unknown item, or for an item that is no whole auction is 404 like any failed lookup; each student's steps are counted
// per student (whichever device), 429 past the minute's budget; a set that takes no answers is 409. SQLite.

import { describe, expect, it } from 'vitest';
import { createSetRequest } from '@/lib/set-api/requests';
import { AUCTION_STEPS_PER_MINUTE, auctionStepOf } from './auction-steps';
import { createSet } from './set-create';
import { joinSet, studentView } from './set-students';
import { okBody, refused, sqliteStorePerFile } from '@/test-support/store/service-test';

const NOW = Date.UTC(2026, 11, 7, 10);
const store = sqliteStorePerFile('bridge-auction-steps-');

async function newSet(items: unknown[]) {
  const request = createSetRequest.parse({ title: 'Licitacije', locale: 'sr', mode: 'practice', items });
  return okBody<{ code: string; teacherToken: string }>(await createSet(store(), request, NOW, null));
}

async function join(code: string, name: string, address: string) {
  const { studentToken } = okBody<{ studentToken: string }>(await joinSet(store(), code, name, NOW, undefined, address));
  const view = okBody<{ items: { id: string }[] }>(await studentView(store(), code, studentToken, NOW));
  return { token: studentToken, items: view.items.map((i) => i.id) };
}

describe('auctionStepOf', () => {
  it('answers a student\'s own whole auction, and 404 for no token, a malformed or unknown item, or one that is no whole auction', async () => {
    const set = await newSet([{ topic: 'auction', count: 1, seat: 'S' }, { topic: 'O-1NT', count: 1 }]);
    const ana = await join(set.code, 'Ana', '203.0.113.40');
    const [auction, call] = ana.items;
    const step = okBody<{ calls: unknown[]; toCall: boolean; finished: boolean }>(await auctionStepOf(store(), set.code, ana.token, auction, { calls: [] }, NOW));
    expect(step.finished).toBe(false);
    expect(refused(await auctionStepOf(store(), set.code, null, auction, { calls: [] }, NOW))).toEqual([404, 'set-not-found']);
    expect(refused(await auctionStepOf(store(), set.code, ana.token, 'not-an-id', { calls: [] }, NOW))).toEqual([404, 'set-not-found']);
    expect(refused(await auctionStepOf(store(), set.code, ana.token, '00000000-0000-4000-8000-000000000000', { calls: [] }, NOW))).toEqual([404, 'set-not-found']);
    expect(refused(await auctionStepOf(store(), set.code, 'no-such-token', auction, { calls: [] }, NOW))).toEqual([404, 'set-not-found']);
    expect(refused(await auctionStepOf(store(), 'ZZZZZZZZ', ana.token, auction, { calls: [] }, NOW))).toEqual([404, 'set-not-found']);
    expect(refused(await auctionStepOf(store(), set.code, ana.token, call, { calls: [] }, NOW))).toEqual([404, 'set-not-found']);
  });

  it('counts steps per student: past the minute\'s budget 429 for that student only, and 409 once the set is closed', async () => {
    const set = await newSet([{ topic: 'auction', count: 1, seat: 'N' }]);
    const ana = await join(set.code, 'Ana', '203.0.113.41');
    const ben = await join(set.code, 'Ben', '203.0.113.42');
    for (let k = 0; k < AUCTION_STEPS_PER_MINUTE; k++) okBody(await auctionStepOf(store(), set.code, ana.token, ana.items[0], { calls: [] }, NOW));
    const over = await auctionStepOf(store(), set.code, ana.token, ana.items[0], { calls: [] }, NOW);
    expect(refused(over)[0]).toBe(429);
    okBody(await auctionStepOf(store(), set.code, ben.token, ben.items[0], { calls: [] }, NOW));
    // a minute later Ana steps again
    okBody(await auctionStepOf(store(), set.code, ana.token, ana.items[0], { calls: [] }, NOW + 61_000));
    await store().updateSet((await store().setByCode(set.code))!.id, { closed: true });
    expect(refused(await auctionStepOf(store(), set.code, ben.token, ben.items[0], { calls: [] }, NOW + 61_000))).toEqual([409, 'set-closed']);
  });
});
