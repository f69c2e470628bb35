// What the system notes page lists: the interpretations I-1 … I-20 (docs/system.md §10) with the rules each one
// affects, every decision B-1 … B-64 (§11) with the rules, topics or page it touches, and every rule id by topic. Example: INTERPRETATIONS[0] → { id: 'I-1', rules: ['E-UNPROT', …] }.

import { RULE_IDS, type RuleId } from '@/lib/bidder';
import { AUCTION_RULES, EVALUATION_RULES, type SystemRuleId } from '@/lib/system-rule-ids';

export { EVALUATION_RULES, AUCTION_RULES } from '@/lib/system-rule-ids';

export type NoteRuleId = SystemRuleId;

export const TOPICS = [
  'evaluation', 'auction', 'opening', 'resp-suit', 'resp-strong', 'resp-nt', 'resp-1c', 'rebid', 'responder-second',
  'blackwood', 'defence', 'fallback',
] as const;
export type Topic = (typeof TOPICS)[number];

/** The docs/system.md section a bidder rule id belongs to, read from its prefix. */
function topicOf(id: RuleId): Topic {
  if (id.startsWith('O-')) return 'opening';
  if (id.startsWith('R-1C-')) return 'resp-1c';
  if (id.startsWith('R1N-') || id.startsWith('R2N-') || id.startsWith('R3N-')) return 'resp-nt';
  if (id.startsWith('R2-')) return 'resp-strong';
  if (id.startsWith('R-')) return 'resp-suit';
  if (id.startsWith('RB')) return 'rebid';
  if (id.startsWith('RR-')) return 'responder-second';
  if (id.startsWith('BW-')) return 'blackwood';
  if (id.startsWith('D-') || id.startsWith('ADV-')) return 'defence';
  return 'fallback';
}

/** Each topic with its rules in docs/system.md's order (the order in which the bidder tries them). */
export const RULES_BY_TOPIC: readonly { readonly topic: Topic; readonly rules: readonly NoteRuleId[] }[] = TOPICS.map((topic) => ({
  topic,
  rules:
    topic === 'evaluation' ? EVALUATION_RULES : topic === 'auction' ? AUCTION_RULES : RULE_IDS.filter((id) => topicOf(id) === topic),
}));

/** What a note (an interpretation or a decision) points to. */
export interface NoteRefs {
  /** The rules whose rows or calls the note shapes. */
  readonly rules: readonly NoteRuleId[];
  /** Whole topics it shapes (I-2, I-13, B-9). */
  readonly topics?: readonly Topic[];
  /** Scoring has no rule ids: such a note points to the score page instead (I-20, B-3, B-4, B-23). */
  readonly page?: NotePage;
}

export interface Interpretation extends NoteRefs {
  readonly id: `I-${number}`;
}

/** A page of the site a note points to when no rule id carries it (scoring); label is a key of notes.interpretations. */
export interface NotePage {
  readonly label: 'chicago' | 'rubber' | 'score' | 'table' | 'tricks';
  readonly href: string;
}

/** docs/system.md §10, and for each decision the rules that carry it out (the sections that mark it [I-n]). */
export const INTERPRETATIONS: readonly Interpretation[] = [
  { id: 'I-1', rules: ['E-UNPROT', 'E-HD', 'E-RESP'] },
  { id: 'I-2', rules: ['E-RESP', 'E-HD'], topics: ['resp-strong', 'resp-nt', 'resp-1c'] },
  { id: 'I-3', rules: ['E-BAL', 'O-1NT', 'O-2NT', 'O-3NT', 'R-2NT', 'R2-3NT', 'D-1NT'] },
  { id: 'I-4', rules: ['E-STOP', 'O-2NT', 'O-3NT', 'R-2NT', 'D-1NT'] },
  { id: 'I-5', rules: ['A-DECLARER'] },
  { id: 'I-6', rules: ['O-1C'] },
  { id: 'I-7', rules: ['O-PRE'] },
  { id: 'I-8', rules: ['O-2-7', 'O-2-6', 'O-2-55', 'RB2-LONG'] },
  { id: 'I-9', rules: ['O-1'] },
  { id: 'I-10', rules: ['O-1'] },
  { id: 'I-11', rules: ['R-FALLBACK'] },
  { id: 'I-12', rules: ['R-1NT'] },
  { id: 'I-13', rules: [], topics: ['resp-nt'] },
  { id: 'I-14', rules: ['R1N-2N', 'RBN-2N'] },
  { id: 'I-15', rules: ['R-1C-POS-NT'] },
  { id: 'I-16', rules: ['RB-RAISE-MIN', 'RB-RAISE-MED', 'RB-RAISE-MAX', 'RB-NEW-MIN', 'RB-NEW-MED', 'RB-NEW-MAX', 'RB-1NT-MIN', 'RB-1NT-MED', 'RB-1NT-MAX'] },
  { id: 'I-17', rules: ['D-CUE', 'ADV-CUE'] },
  { id: 'I-18', rules: ['D-JUMP', 'ADV-JUMP'] },
  { id: 'I-19', rules: ['D-X', 'ADV-X'] },
  { id: 'I-20', rules: [], page: { label: 'chicago', href: '/score?mode=chicago' } },
];

