// Every bidder vector, by topic; vectors.test.ts runs them and checks each rule id has at least three.
// Example: ALL_VECTORS.filter((v) => v.rule === 'O-1NT').length ≥ 3.

import { BLACKWOOD_VECTORS } from './blackwood';
import { DEFENCE_VECTORS } from './defence';
import { FALLBACK_VECTORS } from './fallback';
import { LATER_VECTORS } from './later';
import { OPENING_VECTORS } from './openings';
import { REBID_VECTORS } from './rebids';
import { RESPONDER_REBID_VECTORS } from './responder-rebids';
import { RESPONSE_VECTORS } from './responses';
import { STRONG_RESPONSE_VECTORS } from './responses-strong';
import type { Vector } from './vector';

export type { Vector } from './vector';

export const ALL_VECTORS: readonly Vector[] = [
  ...OPENING_VECTORS,
  ...RESPONSE_VECTORS,
  ...STRONG_RESPONSE_VECTORS,
  ...REBID_VECTORS,
  ...RESPONDER_REBID_VECTORS,
  ...BLACKWOOD_VECTORS,
  ...DEFENCE_VECTORS,
  ...FALLBACK_VECTORS,
  ...LATER_VECTORS,
];
