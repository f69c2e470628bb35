// Teachers' exercise sets (issue 16), pure: items from topics or a PBN file, each student's items, grading, results,
// CSV, worksheet and PBN export. Example: import { topicSources, makeItem, gradeAnswer, setResults } from '@/lib/teach'.

export * from './set-types';
export { setAvailability, SET_AVAILABILITIES, type SetAvailability, type SetTimes } from './availability';
export {
  anotherLike, expectedText, mixSeeds, sourceItem, topicSources, MAX_TOPIC_COUNT,
  type ExpectedAnswer, type SetItemsIssue, type TopicRequest,
} from './set-items';
export { importPbn, type KeyDifference, type PbnBoundsIssue, type PbnImport, type SetBoardIssue } from './pbn-import';
export {
  answerText, gradeAnswer, parseSetAnswer, storedGrade,
  type CallAnswer, type EvaluateSetAnswer, type LegalSetAnswer, type ScoreSetAnswer, type SetAnswerIssue, type SetGrade,
} from './grade';
export {
  gradedAttempts, resultsOfCells, resultsOfCellsInSteps, setResults,
  type AnswerSpread, type ItemLabel, type GradedAttempt, type ItemResults, type ResultCell, type ResultsInput, type RuleResults, type CellsInput,
  type SetResults, type StudentResults,
} from './results';
export { expectedOf, gradedBy, itemPosition, makeItem, type AnsweredItem, type ItemPosition, type MadeItem } from './made-item';
export { answersCsv, csvCell, csvRow, CSV_COLUMNS, type CsvInput } from './csv';
export { studentSummaries, summaryCsv, SUMMARY_COLUMNS, type StudentSummary, type SummaryInput } from './csv-summary';
export { worksheet, type Worksheet, type WorksheetItem, type WorksheetKey, type WorksheetQuestion, type WorksheetSuit } from './worksheet';
export { setPbn } from './set-pbn';
export { expectedToday, sameExpected, todayItem, type TodayItem } from './system-check';
export { cellsOfAnswers, countedSeconds, packCells, unpackCells, withAccepted, withAttempt, type StoredCell, type StudentCells } from './cells';
