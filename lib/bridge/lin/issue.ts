// What can be wrong in a LIN text (BBO's hand records and hand-viewer links): a reason code plus where it stands, the
// 1-based character position of its tag in the LIN text and the tag's name (messages in content/messages/*/lin.json).
// Example: linIssue('lin-bad-call', 57, { tag: 'mb', value: '8N' }) → { code: 'lin-bad-call', params: { at: 57, tag: 'mb', value: '8N' } }.

import { issue, type Issue } from '../../result';

export const LIN_ISSUE_CODES = [
  'lin-bad-pair', // text that is not tag|value| pairs (a tag of other than two letters, a value never closed)
  'lin-bad-deal', // an md that is no deal: params.reason is the hand's or deal's issue
  'lin-no-deal', // a board without md, or whose hands are not all known
  'lin-bad-dealer', // md's first character is not 1–4
  'lin-bad-vul', // sv not o, n, e, b (or 0, -)
  'lin-bad-call', // mb that is not a call
  'lin-illegal-auction', // mb that is not legal where it stands: params.reason is the auction's issue
  'lin-bad-card', // pc that is not a card
  'lin-bad-claim', // mc that is not a number of tricks from 0 to 13
  'lin-bad-link', // a link with no lin= LIN in it
  'lin-too-large', // more than MAX_LIN_BYTES, or more boards than MAX_LIN_BOARDS
] as const;
export type LinIssueCode = (typeof LIN_ISSUE_CODES)[number];
export type LinIssue = Issue<LinIssueCode>;

export function linIssue(code: LinIssueCode, at: number, params: Record<string, string | number> = {}): LinIssue {
  return issue(code, { ...params, at });
}
