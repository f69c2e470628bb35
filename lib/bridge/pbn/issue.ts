// What can be wrong in a PBN file: a reason code plus the 1-based line (messages in content/messages/*/pbn.json).
// Example: pbnIssue('pbn-bad-board', 7, { board: 'x' }) → { code: 'pbn-bad-board', params: { line: 7, board: 'x' } }.

import { issue, type Issue } from '../../result';

export const PBN_ISSUE_CODES = [
  'pbn-bad-tag', // a '[' that does not open a well-formed [Name "value"] pair
  'pbn-unclosed-comment', // a '{' without its '}'
  'pbn-stray-text', // text outside any section (before the first tag, or after a tag that has none)
  'pbn-duplicate-tag', // kept for old answers: a known tag twice in a game is no longer refused (the first counts)
  'pbn-bad-board',
  'pbn-bad-seat', // Dealer, Declarer or Auction not N/E/S/W
  'pbn-bad-vulnerable',
  'pbn-bad-deal', // wraps the deal issue: params.reason is its code
  'pbn-bad-contract',
  'pbn-bad-result',
  'pbn-bad-call',
  'pbn-bad-note', // a =n= without its [Note "n:…"], or a note that is not "n:text"
  'pbn-illegal-auction', // wraps the auction issue: params.reason is its code
  'pbn-merged-games', // a second Board or Deal of another value in one game: the next game, its blank line missing
] as const;
export type PbnIssueCode = (typeof PBN_ISSUE_CODES)[number];
export type PbnIssue = Issue<PbnIssueCode>;

export function pbnIssue(code: PbnIssueCode, line: number, params: Record<string, string | number> = {}): PbnIssue {
  return issue(code, { ...params, line });
}

/** Wraps an inner issue (deal, auction): its code becomes `reason`, its params travel along. */
export function wrapIssue(code: PbnIssueCode, line: number, inner: Issue): PbnIssue {
  return issue(code, { ...inner.params, reason: inner.code, line });
}
