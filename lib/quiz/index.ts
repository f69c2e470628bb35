// Quiz items and sessions (issue 7): pure and seeded; every expected answer comes from lib/ when the item is made.
// Example: import { quizItem, quizSession, isTopic } from '@/lib/quiz'; quizItem('R1N-7N', 1).expected.call → 7NT.

export { DRILL_KINDS, drillKindOf, isDrillKind, isTopic, topicRules, type DrillKind, type Topic } from './topics';
export { quizItem, type Expected, type ItemOptions, type QuestionKind, type QuizItem } from './item';
export { boundedSession, quizSession, MAX_SESSION, type BoundedSession, type SessionEntry } from './session';
export { UNREACHABLE_RULES } from './reach';
export { usesRule } from './walk';
export { itemCode, itemFromCode, MAX_ITEM_CODE_LENGTH, type ItemCodeIssue, type ItemCodeProblem } from './item-code';
