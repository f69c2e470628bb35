// Grading the quiz items that are not calls: evaluate (H, D, HD, QT, HDr), legal or not, who plays it, and score it; each parser
// reads what a learner typed (2,5 = 2.5), each grader compares with lib/'s answer and returns the breakdown.
// Example: import { parseScoreAnswer, gradeScore } from '@/lib/quiz/grade-answer'.

export {
  ANSWER_ISSUE_CODES, MAX_ANSWER_LENGTH, parseAnswerNumber, type AnswerIssue, type AnswerIssueCode, type NumberRule,
} from './grade-answer-parse';
export {
  EVALUATE_FIELDS, evaluateFields, gradeEvaluate, parseEvaluateAnswer,
  type AskedParts, type EvaluateAnswer, type EvaluateField, type EvaluateFieldGrade, type EvaluateGrade, type FieldIssue,
} from './grade-answer-evaluate';
export {
  LEGAL_REASONS, REASON_RULES, gradeLegal, isLegalReason, legalIssueOf, parseLegalChoice,
  type AuctionRule, type LegalAnswer, type LegalGrade, type LegalIssue, type LegalPart, type LegalPartGrade,
} from './grade-answer-legal';
export {
  ROLES_PARTS, gradeRoles, gradeRolesOn, type RolesAnswer, type RolesGrade, type RolesPart, type RolesPartGrade,
} from './grade-answer-roles';
export { gradeScore, parseScoreAnswer, type ScoreGrade } from './grade-answer-score';
