import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../bridge/deal';
import { randomDeal } from '../../bridge/random-deal';
import { answerBatchLine } from '../batch';
import { dispatch } from '../dispatch';
import { COMMANDS } from '../registry';

const DEAL = makeDeal(randomDeal(7));
const FLAT = 'N:A432.K32.Q32.J32 K65.A54.J54.Q654 Q87.Q76.A76.K987 JT9.JT98.KT98.AT';

describe('bid-deal from argv', () => {
  it('bids the deal to the end: calls with seat and rule, contract and declarer', () => {
    const result = dispatch(['bid-deal', '--dealer', 'S', '--vul', 'EW', DEAL], '');
    if (!result.ok) throw new Error(JSON.stringify(result.error));
    const value = result.value as { calls: { seat: string; call: string; rule: string }[]; contract: string | null; declarer: string | null };
    expect(value.calls[0]).toMatchObject({ seat: 'S', call: expect.stringMatching(/^([1-7][CDHSN]|P|X|XX)$/), rule: expect.any(String) });
    expect(value.calls.slice(-3).map((c) => c.call)).toEqual(['P', 'P', 'P']);
    expect(value.contract === null).toBe(value.declarer === null);
  });

  it('accepts the deal unquoted (four words) and a board number', () => {
    const quoted = dispatch(['bid-deal', '--board', '6', DEAL], '');
    expect(dispatch(['bid-deal', '--board', '6', ...DEAL.split(' ')], '')).toEqual(quoted);
    expect(quoted).toMatchObject({ ok: true, value: { dealer: 'E', vul: 'EW' } });
  });

  it('reports a passed-out deal with no contract', () => {
    expect(dispatch(['bid-deal', '--dealer', 'N', FLAT], '')).toMatchObject({
      ok: true, value: { calls: [{ call: 'P' }, { call: 'P' }, { call: 'P' }, { call: 'P' }], contract: null, declarer: null },
    });
  });

  it.each([
    [['bid-deal', DEAL], 'bad-request'],
    [['bid-deal', '--dealer', 'N', 'N:AKQ2.KJ3.AT8.Q32'], 'wrong-hand-count'],
    [['bid-deal', '--dealer', 'N', FLAT.replace('AT', 'AK')], 'deal-overlap'],
    [['bid-deal', '--dealer', 'N', FLAT.replace('N:', 'X:')], 'unknown-seat'],
    [['bid-deal', '--dealer', 'N', '--vul', 'Q', FLAT], 'bad-vulnerability'],
    [['bid-deal', '--dealer', 'N', '--auction', 'P', FLAT], 'unknown-option'],
    [['bid-deal', '--dealer', 'N', ...FLAT.split(' '), 'N:'], 'extra-argument'],
  ])('%j → %s', (argv, code) => {
    expect(dispatch(argv, '')).toMatchObject({ ok: false, error: { code } });
  });
});

describe('bidDeal in a batch', () => {
  it('answers {"cmd":"bidDeal",…} exactly as bid-deal does on the command line', () => {
    const line = JSON.stringify({ cmd: 'bidDeal', deal: DEAL, dealer: 'W', vul: 'All' });
    const fromArgv = dispatch(['bid-deal', '--dealer', 'W', '--vul', 'All', DEAL], '');
    expect(fromArgv.ok).toBe(true);
    expect(JSON.parse(answerBatchLine(COMMANDS, line, 1)!)).toEqual(fromArgv.ok && fromArgv.value);
  });

  it('answers a bad deal with an error line', () => {
    expect(JSON.parse(answerBatchLine(COMMANDS, '{"cmd":"bidDeal","deal":"N:","dealer":"N"}', 3)!)).toMatchObject({
      error: { code: 'wrong-hand-count', params: { found: 0 } },
    });
  });
});
