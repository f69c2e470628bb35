// PBN files (Portable Bridge Notation 2.1): boards with tags, deal, auction and notes; parse/print pair.
// Example: parsePbnFile('[Board "1"]\n[Dealer "N"]\n[Deal "N:…"]\n') → ok([{ board: 1, dealer: 'N', deal, … }]).

export type { PbnAnnotation, PbnAuction, PbnAuctionNote, PbnBoard, PbnTag } from './board';
export type { PbnIssue, PbnIssueCode } from './issue';
export { PBN_ISSUE_CODES } from './issue';
export { parsePbnFile, parsePbnGames, readPbnGames, PBN_KNOWN_TAGS, type PbnGame, type PbnRead } from './read';
export { decodePbn, type PbnEncoding } from './decode';
export { makePbnFile } from './write';
