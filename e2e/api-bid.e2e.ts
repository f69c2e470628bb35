// /api/bid against the started site: GET and POST give exactly the command line's answers (bid, bid-deal), texts in
// the requested language; every kind of bad request is a 400 with {"error":{"code","message","params"}}, never a 500;
// an oversized request is refused before it is read, without holding up anyone else's (bench/bounds.ts times it).

import { describe, expect, inject, it } from 'vitest';
import { errorAnswer, explanationText, MAX_BODY_BYTES, MAX_QUERY_BYTES } from '@/lib/bidder-api';
import { makeDeal } from '@/lib/bridge/deal';
import { randomDeal } from '@/lib/bridge/random-deal';
import { COMMANDS } from '@/lib/cli/registry';
import type { Issue } from '@/lib/result';
import { postChunked, postDeclared, postHeld, timed } from './support/oversized';

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

const VALID_QUERY = `?hand=${HAND}&dealer=N`;

// How long these refusals take is bench/bounds.ts's to print (`npm run bench -- bounds`); here the behaviour: the
// refusal, that it does not wait for the rest of the body, and that a valid request sent meanwhile is answered.
describe('bounded requests', () => {
  /** A 20 MB auction of seven million calls and more: the request that used to block the server for ten seconds. */
  const hugeBody = () => JSON.stringify({ hand: HAND, dealer: 'N', auction: 'P '.repeat(10 * 1024 * 1024) });
  const tooLarge = (locale: 'en' | 'lv') => errorAnswer(locale, { code: 'body-too-large', params: { limit: MAX_BODY_BYTES } });

  it('a 20 MB body is refused with 413, and a valid request sent meanwhile is answered', async () => {
    const body = new TextEncoder().encode(hugeBody());
    expect(body.byteLength).toBeGreaterThan(20 * 1024 * 1024);
    const [huge, valid] = await Promise.all([
      postDeclared(url(), body),
      new Promise((r) => setTimeout(r, 20)).then(() => timed(() => fetch(url(VALID_QUERY)))),
    ]);
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body)).toEqual(tooLarge('en'));
    expect(valid.status).toBe(200);
    expect(JSON.parse(valid.body)).toMatchObject({ call: '1N' });
  });

  it('a body declared at 20 MB is refused on its Content-Length alone, with the rest never sent', async () => {
    const held = await postHeld(url(), 20 * 1024 * 1024, 64 * 1024);
    expect(held.status).toBe(413);
    expect(JSON.parse(held.body)).toEqual(tooLarge('en'));
  });

  it('a chunked body without Content-Length is counted as it arrives and refused past 16 KB', async () => {
    const whole = await postChunked(url('?locale=lv'), 20 * 1024 * 1024);
    expect(whole.status).toBe(413);
    expect(JSON.parse(whole.body)).toEqual(tooLarge('lv'));
    // 32 KB sent and the request held open: the server refuses on what it counted, without waiting for an end
    const held = await postHeld(url('?locale=lv'), null, 2 * MAX_BODY_BYTES);
    expect(held.status).toBe(413);
    expect(JSON.parse(held.body)).toEqual(tooLarge('lv'));
  });

  it('a 100 KB query is refused, and a valid request sent meanwhile is answered', async () => {
    // Node refuses a request head over 16 KB itself, with 431, before Next sees it; the route refuses 8 to 16 KB with 414
    const [long, valid] = await Promise.all([
      timed(() => fetch(url(`?hand=${'x'.repeat(100 * 1024)}`))),
      timed(() => fetch(url(VALID_QUERY))),
    ]);
    expect([414, 431]).toContain(long.status);
    expect(valid.status).toBe(200);
    expect(JSON.parse(valid.body)).toMatchObject({ call: '1N' });
  });

  it('a query over 8 KB is refused by the route with 414 and a coded error', async () => {
    const { status, body } = await getJson(`?dealer=N&hand=${'x'.repeat(MAX_QUERY_BYTES)}`);
    expect(status).toBe(414);
    expect(body).toEqual(errorAnswer('en', { code: 'query-too-long', params: { limit: MAX_QUERY_BYTES } }));
  });

  it('an auction of 320 calls is refused before it is read', async () => {
    const auction = Array(320).fill('P');
    const { status, body } = await postJson(JSON.stringify({ hand: HAND, dealer: 'N', auction, locale: 'sr' }));
    expect(status).toBe(400);
    expect(body).toEqual(errorAnswer('sr', { code: 'auction-too-long', params: { calls: 320, limit: 319 } }));
    const asText = await getJson(`?hand=${HAND}&dealer=N&auction=${auction.join('+')}`);
    expect(asText.status).toBe(400);
    expect(asText.body).toMatchObject({ error: { code: 'auction-too-long' } });
  });

  it.each([
    ['POST', () => postJson(JSON.stringify({ hand: HAND, dealer: 'N', padding: 'x'.repeat(10_000) }))],
    ['GET', () => getJson(`?hand=${HAND}&dealer=N&padding=x`)],
  ])('%s with an unknown field is refused', async (_, send) => {
    const { status, body } = await send();
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'unknown-field', params: { field: 'padding' } } });
  });

  it('a value longer than any valid one is refused, saying how long it may be', async () => {
    const { status, body } = await postJson(JSON.stringify({ hand: `${HAND}.${'Q'.repeat(15_000)}`, dealer: 'N', locale: 'lv' }));
    expect(status).toBe(400);
    expect(body).toEqual(errorAnswer('lv', { code: 'value-too-long', params: { field: 'hand', length: 15_017, limit: 20 } }));
    expect(JSON.stringify(body)).not.toContain('QQQQ');
  });

  it('a 15 KB bad vulnerability is quoted by its first 40 characters, once in the message', async () => {
    const { status, body } = await postJson(JSON.stringify({ hand: HAND, dealer: 'N', vul: 'Q'.repeat(15_000), locale: 'sr' }));
    expect(status).toBe(400);
    const quoted = `${'Q'.repeat(40)}…`;
    expect(body).toEqual(errorAnswer('sr', { code: 'bad-vulnerability', params: { vul: quoted } }));
    expect((body.error as { message: string }).message.split(quoted)).toHaveLength(2);
    expect(JSON.stringify(body).length).toBeLessThan(300);
  });

  it('a bad value is quoted by its first 40 characters, once in the message', async () => {
    const bad = `Z${'Q'.repeat(300)}`;
    const { status, body } = await getJson(`?hand=${HAND}&dealer=N&auction=1S+${bad}`);
    expect(status).toBe(400);
    const quoted = `Z${'Q'.repeat(39)}…`;
    expect(body).toEqual(errorAnswer('en', { code: 'unknown-call', params: { call: quoted, index: 1 } }));
    const error = body.error as { message: string };
    expect(error.message.split(quoted)).toHaveLength(2);
    expect(JSON.stringify(body)).not.toContain('Q'.repeat(40));
  });
});
