// The bidder (docs/system.md sections 3–8): the one entry point pages, API routes and the CLI import from.
// Example: import { advise, bidDeal, describeCall, RULE_IDS } from '@/lib/bidder'.

export { RULE_IDS, isRuleId, type RuleId } from './rule-ids';
export { advise, bidDeal, describeCall, explainAuction, type AdviseInput } from './advise';
export { shownMinimum, SHOWN_MINIMUM } from './shown-minimum';
export { completeParams } from './explain';
export { DOCUMENTED_POSITIONS, type DocumentedPosition } from './documented';
export { bidCalls, handFacts, positionsOf, type Judged, type Position } from './positions';
export type { HandFacts } from './hand-facts';
export { meaningParts, type MeaningPart } from './meaning-parts';
export { groupRejected, rejectedRuleCount, type RejectedGroup, type RejectedRule } from './rejected-groups';
export type {
  Advice, BidDealCall, BidDealResult, CallMeaning, Explanation, Params, Range, Rejection, Via,
} from './types';
