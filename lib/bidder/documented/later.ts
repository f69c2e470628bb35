// Vectors for the later rounds and the decisions B-24 … B-31 of docs/system.md section 11: each names its decision.
// Example: 2♣ – 3NT (R-2NT over 2♣, forcing to game) is game already → opener passes (B-24), not X-FORCED 4♣.

import type { DocumentedPosition } from './position';

export const LATER_POSITIONS: readonly DocumentedPosition[] = [
  // B-24: a bid at or above game never forces; the next partner passes unless BW-ASK applies
  { hand: 'AK3.J96.K4.AQ763', dealer: 'N', vul: 'None', auction: '2C P 3N P', expected: 'P', rule: 'RB-2NT', decision: 'B-24', note: 'partner\'s 3NT (R-2NT over 2♣) is game: pass, no 4♣' },
  { hand: 'A53.KQT.J65.AKT3', dealer: 'E', vul: 'None', auction: 'P 2C P 3N P', expected: 'P', rule: 'RB-2NT', decision: 'B-24', note: 'the same from South: 3NT reached' },
  { hand: 'A8.9632.A54.T832', dealer: 'N', vul: 'None', auction: '1C P 1H P 4H P', expected: 'P', rule: 'X-PASS', decision: 'B-24', note: 'opener\'s 4♥ is game: HDr 9 + 22 = 31 < 33, no BW-ASK → pass, not 5♥' },
  { hand: 'AJ87.763.AT753.2', dealer: 'W', vul: 'None', auction: '1C P 2D P 5D P', expected: 'P', rule: 'X-PASS', decision: 'B-24', note: '1♣ – 2♦ – 5♦: game in diamonds, the count is below 33 → pass' },
  { hand: '8654.KQ3.76.A975', dealer: 'W', vul: 'None', auction: 'P P 1C P 2C P 5C P', expected: 'P', rule: 'X-PASS', decision: 'B-24', note: '1♣ – 2♣ – 5♣: game reached → pass, not X-FORCED' },
  { hand: 'A9.T3.KJT96.K743', dealer: 'E', vul: 'None', auction: '1H 2D P 3N P', expected: 'P', rule: 'X-PASS', decision: 'B-24', note: 'the advancer\'s 3NT is game for the defenders: the overcaller passes, no 4♦' },
  { hand: 'T72.A854.KQ98.86', dealer: 'N', vul: 'None', auction: 'P 1C P 1H P 4H P', expected: 'P', rule: 'X-PASS', decision: 'B-24', note: 'third-seat 1♣ – 1♥ – 4♥: game, no slam count → pass' },
  // B-25: BW-ASK is open to either partner — responder after opener's raise to game, then opener answers
  { hand: 'AQ7632.K942.6.A5', dealer: 'N', vul: 'None', auction: '1D P 1S P 4S P', expected: '4N', rule: 'BW-ASK', decision: 'B-25', note: 'opener raised spades to game (RB-NEW-MAX): HDr 19 + 19 = 38 ≥ 33 → ask' },
  { hand: 'AQT3.4.KT7.KJT42', dealer: 'E', vul: 'None', auction: 'P 1H P 1S P 4S P', expected: '4N', rule: 'BW-ASK', decision: 'B-25', note: 'spades bid by both: HDr 16 + 19 = 35' },
  { hand: 'QJT763.J5.5.AQ42', dealer: 'S', vul: 'None', auction: 'P 1N P 3S P 4S P', expected: '4N', rule: 'BW-ASK', decision: 'B-25', note: '1NT – 3♠ – 4♠ (RBN-3S): HDr 15 + 19 = 34; 4♠ is not no-trump, so 4NT asks' },
  { hand: '2.AQJ6543.J8.K53', dealer: 'E', vul: 'None', auction: 'P 1N P 3H P 4H P', expected: '4N', rule: 'BW-ASK', decision: 'B-25', note: '1NT – 3♥ – 4♥: HDr 17 + 19 = 36' },
  { hand: 'Q65.QJT932..J964', dealer: 'W', vul: 'None', auction: '2N 3D 3H P 4H P', expected: '4N', rule: 'BW-ASK', decision: 'B-25', note: '2NT – 3♥ – 4♥ over interference: HDr 12 + 22 = 34' },
  { hand: '7.KQJ98653.65.54', dealer: 'S', vul: 'None', auction: '1D P 1H P 4H P', expected: '4N', rule: 'BW-ASK', decision: 'B-25', note: '1♦ – 1♥ – 4♥: HDr 14 + 19 = 33 exactly' },
  { hand: 'QJ52.KQ6.AKT82.K', dealer: 'N', vul: 'None', auction: '1D P 1S P 4S P 4N P', expected: '5D', rule: 'BW-ACES', decision: 'B-25', note: 'responder asked: one ace → 5♦ (was a pass)' },
  { hand: 'AK842.KQ3.KQJ.85', dealer: 'S', vul: 'None', auction: 'P 1N P 3S P 4S P 4N P', expected: '5D', rule: 'BW-ACES', decision: 'B-25', note: 'after 1NT – 3♠ – 4♠ – 4NT: one ace' },
  { hand: 'KJ98.AK97.J.AQ87', dealer: 'E', vul: 'None', auction: 'P 1H P 1S P 4S P 4N P', expected: '5H', rule: 'BW-ACES', decision: 'B-25', note: 'two aces → 5♥' },
  { hand: 'KJ.AJT.AQ543.AK2', dealer: 'W', vul: 'None', auction: 'P P 2N P 3H P 4H P 4N P', expected: '5S', rule: 'BW-ACES', decision: 'B-25', note: 'three aces → 5♠' },
  { hand: 'AKT4.A742.KQJ7.9', dealer: 'S', vul: 'None', auction: '1D P 1H P 4H P 4N P', expected: '5H', rule: 'BW-ACES', decision: 'B-25', note: 'two aces → 5♥' },
  { hand: 'AQT3.4.KT7.KJT42', dealer: 'E', vul: 'None', auction: 'P 1H P 1S P 4S P 4N P 5H P', expected: '6S', rule: 'BW-PLACE', decision: 'B-25', note: 'the asker: 1 + 2 aces, one missing → 6♠' },
  // B-26: RB-NEW-MED's no-trump is 2NT over a 1-level response, 3NT over a 2- or 3-level one, never 4NT
  { hand: 'AKJ.Q742.KQ5.Q63', dealer: 'N', vul: 'None', auction: '1H P 3C P', expected: '3N', rule: 'RB-NEW-MED', decision: 'B-26', note: 'HD 17, no jump rebid or raise or new suit: 3NT over the 3-level response, not 4NT' },
  { hand: 'K974.KJ6.AJ6.AJ3', dealer: 'E', vul: 'None', auction: 'P 1S P 3H P', expected: '3N', rule: 'RB-NEW-MED', decision: 'B-26', note: 'over the jump 3♥: 3NT' },
  { hand: 'A98.AJ7.KQ7.K873', dealer: 'N', vul: 'None', auction: '2C P 3H P', expected: '3N', rule: 'RB-NEW-MED', decision: 'B-26', note: '2♣ – 3♥: 3NT, not 4NT' },
  { hand: 'AKJ2.KQ3.Q32.Q32', dealer: 'W', vul: 'None', auction: '1S P 2D P', expected: '3N', rule: 'RB-NEW-MED', decision: 'B-26', note: 'over a 2-level response: 3NT' },
  { hand: 'AQ3.K32.KQJ2.Q32', dealer: 'S', vul: 'None', auction: '1D P 1H P', expected: '2N', rule: 'RB-NEW-MED', decision: 'B-26', note: 'over a 1-level response: 2NT' },
  // B-27: responder's non-jump new suit at the 3-level after an overcall forces; opener rebids by the RB-NEW rows
  { hand: 'KQT87.QJ3.T43.A4', dealer: 'N', vul: 'None', auction: '1S 2H 3D P', expected: '3S', rule: 'RB-NEW-MIN', decision: 'B-27', note: 'HD 13, rebiddable spades: 3♠ (was a pass)' },
  { hand: 'J96.KQ85432..KQ2', dealer: 'S', vul: 'None', auction: 'P P 1H 2D 3C P', expected: '3H', rule: 'RB-NEW-MIN', decision: 'B-27', note: 'minimum: rebid the hearts' },
  { hand: 'KQJT3.QJ2.AQ3.65', dealer: 'E', vul: 'None', auction: '1S 2D 3C P', expected: '3S', rule: 'RB-NEW-MIN', decision: 'B-27', note: 'HD 16: rebid the spades' },
  { hand: 'AKJ7.AJ.643.QJT2', dealer: 'W', vul: 'None', auction: '1S 2H 3D P', expected: '3N', rule: 'RB-NEW-MED', decision: 'B-27', note: 'HD 17, four-card spades, three diamonds: 3NT (B-26)' },
  { hand: 'AJT754.KT.AK74.4', dealer: 'S', vul: 'None', auction: 'P 1S 2H 3C P', expected: '4S', rule: 'RB-NEW-MED', decision: 'B-27', note: 'HD 18: jump rebid of the spades' },
  { hand: 'AKQJ8.2.Q74.AJ83', dealer: 'N', vul: 'None', auction: 'P P 1S 2H 3C P', expected: '4C', rule: 'X-FORCED', option: 'support', decision: 'B-76', note: 'HD 19, five spades only: 3NT would need their hearts stopped, so partner\'s forcing 3♣ is raised, 4♣' },
  { hand: 'AKQJ8.K2.Q74.AJ8', dealer: 'N', vul: 'None', auction: 'P P 1S 2H 3C P', expected: '3N', rule: 'RB-NEW-MAX', decision: 'B-27', note: 'HD 21 with their hearts stopped (♥K2): 3NT' },
  { hand: 'KT.J6.97652.A984', dealer: 'S', vul: 'None', auction: 'P P 1H 2D', expected: '3C', rule: 'R-FALLBACK', decision: 'B-27', note: 'the forcing 3-level new suit itself: diamonds are the opponents\' (B-7), so clubs' },
  // B-28: artificial calls do not bid their strain (clubs after 1♣ preparatory are unbid)
  { hand: 'T6.8.K97.QJT9854', dealer: 'N', vul: 'None', auction: '1C X 1D', expected: '2C', rule: 'ADV-X', decision: 'B-28', note: '1♣ preparatory and the 1♦ negative name no suit: seven clubs, the longest unbid suit (was 2♦)' },
  { hand: '2.T98.A32.AKJ432', dealer: 'E', vul: 'None', auction: '1C X 1D', expected: '3C', rule: 'ADV-X', decision: 'B-28', note: 'HD 14 ≥ 10: jump in the clubs' },
  { hand: '32.K32.Q32.QJ432', dealer: 'W', vul: 'None', auction: '1C X P', expected: '2C', rule: 'ADV-X', decision: 'B-28', note: 'five clubs, two top honours: no penalty pass (B-31), and clubs are unbid → 2♣' },
  { hand: 'T62.Q.2.AQT87632', dealer: 'W', vul: 'None', auction: 'P P P 1C 2H P', expected: '3C', rule: 'ADV-JUMP', decision: 'B-28', note: 'no heart support: the longest own suit may be clubs (was 2♠)' },
  { hand: '32.32.432.AKQ432', dealer: 'N', vul: 'None', auction: '1C 2C', expected: '3C', rule: 'R-1C-POS', decision: 'B-28', note: 'the defender\'s 2♣ is a cue bid: clubs are not the opponents\' suit' },
  { hand: '32.Q2.K32.AKJ432', dealer: 'S', vul: 'None', auction: '1C 1H P', expected: '2C', rule: 'ADV-SUIT', via: 'R-NEW2', decision: 'B-28', note: 'as if partner opened 1♥: clubs are a new suit, 1♣ bid none' },
  // B-31: for the defender's first call over 1♣ and the advancer's penalty pass, 1♣'s strain is opener's suit
  { hand: 'AK432.2.2.AQ5432', dealer: 'N', vul: 'None', auction: '1C', expected: '1S', rule: 'D-SUIT', decision: 'B-31', note: 'six clubs, but no overcall in opener\'s strain: the five spades' },
  { hand: '2.432.A32.AK5432', dealer: 'N', vul: 'None', auction: '1C', expected: 'P', rule: 'D-PASS', decision: 'B-31', note: 'clubs only: no D-SUIT in them; three clubs too many for D-X' },
  { hand: 'AQ32.KJ32.Q432.2', dealer: 'E', vul: 'None', auction: '1C', expected: 'X', rule: 'D-X', decision: 'B-31', note: 'HD 14, one club (the shortness is in 1♣\'s strain), 4-4-4 elsewhere' },
  { hand: 'AKJ4.KQ83.KQ72.5', dealer: 'S', vul: 'None', auction: '1C', expected: '2C', rule: 'D-CUE', decision: 'B-31', note: 'a direct 2♣ stays the cue bid (I-17): HD 20, ♦ ♥ ♠ all biddable' },
  { hand: '32.432.32.KQJ432', dealer: 'W', vul: 'None', auction: '1C X P', expected: 'P', rule: 'ADV-X', decision: 'B-31', note: 'six clubs with K Q J: the penalty pass over 1♣' },
  { hand: 'AK432.2.2.AQ5432', dealer: 'E', vul: 'None', auction: 'P 1C', expected: '1S', rule: 'D-SUIT', decision: 'B-31', note: 'the same over a second-seat 1♣: spades, not clubs' },
  { hand: '32.432.32.KQJ432', dealer: 'N', vul: 'None', auction: 'P P P 1C X P', expected: 'P', rule: 'ADV-X', decision: 'B-31', note: 'penalty pass over a fourth-seat 1♣' },
  // B-29: the fit is first the suit partner raised, then a major, then the longer suit
  { hand: 'AQ2.K32.32.AKQJ2', dealer: 'N', vul: 'None', auction: '1S P 3C P 4C P', expected: '4N', rule: 'RR-SLAM', decision: 'B-29', note: 'counted with the raised clubs: HDr 21 + 13 = 34' },
  { hand: 'A95.T765.KQ65.AK', dealer: 'S', vul: 'None', auction: 'P 1H P 2D P 3D P', expected: '3N', rule: 'RR-GAME', decision: 'B-29', note: 'the fit is the raised diamonds, not the hearts: 17 + 13 = 30, no major fit → 3NT' },
  { hand: 'A84.KQ765.5.KJ95', dealer: 'N', vul: 'None', auction: '1H P 2C P 3C P', expected: '3N', rule: 'RR-GAME', decision: 'B-29', note: 'clubs raised: the fit is clubs → 3NT' },
  { hand: 'K983.AK.A72.A983', dealer: 'E', vul: 'None', auction: '1S P 3C P 4C P', expected: '5C', rule: 'RR-GAME', decision: 'B-29', note: 'the fit is the raised clubs; 3NT is gone → 5♣' },
  { hand: 'A872..KQ543.A972', dealer: 'W', vul: 'None', auction: '1S P 3D P 4D P', expected: '5D', rule: 'RR-GAME', decision: 'B-29', note: 'the raised diamonds → 5♦' },
  { hand: 'QJ872.K3.K6.AQ84', dealer: 'S', vul: 'None', auction: '1S P 3C P 4C P', expected: '5C', rule: 'RR-GAME', decision: 'B-29', note: 'the raised clubs → 5♣' },
  // B-30: two candidate second suits of equal length: the cheaper
  { hand: 'A965.4.AT32.A765', dealer: 'N', vul: 'None', auction: '1S P 1N P', expected: '2C', rule: 'RB-1NT-MIN', decision: 'B-30', note: 'four diamonds, four clubs: the cheaper, 2♣ (was 2♦)' },
  { hand: 'QJT63.AT83..KQ62', dealer: 'S', vul: 'None', auction: '1S P 1N P', expected: '2C', rule: 'RB-1NT-MIN', decision: 'B-30', note: 'four hearts, four clubs: 2♣' },
  { hand: 'KT765.KQ53..A842', dealer: 'W', vul: 'None', auction: 'P P P 1S P 1N P', expected: '2C', rule: 'RB-1NT-MIN', decision: 'B-30', note: 'hearts and clubs equal: 2♣' },
  { hand: '.KJ932.KQ32.KJ32', dealer: 'E', vul: 'None', auction: '1H P 1N P', expected: '2C', rule: 'RB-1NT-MIN', decision: 'B-30', note: 'diamonds and clubs equal: 2♣' },
  { hand: 'AT932..KQ32.KJ32', dealer: 'S', vul: 'None', auction: 'P 1S P 1N P', expected: '2C', rule: 'RB-1NT-MIN', decision: 'B-30', note: 'diamonds and clubs equal: 2♣' },
  // B-7: the advancer's new suit never names the opponents' suit
  { hand: 'Q2.KJ65.975.KJT4', dealer: 'N', vul: 'None', auction: '1H 1S 1N', expected: '2C', rule: 'ADV-SUIT', via: 'R-FALLBACK', decision: 'B-7', note: 'hearts and clubs four each, hearts are opener\'s: 2♣ (was 2♥)' },
  { hand: 'T.QJT54.J764.KQJ', dealer: 'S', vul: 'None', auction: 'P P 1H 1S 1N', expected: '2D', rule: 'ADV-SUIT', via: 'R-FALLBACK', decision: 'B-7', note: 'five hearts are the opponents\': the diamonds' },
  { hand: 'T93.J975.KQ96.65', dealer: 'E', vul: 'None', auction: 'P P 1H 2D 3C', expected: '3D', rule: 'ADV-SUIT', via: 'R-FALLBACK', decision: 'B-7', note: 'not the opponents\' hearts: partner\'s diamonds' },
  { hand: 'J72.75.KQJ874.32', dealer: 'E', vul: 'None', auction: 'P P 1D 1N P', expected: 'P', rule: 'R1N-PASS', decision: 'B-7', note: 'B-55, a pass carries the rule that passes: no 2♦ sign-off in opener\'s diamonds: pass' },
];
