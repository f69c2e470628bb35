import { describe, expect, it } from 'vitest';
import { makeDeal } from '../bridge/deal';
import { randomDeals } from '../bridge/random-deal';
import { errorJson } from '../bidder-api/handler';
import { dispatch } from './dispatch';
import { COMMANDS } from './registry';
import { MAX_CLI_PBN_CHARS } from './commands/pbn';

/** The value of a handler that must succeed. */
function value(name: string, request: unknown): Record<string, unknown> {
  const result = COMMANDS[name].handle(request);
  if (!result.ok) throw new Error(`${name} failed: ${JSON.stringify(result.error)}`);
  return result.value as Record<string, unknown>;
}

function failure(name: string, request: unknown): { code: string; params: Record<string, unknown> } {
  const result = COMMANDS[name].handle(request);
  if (result.ok) throw new Error(`${name} should have failed`);
  return result.error;
}

describe('evaluate', () => {
  it('gives H, HD, QT, shape and suit letters in S, H, D, C order', () => {
    const v = value('evaluate', { hand: 'AKQ2.KJ3.T8.Q432' });
    expect(v).toMatchObject({
      hcp: 15, hd: 16, qt: 2.5, balanced: true, shape: [4, 3, 2, 4], biddable: 'S', rebiddable: '', stopped: 'SHC',
      breakdown: { h: 15, d: 1, corrections: [], hd: 16, hBySuit: [9, 4, 0, 2], dBySuit: [0, 0, 1, 0], qtBySuit: [2, 0.5, 0, 0] },
    });
    expect(v).not.toHaveProperty('hdResponder');
  });

  it('adds the responder count with a partner suit (E-RESP example: 6 in hearts)', () => {
    const v = value('evaluate', { hand: '8653.KT5.KT4.Q75', partner: 'h' });
    expect(v.hdResponder).toMatchObject({ total: 6, breakdown: { trump: 'H', h: 8, d: 0, trumps: 3, trumpAdjustment: -1 } });
  });

  it('lists the corrections it applied', () => {
    const v = value('evaluate', { hand: 'AQ5.Q6.J87.KJ432' });
    expect((v.breakdown as { corrections: unknown[] }).corrections).toEqual([
      { kind: 'unprotected', suit: 'H', rank: 'Q', points: -1 },
      { kind: 'unprotected', suit: 'D', rank: 'J', points: -1 },
    ]);
  });

  it('reports a 12-card hand and a bad partner suit', () => {
    expect(failure('evaluate', { hand: 'AKQ2.KJ3.T8.Q43' })).toMatchObject({ code: 'wrong-card-count', params: { found: 12 } });
    expect(failure('evaluate', { hand: 'AKQ2.KJ3.T8.Q432', partner: 'N' }).code).toBe('bad-request');
    expect(failure('evaluate', {}).code).toBe('bad-request');
  });
});

describe('auction', () => {
  it('reviews a finished auction: contract and declarer (A-DECLARER: first to name the strain)', () => {
    expect(value('auction', { dealer: 'N', calls: '1H P 2H P 4H X XX P P P' })).toEqual({
      legal: true, complete: true, errors: [], contract: '4HXX', declarer: 'N',
    });
  });

  it('lists an illegal call with its code and English message', () => {
    const v = value('auction', { dealer: 'E', calls: ['1S', '1H'] });
    expect(v.legal).toBe(false);
    expect((v.errors as unknown[])[0]).toEqual({
      index: 1, call: '1H', code: 'insufficient', message: '1H is insufficient: a bid must be higher than 1S.',
    });
  });

  it('a token that is not a call is an error of the review, not of the request', () => {
    const v = value('auction', { dealer: 'S', calls: '1C foo' });
    expect((v.errors as { code: string }[]).map((e) => e.code)).toEqual(['unknown-call', 'incomplete']);
  });

  it('gives no contract for a passed-out board', () => {
    expect(value('auction', { dealer: 'W', calls: 'P P P P' })).toMatchObject({ complete: true, contract: null, declarer: null });
  });

  it('reports a bad dealer', () => {
    expect(failure('auction', { dealer: 'X', calls: '1C' })).toMatchObject({ code: 'bad-seat', params: { seat: 'X' } });
  });
});

