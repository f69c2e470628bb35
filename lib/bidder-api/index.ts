// The requests, handlers and answers shared by every front: the command line (bid, bid-deal, quiz) and the API routes.
// Example: bidRequest.safeParse({ hand, dealer: 'N' }); answerBid(request) → { call: '1S', rule: 'O-1', … }.

export {
  bidDealRequest, bidRequest, DEFAULT_BID_LOCALE, locale, type BidDealRequest, type BidRequest,
} from './bid-request';
export { answerBid, answerBidDeal, type BidAnswer, type BidDealAnswer, type ExplainedRule, type RejectedAnswer } from './bid-answer';
export { errorAnswer, type ErrorAnswer } from './error-answer';
export {
  BID_BOUNDS, BID_FIELDS, bodyTooLarge, boundsIssue, clip, clipParams, declaredBodyIssue, fieldsIssue, MAX_BODY_BYTES, MAX_CALLS, MAX_FIELD_LENGTH, MAX_QUERY_BYTES,
  queryIssue, QUOTE_LENGTH, type BidField, type FieldBounds,
} from './request-bounds';
export { explanationText } from './explanation-text';
export { MAX_QUIZ_QUERY_BYTES, QUIZ_BOUNDS } from './quiz-bounds';
export { errorJson, isRecord, parseJsonText, queryRecord, validated, zodIssue, type Handler } from './handler';
export { handleBid, handleBidDeal } from './handlers';
export { handleQuiz, MAX_QUIZ_ITEMS, QUIZ_DRAW_BUDGET, QUIZ_FIELDS, quizItemJson, quizRequest } from './quiz-answer';
