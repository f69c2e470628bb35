import { describe, expect, it } from 'vitest';
import { makeContract, parseContract } from './contract';

describe('parseContract / makeContract', () => {
  it.each([
    ['3NXX', { level: 3, strain: 'N', risk: 'XX' }],
    ['4SX', { level: 4, strain: 'S', risk: 'X' }],
    ['2h', { level: 2, strain: 'H', risk: '' }],
    ['1NT', { level: 1, strain: 'N', risk: '' }],
    ['7♣X', { level: 7, strain: 'C', risk: 'X' }],
  ])('parses %s', (text, expected) => {
    const parsed = parseContract(text);
    expect(parsed).toEqual({ ok: true, value: expected });
  });

  it.each(['', '8S', '0N', '4Z', '4SXXX', 'SX'])('rejects %j with bad-contract', (text) => {
    const parsed = parseContract(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.code).toBe('bad-contract');
  });

  it('prints canonically', () => {
    const parsed = parseContract('3 nt xx');
    expect(parsed.ok && makeContract(parsed.value)).toBe('3NXX');
  });
});
