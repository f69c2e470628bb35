import { describe, expect, it } from 'vitest';
import { advise } from '../../bidder';
import { parseCalls } from '../../bridge/call';
import { parseDeal } from '../../bridge/deal';
import { parseHand } from '../../bridge/hand';
import { quizItem } from '../../quiz';
import { answerBatchLine } from '../batch';
import { dispatch } from '../dispatch';
import { COMMANDS } from '../registry';
import { quizItemJson } from '../../bidder-api';

const batch = (line: string): Record<string, unknown> => JSON.parse(answerBatchLine(COMMANDS, line, 1)!);

type ItemJson = Record<string, unknown> & { auction: string; hand: string; deal: string; dealer: 'N'; expected: Record<string, unknown> };

function items(argv: string[]): ItemJson[] {
  const result = dispatch(argv, '');
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return (result.value as { items: ItemJson[] }).items;
}

describe('quiz from argv', () => {
  it('prints one item: PBN deal, dealer, vul, the auction as bid takes it, seat, hand, kind, nearMiss, expected', () => {
    const [item] = items(['quiz', '--topic', 'R1N-7N', '--seed', '3']);
    expect(item).toMatchObject({ topic: 'R1N-7N', seed: 3, rule: 'R1N-7N', kind: 'call', nearMiss: false, expected: { call: '7N', rule: 'R1N-7N' } });
    expect(item).toEqual(quizItemJson(quizItem('R1N-7N', 3)));
    expect(parseDeal(item.deal).ok).toBe(true);
    // the bid command on the printed position gives the expected answer
    const bid = dispatch(['bid', '--dealer', item.dealer, '--vul', String(item.vul), '--auction', item.auction, item.hand], '');
    expect(bid).toMatchObject({ ok: true, value: { seat: item.seat, call: '7N', rule: 'R1N-7N' } });
  });

  it('with --count prints a session whose items each name the topic and seed that remake them', () => {
    const session = items(['quiz', '--topic', 'open', '--seed', '8', '--count', '8']);
    expect(session).toHaveLength(8);
    expect(session.filter((i) => i.nearMiss)).toHaveLength(2);
    for (const i of session) {
      const hand = parseHand(i.hand);
      const calls = parseCalls(i.auction);
      if (!hand.ok || !calls.ok) throw new Error('bad item');
      const advice = advise({ hand: hand.value, auction: { dealer: i.dealer, calls: calls.value }, vul: 'None' });
      expect(advice.rule).toBe(i.expected.rule);
      expect(String(i.rule).startsWith('O-')).toBe(true);
    }
  });

  it('prints evaluate, legal and score items with their numbers', () => {
    expect(items(['quiz', '--topic', 'evaluate', '--seed', '1'])[0]).toMatchObject({ kind: 'evaluate', expected: { h: expect.any(Number), hd: expect.any(Number), qt: expect.any(Number) } });
    expect(items(['quiz', '--topic', 'legal', '--seed', '1'])[0]).toMatchObject({ kind: 'legal', expected: { code: expect.any(String) } });
    expect(items(['quiz', '--topic', 'score', '--seed', '1'])[0]).toMatchObject({ kind: 'score', expected: { score: expect.any(Number), contract: expect.any(String) } });
  });

  it.each([
    [['quiz', '--topic', 'whole-auction', '--seed', '1'], 'bad-topic'],
    [['quiz', '--topic', 'o-1nt', '--seed', '1'], 'bad-topic'],
    [['quiz', '--topic', 'open', '--seed', 'x'], 'bad-seed'],
    [['quiz', '--topic', 'open', '--seed', '1', '--count', '0'], 'bad-quiz-count'],
    [['quiz', '--topic', 'open', '--seed', '1', '--count', '101'], 'bad-quiz-count'],
    [['quiz', '--topic', 'open', '--seed', '1', '--count', '2.5'], 'bad-quiz-count'],
    [['quiz', '--seed', '1'], 'missing-option'],
    [['quiz', '--topic', 'open'], 'missing-option'],
    [['quiz', '--topic', 'open', '--seed', '1', 'extra'], 'extra-argument'],
    [['quiz', '--topic', 'open', '--seed', '1', '--near', '1'], 'unknown-option'],
  ])('%j → %s', (argv, code) => {
    expect(dispatch(argv, '')).toMatchObject({ ok: false, error: { code } });
  });
});

describe('quiz in a batch', () => {
  it('answers {"cmd":"quiz",…} exactly as the command line does', () => {
    const fromArgv = dispatch(['quiz', '--topic', 'compete', '--seed', '12', '--count', '3'], '');
    expect(fromArgv.ok && batch('{"cmd":"quiz","topic":"compete","seed":12,"count":3}')).toEqual(fromArgv.ok && fromArgv.value);
  });

  it('refuses a count above 100 and unknown fields with coded errors', () => {
    expect(batch('{"cmd":"quiz","topic":"open","seed":1,"count":1000}')).toMatchObject({ error: { code: 'bad-quiz-count', params: { max: 100 } } });
    expect(batch('{"cmd":"quiz","topic":"open","seed":1,"nearMiss":true}')).toMatchObject({ error: { code: 'unknown-field' } });
    expect(batch('{"cmd":"quiz","topic":"D-CUE"}')).toMatchObject({ error: { code: 'missing-field' } });
  });
});
