// PBN files (Portable Bridge Notation 2.1): boards with tags, deal, auction and notes; parse/print pair.
// Example: parsePbnFile('[Board "1"]\n[Dealer "N"]\n[Deal "N:…"]\n') → ok([{ board: 1, dealer: 'N', deal, … }]).

export type { PbnAuction, PbnAuctionNote, PbnBoard, PbnTag } from './board';
export type { PbnIssue, PbnIssueCode } from './issue';
export { PBN_ISSUE_CODES } from './issue';
export { parsePbnFile, parsePbnGames, PBN_KNOWN_TAGS, type PbnGame } from './read';
export { makePbnFile } from './write';
