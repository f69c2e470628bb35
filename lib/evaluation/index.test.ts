import { describe, expect, it } from 'vitest';
import * as evaluation from './index';
import { hand } from './test-support';

describe('lib/evaluation entry point', () => {
  it('exports the whole API other modules code against', () => {
    const names = [
      'honourPoints',
      'suitHonourPoints',
      'distributionPoints',
      'openingCorrections',
      'hdCount',
      'hdPoints',
      'responderCount',
      'responderPoints',
      'quickTricks',
      'isBalanced',
      'shapeText',
      'isStopped',
      'stoppedSuits',
      'isBiddable',
      'biddableSuits',
      'isRebiddable',
      'rebiddableSuits',
      'hasSupport',
      'evaluateHand',
    ];
    for (const name of names) expect(typeof (evaluation as Record<string, unknown>)[name], name).toBe('function');
  });

  it('answers through the entry point', () => {
    // ♠AKQ2 9, ♥KJ3 4, ♦T8 0, ♣Q432 2 → H 15; ♦ doubleton D 1; HD 16; QT ♠AK 2 + ♥Kx ½ = 2½.
    const h = hand('AKQ2.KJ3.T8.Q432');
    expect(evaluation.hdPoints(h)).toBe(16);
    expect(evaluation.quickTricks(h).total).toBe(2.5);
    expect(evaluation.evaluateHand(h).shapeText).toBe('4-4-3-2');
  });
});
