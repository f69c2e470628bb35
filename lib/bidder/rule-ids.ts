// Every rule id of docs/system.md sections 3–8, in the spec's order; one source for the runtime list and the type.
// Example: RULE_IDS.includes('O-1NT') === true; a RuleId names the row that chose a call.

export const RULE_IDS = [
  // 3. Opening bids
  'O-3NT', 'O-2NT', 'O-1NT', 'O-2-7', 'O-2-6', 'O-2-55', 'O-1C', 'O-1', 'O-PRE', 'O-PASS',
  // 4.1 Responding to 1♦/1♥/1♠ and 2♣
  'R-PASS', 'R-RAISE4', 'R-RAISE3', 'R-RAISE2', 'R-JUMP', 'R-2NT', 'R-NEW1', 'R-NEW2', 'R-1NT', 'R-FALLBACK',
  // 4.2 Responding to a strong two
  'R2-3NT', 'R2-RAISE', 'R2-NEW', 'R2-NEG',
  // 4.3 Responding to 1NT, 2NT, 3NT
  'R1N-3S', 'R1N-7N', 'R1N-6N', 'R1N-4N', 'R1N-3N', 'R1N-2N', 'R1N-2S', 'R1N-PASS',
  'R2N-7N', 'R2N-6N', 'R2N-4N', 'R2N-3S', 'R2N-3N', 'R2N-PASS',
  'R3N-7N', 'R3N-6N', 'R3N-4N', 'R3N-4S', 'R3N-PASS',
  // 4.4 Responding to 1♣ preparatory
  'R-1C-POS', 'R-1C-POS-NT', 'R-1C-NEG',
  // 5. Opener's second bid
  'RB-RAISE-MIN', 'RB-RAISE-MED', 'RB-RAISE-MAX', 'RB-JUMPRAISE', 'RB-GAMERAISE',
  'RB-NEW-MIN', 'RB-NEW-MED', 'RB-NEW-MAX', 'RB-1NT-MIN', 'RB-1NT-MED', 'RB-1NT-MAX', 'RB-2NT',
  'RB2-LONG', 'RBN-2S', 'RBN-2N', 'RBN-3S', 'RBN-4N', 'RB1C-NEG', 'RB1C-POS',
  // 5.1 Responder's second call
  'RR-ACCEPT', 'RR-DECLINE', 'RR-SLAM', 'RR-GAME', 'RR-OWN', 'RR-INVITE', 'RR-PREF', 'RR-PASS',
  // 6. Blackwood
  'BW-ASK', 'BW-ACES', 'BW-KINGS', 'BW-PLACE',
  // 7. Defensive bidding and the advancer
  'D-CUE', 'D-1NT', 'D-JUMP', 'D-SUIT', 'D-X', 'D-PASS',
  'ADV-X', 'ADV-CUE', 'ADV-JUMP', 'ADV-SUIT', 'ADV-1NT',
  // 8. Always a legal call
  'X-PASS', 'X-FORCED',
] as const;

export type RuleId = (typeof RULE_IDS)[number];

const RULE_ID_SET: ReadonlySet<string> = new Set(RULE_IDS);

export function isRuleId(text: string): text is RuleId {
  return RULE_ID_SET.has(text);
}
