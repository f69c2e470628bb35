// LIN, BBO's hand records and hand-viewer links: the reader, the printer and the way to PBN, one import for the rest
// of the product (the command line, the table page, the teachers' upload). Example: readLin(link).file.boards[0].deal.
export type { LinAlert, LinBoard, LinFile } from './board';
export { LIN_ISSUE_CODES, type LinIssue, type LinIssueCode } from './issue';
export { isLinLink, linOfLink } from './lexer';
export { MAX_LIN_BOARDS, MAX_LIN_BYTES, readLin, type LinRead } from './read';
export { printLin, printLinBoard } from './write';
export { BARE_ALERT, linAsPbn, linToPbn, pbnToLin } from './pbn';

/** Whether a text looks like LIN (or a link to it) rather than PBN: its first pairs, or a hand-viewer link. */
export function looksLikeLin(text: string): boolean {
  const start = text.trimStart().slice(0, 2000);
  return /^https?:\/\/\S*[?&]lin=/i.test(start) || /^(?:[a-z]{2}\|[^|]*\|\s*){1,}/i.test(start) && /\bmd\|/i.test(start) && !start.startsWith('[');
}
