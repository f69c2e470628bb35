// The lessons' live examples computed by lib/: a hand's whole evaluation, the bidder's call with its explanation, a
// duplicate board's score and a rubber or Chicago sheet. Each reads its attributes through lib/lessons/examples.ts,
// which has already checked every figure the lesson states; a bidder example's rules tried first and a hand's whole
// evaluation load when opened (lesson-fold.tsx). Example: <LessonEvaluate attrs={{ hand: '…', expect: 'HD=15' }} />.

import { useId } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { exampleOrThrow, type Attrs } from '@/lib/lessons/examples';
import { resultOf } from '@/lib/bridge/contract';
import { makeHand } from '@/lib/bridge/hand';
import { isVulnerable, sideOf } from '@/lib/bridge/types';
import { rejectedRuleCount } from '@/lib/bidder';
import { BiddingCall } from '../bidding-call';
import { BiddingExplanation } from '../bidding-explanation';
import { ContractName } from '../contract-name';
import { HandDiagram } from '../hand-diagram';
import { ScoreBreakdown } from '../score-breakdown';
import { ScoreSheet } from '../score-sheet';
import { SuitSymbol } from '../suit-symbol';
import { LessonFold } from './lesson-fold';
import local from '../bidding-explanation.module.css';
import styles from './lesson.module.css';

/**
 * A hand's evaluation, compact on the page: the hand and its totals (H, D, HD, quick tricks; HDr when the lesson
 * gives partner's suit), with the whole breakdown — per suit, corrections, facts — one tap away (a <details>).
 */
export function LessonEvaluate({ attrs }: { attrs: Attrs }) {
  const { hand, evaluation, responder } = exampleOrThrow('Evaluate', attrs);
  const id = useId();
  const t = useTranslations('lessons.evaluate');
  const tl = useTranslations('lessons.onDemand');
  const format = useFormatter();
  const figures: [string, number][] = [
    ['H', evaluation.h],
    ['D', evaluation.d],
    ['HD', evaluation.hd],
    [t('qt'), evaluation.qt],
    ...(responder ? ([['HDr', responder.total]] as [string, number][]) : []),
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
      {responder ? (
        <p className={styles.trumpNote}>{t.rich('trumps', { suit: () => <SuitSymbol suit={responder.trump} /> })}</p>
      ) : null}
      <LessonFold
        className={styles.solution}
        body={{ kind: 'evaluation', hand, trump: responder?.trump ?? null, idPrefix: `ev${id.replace(/[^a-zA-Z0-9_-]/g, '')}` }}
        texts={{ summary: t('details'), loading: tl('loading'), failed: tl('failed') }}
        noScript={{
          text: tl('evaluationNoScript'),
          link: tl('evaluationLink'),
          href: `/evaluate?hand=${encodeURIComponent(makeHand(hand))}${responder ? `&partner=${responder.trump}` : ''}`,
        }}
      />
    </div>
  );
}

export function BidderSays({ attrs }: { attrs: Attrs }) {
  const { hand, dealer, vul, calls, seat, advice } = exampleOrThrow('BidderSays', attrs);
  const t = useTranslations();
  return (
    <figure className={`${styles.live} ${styles.bidder}`} data-example="BidderSays">
      <figcaption>
        {t('lessons.bidder.caption', { seat: t(`common.seats.${seat}`), dealer: t(`common.seats.${dealer}`) })} · {t(`common.vul.${vul}`)}
      </figcaption>
      <HandDiagram hand={hand} label={t(`common.seats.${seat}`)} />
      {calls.length > 0 ? (
        <p className={styles.soFar}>
          {t('lessons.bidder.soFar')}{' '}
          {calls.map((call, i) => (
            <span key={i} className={styles.soFarCall}>
              <BiddingCall call={call} />
            </span>
          ))}
        </p>
      ) : (
        <p className={styles.soFar}>{t('lessons.bidder.first')}</p>
      )}
      <BiddingExplanation
        seat={seat}
        advice={advice}
        foldRejected
        rejectedFold={
          <LessonFold
            className={local.fold}
            body={{ kind: 'rejected', hand, dealer, vul, calls }}
            texts={{
              summary: `${t('table.explanation.rejected')} (${rejectedRuleCount(advice.rejected)})`,
              loading: t('lessons.onDemand.loading'),
              failed: t('lessons.onDemand.failed'),
            }}
            noScript={{ text: t('lessons.onDemand.rejectedNoScript'), link: t('lessons.onDemand.rejectedNotes'), href: `/notes#${advice.rule}` }}
          />
        }
      />
    </figure>
  );
}

export function LessonScore({ attrs }: { attrs: Attrs }) {
  const { contract, declarer, tricks, vul, result } = exampleOrThrow('Score', attrs);
  const t = useTranslations();
  const format = useFormatter();
  const vulnerable = isVulnerable(vul, sideOf(declarer));
  const { made, down } = resultOf(contract, tricks);
  return (
    <figure className={`${styles.live} ${styles.score}`} data-example="Score">
      <figcaption>
        {t.rich(made ? 'score.result.made' : 'score.result.down', {
          contract: () => <ContractName contract={contract} />,
          declarer: t(`common.seats.${declarer}`),
          down,
          tricks,
        })}{' '}
        {t(vulnerable ? 'lessons.score.vulnerable' : 'lessons.score.notVulnerable')}
      </figcaption>
      <ScoreBreakdown lines={result.lines} total={Math.abs(result.declarerScore)} />
      <p className={styles.answer}>{t('score.result.declarer', { points: format.number(result.declarerScore) })}</p>
    </figure>
  );
}

export function LessonScoreSheet({ attrs }: { attrs: Attrs }) {
  const { kind, sheet } = exampleOrThrow('ScoreSheet', attrs);
  const t = useTranslations();
  const format = useFormatter();
  return (
    <figure className={`${styles.live} ${styles.sheet}`} data-example="ScoreSheet">
      <figcaption>{t(kind === 'rubber' ? 'lessons.sheet.rubber' : 'lessons.sheet.chicago')}</figcaption>
      <ScoreSheet sheet={sheet} vulnerable={null} />
      <p className={styles.answer}>
        {t('lessons.sheet.totals', { we: format.number(sheet.totals.NS), they: format.number(sheet.totals.EW) })}
      </p>
    </figure>
  );
}
