'use client';
// A lesson's hand evaluation drawn in the browser: the hand and its totals (H, D, HD, quick tricks; HDr when the
// lesson gives partner's suit) from lib/evaluation, with the whole breakdown folded and made only when opened. The
// server has checked every figure the lesson states; the page's payload carries only the hand and the suit.
// Only what the course has taught by the lesson is shown (lib/lessons/taught). Example: <EvaluateView hand={hand} trump="H" lesson={10} />.

import { useId, useMemo } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { makeHand } from '@/lib/bridge/hand';
import type { Hand, Suit } from '@/lib/bridge/types';
import { evaluateHand, responderCount } from '@/lib/evaluation';
import { shownInLesson } from '@/lib/lessons/taught';
import { HandDiagram } from '../hand-diagram';
import { SuitSymbol } from '../suit-symbol';
import { LessonFold } from './lesson-fold';
import styles from './lesson.module.css';

export function EvaluateView({ hand, trump, lesson }: { hand: Hand; trump: Suit | null; lesson: number }) {
  const shown = shownInLesson(lesson);
  const id = useId();
  const t = useTranslations('lessons.evaluate');
  const tl = useTranslations('lessons.onDemand');
  const format = useFormatter();
  const evaluation = useMemo(() => evaluateHand(hand), [hand]);
  const responder = useMemo(() => (trump ? responderCount(hand, trump) : null), [hand, trump]);
  const figures: [string, number][] = [
    ['H', evaluation.h],
    ['D', evaluation.d],
    ['HD', evaluation.hd],
    ...(shown.qt ? ([[t('qt'), evaluation.qt]] as [string, number][]) : []),
    ...(responder && shown.hdr ? ([['HDr', responder.total]] as [string, number][]) : []),
  ];
  return (
    <div className={styles.live} data-example="Evaluate">
      <div className={styles.evaluateTop}>
        <HandDiagram hand={hand} label={t('hand')} />
        <dl className={styles.figures}>
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{format.number(value)}</dd>
            </div>
          ))}
        </dl>
      </div>
      {trump ? <p className={styles.trumpNote}>{t.rich('trumps', { suit: () => <SuitSymbol suit={trump} /> })}</p> : null}
      <LessonFold
        className={styles.solution}
        body={{ kind: 'evaluation', hand, trump, idPrefix: `ev${id.replace(/[^a-zA-Z0-9_-]/g, '')}`, shown }}
        texts={{ summary: t('details'), loading: tl('loading'), failed: tl('failed') }}
        noScript={{
          text: tl('evaluationNoScript'),
          link: tl('evaluationLink'),
          href: `/evaluate?hand=${encodeURIComponent(makeHand(hand))}${trump ? `&partner=${trump}` : ''}`,
        }}
      />
    </div>
  );
}
