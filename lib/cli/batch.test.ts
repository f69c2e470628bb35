import { describe, expect, it } from 'vitest';
import { answerBatchLine, MAX_LINE_BYTES } from './batch';
import type { InputLine } from './lines';
import { COMMANDS } from './registry';

const answer = (line: string | InputLine, lineNumber = 1): unknown => {
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

  it('skips blank lines (whitespace, CR included) and a byte-order mark on the first line', () => {
    expect(answer('   ')).toBeNull();
    expect(answer('')).toBeNull();
    expect(answer(' \t\r')).toBeNull();
    expect(answer({ text: '\r' })).toBeNull();
    expect(answer('\uFEFF{"cmd":"board","board":1}')).toEqual({ board: 1, dealer: 'N', vul: 'None' });
  });

  it('reads a CR inside a line as JSON whitespace, and a CRLF line end', () => {
    expect(answer('{"cmd":"board",\r"board":1}\r')).toEqual({ board: 1, dealer: 'N', vul: 'None' });
  });

  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'])('%s is not a command', (name) => {
    expect(answer(JSON.stringify({ cmd: name }))).toMatchObject({ error: { code: 'unknown-command', params: { command: name } } });
  });

  it('refuses a field the command does not know, as /api/bid does, naming it and the line', () => {
    expect(answer('{"cmd":"board","board":1,"dealer":"N"}', 4)).toEqual({
      error: { code: 'unknown-field', message: '“dealer” is not a field of the request: use board.', params: { field: 'dealer', allowed: 'board', line: 4 } },
    });
    expect(answer('{"cmd":"bid","dealer":"N","hand":"AKQ2.KJ3.T8.Q432","seat":"S"}')).toMatchObject({ error: { code: 'unknown-field', params: { field: 'seat' } } });
    expect(answer('{"cmd":"help","x":1}')).toMatchObject({ error: { code: 'unknown-field', params: { field: 'x' } } });
    expect(answer(`{"cmd":"board","board":1,"${'z'.repeat(60)}":0}`)).toMatchObject({ error: { params: { field: `${'z'.repeat(39)}…` } } });
    // JSON.parse makes "__proto__" an own field: it is refused like any other
    expect(answer('{"cmd":"board","board":1,"__proto__":{"x":1}}')).toMatchObject({ error: { code: 'unknown-field', params: { field: '__proto__' } } });
  });

  it('says which required field is missing', () => {
    expect(answer('{"cmd":"score","declarer":"N","tricks":9,"vul":"None"}', 2)).toEqual({
      error: { code: 'missing-field', message: 'The request lacks the field “contract”.', params: { field: 'contract', line: 2 } },
    });
    expect(answer('{"cmd":"evaluate"}')).toMatchObject({ error: { code: 'missing-field', params: { field: 'hand' } } });
    expect(answer('{"cmd":"bidDeal","dealer":"N"}')).toMatchObject({ error: { code: 'missing-field', params: { field: 'deal' } } });
  });

  it('answers a line over the bound with line-too-long', () => {
    expect(answer({ tooLong: true }, 9)).toEqual({
      error: { code: 'line-too-long', message: `Line 9 is longer than ${MAX_LINE_BYTES.toLocaleString('en')} bytes, so it was not read.`, params: { line: 9, max: MAX_LINE_BYTES } },
    });
  });
});
