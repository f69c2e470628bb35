// /api/bid against the started site: GET and POST give exactly the command line's answers (bid, bid-deal), texts in
// the requested language; every kind of bad request is a 400 with {"error":{"code","message","params"}}, never a 500.

import { describe, expect, inject, it } from 'vitest';
import { errorAnswer, explanationText } from '@/lib/bidder-api';
import { makeDeal } from '@/lib/bridge/deal';
import { randomDeal } from '@/lib/bridge/random-deal';
import { COMMANDS } from '@/lib/cli/registry';
import type { Issue } from '@/lib/result';

const HAND = 'AKQ2.KJ3.AT8.Q32';
const DEAL = makeDeal(randomDeal(11));

const url = (query = '') => `${inject('baseUrl')}/api/bid${query}`;

function cli(name: 'bid' | 'bid-deal', request: Record<string, unknown>): unknown {
  const result = COMMANDS[name].handle(request);
  if (!result.ok) throw new Error(`${name} failed: ${JSON.stringify(result.error)}`);
  return result.value;
}

async function getJson(query: string): Promise<{ status: number; type: string | null; body: Record<string, unknown> }> {
  const response = await fetch(url(query));
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
}

async function postJson(body: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url(), { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  return { status: response.status, body: await response.json() };
}

describe('GET /api/bid', () => {
  it('answers as `bid` does, in English by default', async () => {
    const { status, type, body } = await getJson(`?hand=${HAND}&dealer=N`);
    expect(status).toBe(200);
    expect(type).toContain('application/json');
    expect(body).toEqual(cli('bid', { hand: HAND, dealer: 'N' }));
    expect(body).toMatchObject({ call: '1N', rule: 'O-1NT' });
  });

  it('reads the auction, vulnerability and language', async () => {
    const query = new URLSearchParams({ hand: HAND, dealer: 'E', vul: 'NS', auction: '1H P', locale: 'lv' });
    const { status, body } = await getJson(`?${query}`);
    expect(status).toBe(200);
    expect(body).toEqual(cli('bid', { hand: HAND, dealer: 'E', vul: 'NS', auction: '1H P', locale: 'lv' }));
    const explain = body.explain as { key: string; params: Record<string, string | number> };
    expect(body.explanation).toBe(explanationText('lv', explain));
  });

  it('bids a whole deal given as deal=', async () => {
    const { status, body } = await getJson(`?${new URLSearchParams({ deal: DEAL, board: '2', locale: 'sr' })}`);
    expect(status).toBe(200);
    expect(body).toEqual(cli('bid-deal', { deal: DEAL, board: '2', locale: 'sr' }));
  });
});

describe('POST /api/bid', () => {
  it('answers a JSON bid request as `bid` does', async () => {
    const request = { hand: HAND, dealer: 'W', vul: 'All', auction: ['P', '1S'], locale: 'sr' };
    const { status, body } = await postJson(JSON.stringify(request));
    expect(status).toBe(200);
    expect(body).toEqual(cli('bid', request));
  });

  it('answers {deal, dealer, vul} with the whole auction, contract and declarer, as `bid-deal` does', async () => {
    const request = { deal: DEAL, dealer: 'S', vul: 'EW' };
    const { status, body } = await postJson(JSON.stringify(request));
    expect(status).toBe(200);
    expect(body).toEqual(cli('bid-deal', request));
    expect(body).toHaveProperty('contract');
    expect(body).toHaveProperty('declarer');
    expect((body.calls as { call: string }[]).slice(-3).map((c) => c.call)).toEqual(['P', 'P', 'P']);
  });
});

describe('bad requests are a 400 with the issue', () => {
  const cases: [string, string, string][] = [
    ['a malformed hand', `?hand=AKQ2-KJ3-AT8-Q32&dealer=N`, 'wrong-suit-count'],
    ['12 cards', `?hand=AKQ2.KJ3.AT8.Q3&dealer=N`, 'wrong-card-count'],
    ['a duplicate card', `?hand=AKQ2.KJ3.AT8.QQ2&dealer=N`, 'duplicate-card'],
    ['an unknown call', `?hand=${HAND}&dealer=N&auction=1S+2Q`, 'unknown-call'],
    ['an illegal call', `?hand=${HAND}&dealer=N&auction=1S+1D`, 'insufficient'],
    ['a double of partner', `?hand=${HAND}&dealer=N&auction=1S+P+X`, 'double-own-side'],
    ['an auction that has ended', `?hand=${HAND}&dealer=N&auction=1S+P+P+P`, 'auction-over'],
    ['a bad dealer', `?hand=${HAND}&dealer=Q`, 'bad-seat'],
    ['a bad vulnerability', `?hand=${HAND}&dealer=N&vul=Everyone`, 'bad-vulnerability'],
    ['a bad board', `?hand=${HAND}&board=0`, 'bad-board'],
    ['a bad language', `?hand=${HAND}&dealer=N&locale=de`, 'bad-locale'],
    ['no hand', `?dealer=N`, 'bad-request'],
    ['no dealer', `?hand=${HAND}`, 'bad-request'],
    ['a bad deal', `?deal=N:AKQ&dealer=N`, 'wrong-hand-count'],
  ];

  it.each(cases)('GET with %s → %s', async (_, query, code) => {
    const { status, body } = await getJson(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code, message: expect.any(String), params: expect.any(Object) } });
  });

  it('the message is in the requested language', async () => {
    const { body } = await getJson(`?hand=AKQ2.KJ3.AT8.Q3&dealer=N&locale=sr`);
    expect(body).toEqual(errorAnswer('sr', (body as unknown as { error: Issue }).error));
    expect((body.error as { message: string }).message).toBe('List mora imati 13 karata; ovaj ima 12.');
  });

  it.each([
    ['malformed JSON', '{"hand": "AKQ2', 'bad-request'],
    ['a JSON array', '[1, 2]', 'bad-request'],
    ['an empty body', '', 'bad-request'],
    ['a bad hand in JSON', JSON.stringify({ hand: 'AKQ2.KJ3', dealer: 'N' }), 'wrong-suit-count'],
    ['an ended auction in JSON', JSON.stringify({ hand: HAND, dealer: 'N', auction: ['P', 'P', 'P', 'P'] }), 'auction-over'],
    ['a deal with a card twice', JSON.stringify({ deal: `N:${HAND} ${HAND} ${HAND} ${HAND}`, dealer: 'N' }), 'deal-overlap'],
    ['a number for a deal', JSON.stringify({ deal: 7, dealer: 'N' }), 'bad-request'],
  ])('POST with %s → %s', async (_, body, code) => {
    const answer = await postJson(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code, message: expect.any(String), params: expect.any(Object) } });
  });
});
