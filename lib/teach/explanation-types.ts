// The bidder's explanation of a call as stored with an item or a whole auction's call (types only: review.ts makes and
// reads it; kept apart so that the stored types need not import review.ts).
// Example: { call: '2D', rule: 'R-NEW2', explain: { key: 'rules.R-NEW2', params: {…} }, via: null, rejected: [] }.

import type { Explanation, RuleId } from '../bidder';

/** The bidder's advice for a call item as stored with it (calls as text, '2N'): the explanation's rule and numbers. */
export interface StoredExplanation {
  readonly call: string;
  readonly rule: RuleId;
  readonly explain: Explanation;
  readonly via: { readonly rule: RuleId; readonly explain: Explanation } | null;
  readonly rejected: readonly { readonly rule: RuleId; readonly call: string | null; readonly failed: Explanation }[];
}