export interface Decision extends NoteRefs {
  readonly id: `B-${number}`;
}

/** docs/system.md §11, every decision in its order, each with the rules (or topics, or page) it touches. */
export const DECISIONS: readonly Decision[] = [
  { id: 'B-1', rules: ['A-SUFF', 'A-X', 'A-XX', 'A-END', 'A-CONTRACT'], topics: ['auction'] },
  { id: 'B-2', rules: ['A-END'], topics: ['auction'] },
  { id: 'B-3', rules: [], page: { label: 'rubber', href: '/score?mode=rubber' } },
  { id: 'B-4', rules: [], page: { label: 'chicago', href: '/score?mode=chicago' } },
  { id: 'B-5', rules: ['O-2-6', 'O-2-55'] },
  { id: 'B-6', rules: ['R-FALLBACK'] },
  { id: 'B-7', rules: ['R-NEW1', 'R-NEW2', 'R-FALLBACK', 'D-JUMP'] },
  { id: 'B-8', rules: ['R-RAISE3', 'R-2NT', 'R-JUMP', 'X-FORCED'] },
  { id: 'B-9', rules: [], topics: ['rebid', 'responder-second', 'fallback'] },
  { id: 'B-10', rules: ['RB-RAISE-MED', 'RB-1NT-MIN', 'RB-1NT-MED', 'RB-1NT-MAX'] },
  { id: 'B-11', rules: ['RB-2NT', 'RB-NEW-MIN', 'RB-NEW-MED'] },
  { id: 'B-12', rules: ['X-PASS', 'R3N-4S'] },
  { id: 'B-13', rules: ['R2-RAISE', 'R2-NEW', 'R2-3NT', 'RB2-LONG'] },
  { id: 'B-14', rules: ['R-1C-POS', 'R-1C-NEG'] },
  { id: 'B-15', rules: ['E-HD', 'E-RESP'] },
  { id: 'B-16', rules: ['RR-INVITE'] },
  { id: 'B-17', rules: ['BW-ASK', 'BW-ACES', 'RB1C-POS', 'RR-SLAM'] },
  { id: 'B-18', rules: ['BW-PLACE'] },
  { id: 'B-19', rules: ['ADV-X'] },
  { id: 'B-20', rules: ['ADV-CUE', 'ADV-JUMP'] },
  { id: 'B-21', rules: ['ADV-SUIT'] },
  { id: 'B-22', rules: ['X-FORCED'] },
  { id: 'B-23', rules: ['D-SUIT'], page: { label: 'score', href: '/score' } },
  { id: 'B-24', rules: ['X-FORCED', 'X-PASS', 'RB-2NT', 'BW-ASK'] },
  { id: 'B-25', rules: ['BW-ASK', 'BW-ACES', 'RB-NEW-MAX', 'RBN-3S'] },
  { id: 'B-26', rules: ['RB-NEW-MED'] },
  { id: 'B-27', rules: ['R-FALLBACK', 'RB-NEW-MIN', 'RB-NEW-MED', 'RB-NEW-MAX'] },
  { id: 'B-28', rules: ['O-1C', 'R-1C-NEG', 'BW-ASK', 'BW-ACES', 'BW-KINGS', 'D-CUE', 'ADV-X', 'ADV-JUMP', 'ADV-SUIT', 'R-FALLBACK'] },
  { id: 'B-29', rules: ['RR-SLAM', 'RR-GAME', 'RR-INVITE', 'BW-ASK'] },
  { id: 'B-30', rules: ['RB-1NT-MIN', 'RB-NEW-MIN', 'RB-NEW-MED'] },
  { id: 'B-31', rules: ['D-SUIT', 'D-X', 'D-CUE', 'ADV-X', 'D-JUMP'] },
  { id: 'B-32', rules: ['X-PASS'] },
  { id: 'B-33', rules: ['O-1'] },
  { id: 'B-34', rules: ['RB-1NT-MIN', 'RB-1NT-MED', 'RB-1NT-MAX'] },
  { id: 'B-40', rules: ['R-FALLBACK', 'R-NEW2', 'ADV-SUIT'] },
  { id: 'B-41', rules: ['RR-GAME', 'RR-INVITE'] },
  { id: 'B-42', rules: [], page: { label: 'tricks', href: '/lessons/cards-and-tricks' } },
  { id: 'B-43', rules: [], page: { label: 'chicago', href: '/score?mode=chicago' } },
  { id: 'B-44', rules: ['RB1C-NEG', 'RB1C-POS'] },
  { id: 'B-45', rules: ['BW-ASK', 'BW-ACES', 'BW-PLACE'] },
  { id: 'B-46', rules: ['X-FORCED', 'RB2-LONG'] },
  { id: 'B-47', rules: ['R-JUMP'] },
  { id: 'B-48', rules: ['R-1C-POS', 'R-1C-POS-NT', 'R-1C-NEG'] },
  { id: 'B-49', rules: ['ADV-1NT', 'R1N-2S', 'R1N-3S', 'R1N-3N'] },
  { id: 'B-50', rules: [], page: { label: 'table', href: '/table' } },
  { id: 'B-51', rules: ['RB1C-NEG', 'RR-GAME', 'RR-SLAM', 'RR-INVITE'] },
  { id: 'B-52', rules: ['RB1C-NEG', 'RB1C-POS', 'BW-ASK'] },
  { id: 'B-53', rules: ['D-1NT', 'ADV-1NT', 'RBN-2S', 'RBN-2N', 'RBN-3S', 'RBN-4N'] },
  { id: 'B-54', rules: ['ADV-SUIT', 'R-1NT', 'R-FALLBACK'] },
  { id: 'B-55', rules: ['ADV-SUIT', 'ADV-1NT', 'R-PASS', 'R1N-PASS', 'X-PASS'] },
  { id: 'B-56', rules: ['RR-SLAM', 'BW-ASK', 'X-PASS', 'RB-2NT', 'E-SUPPORT', 'RB1C-POS'] },
  { id: 'B-57', rules: ['RR-GAME', 'RR-SLAM', 'E-RESP'] },
  { id: 'B-58', rules: ['RR-INVITE', 'RR-ACCEPT', 'RR-DECLINE', 'RR-PREF'] },
  { id: 'B-59', rules: ['RB-GAMERAISE', 'R-RAISE4', 'BW-ASK'] },
  { id: 'B-60', rules: ['RR-SLAM', 'RB1C-NEG', 'RR-GAME'] },
  { id: 'B-61', rules: ['RR-GAME', 'RB1C-NEG', 'RR-SLAM'] },
  { id: 'B-62', rules: ['BW-ASK'] },
  { id: 'B-63', rules: ['RB1C-NEG', 'RB1C-POS', 'X-PASS'] },
  { id: 'B-64', rules: ['RB-NEW-MAX', 'BW-ASK', 'R-JUMP', 'RB1C-POS', 'RB-NEW-MIN', 'RB-NEW-MED'] },
  { id: 'B-70', rules: ['RR-PREF', 'RR-INVITE', 'RR-ACCEPT', 'RR-DECLINE', 'X-PASS', 'R-1NT', 'R-NEW1'] },
  { id: 'B-71', rules: ['D-SUIT', 'D-PASS', 'ADV-X', 'ADV-JUMP', 'X-PASS', 'X-FORCED', 'D-X', 'D-JUMP', 'ADV-CUE', 'ADV-SUIT', 'ADV-1NT'] },
  { id: 'B-72', rules: ['ADV-SUIT', 'D-SUIT', 'R-RAISE2', 'R-RAISE3', 'R-JUMP', 'R-2NT', 'R-1NT', 'X-PASS'] },
  { id: 'B-73', rules: ['RB1C-NEG', 'RR-GAME', 'RR-SLAM', 'R-1C-NEG', 'X-PASS'] },
  { id: 'B-74', rules: ['RR-GAME', 'RB-1NT-MAX', 'RB-NEW-MAX'] },
  { id: 'B-75', rules: ['R-NEW1', 'R-NEW2', 'R-1NT', 'ADV-SUIT', 'RB-NEW-MIN'] },
  { id: 'B-76', rules: ['RB-NEW-MIN', 'RB-NEW-MED', 'RB-NEW-MAX', 'RB-1NT-MIN', 'RB-1NT-MED', 'RB-1NT-MAX', 'X-PASS', 'E-STOP'] },
  { id: 'B-77', rules: ['ADV-SUIT', 'X-FORCED', 'X-PASS', 'D-SUIT', 'R-NEW1', 'R-NEW2', 'R-JUMP', 'R-RAISE3', 'R-2NT'] },
  { id: 'B-78', rules: ['RR-INVITE', 'RR-PREF', 'RR-PASS', 'E-REBID'] },
  { id: 'B-79', rules: ['RR-OWN', 'RR-INVITE', 'RR-PASS', 'X-PASS', 'RB-NEW-MIN', 'RR-GAME'] },
  { id: 'B-80', rules: ['D-X', 'D-PASS', 'D-1NT', 'ADV-X'] },
  { id: 'B-81', rules: ['RB-1NT-MIN', 'RR-ACCEPT', 'RR-DECLINE', 'RB-1NT-MED', 'RR-GAME', 'RR-INVITE', 'E-RESP', 'E-HD'] },
];

/** The anchor of a topic's section on the notes page (rule ids and I-n are anchors as they are). */
export function topicAnchor(topic: Topic): string {
  return `topic-${topic}`;
}
