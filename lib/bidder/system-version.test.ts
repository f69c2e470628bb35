// The bidder's answers over 300 fixed deals, bid through to a contract, hashed: a change of any call or rule changes the
// fingerprint, and the test then asks for a new SYSTEM_VERSION (stored grades name the system that gave them).
import { describe, expect, it } from 'vitest';
import { makeCall } from '../bridge/call';
import { randomDeal } from '../bridge/random-deal';
import { SEATS, VULNERABILITIES } from '../bridge/types';
import { textHash } from '../quiz/seeded';
import { bidDeal } from './advise';
import { SYSTEM_VERSION } from './system-version';

/** The version with the fingerprint of the answers it gives; a new version adds its line. */
const RECORDED: Readonly<Record<string, number>> = {
  '2026-12-05.1': 1706641176,
  '2026-12-06.1': 134796198,
  '2026-12-06.2': 134796198, // B-59 (1♦ – 4♦ with 26: 5♦) changes no answer in these 300 deals
  '2026-12-06.3-compete': 1246579145, // B-70: a preference is no invitation (issue 39)
  '2026-12-06.4-compete': 380974579, // B-71: the rule of 2 and 3 for a defender's own suit at the three level or higher
  '2026-12-06.3': 1957998468, // issue 39 (forcing): B-52/B-56/B-57/B-59 amended, B-60 … B-64
  '2026-12-06.5': 822402111, // issue 39 merged: the forcing branch (B-60 … B-64) with B-70 and B-71
  '2026-12-06.6': 400808716, // B-72: the advancer counts the simple overcall as 8 (26 together for game, 23 for 2NT and the three level)
  '2026-12-06.7': 1909419010, // B-73: after 1♣ and the opponents' bid, responder's pass stands for the negative 1♦ and opener rebids
  '2026-12-06.8': -1564834835, // B-74: responder's own major of six or more cards is game before 3NT (RR-GAME)
  '2026-12-06.9': 2075196362, // B-75: over the natural 2♣ a new suit at the two level is R-NEW1 (HDr 6+), R-NEW2 one above
  '2026-12-06.10': 2123577897, // B-76 opener's rebid after their bid; B-77 the advancer's new suit forces nothing; B-78 misfit; B-79 RR-OWN
  '2026-12-06.11': 2123577897, // B-80: the strong defender's double (HD 19+, whatever the shape) changes no answer in these 300 deals
  '2026-12-07.1': 613479566, // B-81: opener's 2NT invitation over the 1NT answer with a balanced 15–16, answered by 10+
  '2026-12-07.2': -1781904007, // B-81 amended: responder accepts opener's 2NT over 1NT (15–18, 17 on average) with 9 or more
};

function fingerprint(): number {
  const lines: string[] = [];
  for (let seed = 1; seed <= 300; seed++) {
    const result = bidDeal(randomDeal(seed), SEATS[seed % 4], VULNERABILITIES[seed % 4]);
    lines.push(result.calls.map((c) => `${makeCall(c.call)}:${c.rule ?? ''}`).join(' '));
  }
  return textHash(lines.join('\n'));
}

describe('SYSTEM_VERSION', () => {
  it('is changed whenever the bidder answers differently (its fingerprint is recorded beside it)', () => {
    const found = fingerprint();
    expect(
      { version: SYSTEM_VERSION, fingerprint: found },
      `the bidder's answers changed: give SYSTEM_VERSION a new value and record { '<new>': ${found} } in RECORDED`,
    ).toEqual({ version: SYSTEM_VERSION, fingerprint: RECORDED[SYSTEM_VERSION] });
  });
});
