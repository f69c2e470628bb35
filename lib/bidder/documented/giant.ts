// Documented positions for the decisions B-51 … B-59 (issue 28 §3): the 1♣ game force and its slam lines, the 1NT
// overcaller's second call, the advancer's call that fits its hand, the pass that carries the rule that passes, slam after opener's game rebid, the minor game when 3NT is gone, opener's answer to responder's invitation, and the raise to four of a minor.
// Example: { hand: '983.765.8765.765', auction: '1C P 1D P 2S P', expected: '3N', rule: 'RR-GAME', decision: 'B-51' }.

import type { DocumentedPosition } from './position';

export const GIANT_POSITIONS: readonly DocumentedPosition[] = [
  // B-51: after 1♣ – 1♦, opener's jump forces to game; responder bids game whatever the count
  { hand: '983.765.8765.765', dealer: 'N', vul: 'None', auction: '1C P 1D P 2S P', expected: '3N', rule: 'RR-GAME', option: 'forcednt', decision: 'B-51', note: 'no points, 3 spades are no support for a suit bid once: game forced, 3NT (was a pass)' },
  { hand: '8765.8765.98.765', dealer: 'E', vul: 'None', auction: 'P 1C P 1D P 3C P', expected: '3N', rule: 'RR-GAME', option: 'forcednt', decision: 'B-51', note: 'the jump to 3♣ is forcing to game: 3NT, not a pass of 3♣' },
  { hand: '7654.J765.876.87', dealer: 'S', vul: 'None', auction: '1C P 1D P 2H P', expected: '4H', rule: 'RR-GAME', option: 'major', decision: 'B-51', note: 'HDr 1 + 25 = 26 with the heart fit: game in the major' },
  { hand: '76543.8765.9.876', dealer: 'W', vul: 'None', auction: 'P P P 1C P 1D P 2D P', expected: '2N', rule: 'RR-INVITE', option: 'nt', decision: 'B-51', note: '2♦ is no jump (22–24, not forcing): 1 + 22 = 23, the invitation' },
  // B-52: opener who has shown 25+ goes on to slam by own count + partner's shown minimum
  { hand: 'AKQJT2.AKQ.AKQ.A', dealer: 'N', vul: 'None', auction: '1C P 1D P 2S P 3N P', expected: '6N', rule: 'RB1C-NEG', option: 'slam', decision: 'B-52', note: 'HD 34 + 0 = 34 (33 or more): 6NT, not a pass of 3NT' },
  { hand: 'AKQJ.AKQJ.AKQ.AK', dealer: 'E', vul: 'None', auction: 'P 1C P 1D P 2S P 4S P', expected: '4N', rule: 'BW-ASK', decision: 'B-52', note: 'spades agreed, HD 37 + 0: Blackwood, not a pass of 4♠' },
  { hand: 'AKQJ.AKQJ.AKQ.AK', dealer: 'S', vul: 'None', auction: '1C P 1D P 2S P 3N P', expected: '7N', rule: 'RB1C-NEG', option: 'grand', decision: 'B-52', note: 'HD 37 + 0 = 37: 7NT' },
  { hand: 'AKQJ.AKQ.AKQJ.AK', dealer: 'W', vul: 'None', auction: 'P P P 1C P 1D P 3D P 3N P', expected: '7N', rule: 'RB1C-NEG', option: 'grand', decision: 'B-52', note: 'HD 37 over 3NT: 7NT' },
  { hand: 'AKQ2.AKQ2.AK2.A2', dealer: 'N', vul: 'None', auction: '1C P 1H P 2S P 3N P', expected: '7N', rule: 'RB1C-POS', option: 'grand', decision: 'B-52', note: 'after the positive answer (7): HD 30 + 7 = 37, 7NT' },
  // B-53: the 1NT overcaller (16–18) answers the advancer's 1NT-ladder call
  { hand: 'AQ3.KJ4.KQ52.Q93', dealer: 'N', vul: 'None', auction: '1H 1N P 2N P', expected: '3N', rule: 'RBN-2N', option: 'gameovercall', decision: 'B-53', note: 'HD 17 of 16–18: accept, 3NT (was a pass)' },
  { hand: 'KQ3.KJ4.Q852.A93', dealer: 'E', vul: 'None', auction: 'P 1S 1N P 2N P', expected: 'P', rule: 'RBN-2N', option: 'pass', decision: 'B-53', note: 'HD 15, the bottom: pass' },
  { hand: 'AQ3.KQ4.KQ52.K93', dealer: 'S', vul: 'None', auction: 'P P 1D 1N P 4N P', expected: '6N', rule: 'RBN-4N', option: 'slam', decision: 'B-53', note: 'HD 19, at or above the top (18): 6NT' },
  { hand: 'AQ3.KJ4.KQ5.Q932', dealer: 'W', vul: 'None', auction: 'P P P 1H 1N P 4N P', expected: 'P', rule: 'RBN-4N', option: 'pass', decision: 'B-53', note: 'HD 17 is not the top of 16–18: pass' },
  { hand: 'AQ3.KJ4.KQ52.Q93', dealer: 'N', vul: 'None', auction: '1C 1N P 3H P', expected: '4H', rule: 'RBN-3S', option: 'major', decision: 'B-53', note: 'three hearts: game in partner\'s major' },
  // B-54: the advancer's no-trump needs two cards in partner's suit
  { hand: '2.8765.KQ87.AJ87', dealer: 'N', vul: 'None', auction: '1H 1S P', expected: '2D', rule: 'ADV-SUIT', via: 'R-FALLBACK', decision: 'B-54', note: 'a spade singleton: no 1NT; the hearts are opener\'s, diamonds before clubs' },
  { hand: '5.K32.KJ876.K432', dealer: 'S', vul: 'None', auction: '1D 1S P', expected: '2C', rule: 'ADV-SUIT', via: 'R-FALLBACK', decision: 'B-54', note: 'a spade singleton: no 1NT; the diamonds are opener\'s, so the clubs (HDr below R-NEW2\'s 10)' },
  { hand: 'K32..KQ8765.K432', dealer: 'E', vul: 'None', auction: '1C 1H P', expected: '2D', rule: 'ADV-SUIT', via: 'R-FALLBACK', decision: 'B-54', note: 'a heart void: no 1NT; no four-card suit at the one level: the longest suit, 2♦' },
  // B-55: a pass carries the rule that passes
  { hand: '5.KJ87.Q9876.K32', dealer: 'E', vul: 'None', auction: 'P 1C 1S P', expected: 'P', rule: 'R-PASS', decision: 'B-55', note: 'HDr 5 with spades as trumps: R-PASS, not ADV-SUIT' },
  { hand: 'KJ87.Q9876.K32.5', dealer: 'W', vul: 'None', auction: '1D 2C P', expected: 'P', rule: 'R-PASS', decision: 'B-55', note: 'HDr 5: R-PASS' },
  { hand: '5432.432.5432.32', dealer: 'S', vul: 'None', auction: 'P P 1H 1N P', expected: 'P', rule: 'R1N-PASS', decision: 'B-55', note: 'HD 0 over the 1NT overcall: R1N-PASS, not ADV-1NT' },
  // B-56: after opener's game rebid responder goes on only when the count says slam
  { hand: '842.AK.AQ7.KQJ65', dealer: 'W', vul: 'None', auction: '1S P 3C P 3N P', expected: '6N', rule: 'RR-SLAM', option: 'nt', decision: 'B-56', note: 'HD 20 + 13 = 33, no agreed suit: 6NT (was a pass of 3NT)' },
  { hand: 'AQ2.2.AKQ2.KJ982', dealer: 'N', vul: 'None', auction: '1H P 3C P 3N P', expected: '6N', rule: 'RR-SLAM', option: 'nt', decision: 'B-56', note: 'HD 21 + 13 = 34: 6NT' },
  { hand: 'AKQ98.K2.32.AQJ2', dealer: 'E', vul: 'None', auction: 'P 1D P 2S P 3N P', expected: '7N', rule: 'RR-SLAM', option: 'grand', decision: 'B-56', note: '3NT over a 2-level jump is RB-NEW-MED (17): 21 + 17 = 38, 7NT' },
  { hand: 'AQ2.J2.K932.KJ98', dealer: 'S', vul: 'None', auction: '1H P 2C P 3N P', expected: 'P', rule: 'X-PASS', option: 'game', decision: 'B-56', note: '14 + 17 = 31: game is reached, pass' },
  // B-57: when 3NT is gone, a minor opener bid twice is a fit with two cards
  { hand: 'A62.A87.AT765.85', dealer: 'N', vul: 'None', auction: '2C P 2D P 4C P', expected: '5C', rule: 'RR-GAME', option: 'minor', decision: 'B-57', note: 'HDr 10 with two clubs as trumps + 17 = 27, 3NT is gone, two clubs opposite six: 5♣ (was a pass of 4♣)' },
  { hand: 'A2.A87.AT765.865', dealer: 'S', vul: 'None', auction: 'P P 2C P 2D P 4C P', expected: '5C', rule: 'RR-GAME', option: 'minor', decision: 'B-57', note: 'three clubs: the fit of 5.1, 5♣' },
  { hand: 'A2.A87.AT7654.86', dealer: 'W', vul: 'None', auction: 'P P P 2C P 2D P 4C P', expected: '5C', rule: 'RR-GAME', option: 'minor', decision: 'B-57', note: 'two clubs: 5♣' },
  // B-58: opener answers responder's invitation (RR-INVITE) by the count
  { hand: 'KJ972.Q53.AJ6.AT', dealer: 'S', vul: 'None', auction: 'P P 1S P 2C P 2S P 3S P', expected: '4S', rule: 'RR-ACCEPT', option: 'opener', decision: 'B-58', note: 'HD 16 + 10 = 26: accept, 4♠ (was a pass: "no rule covers this")' },
  { hand: 'AKJ92.Q53.A6.T93', dealer: 'N', vul: 'None', auction: '1S P 2C P 2S P 2N P', expected: 'P', rule: 'RR-DECLINE', option: 'opener', decision: 'B-58', note: 'HD 15 + 10 = 25: decline' },
  { hand: 'AKJ92.K53.AJ6.T3', dealer: 'E', vul: 'None', auction: '1S P 1N P 2S P 2N P', expected: '3N', rule: 'RR-ACCEPT', option: 'opener', decision: 'B-58', note: 'HD 17 + 10 = 27: accept 2NT, 3NT' },
  { hand: 'KJ972.Q53.J6.AT3', dealer: 'W', vul: 'None', auction: '1S P 2C P 2S P 3S P', expected: 'P', rule: 'RR-DECLINE', option: 'opener', decision: 'B-58', note: 'HD 11 + 10 = 21: pass' },
  // B-59: a raise to four of a minor is below game: five with 26, else pass; four of a major stays a pass
  { hand: 'A2.K32.AQJ87.K32', dealer: 'N', vul: 'None', auction: '1D P 4D P', expected: '5D', rule: 'RB-GAMERAISE', option: 'minorgame', decision: 'B-59', note: 'HD 18 + 10 = 28: game, 5♦ (was a pass, "raised to game")' },
  { hand: 'AJ2.K32.KJ876.K2', dealer: 'E', vul: 'None', auction: 'P 1D P 4D P', expected: 'P', rule: 'RB-GAMERAISE', option: 'minor', decision: 'B-59', note: 'HD 16 is a minimum: pass, as after any raise (was 5♦ by 16 + 10 = 26)' },
  { hand: 'AJ2.K32.KJ876.A2', dealer: 'W', vul: 'None', auction: 'P P P 1D P 4D P', expected: '5D', rule: 'RB-GAMERAISE', option: 'minorgame', decision: 'B-59', note: 'HD 17, a medium hand: 5♦' },
  { hand: 'K2.Q32.AJ876.Q32', dealer: 'S', vul: 'None', auction: '1D P 4D P', expected: 'P', rule: 'RB-GAMERAISE', option: 'minor', decision: 'B-59', note: 'HD 13 + 10 = 23, below 26: pass 4♦' },
  { hand: 'A2.KQJ87.AQ2.K32', dealer: 'W', vul: 'None', auction: '1H P 4H P', expected: 'P', rule: 'RB-GAMERAISE', decision: 'B-59', note: '4♥ is game: pass (20 + 10 = 30, no slam)' },
  // B-57 (amended): the two-card fit of a twice-bid minor is a fit for RR-SLAM too
  { hand: 'A62.AK7.AK765.85', dealer: 'N', vul: 'None', auction: '2C P 2D P 4C P', expected: '4N', rule: 'RR-SLAM', decision: 'B-57', note: 'HDr 16 with two clubs + 17 = 33: Blackwood in clubs, not 5♣' },
  { hand: 'AK2.AK7.AK765.85', dealer: 'E', vul: 'None', auction: 'P 2C P 2D P 4C P', expected: '4N', rule: 'RR-SLAM', decision: 'B-57', note: 'HDr 19 + 17 = 36: Blackwood' },
  { hand: 'A62.A87.AK765.85', dealer: 'S', vul: 'None', auction: 'P P 2C P 2D P 4C P', expected: '5C', rule: 'RR-GAME', option: 'minor', decision: 'B-57', note: 'HDr 13 + 17 = 30: game, 5♣' },
  // B-56 (amended): not after a no-trump opening; support for opener's game suit asks for aces
  { hand: '2.AKQ2.A2.KJ9832', dealer: 'N', vul: 'None', auction: '1N P 3C P 3N P', expected: 'P', rule: 'X-PASS', option: 'game', decision: 'B-56', note: 'after 1NT opener\'s rebid is final: pass (was 6NT)' },
  { hand: 'A82.Q82.A.AKQJ82', dealer: 'E', vul: 'None', auction: 'P 1H P 2C P 4H P', expected: '4N', rule: 'BW-ASK', decision: 'B-56', note: 'three hearts support opener\'s game suit: Blackwood, not 6NT' },
  { hand: 'KQ2.A2.A32.AKJ32', dealer: 'S', vul: 'None', auction: '1S P 2C P 4S P', expected: '4N', rule: 'BW-ASK', decision: 'B-56', note: 'KQ2 supports the spades: 4NT' },
  // B-60: responder's second call goes to slam by the count without a fit too (6NT; no grand without asking)
  { hand: 'AQT32.QJT94.J5.7', dealer: 'N', vul: 'None', auction: '1C P 1D P 3C P', expected: '6N', rule: 'RR-SLAM', option: 'ntsecond', decision: 'B-60', note: 'HD 12 + 25 = 37, no club fit: 6NT (was 3NT, passed)' },
  { hand: 'KQ76.KJ87.8.QJ87', dealer: 'E', vul: 'None', auction: 'P 1C P 1D P 3D P', expected: '6N', rule: 'RR-SLAM', option: 'ntsecond', decision: 'B-60', note: 'HD 13 + 25 = 38, a diamond singleton: 6NT, no grand without asking (was 3NT)' },
  { hand: 'KQ76.J8.QJ87.K87', dealer: 'S', vul: 'None', auction: '1C P 1D P 2H P', expected: '6N', rule: 'RR-SLAM', option: 'ntsecond', decision: 'B-60', note: 'HD 11 + 25 = 36, two hearts: 6NT' },
  { hand: 'AKQ32.K2.Q2.KQ32', dealer: 'W', vul: 'None', auction: 'P P P 1H P 1S P 2D P', expected: '3N', rule: 'RR-GAME', decision: 'B-60', note: 'after a one-level opening the line does not apply (distribution points would bid 6NT on 29 HCP): 3NT' },
  // B-61: after 1♣ – 1♦ – opener's jump responder with 7 (32 together) shows it below game; with less, game at once
  { hand: 'QT85.T.63.QJT764', dealer: 'N', vul: 'None', auction: '1C P 1D P 2H P', expected: '2N', rule: 'RR-GAME', option: 'valuesnt', decision: 'B-61', note: 'HD 7, no heart fit: 2NT shows 7 (was 3NT, shown 0)' },
  { hand: 'KT6.J873.J5.K974', dealer: 'E', vul: 'None', auction: 'P 1C P 1D P 3D P', expected: '3H', rule: 'RR-GAME', option: 'valuessuit', decision: 'B-61', note: 'HD 7 over 3♦: 2NT is gone, the four hearts' },
  { hand: 'J542.Q87.K74.Q32', dealer: 'S', vul: 'None', auction: '1C P 1D P 2S P', expected: '3S', rule: 'RR-GAME', option: 'valuesraise', decision: 'B-61', note: 'HDr 7 with the spade support: 3♠' },
  { hand: 'Q72.J873.Q52.Q97', dealer: 'W', vul: 'None', auction: 'P P P 1C P 1D P 2H P', expected: '4H', rule: 'RR-GAME', option: 'major', decision: 'B-61', note: 'HDr 6: game at once shows less than 7' },
  // B-52 (amended): opener counts responder's 7
  { hand: 'AKJ.AKQJ3.K8.AK8', dealer: 'N', vul: 'None', auction: '1C P 1D P 2H P 2N P', expected: '6N', rule: 'RB1C-NEG', option: 'slam', decision: 'B-52', note: 'HD 29 + 7 = 36 (2NT shows 7): 6NT' },
  { hand: 'AK3.AKT652.AQT.A', dealer: 'E', vul: 'None', auction: 'P 1C P 1D P 2H P 3H P', expected: '4N', rule: 'BW-ASK', decision: 'B-52', note: 'hearts agreed, HD 26 + 7 = 33: Blackwood' },
  { hand: 'AQ2.A4.AKQT932.A', dealer: 'S', vul: 'None', auction: '1C P 1D P 3D P 3H P', expected: '6N', rule: 'RB1C-NEG', option: 'slam', decision: 'B-52', note: 'HD 26 + 7 = 33: 6NT' },
  // B-62: a suit bid off the system reads as natural, so a suit both partners bid is agreed
  { hand: 'AKQ2.A2.AKQ2.K32', dealer: 'N', vul: 'None', auction: '1C P 1H P 2S P 3S P', expected: '4N', rule: 'BW-ASK', decision: 'B-62', note: 'spades bid by both, 26 + 7 = 33: Blackwood (was 6NT, "no suit agreed")' },
  { hand: 'AKQ2.AKQ2.AK2.A2', dealer: 'E', vul: 'None', auction: 'P 1C P 1H P 2S P 3S P', expected: '4N', rule: 'BW-ASK', decision: 'B-62', note: 'HD 30 + 7 = 37, spades agreed: Blackwood' },
  { hand: 'AKQ2.A2.AKQ2.K32', dealer: 'S', vul: 'None', auction: '1C P 1H P 2S P 4S P', expected: '4N', rule: 'BW-ASK', decision: 'B-62', note: 'partner\'s 4♠ agrees the spades: Blackwood' },
  // B-63: B-52 holds after the opponents bid when the right-hand opponent passed
  { hand: 'AKQJT2.AKQ.AKQ.A', dealer: 'W', vul: 'None', auction: 'P P P 1C P 1D P 2S 4H P P', expected: '6N', rule: 'RB1C-NEG', option: 'slam', decision: 'B-63', note: 'their 4♥ changes neither count: 34 + 0, 6NT' },
  { hand: 'AKQJ.AKQJ.AKQ.AK', dealer: 'N', vul: 'None', auction: '1C P 1D P 2H 3S P P', expected: '7N', rule: 'RB1C-NEG', option: 'grand', decision: 'B-63', note: 'HD 37 over their 3♠: 7NT' },
  { hand: 'AKQJT2.AKQ.AKQ.A', dealer: 'E', vul: 'None', auction: 'P 1C P 1D P 2S P 3N 4H', expected: 'P', rule: 'X-PASS', decision: 'B-63', note: 'the right-hand opponent bid: section 8 (B-9), pass' },
  // B-64: a maximum opener counts responder's jump (18+) before bidding game
  { hand: 'AKJ9.AK532.5.K52', dealer: 'W', vul: 'None', auction: '1H P 3D P', expected: '6N', rule: 'RB-NEW-MAX', option: 'slam', decision: 'B-64', note: 'HD 20 + 18 = 38: 6NT (was 3NT, read as a minimum and passed with 34 HCP)' },
  { hand: 'AKJ9.AKQ32.K5.K5', dealer: 'N', vul: 'None', auction: '1H P 2S P', expected: '4N', rule: 'BW-ASK', decision: 'B-64', note: 'four spades agree partner\'s suit: Blackwood (was 4♠)' },
  { hand: 'AKQ92.AK5.K5.K52', dealer: 'E', vul: 'None', auction: 'P 1S P 3C P', expected: '6N', rule: 'RB-NEW-MAX', option: 'slam', decision: 'B-64', note: 'HD 24 + 18 = 42, three clubs: 6NT' },
  { hand: 'AKJ.Q742.KQ5.Q63', dealer: 'S', vul: 'None', auction: '1H P 3C P', expected: '3N', rule: 'RB-NEW-MED', decision: 'B-64', note: 'a medium opener still bids 3NT (B-26): responder counts 17 + 18 and goes on' },
];
