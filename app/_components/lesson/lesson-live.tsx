// The lessons' live examples computed by lib/: a hand's whole evaluation, the bidder's call with its explanation, a
// duplicate board's score and a rubber or Chicago sheet. Each reads its attributes through lib/lessons/examples.ts,
// which has already checked every figure the lesson states. The evaluation and the bidder's example are drawn in the
// browser (evaluate-view.tsx, bidder-says-view.tsx) from a few values, their long parts made when opened. Example: <LessonEvaluate attrs={{ hand: '…', expect: 'HD=15' }} />.

import { NextIntlClientProvider, useFormatter, useLocale, useTranslations } from 'next-intl';
import { exampleOrThrow, type Attrs } from '@/lib/lessons/examples';
import { resultOf } from '@/lib/bridge/contract';
import { makeCall, makeCalls } from '@/lib/bridge/call';
import { isVulnerable, sideOf } from '@/lib/bridge/types';
import { groupRejected, rejectedRuleCount } from '@/lib/bidder';
import { useExplanationTexts } from '../bidding-explanation';
import { BidderSaysView } from './bidder-says-view';
import { ContractName } from '../contract-name';
import { ScoreBreakdown } from '../score-breakdown';
import { ScoreSheet } from '../score-sheet';
import { EvaluateView } from './evaluate-view';
import { liveMessages } from './live-messages';
import styles from './lesson.module.css';
import { signedNumber } from '../signed-number';

/**
 * A hand's evaluation, compact on the page: the hand and its totals, with the whole breakdown — per suit,
 * corrections, facts — one tap away (EvaluateView, drawn in the browser).
 */
export function LessonEvaluate({ attrs, lesson }: { attrs: Attrs; lesson: number }) {
  const { hand, responder } = exampleOrThrow('Evaluate', attrs);
  const locale = useLocale();
  return (
    <NextIntlClientProvider locale={locale} messages={liveMessages(locale)}>
      <EvaluateView hand={hand} trump={responder?.trump ?? null} lesson={lesson} />
    </NextIntlClientProvider>
  );
}

/** The bidder's call for a lesson's hand and auction: decided and worded here, drawn by BidderSaysView. */
export function BidderSays({ attrs, lesson }: { attrs: Attrs; lesson: number }) {
  const { hand, dealer, vul, calls, advice } = exampleOrThrow('BidderSays', attrs);
  const locale = useLocale();
  const texts = useExplanationTexts(advice);
  const tried = groupRejected(advice.rejected).length > 0 ? rejectedRuleCount(advice.rejected) : 0;
  const example = { hand, dealer, vul, auction: makeCalls(calls), call: makeCall(advice.call), rule: advice.rule, texts, tried, lesson };
  return (
    <NextIntlClientProvider locale={locale} messages={liveMessages(locale)}>
      <BidderSaysView example={example} />
    </NextIntlClientProvider>
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
      <p className={styles.answer}>{t('score.result.declarer', { points: signedNumber(format, result.declarerScore) })}</p>
    </figure>
  );
}

export function LessonScoreSheet({ attrs }: { attrs: Attrs }) {
  const { kind, sheet, unfinished } = exampleOrThrow('ScoreSheet', attrs);
  const t = useTranslations();
  const format = useFormatter();
  return (
    <figure className={`${styles.live} ${styles.sheet}`} data-example="ScoreSheet">
      <figcaption>{t(kind === 'rubber' ? 'lessons.sheet.rubber' : 'lessons.sheet.chicago')}</figcaption>
      {/* an unfinished rubber's bonuses (300 for a game up, 50 for a partscore) are lines of their own: the totals add up */}
      <ScoreSheet sheet={sheet} vulnerable={null} unfinished={unfinished} />
      <p className={styles.answer}>
        {t('lessons.sheet.totals', { we: signedNumber(format, sheet.totals.NS), they: signedNumber(format, sheet.totals.EW) })}
      </p>
    </figure>
  );
}
