'use client';
// The review queue's size with a "review now" link per drill kind that has due questions, and "practise my weak
// spots": the three weakest rules, each with a link to a fresh session of it. Example: <ReviewQueue progress={p} day={20787} />.

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { accuracy, dueByTopic, weakRules, type Progress } from '@/lib/progress/progress';
import styles from './progress.module.css';

/** The most due questions one review link carries. */
export const REVIEW_LINK_MAX = 10;
/** How many weak rules the page offers. */
export const WEAK_RULES = 3;

export function ReviewQueue({ progress, day }: { progress: Progress; day: number }) {
  const t = useTranslations('progress');
  const groups = dueByTopic(progress, day, REVIEW_LINK_MAX);
  const next = progress.queue.reduce((soonest, entry) => Math.min(soonest, entry.due), Infinity);
  return (
    <section className="panel" aria-labelledby="progress-review" data-testid="progress-review">
      <h2 id="progress-review">{t('review.heading')}</h2>
      {progress.queue.length === 0 ? (
        <p>{t('review.none')}</p>
      ) : (
        <>
          <p>{t('review.waiting', { count: progress.queue.length })}</p>
          {groups.length === 0 ? (
            <p>{t('review.next', { days: Math.max(1, next - day) })}</p>
          ) : (
            <ul className={styles.links}>
              {groups.map(({ topic, codes }) => (
                <li key={topic}>
                  <Link className="button button-primary" href={`/drills/${topic}?items=${codes.join(',')}`}>
                    {t('review.now', { kind: t(`kinds.names.${topic}`), count: codes.length })}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** A seed for a fresh session, chosen in the browser (0 … 2³¹ − 1). */
function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] >>> 1;
}

export function WeakSpots({ progress }: { progress: Progress }) {
  const t = useTranslations('progress.weak');
  const summary = useTranslations('notes.rules.summaries');
  const format = useFormatter();
  const [seed] = useState(randomSeed);
  const weak = weakRules(progress, WEAK_RULES);
  return (
    <section className="panel" aria-labelledby="progress-weak" data-testid="progress-weak">
      <h2 id="progress-weak">{t('heading')}</h2>
      {weak.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <>
          <p>{t('intro')}</p>
          <ol className={styles.weakList}>
            {weak.map((rule, i) => {
              const stat = progress.rules[rule]!;
              return (
                <li key={rule} data-rule={rule}>
                  <Link className={styles.ruleId} href={`/notes#${rule}`}>
                    {rule}
                  </Link>{' '}
                  {summary(rule)}
                  <p className="muted">{t('stat', { percent: format.number(accuracy(stat) ?? 0, { style: 'percent' }), answered: stat.answered })}</p>
                  <Link className="button" href={`/drills/${rule}?seed=${(seed + i) % 0x8000_0000}`}>
                    {t('practise', { rule })}
                  </Link>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
