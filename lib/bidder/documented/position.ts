// A documented position of the bidder: a hand, the auction so far, the call the spec expects and its rule, and why.
// Example: { hand: 'K93.Q842.A65.T72', dealer: 'N', vul: 'None', auction: '1H P', expected: '2H', rule: 'R-RAISE2', note }.

import type { Seat, Vulnerability } from '../../bridge/types';
import type { RuleId } from '../rule-ids';

export interface DocumentedPosition {
  /** The hand of the seat whose turn it is (dealer + the number of calls so far). */
  readonly hand: string;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  /** The calls so far, space separated ('' before the first call). */
  readonly auction: string;
  readonly expected: string;
  readonly rule: RuleId;
  /** ADV-SUIT / ADV-1NT: the 4.1 / 4.3 row that chose the call. */
  readonly via?: RuleId;
  /** The option of the explanation (which variant of a multi-part rule's message), when the vector checks it. */
  readonly option?: string;
  /** Why, from docs/system.md: the numbers that decide it. */
  readonly note: string;
  /** The decision of docs/system.md section 11 the vector pins down (B-24 …), when it is about one. */
  readonly decision?: `B-${number}`;
}