describe('score (seed 002 worked examples, §9)', () => {
  it.each([
    [{ contract: '4SX', declarer: 'N', tricks: 11, vul: 'None' }, 690],
    [{ contract: '2HX', declarer: 'S', tricks: 9, vul: 'None' }, 570],
    [{ contract: '2HX', declarer: 'S', tricks: 9, vul: 'NS' }, 870],
    [{ contract: '2CX', declarer: 'N', tricks: 8, vul: 'All' }, 180],
    [{ contract: '4SX', declarer: 'E', tricks: 11, vul: 'None' }, -690],
    [{ contract: '3N', declarer: 'W', tricks: 8, vul: 'EW' }, 100],
    [{ contract: '3N', declarer: 'W', tricks: '8', board: '2' }, 50],
  ])('%j → NS %i', (request, ns) => {
    expect(value('score', request).ns).toBe(ns);
  });

  it('breaks 4SX+1 down line by line', () => {
    expect(value('score', { contract: '4SX', declarer: 'N', tricks: 11, vul: 'None' }).breakdown).toEqual([
      { kind: 'trick-score', points: 240, level: 4, strain: 'S', risk: 'doubled' },
      { kind: 'game-bonus', points: 300, vul: 'nonvul' },
      { kind: 'insult', points: 50, risk: 'doubled' },
      { kind: 'overtricks', points: 100, tricks: 1, each: 100, risk: 'doubled' },
    ]);
  });

  it('takes the vulnerability from the board: board 4 is All', () => {
    expect(value('score', { contract: '4H', declarer: 'S', tricks: 10, board: 4 })).toMatchObject({ ns: 620, vul: 'All' });
  });

  it.each([
    [{ contract: '8S', declarer: 'N', tricks: 7, vul: 'None' }, 'bad-contract'],
    [{ contract: '4S', declarer: 'Q', tricks: 7, vul: 'None' }, 'bad-seat'],
    [{ contract: '4S', declarer: 'N', tricks: 14, vul: 'None' }, 'bad-tricks'],
    [{ contract: '4S', declarer: 'N', tricks: 9.5, vul: 'None' }, 'bad-tricks'],
    [{ contract: '4S', declarer: 'N', tricks: 10, vul: 'Some' }, 'bad-vulnerability'],
    [{ contract: '4S', declarer: 'N', tricks: 10, board: 0 }, 'bad-board'],
    [{ contract: '4S', declarer: 'N', tricks: 10 }, 'bad-request'],
  ])('%j → %s', (request, code) => {
    expect(failure('score', request).code).toBe(code);
  });
});

describe('board and deal', () => {
  it('board 7 is dealt by South, all vulnerable; board 17 is board 1', () => {
    expect(value('board', { board: 7 })).toEqual({ board: 7, dealer: 'S', vul: 'All' });
    expect(value('board', { board: '17' })).toEqual({ board: 17, dealer: 'N', vul: 'None' });
    expect(failure('board', { board: 'x' })).toMatchObject({ code: 'bad-board', params: { board: 'x' } });
  });

  it('deals the seed’s deals as PBN strings, one by default', () => {
    expect(value('deal', { seed: 42, count: 3 })).toEqual({ deals: randomDeals(42, 3).map((d) => makeDeal(d)) });
    expect((value('deal', { seed: '7' }).deals as string[]).length).toBe(1);
    expect(failure('deal', { seed: 'abc' }).code).toBe('bad-seed');
    expect(failure('deal', { seed: 1, count: 0 }).code).toBe('bad-request');
  });
});

describe('rubber and chicago', () => {
  const rubberDeals = [
    { contract: '4H', declarer: 'N', tricks: 10 },
    { contract: 'P' },
    { contract: null },
    { contract: '2S', declarer: 'E', tricks: 7, honours: { side: 'NS', points: 100 } },
    { contract: '3N', declarer: 'S', tricks: 9 },
  ];

  it('scores a rubber won 2:0: totals, games, finished and the sheet', () => {
    const v = value('rubber', { deals: rubberDeals });
    expect(v).toMatchObject({ finished: true, games: { NS: 2, EW: 0 }, winner: 'NS' });
    // 120 + 100 below, 700 rubber bonus, 100 honours, 50 for E's one undertrick
    expect(v.totals).toEqual({ NS: 1070, EW: 0 });
    expect((v.deals as { contract: string | null }[]).map((d) => d.contract)).toEqual(['4H', null, null, '2S', '3N']);
  });

  it('scores a Chicago of four deals', () => {
    const v = value('chicago', {
      deals: [
        { contract: '2D', declarer: 'N', tricks: 8 },
        { contract: '2S', declarer: 'S', tricks: 8 },
        { contract: '3N', declarer: 'E', tricks: 9 },
        { contract: '1C', declarer: 'W', tricks: 7 },
      ],
    });
    expect(v).toMatchObject({ finished: true, games: { NS: 1, EW: 1 } });
    // NS 40 + 60 → game (300, not vulnerable on deal 2); EW 100 → game (300 on deal 3) + 20
    expect(v.totals).toEqual({ NS: 400, EW: 420 });
  });

  it('reports the deal a problem is in', () => {
    expect(failure('rubber', { deals: [{ contract: '4H', declarer: 'N' }] })).toMatchObject({ code: 'missing-tricks', params: { deal: 1 } });
    expect(failure('rubber', { deals: [{ contract: '4H', declarer: 'N', tricks: 10 }, { contract: '4X' }] })).toMatchObject({
      code: 'bad-contract',
      params: { field: 'deals.1.contract' },
    });
    expect(failure('chicago', { deals: 'none' }).code).toBe('bad-request');
  });
});

