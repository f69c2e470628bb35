import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../bidder';
import { auctionRulesParam, MAX_AUCTION_RULES, readAuctionRules } from './auction-rules';

describe('readAuctionRules: the ?rules= of a whole-auction drill on chosen rules', () => {
  it('reads rule ids separated by commas, spaces allowed, each once, in the order given', () => {
    expect(readAuctionRules('RB-NEW-MIN,RB-RAISE-MED')).toEqual({ ok: true, value: ['RB-NEW-MIN', 'RB-RAISE-MED'] });
    expect(readAuctionRules(' RR-PREF , RR-INVITE,RR-PREF,')).toEqual({ ok: true, value: ['RR-PREF', 'RR-INVITE'] });
    expect(readAuctionRules(['O-1NT', 'O-2NT'])).toEqual({ ok: true, value: ['O-1NT'] });
  });

  it('reads no rules (absent or empty) as null: any deal, any seat', () => {
    expect(readAuctionRules(undefined)).toEqual({ ok: true, value: null });
    expect(readAuctionRules('  ')).toEqual({ ok: true, value: null });
  });

  it('refuses an unknown id, a list of commas, more than the maximum and an overlong text, naming the value', () => {
    expect(readAuctionRules('RB-NEW-MIN,E-HD')).toEqual({ ok: false, error: { code: 'bad-rule-list', params: { value: 'RB-NEW-MIN,E-HD', max: MAX_AUCTION_RULES } } });
    expect(readAuctionRules(',,')).toMatchObject({ ok: false, error: { code: 'bad-rule-list' } });
    expect(readAuctionRules('o-1nt')).toMatchObject({ ok: false, error: { code: 'bad-rule-list' } });
    const many = RULE_IDS.slice(0, MAX_AUCTION_RULES + 1).join(',');
    expect(readAuctionRules(many)).toMatchObject({ ok: false, error: { code: 'bad-rule-list' } });
    expect(readAuctionRules(RULE_IDS.slice(0, MAX_AUCTION_RULES).join(','))).toMatchObject({ ok: true });
    const long = readAuctionRules(`${'O-1,'.repeat(200)}O-1`);
    expect(long.ok ? null : String(long.error.params.value).length).toBe(40);
  });

  it('round-trips with auctionRulesParam', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...RULE_IDS), { minLength: 1, maxLength: MAX_AUCTION_RULES }), (rules) => {
        expect(readAuctionRules(auctionRulesParam(rules))).toEqual({ ok: true, value: rules });
      }),
    );
  });

  it('never throws, and echoes at most 40 characters of what it refuses', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2000 }), (text) => {
        const read = readAuctionRules(text);
        if (read.ok) expect(read.value === null || read.value.every((r) => RULE_IDS.includes(r))).toBe(true);
        else expect(String(read.error.params.value).length).toBeLessThanOrEqual(40);
      }),
    );
  });
});
