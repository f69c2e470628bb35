import { describe, expect, it } from 'vitest';
import { parseArgs } from './args';

describe('parseArgs', () => {
  it('separates options with values, flags and positionals', () => {
    expect(parseArgs(['--dealer', 'N', '1S P 2S', '--export'], ['export'])).toEqual({
      positionals: ['1S P 2S'],
      options: { dealer: 'N' },
      flags: ['export'],
    });
  });

  it('reads --name=value and takes a value that starts with a dash', () => {
    expect(parseArgs(['--vul=NS', '--tricks', '-1'], []).options).toEqual({ vul: 'NS', tricks: '-1' });
  });

  it('treats everything after -- as positionals', () => {
    expect(parseArgs(['--', '--partner', 'S'], []).positionals).toEqual(['--partner', 'S']);
  });

  it('gives an option at the very end an empty value', () => {
    expect(parseArgs(['--seed'], []).options).toEqual({ seed: '' });
  });

  it('keeps the last of a repeated option', () => {
    expect(parseArgs(['--count', '2', '--count', '3'], []).options).toEqual({ count: '3' });
  });
});