describe('pbn', () => {
  const file = '[Board "1"]\n[West "Ķārlis Ņikitins"]\n[North "Đorđe Čolić"]\n[Dealer "N"]\n[Vulnerable "None"]\n' +
    '[Deal "N:AKQ2.KJ3.T8.Q432 JT9.AQ42.KJ9.AJ5 876.T98.AQ76.KT9 543.765.5432.876"]\n[Contract "3NT"]\n' +
    '[Auction "N"]\n1C =1= Pass 1D Pass\n1NT Pass 3NT AP\n[Note "1:pripremni"]\n';

  it('reads a PBN file into JSON boards and writes them back', () => {
    const v = value('pbn', { pbn: file });
    const boards = v.boards as Record<string, unknown>[];
    expect(boards[0]).toMatchObject({
      board: 1, players: { W: 'Ķārlis Ņikitins', N: 'Đorđe Čolić' }, dealer: 'N', vul: 'None', contract: '3N',
      deal: 'N:AKQ2.KJ3.T8.Q432 JT9.AQ42.KJ9.AJ5 876.T98.AQ76.KT9 543.765.5432.876',
      auction: { dealer: 'N', calls: ['1C', 'P', '1D', 'P', '1N', 'P', '3N', 'P', 'P', 'P'], notes: [{ index: 0, text: 'pripremni' }] },
    });
    const text = value('pbn', { export: true, boards }).pbn as string;
    // the same boards, each with its game's first line in the file it was read from
    const back = value('pbn', { pbn: text });
    expect((back.boards as Record<string, unknown>[]).map(({ line: _, ...b }) => b)).toEqual(boards.map(({ line: _, ...b }) => b));
    expect([boards[0].line, (back.boards as Record<string, unknown>[])[0].line, back.skipped]).toEqual([1, 4, []]);
  });

  it('is bounded: a file over 16 Mi characters is refused before it is read', () => {
    expect(failure('pbn', { pbn: '%'.repeat(MAX_CLI_PBN_CHARS + 1) })).toMatchObject({ code: 'bad-request', params: { detail: expect.stringMatching(/^pbn: Too big/) } });
    expect(value('pbn', { pbn: '%'.repeat(MAX_CLI_PBN_CHARS) })).toEqual({ boards: [], skipped: [] });
  });

  it('gives the line of a broken file', () => {
    expect(failure('pbn', { pbn: '[Board "1"]\n[Dealer "Q"]\n' })).toMatchObject({ code: 'pbn-bad-seat', params: { line: 2 } });
    expect(errorJson(failure('pbn', { pbn: '[Board "x"]\n' }) as never).error.message).toBe(
      'Line 1: “x” is not a board number (a whole number from 1 upwards).',
    );
  });

  it('refuses to export an illegal auction or a broken deal', () => {
    expect(failure('pbn', { export: true, boards: [{ auction: { dealer: 'N', calls: '1S 1H' } }] }).code).toBe('insufficient');
    expect(failure('pbn', { export: true, boards: [{ deal: 'N:AKQ' }] }).code).toBe('wrong-hand-count');
    expect(failure('pbn', { export: true, boards: [{ otherTags: [{ name: 'Board', value: '2' }] }] })).toMatchObject({
      code: 'bad-request',
      params: { detail: 'boards.0.otherTags.0.name: is read into its own field' },
    });
  });
});

describe('dispatch from argv', () => {
  it('builds each request from the words of the command line', () => {
    expect(dispatch(['board', '7'], '')).toEqual({ ok: true, value: { board: 7, dealer: 'S', vul: 'All' } });
    expect(dispatch(['score', '--contract', '4SX', '--declarer', 'N', '--tricks', '11', '--vul', 'None'], '')).toMatchObject({
      ok: true, value: { ns: 690 },
    });
    expect(dispatch(['auction', '--dealer', 'N', '1S', 'P', '2S'], '')).toMatchObject({ ok: true, value: { contract: '2S', declarer: 'N' } });
    // 120 below the line and 300 for the single game of an unfinished rubber
    expect(dispatch(['rubber'], '{"deals":[{"contract":"4H","declarer":"N","tricks":10}]}')).toMatchObject({
      ok: true, value: { totals: { NS: 420, EW: 0 }, finished: false },
    });
    expect(dispatch(['pbn', '--export'], '[{"board":3}]')).toMatchObject({ ok: true, value: { pbn: expect.stringContaining('[Board "3"]') } });
  });

  it('gives help for no command and refuses unknown commands and options', () => {
    expect(dispatch([], '')).toMatchObject({ ok: true, value: { commands: expect.arrayContaining([expect.objectContaining({ name: 'evaluate' })]) } });
    expect(dispatch(['shuffle'], '')).toEqual({ ok: false, error: { code: 'unknown-command', params: { command: 'shuffle' } } });
    expect(dispatch(['board', '7', '--dealer', 'N'], '')).toMatchObject({ ok: false, error: { code: 'unknown-option' } });
    expect(dispatch(['rubber'], 'not json')).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  });
});
