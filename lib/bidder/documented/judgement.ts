// Documented positions for the decisions B-70 … B-79 (issue 39: the bidder's judgement on whole deals): a preference
// is no invitation (B-70), the defenders' judgement at the three and four level (B-71), and the advancer's count
// together with the simple overcall's 8 (B-72), the pass that stands for 1♣'s negative answer (B-73), and responder's
// own long major before 3NT (B-74); a new suit over the natural 2♣ at the two level (B-75); opener's rebid after the
// opponents' bid (B-76); the advancer's new suit forces nothing (B-77); a misfit stops low (B-78); responder's own long
// suit again, a sign-off (B-79); the strong double (B-80); opener's 2NT invitation over the 1NT answer (B-81).
// Example: { hand: 'AQ872.KJ872.K2.3', auction: '1S P 1N P 2H P 2S P', expected: 'P', rule: 'X-PASS', decision: 'B-70' }.

import type { DocumentedPosition } from './position';

export const JUDGEMENT_POSITIONS: readonly DocumentedPosition[] = [
  // B-70: responder's cheapest bid in opener's first suit is a preference (RR-PREF), shows nothing more, and is passed
  { hand: 'AQ872.KJ872.K2.3', dealer: 'W', vul: 'None', auction: '1S P 1N P 2H P 2S P', expected: 'P', rule: 'X-PASS', option: 'preference', decision: 'B-70', note: 'HD 16 + the 1NT answer\'s 6 = 22: the preference is passed (was 4♠, the 2♠ read as an invitation showing 10)' },
  { hand: '3.Q8762.AKJ72.K3', dealer: 'S', vul: 'None', auction: '1H P 1S P 2D P 2H P', expected: 'P', rule: 'X-PASS', option: 'preference', decision: 'B-70', note: 'HD 16 + the 1♠ answer\'s 6 = 22: pass (was 4♥)' },
  { hand: 'J8743.AKQ72.J2.3', dealer: 'N', vul: 'None', auction: '1S P 1N P 2H P 2S P', expected: 'P', rule: 'X-PASS', option: 'preference', decision: 'B-70', note: 'lesson 14, second deal: HD 13 + 6 = 19, pass as a preference (was RR-DECLINE, "partner invites game")' },
  { hand: 'K32.Q32.KJ32.K32', dealer: 'E', vul: 'None', auction: '1S P 1N P 2H P', expected: '3S', rule: 'RR-INVITE', option: 'raise', decision: 'B-70', note: 'HDr 10 + 13 = 23 with three spades: the invitation is the jump 3♠ (was 2♠, the same call as the preference)' },
  { hand: 'QJ743.K32.AJ.432', dealer: 'N', vul: 'None', auction: '1H P 1S P 2D P', expected: '3H', rule: 'RR-INVITE', option: 'raise', decision: 'B-70', note: 'HDr 11 + 13 = 24, three hearts: 3♥ invites (2♥ would be only a preference)' },
  { hand: 'AQ872.KJ872.K2.3', dealer: 'S', vul: 'None', auction: '1S P 1N P 2H P 3S P', expected: '4S', rule: 'RR-ACCEPT', option: 'opener', decision: 'B-70', note: 'the jump preference is RR-INVITE (10): HD 16 + 10 = 26, accept (B-58)' },
  { hand: 'J8743.AKQ72.J2.3', dealer: 'W', vul: 'None', auction: '1S P 1N P 2H P 3S P', expected: 'P', rule: 'RR-DECLINE', option: 'opener', decision: 'B-70', note: 'HD 13 + 10 = 23: decline the jump preference (B-58)' },
  // B-71: a defender's own suit at the three level or higher, unforced, within two tricks vulnerable and three not
  { hand: '8.J95.AJT3.KQ752', dealer: 'E', vul: 'EW', auction: 'P 1H P 3H', expected: 'P', rule: 'D-PASS', option: 'tricks', decision: 'B-71', note: 'vulnerable 4♣ needs 10 − 2 = 8 playing tricks (♣KQ752 4, ♦AJT3 2): 6 → pass (was 4♣, six down double dummy, board 406)' },
  { hand: 'AJT43.A943.Q9.52', dealer: 'W', vul: 'NS', auction: 'P 2N P 3N', expected: 'P', rule: 'D-PASS', option: 'tricks', decision: 'B-71', note: 'not vulnerable 4♠ needs 10 − 3 = 7; ♠AJT43 3 + ♥A943 2 = 5 → pass (was 4♠, six down, board 700)' },
  { hand: '8.AK987.A4.96532', dealer: 'S', vul: 'All', auction: '1S P 3S', expected: 'P', rule: 'D-PASS', option: 'tricks', decision: 'B-71', note: 'vulnerable 4♥ on 11 HCP needs 8 playing tricks: ♥AK987 4 + ♦A 1 + ♣96532 2 = 7 → pass' },
  { hand: '8.AK987.A4.96532', dealer: 'W', vul: 'None', auction: '1S P 3S', expected: '4H', rule: 'D-SUIT', decision: 'B-71', note: 'the same hand not vulnerable: 7 playing tricks are enough for 4♥ (10 − 3)' },
  { hand: 'KQJ987.A.K43.962', dealer: 'E', vul: 'All', auction: '3H', expected: '3S', rule: 'D-SUIT', decision: 'B-71', note: 'over a preempt, vulnerable 3♠ needs 9 − 2 = 7: ♠KQJ987 5 + ♥A 1 + ♦K43 1 = 7 → overcall' },
  { hand: 'A5.Q86.T9743.Q85', dealer: 'N', vul: 'None', auction: 'P 1H 2S 4H', expected: 'P', rule: 'X-PASS', option: 'theirs', decision: 'B-71', note: 'after the jump overcall the right-hand opponent bid: no longer forced, and 5♦ needs 8 playing tricks (has 3) → pass (was 5♦, seven down, board 145)' },
  { hand: 'T3.7532.AKJT.QT5', dealer: 'S', vul: 'EW', auction: '1S X 2S', expected: 'P', rule: 'ADV-X', option: 'tricks', decision: 'B-71', note: 'the opponent\'s raise releases the advancer; vulnerable 3♥ needs 7 playing tricks, the hand has 4 → pass (was 4♥, three down, board 259)' },
  // B-72: the simple overcall shows 8; the advancer's bid needs 26 together for game or a game force, 23 for 2NT and a three-level bid other than the cheapest raise
  { hand: 'QJ9542.K..AQT652', dealer: 'N', vul: 'None', auction: '1S 2D P', expected: 'P', rule: 'X-PASS', option: 'limit', decision: 'B-72', note: '3♣, a new suit at the three level, needs 23 together: HDr 10 + 8 = 18 → pass (was 3♣, B-54)' },
  { hand: 'K876.A.J876.Q876', dealer: 'S', vul: 'None', auction: 'P P 1S 2H P', expected: 'P', rule: 'X-PASS', option: 'limit', decision: 'B-72', note: 'a heart singleton and HDr 7 + 8 = 15: no 3♦ → pass (was 3♦, B-54)' },
  { hand: '2.KJ876.Q9876.K3', dealer: 'W', vul: 'None', auction: '1S 2C P', expected: '2H', rule: 'ADV-SUIT', via: 'R-FALLBACK', decision: 'B-72', note: 'two clubs allow the no-trump answer, but 2NT needs 23 together: HDr 9 + 8 = 17 → the longest suit, 2♥ (was 2NT, B-54)' },
  { hand: '5.94.AQT853.J985', dealer: 'W', vul: 'None', auction: 'P P 1S 2H 3D', expected: 'P', rule: 'X-PASS', option: 'theirs', decision: 'B-72', note: '4♣ needs 26 together: HDr 8 + 8 = 16 → pass (was 4♣, B-7\'s longest suit)' },
  { hand: 'Q64.6542.A9.T875', dealer: 'N', vul: 'None', auction: 'P P 1H 1S 2H', expected: 'P', rule: 'X-PASS', option: 'theirs', decision: 'B-72', note: 'HDr 6 is no raise, and 3♣ needs 23 together: 6 + 8 = 14 → pass (was 3♣, B-7)' },
  { hand: 'AQ2.KJ4.Q987.K32', dealer: 'N', vul: 'None', auction: '1S 2C P', expected: '3C', rule: 'ADV-SUIT', via: 'R-RAISE2', decision: 'B-72', note: 'HDr 14 with three clubs: the jump to 4♣ (R-RAISE3, forcing to game) needs 26, 14 + 8 = 22 → the cheapest raise' },
  { hand: 'AJ82.K3.A8765.K3', dealer: 'N', vul: 'None', auction: '1H 1S P', expected: '2S', rule: 'ADV-SUIT', via: 'R-RAISE2', decision: 'B-72', note: 'HDr 17 + 8 = 25, one short of game: the cheapest raise carries support up to HDr 17' },
  // B-73: after 1♣ and the opponents' bid, responder's pass stands for the negative 1♦, and opener rebids by RB1C-NEG
  { hand: 'AKJ.AQ.QT.AK9763', dealer: 'S', vul: 'None', auction: '1C 1H P P', expected: '2C', rule: 'RB1C-NEG', option: 'suit', decision: 'B-73', note: 'HD 24 after the negative pass: the best suit, 2♣ (was a pass of 1♥ with 26 HCP between the hands, board 743)' },
  { hand: '2.AK8.AKQ42.AKJ7', dealer: 'E', vul: 'None', auction: '1C 1S P P', expected: '3D', rule: 'RB1C-NEG', option: 'jump', decision: 'B-73', note: 'HD 26: the best suit with a jump, forcing to game (was a pass, "no rule covers this", board 138)' },
  { hand: 'AK3.AQ2.KQJ2.AJ2', dealer: 'W', vul: 'None', auction: '1C 1S P P', expected: '2N', rule: 'RB1C-NEG', option: 'nt', decision: 'B-73', note: 'balanced HD 24 with the spades stopped: 2NT' },
  { hand: '432.AKQ.KQJ2.AKJ', dealer: 'N', vul: 'None', auction: 'P 1C 1S P P', expected: '2D', rule: 'RB1C-NEG', option: 'suit', decision: 'B-73', note: 'balanced HD 23 but no spade stopper: no 2NT, the best suit' },
  { hand: '653.J54.T873.962', dealer: 'W', vul: 'None', auction: '1C 1S P P 3D P', expected: '3N', rule: 'RR-GAME', option: 'forcednt', decision: 'B-73', note: 'the jump after the negative pass forces to game as after 1♦ (B-51)' },
  // B-74: RR-GAME with no major fit bids game in responder's own major of six or more cards before 3NT
  { hand: 'AJ876432.K9.AT8.', dealer: 'N', vul: 'None', auction: '1H P 1S P 3H P', expected: '4S', rule: 'RR-GAME', option: 'own', decision: 'B-74', note: 'eight spades and two hearts: 4♠ (was 3NT, four down, board 1780)' },
  { hand: 'A2.AKJ9876.K3.32', dealer: 'E', vul: 'None', auction: '1D P 1H P 1N P', expected: '4H', rule: 'RR-GAME', option: 'own', decision: 'B-74', note: 'seven hearts over opener\'s 1NT rebid: 4♥, not 3NT' },
  { hand: 'KQJ987.A2.K32.32', dealer: 'W', vul: 'None', auction: '1H P 1S P 2H P', expected: '4S', rule: 'RR-GAME', option: 'own', decision: 'B-74', note: 'HDr 15 + 13 = 28 with six spades and no heart fit: 4♠' },
  { hand: 'KQ98.AQJ987.K3.3', dealer: 'N', vul: 'None', auction: '1S P 2H P 2S P', expected: '4S', rule: 'RR-GAME', option: 'major', decision: 'B-74', note: 'a major fit comes first: 4♠, not 4♥ in the own six hearts' },
  // B-75: over the natural 2♣ the two level is responder's cheapest: a new suit there is R-NEW1 (HDr 6+), R-NEW2 one above
  { hand: 'KQT86532.K9.3.T7', dealer: 'N', vul: 'None', auction: 'P P P 2C P', expected: '2S', rule: 'R-NEW1', decision: 'B-75', note: 'eight spades, HDr 9: 2♠ (was 2NT, four down on board 364 of seed 2026)' },
  { hand: 'Q96.AK643.KJT74.', dealer: 'E', vul: 'All', auction: '2C P', expected: '2H', rule: 'R-NEW1', decision: 'B-75', note: 'a real deal (a Polish club, board 26): 2♥ with HDr 9 (was 2NT, passed with 27 HCP and eleven tricks)' },
  { hand: 'A2.KJ84.J765.932', dealer: 'N', vul: 'None', auction: '2C P', expected: '2H', rule: 'R-NEW1', decision: 'B-75', note: 'HDr 9 and a biddable ♥KJ84 (♦J765 is not): 2♥, not 2NT' },
  { hand: 'A2.KJ984.Q76.932', dealer: 'N', vul: 'None', auction: '2C 2S', expected: '3H', rule: 'R-NEW2', decision: 'B-75', note: 'after the opponents\' 2♠ a new suit is one level higher: HDr 10, 3♥ (was 2NT without a spade stop)' },
  // B-76: opener's rebid tables also after the opponents' bid over partner's answer, on the calls still legal; a minimum
  // only raises with four cards or rebids six, else passes; no-trump needs their suit stopped
  { hand: 'A.A987652.Q9.KT3', dealer: 'E', vul: 'EW', auction: '1H P 1S 2D', expected: '2H', rule: 'RB-NEW-MIN', option: 'rebid', decision: 'B-76', note: 'a real deal (BBO, board 6): seven hearts, a minimum, rebid at the two level (was a pass, and 2♦ was left in with 4♠ cold)' },
  { hand: 'A2.KQJ432.K32.32', dealer: 'N', vul: 'None', auction: '1H P 1S 2D', expected: '2H', rule: 'RB-NEW-MIN', option: 'rebid', decision: 'B-76', note: 'six hearts, HD 16: 2♥ where it would have been without their 2♦' },
  { hand: 'A2.KQJ32.K432.32', dealer: 'N', vul: 'None', auction: '1H P 1S 2D', expected: 'P', rule: 'RB-NEW-MIN', option: 'free', decision: 'B-76', note: 'five hearts, two spades, a minimum: partner has another turn, pass' },
  { hand: 'AQ32.AKJ32.32.K2', dealer: 'N', vul: 'None', auction: '1H P 1S 2D', expected: '4S', rule: 'RB-NEW-MAX', option: 'raise', decision: 'B-76', note: 'HD 21 and four spades: game in partner\'s major over their 2♦' },
  { hand: 'AKQ74.KQJ2.K2.32', dealer: 'W', vul: 'None', auction: '1S P 1N 2D', expected: '3N', rule: 'RB-1NT-MAX', option: 'nt', decision: 'B-76', note: 'HD 20 with ♦K2 stopping their diamonds: 3NT (was a pass, "no rule covers this")' },
  // B-77: the advancer's new suit does not force the overcaller (see FALLBACK_POSITIONS for the passes)
  { hand: 'AQ6.542.T.A76542', dealer: 'E', vul: 'EW', auction: 'P 1S 2C P 2D P', expected: 'P', rule: 'X-PASS', option: 'limit', decision: 'B-77', note: 'a real deal (a Polish club, board 6): the advancer\'s 2♦ forces nothing (was 3♣, X-FORCED, five down vulnerable)' },
  // B-78: a misfit stops low: no 2NT invitation with one card or none in a suit opener has bid twice
  { hand: 'J74.K.K876.A9532', dealer: 'E', vul: 'NS', auction: 'P 1H P 1N 2D 2H P', expected: 'P', rule: 'RR-PASS', decision: 'B-78', note: 'a real deal (a Polish club, board 18): a singleton in opener\'s rebid hearts, pass (was 2NT, and 3NT went four down)' },
  { hand: 'J74.K.K876.A9532', dealer: 'N', vul: 'None', auction: '1H P 1N P 2H P', expected: 'P', rule: 'RR-PASS', decision: 'B-78', note: 'the same without their bid: 11 + 13 = 24 invites, but not with one heart' },
  { hand: '7.KJ4.T982.AQ432', dealer: 'S', vul: 'None', auction: '1S P 1N P 2S P', expected: 'P', rule: 'RR-PASS', decision: 'B-78', note: '12 + 13 = 25, one spade: pass' },
  { hand: 'T7.KJ4.T98.AQ432', dealer: 'N', vul: 'None', auction: '1S P 1N P 2S P', expected: '2N', rule: 'RR-INVITE', option: 'nt', decision: 'B-78', note: 'two spades are no misfit: the invitation stands, 2NT' },
  // B-79: RR-OWN, responder's own suit of six or more again at the cheapest level: a sign-off, which opener passes
  { hand: 'KQT86532.K9.3.T7', dealer: 'W', vul: 'NS', auction: 'P P P 2C P 2S P 2N P', expected: '3S', rule: 'RR-OWN', decision: 'B-79', note: 'eight spades, no fit, 24 together: 3♠ (was a pass, and 2NT went four down on board 364 of seed 2026)' },
  { hand: '52.762.AQJT74.J9', dealer: 'S', vul: 'None', auction: '2C P 2D P 3C P', expected: '3D', rule: 'RR-OWN', decision: 'B-79', note: 'a real deal (a Polish club, board 11): two clubs are no fit, six diamonds: 3♦' },
  { hand: '2.KJ98654.Q32.54', dealer: 'E', vul: 'None', auction: '1D P 1H P 1N P', expected: '2H', rule: 'RR-OWN', decision: 'B-79', note: 'seven hearts: ♦Q32 is a fit in a minor only, so 2♥ (was a pass of 1NT)' },
  { hand: '2.K54.Q32.AJT987', dealer: 'N', vul: 'None', auction: '1S P 2C P 2H P', expected: '3H', rule: 'RR-INVITE', option: 'raise', decision: 'B-79', note: 'three hearts to the king fit opener\'s major: the fit comes before the own clubs' },
  { hand: 'A94.86.AK84.KJ94', dealer: 'W', vul: 'NS', auction: 'P P P 2C P 2S P 2N P 3S P', expected: 'P', rule: 'X-PASS', option: 'signoff', decision: 'B-79', note: 'opener passes partner\'s sign-off' },
  // B-80: a defender too strong for 1NT (16–18) and with no overcall doubles with HD 19 or more, whatever its shape
  { hand: 'AQ85.AK6.QT732.A', dealer: 'W', vul: 'EW', auction: 'P 1D', expected: 'X', rule: 'D-X', option: 'strong', decision: 'B-80', note: 'a real deal (a Polish club, board 16): HD 21 with five diamonds (was a pass, and 1♦ went four down undoubled)' },
  { hand: 'AKQ.QJ54.AQ4.KJ3', dealer: 'N', vul: 'None', auction: '1H', expected: 'X', rule: 'D-X', option: 'strong', decision: 'B-80', note: 'balanced HD 22, four hearts: too strong for 1NT' },
  { hand: 'AQJ4.AK5.KQ4.A32', dealer: 'E', vul: 'None', auction: '1S', expected: 'X', rule: 'D-X', option: 'strong', decision: 'B-80', note: 'HD 23 with four spades: double first' },
  { hand: 'Q54.KJ54.AQ4.K32', dealer: 'S', vul: 'None', auction: '1H', expected: 'P', rule: 'D-PASS', decision: 'B-80', note: 'HD 15 with four hearts: below 19 the pass stands' },
  // B-81: the 1NT answer holds up to 12 (I-12): a balanced 15–16 invites with 2NT (15–18 with the medium 2NT), and 9 or more accepts
  { hand: 'AT653.T62.AKJ.K9', dealer: 'N', vul: 'None', auction: '1S P 1N P', expected: '2N', rule: 'RB-1NT-MIN', option: 'invite', decision: 'B-81', note: 'a real deal (a Polish club, board 23): HD 16 balanced (was a pass, and 3NT makes)' },
  { hand: 'AQ2.K32.KJ32.Q32', dealer: 'N', vul: 'None', auction: '1D P 1N P', expected: '2N', rule: 'RB-1NT-MIN', option: 'invite', decision: 'B-81', note: 'HD 15 balanced: invite' },
  { hand: 'A4.KQJ82.K72.J43', dealer: 'N', vul: 'None', auction: '1H P 1N P', expected: 'P', rule: 'RB-1NT-MIN', option: 'pass', decision: 'B-81', note: 'HD 14 balanced: pass' },
  { hand: 'KJ2.A32.K32.AJ32', dealer: 'N', vul: 'None', auction: '2C P 2N P', expected: 'P', rule: 'RB-1NT-MIN', option: 'pass', decision: 'B-81', note: 'over 2♣ – 2NT no invitation: 3NT would be game' },
  { hand: 'A32.KJ432.K2.KJ2', dealer: 'E', vul: 'None', auction: '1H P 1N 2S', expected: 'P', rule: 'RB-1NT-MIN', option: 'pass', decision: 'B-81', note: 'after the opponents’ bid a minimum passes (B-76)' },
  { hand: 'K2.Q95.752.AQ764', dealer: 'N', vul: 'None', auction: '1S P 1N P 2N P', expected: '3N', rule: 'RR-ACCEPT', option: 'nt', decision: 'B-81', note: 'the real deal’s responder: HD 12 (no fit, E-HD) accepts' },
  { hand: 'K.KQ953.J73.Q654', dealer: 'N', vul: 'None', auction: '1S P 1N P 2N P', expected: '3N', rule: 'RR-ACCEPT', option: 'nt', decision: 'B-81', note: 'a real deal (a Polish club, the other board 23): HD 10 accepts, and 3NT makes ten tricks' },
  { hand: 'Q82.94.KJ72.Q983', dealer: 'N', vul: 'None', auction: '1H P 1N P 2N P', expected: 'P', rule: 'RR-DECLINE', option: 'nt', decision: 'B-81', note: 'HD 8: decline (17 + 8 = 25)' },
  { hand: 'Q82.94.KJ72.J983', dealer: 'N', vul: 'None', auction: '1H P 1N P 2N P', expected: 'P', rule: 'RR-DECLINE', option: 'nt', decision: 'B-81', note: 'HD 7: decline' },
];
