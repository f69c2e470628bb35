// What the set API shows of an item: to a student the position and the question only (the answer is not in it;
// the share code, from which the page rebuilds the drills' question and feedback, only in practice or once revealed),
// to the teacher the item with its expected answer. Example: studentItemJson(item, 0, false) → { index: 0, kind: 'call',
// dealer: 'N', vul: 'None', auction: '1H P', seat: 'S', hand: 'AK32.…', trump: null }.

import { makeCalls } from '../bridge/call';
import { makeContract } from '../bridge/contract';
import { handOf } from '../bridge/deal';
import { makeHand } from '../bridge/hand';
import { itemCode } from '../quiz/item-code';
import type { PlayedResult, QuizItem } from '../quiz/item-types';
import type { StoredExplanation } from '../teach/explanation-types';
import { itemReview } from '../teach/review';
import type { StoredExpected, StoredGrade } from '../teach/set-types';
import type { ResultCell, SetResults } from '../teach/results';
import type { answerGrade, BuiltFor, itemReview as itemReviewReply, resultsView, scoreQuestion as scoreQuestionReply, setItemView } from './responses';

/** What each view builds, typed by its reply schema (responses.ts): tsc refuses a field the schema does not take. */
type ScoreQuestionJson = BuiltFor<typeof scoreQuestionReply>;
export type StudentItemJson = Omit<BuiltFor<typeof setItemView>, 'id' | 'review' | 'wholeAuction'>;
export type ReviewJson = BuiltFor<typeof itemReviewReply>;
export type GradeJson = BuiltFor<typeof answerGrade>;
export type ResultsJson = BuiltFor<typeof resultsView>;

function playedJson(played: PlayedResult): NonNullable<ScoreQuestionJson['rubber']>['before'][number] {
  return { contract: makeContract(played.contract), declarer: played.declarer, tricks: played.tricks };
}

/** The question of a score item without its answer: contract, declarer, tricks, vulnerability and the sheet so far. */
function scoreQuestion(item: QuizItem): ScoreQuestionJson | null {
  const e = item.expected;
  if (e.kind !== 'score') return null;
  return {
    contract: makeContract(e.contract), declarer: e.declarer, tricks: e.tricks, vulnerable: e.vulnerable,
    chicago: e.chicago ? { turn: e.chicago.turn, before: e.chicago.before.map(playedJson) } : null,
    rubber: e.rubber ? { before: e.rubber.before.map(playedJson) } : null,
  };
}

/** An item as a student sees it before answering; `withCode` adds the share code (practice mode, or revealed). */
export function studentItemJson(item: QuizItem, index: number, withCode: boolean): StudentItemJson {
  const trump = item.expected.kind === 'evaluate' ? item.expected.trump : null;
  return {
    index, kind: item.kind, dealer: item.dealer, vul: item.vul, auction: makeCalls(item.calls), seat: item.seat,
    hand: makeHand(handOf(item.deal, item.seat)), trump, score: scoreQuestion(item),
    ...(withCode ? { code: itemCode(item) } : {}),
  };
}

/** What a student reviews of a stored item (lib/teach/review.ts): built from the stored item, its expected answer and explanation. */
export function reviewJson(made: { readonly item: QuizItem; readonly expected: StoredExpected; readonly explanation: StoredExplanation | null }): ReviewJson {
  const review = itemReview(made.item, made.expected, made.explanation);
  const e = review.expected;
  return { expected: { call: e.call, text: e.text, rule: e.rule, by: e.by }, parts: review.parts, explanation: review.explanation };
}

/** A stored grade as the API sends it: right or not, the answer and the expected one as text, the rules that decide, the rule of the student's own call. */
export function gradeJson(grade: StoredGrade, accepted: readonly string[]): GradeJson {
  const e = grade.expected;
  return {
    right: grade.right, answer: grade.answer, rule: grade.rule, system: grade.system,
    expected: { call: e.call, text: e.text, rule: e.rule, by: e.by, accepted },
    ...(grade.ownRule !== undefined && { ownRule: grade.ownRule }),
  };
}

/** A square with a first attempt. */
function answered(cell: ResultCell): cell is ResultCell & { readonly first: NonNullable<ResultCell['first']> } {
  return cell.first !== null;
}

/**
 * The results as GET /api/teacher/{token} sends them: per student the first-attempt score (right / answered), the
 * grid with null for an item not answered, per item its median time, the hardest items and rules, participation.
 */
export function resultsJson(results: SetResults): ResultsJson {
  return {
    students: results.students.map((s) => ({
      id: s.id, name: s.name, joinedAt: new Date(s.joinedAt).toISOString(), answered: s.answered, firstRight: s.right,
      score: s.answered === 0 ? null : s.right / s.answered, seconds: s.seconds, flagged: s.flagged,
    })),
    // a square as the results hold it (the same four fields): not copied again, 30,000 of them in a class's set
    cells: results.cells.map((row) => row.map((cell) => (answered(cell) ? cell : null))),
    items: results.items.map((i) => ({
      index: i.index, kind: i.kind, rule: i.rule, answered: i.answered, firstRight: i.right, accuracy: i.accuracy,
      seconds: i.medianSeconds ?? 0, totalSeconds: i.totalSeconds, spread: i.spread,
    })),
    hardestItems: results.hardestItems,
    hardestRules: results.hardestRules.map((r) => ({ rule: r.rule, answered: r.answered, right: r.right, accuracy: r.accuracy })),
    participation: results.participation,
    flagged: results.flagged,
  };
}
