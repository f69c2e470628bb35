import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { answerBatchLine } from '../batch';
import { dispatch } from '../dispatch';
import { COMMANDS } from '../registry';

const HAND = 'AKQ2.KJ3.AT8.Q32';

const batch = (line: string): Record<string, unknown> => JSON.parse(answerBatchLine(COMMANDS, line, 1)!);

describe('bid from argv', () => {
  it('prints call, rule, English explanation with key and params, and the rejected rules', () => {
    const result = dispatch(['bid', '--dealer', 'N', HAND], '');
    expect(result).toMatchObject({
      ok: true,
      value: {
        seat: 'N', call: '1N', rule: 'O-1NT', explanation: expect.any(String),
        explain: { key: 'rules.O-1NT', params: expect.objectContaining({ hd: 19 }) },
        rejected: [
          { rule: 'O-3NT', call: '3N', reason: expect.any(String), failed: { key: expect.stringMatching(/^bidder\.fail\./) } },
          { rule: 'O-2NT', call: '2N' },
        ],
      },
    });
  });

  it('reads --auction, --vul, --board and --locale', () => {
    // East opened 1♥ in front of us; South's 19-count: the answer is a defensive call, never an illegal one
    const result = dispatch(['bid', '--dealer', 'E', '--vul', 'NS', '--auction', '1H', '--locale', 'sr', HAND], '');
    expect(result).toMatchObject({ ok: true, value: { seat: 'S', rule: expect.stringMatching(/^D-/) } });
    expect(dispatch(['bid', '--board', '3', '--auction', 'P', HAND], '')).toMatchObject({ ok: true, value: { seat: 'W' } });
  });

  it.each([
    [['bid', HAND], 'bad-request'],
    [['bid', '--dealer', 'N'], 'missing-argument'],
    [['bid', '--dealer', 'N', 'AKQ2.KJ3.AT8.Q3'], 'wrong-card-count'],
    [['bid', '--dealer', 'N', 'AKQ2.KJ3.AT8.QQ2'], 'duplicate-card'],
    [['bid', '--dealer', 'N', '--auction', '1S 1D', HAND], 'insufficient'],
    [['bid', '--dealer', 'N', '--auction', '1S P P P', HAND], 'auction-over'],
    [['bid', '--dealer', 'N', '--auction', '1S 3Q', HAND], 'unknown-call'],
    [['bid', '--dealer', 'Z', HAND], 'bad-seat'],
    [['bid', '--dealer', 'N', '--vul', 'some', HAND], 'bad-vulnerability'],
    [['bid', '--dealer', 'N', '--locale', 'fr', HAND], 'bad-locale'],
    [['bid', '--dealer', 'N', HAND, '1S'], 'extra-argument'],
    [['bid', '--dealer', 'N', '--seat', 'S', HAND], 'unknown-option'],
  ])('%j → %s', (argv, code) => {
    expect(dispatch(argv, '')).toMatchObject({ ok: false, error: { code } });
  });
});

describe('bid in a batch', () => {
  it('answers {"cmd":"bid",…} exactly as the command line does', () => {
    const line = JSON.stringify({ cmd: 'bid', dealer: 'W', vul: 'None', auction: 'P', hand: HAND });
    const fromArgv = dispatch(['bid', '--dealer', 'W', '--vul', 'None', '--auction', 'P', HAND], '');
    expect(fromArgv.ok && batch(line)).toEqual(fromArgv.ok && fromArgv.value);
  });

  it('answers a bad request with an error line and its English message', () => {
    expect(batch('{"cmd":"bid","dealer":"N","hand":"AKQ2.KJ3.AT8.Q3"}')).toEqual({
      error: { code: 'wrong-card-count', message: 'A hand needs 13 cards; this one has 12.', params: { found: 12, field: 'hand' } },
    });
    expect(batch('{"cmd":"bid","dealer":"N","auction":["1S","P","P","P"],"hand":"AKQ2.KJ3.AT8.Q32"}')).toMatchObject({
      error: { code: 'auction-over', message: 'The auction has already ended: there is no call left to make.' },
    });
  });
});

describe('the bridge command line', () => {
  it('bid with a bad hand prints a JSON error on stderr and exits 2', () => {
    const run = spawnSync(process.execPath, ['scripts/bridge.mjs', 'bid', '--dealer', 'N', 'AKQ2.KJ3.AT8'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(JSON.parse(run.stderr)).toMatchObject({ error: { code: 'wrong-suit-count', params: { found: 3 } } });
  });
});
