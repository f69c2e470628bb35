import { describe, expect, it } from 'vitest';
import { parseArgs, shortened, type ArgSpec } from './args';

const AUCTION: ArgSpec = { options: ['dealer'], required: ['dealer'], flags: ['export'], positionals: { name: '"<calls>"', min: 0, max: Infinity } };
const SCORE: ArgSpec = { options: ['tricks', 'vul', 'count', 'seed'] };
const HAND: ArgSpec = { options: ['partner'], positionals: { name: '<hand>', min: 1, max: 1 } };

describe('parseArgs', () => {
  it('separates options with values, flags and positionals', () => {
    expect(parseArgs(['--dealer', 'N', '1S P 2S', '--export'], AUCTION)).toEqual({
      ok: true,
      value: { positionals: ['1S P 2S'], options: { dealer: 'N' }, flags: ['export'] },
    });
  });

  it('reads --name=value and takes a value that starts with a single dash', () => {
    expect(parseArgs(['--vul=NS', '--tricks', '-1'], SCORE)).toMatchObject({ ok: true, value: { options: { vul: 'NS', tricks: '-1' } } });
  });

  it('treats everything after -- as positionals', () => {
    expect(parseArgs(['--', '--partner', 'S'], { positionals: { name: '<w>', min: 0, max: 3 } })).toMatchObject({
      ok: true, value: { positionals: ['--partner', 'S'] },
    });
  });

  it('keeps the last of a repeated option', () => {
    expect(parseArgs(['--count', '2', '--count', '3'], SCORE)).toMatchObject({ ok: true, value: { options: { count: '3' } } });
  });

  it('refuses an option or flag the command does not take, naming it', () => {
    expect(parseArgs(['--frob'], {})).toEqual({ ok: false, error: { code: 'unknown-option', params: { option: '--frob' } } });
    expect(parseArgs(['AKQ2.KJ3.T8.Q432', '--frob=3'], HAND)).toMatchObject({ error: { code: 'unknown-option', params: { option: '--frob' } } });
    // a flag takes no value
    expect(parseArgs(['--export=yes'], AUCTION)).toMatchObject({ error: { code: 'unknown-option', params: { option: '--export=yes' } } });
  });

  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty'])('refuses --%s: no inherited name is an option', (name) => {
    expect(parseArgs([`--${name}`, 'x'], SCORE)).toMatchObject({ ok: false, error: { code: 'unknown-option', params: { option: `--${name}` } } });
  });

  it('refuses an option without its value: at the end, or followed by another option', () => {
    expect(parseArgs(['--seed'], SCORE)).toEqual({ ok: false, error: { code: 'missing-value', params: { option: '--seed' } } });
    expect(parseArgs(['--seed', '--count', '3'], SCORE)).toMatchObject({ error: { code: 'missing-value', params: { option: '--seed' } } });
    expect(parseArgs(['--seed', '--', '3'], SCORE)).toMatchObject({ error: { code: 'missing-value' } });
    // given as --seed= it is an empty value, for the command's own check
    expect(parseArgs(['--seed='], SCORE)).toMatchObject({ ok: true, value: { options: { seed: '' } } });
  });

  it('refuses a word too many, naming the first one over', () => {
    expect(parseArgs(['H', 'H'], HAND)).toEqual({ ok: false, error: { code: 'extra-argument', params: { argument: 'H' } } });
    expect(parseArgs(['5'], {})).toMatchObject({ error: { code: 'extra-argument', params: { argument: '5' } } });
    expect(parseArgs(['-x', 'AKQ2.KJ3.T8.Q432'], HAND)).toMatchObject({ error: { code: 'extra-argument', params: { argument: 'AKQ2.KJ3.T8.Q432' } } });
  });

  it('names a missing option and a missing positional', () => {
    expect(parseArgs(['1S P'], AUCTION)).toEqual({ ok: false, error: { code: 'missing-option', params: { option: '--dealer' } } });
    expect(parseArgs(['--partner', 'S'], HAND)).toEqual({ ok: false, error: { code: 'missing-argument', params: { argument: '<hand>' } } });
  });

  it('cuts a long argument to 40 characters', () => {
    const long = `--${'x'.repeat(100)}`;
    const found = parseArgs([long], {});
    expect(found).toMatchObject({ error: { code: 'unknown-option' } });
    const shown = !found.ok && String(found.error.params.option);
    expect(shown).toBe(`--${'x'.repeat(37)}…`);
    expect(Array.from(shown as string)).toHaveLength(40);
  });
});

describe('shortened', () => {
  it('keeps a short text and cuts a long one by code points', () => {
    expect(shortened('board')).toBe('board');
    expect(shortened('x'.repeat(40))).toBe('x'.repeat(40));
    expect(shortened('🂡'.repeat(41))).toBe(`${'🂡'.repeat(39)}…`);
  });
});
