// What a lesson may show of a hand's evaluation: only what the course has taught by then (issue 18). Quick tricks,
// balance, stoppers and biddable suits come with lesson 5, the responder's count HDr with lesson 10; H, D and HD from
// lesson 4 on. Pages outside the course show everything. Example: shownInLesson(4).qt → false; shownInLesson(10).hdr → true.

import type { SystemRuleId } from '../system-rule-ids';
import { lessonOfRule } from './catalogue';

export interface EvaluationShown {
  readonly qt: boolean;
  readonly balance: boolean;
  readonly stoppers: boolean;
  readonly biddable: boolean;
  readonly rebiddable: boolean;
  readonly hdr: boolean;
}

/** The rule whose lesson teaches each part. */
const TAUGHT_BY: Readonly<Record<keyof EvaluationShown, SystemRuleId>> = {
  qt: 'E-QT',
  balance: 'E-BAL',
  stoppers: 'E-STOP',
  biddable: 'E-BIDDABLE',
  rebiddable: 'E-REBID',
  hdr: 'E-RESP',
};

export const SHOW_ALL: EvaluationShown = { qt: true, balance: true, stoppers: true, biddable: true, rebiddable: true, hdr: true };

/** The parts lesson `number` (and every lesson before it) has taught. */
export function shownInLesson(number: number): EvaluationShown {
  const taught = (rule: SystemRuleId) => (lessonOfRule(rule)?.number ?? Infinity) <= number;
  return Object.fromEntries(Object.entries(TAUGHT_BY).map(([part, rule]) => [part, taught(rule)])) as unknown as EvaluationShown;
}

/** Which of an <Evaluate expect="…"> figure's names needs which part: 'QT' needs qt; H, D, HD and SHAPE need none. */
export const EXPECT_NEEDS: Readonly<Record<string, keyof EvaluationShown>> = {
  QT: 'qt',
  BAL: 'balance',
  STOPPED: 'stoppers',
  BIDDABLE: 'biddable',
  REBIDDABLE: 'rebiddable',
  HDr: 'hdr',
};
