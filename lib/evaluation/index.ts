// Hand evaluation (docs/system.md section 1): the one entry point other parts of the site import from.
// Example: import { evaluateHand, hdPoints, responderPoints } from '@/lib/evaluation'.

export { honourPoints, suitHonourPoints, distributionPoints, suitDistributionPoints } from './points';
export {
  openingCorrections,
  honourCorrections,
  correctionPoints,
  unprotectedHonour,
  hasAce,
  type Correction,
  type HonourRank,
} from './corrections';
export { hdCount, hdPoints, type HdCount } from './hd-count';
export type { SuitNumbers } from './suit-list';
export { responderCount, responderPoints, type ResponderCount } from './responder-count';
export { quickTricks, quickTrickTotal, suitQuickTricks, type QuickTricks } from './quick-tricks';
export { isBalanced, shapeText, BALANCED_SHAPES } from './shape';
export { isStopped, isStoppedHolding, stoppedSuits, allSuitsStopped } from './stoppers';
export {
  isBiddable,
  biddableSuits,
  isBiddableHolding,
  isRebiddable,
  rebiddableSuits,
  isRebiddableHolding,
  hasSupport,
  isSupportHolding,
} from './suit-quality';
export { evaluateHand, type HandEvaluation } from './evaluate-hand';
export { PARTNERSHIP_TOTALS, prospectOf, type Prospect } from './partnership-totals';
