import { describe, expect, it } from 'vitest';
import { answerBatchLine } from './batch';
import { COMMANDS } from './registry';

const answer = (line: string, lineNumber = 1): unknown => {
  const out = answerBatchLine(COMMANDS, line, lineNumber);
  return out === null ? null : JSON.parse(out);
};

describe('answerBatchLine', () => {
  it('answers each kind of request with what the command answers', () => {
    expect(answer('{"cmd":"board","board":3}')).toEqual({ board: 3, dealer: 'S', vul: 'EW' });
    expect(answer('{"cmd":"evaluate","hand":"AKQ2.KJ3.T8.Q432","partner":"S"}')).toMatchObject({ hcp: 15, hdResponder: { total: 16 } });
    expect(answer('{"cmd":"auction","dealer":"N","calls":"1S P 4S P P P"}')).toMatchObject({ contract: '4S', declarer: 'N' });
    expect(answer('{"cmd":"score","contract":"4SX","declarer":"N","tricks":11,"vul":"None"}')).toMatchObject({ ns: 690 });
    expect(answer('{"cmd":"deal","seed":5,"count":2}')).toMatchObject({ deals: [expect.stringMatching(/^N:/), expect.stringMatching(/^N:/)] });
    expect(answer('{"cmd":"rubber","deals":[{"contract":"P"}]}')).toMatchObject({ finished: false, totals: { NS: 0, EW: 0 } });
    expect(answer('{"cmd":"chicago","deals":[]}')).toMatchObject({ played: 0 });
  });

  it('answers a bad line with an error line: not JSON, no cmd, unknown command, bad field', () => {
    expect(answer('{"cmd":', 7)).toEqual({
      error: { code: 'bad-request', message: 'The request is not valid: line 7 is not JSON', params: { detail: 'line 7 is not JSON', line: 7 } },
    });
    expect(answer('[1,2]')).toMatchObject({ error: { code: 'bad-request' } });
    expect(answer('{"cmd":"fly"}')).toMatchObject({ error: { code: 'unknown-command', message: 'Unknown command “fly”.' } });
    expect(answer('{"cmd":"batch"}')).toMatchObject({ error: { code: 'unknown-command' } });
    expect(answer('{"cmd":"toString"}')).toMatchObject({ error: { code: 'unknown-command' } });
    expect(answer('{"cmd":"evaluate","hand":"AKQ2.KJ3.T8.Q43"}')).toMatchObject({
      error: { code: 'wrong-card-count', message: 'A hand needs 13 cards; this one has 12.' },
    });
  });

  it('skips blank lines and a byte-order mark on the first line', () => {
    expect(answer('   ')).toBeNull();
    expect(answer('\uFEFF{"cmd":"board","board":1}')).toEqual({ board: 1, dealer: 'N', vul: 'None' });
  });
});
