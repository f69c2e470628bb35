import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorAnswer } from '../bidder-api/error-answer';
import { errorJson } from '../bidder-api/handler';
import { dispatch } from './dispatch';
import { COMMANDS } from './registry';
import { ok } from '../result';

const HAND = 'AKQ2.KJ3.T8.Q432';

/** The issue argv is refused with, as the command line prints it. */
function refused(argv: string[]): { code: string; message: string; params: Record<string, unknown> } {
  const result = dispatch(argv, '');
  if (result.ok) throw new Error(`${JSON.stringify(argv)} should have been refused`);
  return errorJson(result.error).error;
}

describe('strict arguments', () => {
  it('refuses a word too many, naming it: evaluate H H, board 5 6 7', () => {
    expect(refused(['evaluate', 'H', 'H'])).toEqual({
      code: 'extra-argument',
      message: '“H” is one argument too many for evaluate. Usage: evaluate <hand> [--partner S|H|D|C]',
      params: { argument: 'H', command: 'evaluate', usage: 'evaluate <hand> [--partner S|H|D|C]' },
    });
    expect(refused(['board', '5', '6', '7'])).toMatchObject({ code: 'extra-argument', params: { argument: '6', command: 'board' } });
    expect(refused(['bid', '--dealer', 'N', HAND, '1S'])).toMatchObject({ code: 'extra-argument', params: { argument: '1S' } });
  });

  it('refuses an unknown flag: batch --frob', () => {
    expect(refused(['batch', '--frob'])).toEqual({
      code: 'unknown-option',
      message: 'batch has no option “--frob”. Usage: batch < requests.jsonl',
      params: { option: '--frob', command: 'batch', usage: 'batch < requests.jsonl' },
    });
  });

  it.each(Object.keys(COMMANDS))('%s refuses an option it does not take', (name) => {
    expect(refused([name, '--frob', 'x'])).toMatchObject({ code: 'unknown-option', params: { option: '--frob', command: name } });
  });

  it.each(['score', 'deal', 'rubber', 'chicago', 'pbn', 'batch', 'help'])('%s takes no positional word', (name) => {
    const options = name === 'score' ? ['--contract', '4S', '--declarer', 'N', '--tricks', '10', '--vul', 'None'] : name === 'deal' ? ['--seed', '1'] : [];
    expect(refused([name, ...options, 'extra'])).toMatchObject({ code: 'extra-argument', params: { argument: 'extra', command: name } });
  });

  it('says which required option is missing: score alone, deal, auction', () => {
    expect(refused(['score'])).toEqual({
      code: 'missing-option',
      message: `score needs the option --contract. Usage: ${COMMANDS.score.usage}`,
      params: { option: '--contract', command: 'score', usage: COMMANDS.score.usage },
    });
    expect(refused(['score', '--contract', '4S', '--declarer', 'N'])).toMatchObject({ code: 'missing-option', params: { option: '--tricks' } });
    expect(refused(['deal', '--count', '2'])).toMatchObject({ code: 'missing-option', params: { option: '--seed' } });
    expect(refused(['auction', '1S P'])).toMatchObject({ code: 'missing-option', params: { option: '--dealer' } });
  });

  it('says a hand, board number or deal is missing, and an option lacks its value', () => {
    expect(refused(['evaluate', '--partner', 'S'])).toMatchObject({ code: 'missing-argument', params: { argument: '<hand>' } });
    expect(refused(['board'])).toMatchObject({ code: 'missing-argument', message: 'board needs <n>. Usage: board <n>' });
    expect(refused(['bid-deal', '--dealer', 'N'])).toMatchObject({ code: 'missing-argument', params: { argument: '"<PBN deal>"' } });
    expect(refused(['deal', '--seed'])).toMatchObject({ code: 'missing-value', message: 'The option --seed needs a value. Usage: deal --seed <n> [--count 1..10000]' });
    expect(refused(['evaluate', HAND, '--partner'])).toMatchObject({ code: 'missing-value', params: { option: '--partner' } });
  });

  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty'])('%s is not a command, nor an option', (name) => {
    expect(refused([name])).toMatchObject({ code: 'unknown-command', params: { command: name } });
    expect(refused(['evaluate', HAND, `--${name}`, 'x'])).toMatchObject({ code: 'unknown-option', params: { option: `--${name}` } });
  });

  it('cuts the argument it names to 40 characters', () => {
    const long = 'AKQ2.KJ3.T8.Q432'.repeat(5);
    expect(refused(['evaluate', HAND, long]).params.argument).toBe(`${long.slice(0, 39)}…`);
    expect(refused([long]).params.command).toBe(`${long.slice(0, 39)}…`);
  });

  it('has the messages in Serbian and Latvian too', () => {
    const found = dispatch(['evaluate', 'H', 'H'], '');
    if (found.ok) throw new Error('refused above');
    expect(errorAnswer('sr', found.error).error.message).toBe('„H“ je suvišan argument za komandu evaluate. Upotreba: evaluate <hand> [--partner S|H|D|C]');
    expect(errorAnswer('lv', found.error).error.message).toBe('„H“ ir lieks arguments komandai evaluate. Lietojums: evaluate <hand> [--partner S|H|D|C]');
  });

  it('still takes what the usage allows', () => {
    expect(dispatch(['evaluate', HAND, '--partner=S'], '')).toMatchObject({ ok: true, value: { hcp: 15 } });
    expect(dispatch(['auction', '--dealer', 'N'], '')).toMatchObject({ ok: true, value: { complete: false } });
    expect(dispatch(['score', '--tricks', '10', '--declarer', 'N', '--contract', '4S', '--board', '1'], '')).toMatchObject({ ok: true, value: { ns: 420 } });
    expect(dispatch(['pbn', '--export', '--export'], '[]')).toMatchObject({ ok: true });
    expect(dispatch(['help'], '')).toMatchObject({
      ok: true,
      value: { commands: expect.arrayContaining([{ name: 'score', usage: COMMANDS.score.usage, summary: expect.any(String), fields: COMMANDS.score.fields }]) },
    });
  });
});

describe('the module heads', () => {
  it("dispatch.ts: its example holds (board 7, and an unknown command)", () => {
    const example = "dispatch(['board', '7'], '') → ok({ board: 7, dealer: 'S', vul: 'All' }); dispatch(['nope'], '') → unknown-command";
    expect(readFileSync(new URL('./dispatch.ts', import.meta.url), 'utf8').split('\n').slice(0, 4).join(' ')).toContain(example);
    expect(dispatch(['board', '7'], '')).toEqual(ok({ board: 7, dealer: 'S', vul: 'All' }));
    const unknown = dispatch(['nope'], '');
    expect(!unknown.ok && unknown.error.code).toBe('unknown-command');
  });
});
