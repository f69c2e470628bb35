// The bidder's documented positions, by topic: hand-checked against docs/system.md, at least three for every rule id. The
// tests run them (documented.test.ts) and the quiz starts its items from them.
// Example: DOCUMENTED_POSITIONS.filter((v) => v.rule === 'O-1NT').length ≥ 3.

import { BLACKWOOD_POSITIONS } from './blackwood';
import { DEFENCE_POSITIONS } from './defence';
import { FALLBACK_POSITIONS } from './fallback';
import { GIANT_POSITIONS } from './giant';
import { JUDGEMENT_POSITIONS } from './judgement';
import { LATER_POSITIONS } from './later';
import { OPENING_POSITIONS } from './openings';
import { REBID_POSITIONS } from './rebids';
import { RESPONDER_REBID_POSITIONS } from './responder-rebids';
import { RESPONSE_POSITIONS } from './responses';
import { STRONG_RESPONSE_POSITIONS } from './responses-strong';
import type { DocumentedPosition } from './position';

export type { DocumentedPosition } from './position';

export const DOCUMENTED_POSITIONS: readonly DocumentedPosition[] = [
  ...OPENING_POSITIONS,
  ...RESPONSE_POSITIONS,
  ...STRONG_RESPONSE_POSITIONS,
  ...REBID_POSITIONS,
  ...RESPONDER_REBID_POSITIONS,
  ...BLACKWOOD_POSITIONS,
  ...DEFENCE_POSITIONS,
  ...FALLBACK_POSITIONS,
  ...LATER_POSITIONS,
  ...GIANT_POSITIONS,
  ...JUDGEMENT_POSITIONS,
];
