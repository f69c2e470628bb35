'use client';
// The progress page's body: what this browser holds of the learner's answers (lib/progress reads it), drawn once
// the page runs in the browser; before that (and on the server) a loading line. Example: <ProgressReport />.

import { useRef, useState, useSyncExternalStore } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { accuracy, answeredTopics, overallStat, topicRuleStats, type Progress } from '@/lib/progress/progress';
import { AccuracyTable } from './accuracy-table';
import { ResetProgress } from './reset-progress';
import { ReviewQueue, WeakSpots } from './review-links';
import { today } from './today';
import { useProgress } from './use-progress';
import styles from './progress.module.css';

const subscribeNothing = () => () => {};

function Overall({ progress }: { progress: Progress }) {
  const t = useTranslations('progress.overall');
  const format = useFormatter();
  const all = overallStat(progress);
  return (
    <section className="panel" aria-labelledby="progress-overall" data-testid="progress-overall">
      <h2 id="progress-overall">{t('heading')}</h2>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('accuracy')}</dt>
          <dd>
            <span className={styles.big}>{format.number(accuracy(all) ?? 0, { style: 'percent' })}</span>{' '}
            {t('answers', { answered: all.answered, right: all.right })}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('streak')}</dt>
          <dd>
            <span className={styles.big}>{progress.streak.current}</span> {t('inARow', { count: progress.streak.current })}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('best')}</dt>
          <dd>
            <span className={styles.big}>{progress.streak.best}</span> {t('inARow', { count: progress.streak.best })}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function ByDrill({ progress }: { progress: Progress }) {
  const t = useTranslations('progress.kinds');
  const kinds = answeredTopics(progress);
  return (
    <section className="panel" aria-labelledby="progress-kinds">
      <h2 id="progress-kinds">{t('heading')}</h2>
      <AccuracyTable
        caption={t('heading')}
        captionHidden
        nameHeader={t('drill')}
        testId="progress-kinds"
        rows={kinds.map((kind) => ({ key: kind, name: t(`names.${kind}`), stat: progress.topics[kind]! }))}
      />
      {kinds.map((kind) => {
        const rules = topicRuleStats(progress, kind);
        if (rules.length === 0) return null;
        return (
          <AccuracyTable
            key={kind}
            caption={t('byRule', { kind: t(`names.${kind}`) })}
            nameHeader={t('rule')}
            testId={`progress-rules-${kind}`}
            rows={rules.map(({ rule, stat }) => ({
              key: rule,
              name: (
                <Link className={styles.ruleId} href={`/notes#${rule}`}>
                  {rule}
                </Link>
              ),
              stat,
            }))}
          />
        );
      })}
    </section>
  );
}

export function ProgressReport() {
  const t = useTranslations('progress');
  const { progress, reset } = useProgress();
  const ready = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const day = useSyncExternalStore(subscribeNothing, () => today(), () => 0);
  const [resetDone, setResetDone] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const started = overallStat(progress).answered > 0 || progress.queue.length > 0;

  function onReset() {
    reset();
    setResetDone(true);
    // the reset panel goes away with the progress: focus the message that says what happened
    requestAnimationFrame(() => statusRef.current?.focus());
  }

  if (!ready) return <p className="muted">{t('loading')}</p>;
  return (
    <div data-hydrated="">
      <p role="status" ref={statusRef} tabIndex={-1} className={resetDone ? 'notice' : 'sr-only'}>
        {resetDone ? t('reset.done') : ''}
      </p>
      {/* stored text that did not read cleanly is told by the site's notice (storage-notice.tsx), on every page */}
      {started ? (
        <>
          <Overall progress={progress} />
          <ByDrill progress={progress} />
          <ReviewQueue progress={progress} day={day} />
          <WeakSpots progress={progress} />
          <ResetProgress
            onReset={onReset}
          />
        </>
      ) : (
        <section className="panel" aria-labelledby="progress-empty" data-testid="progress-empty">
          <h2 id="progress-empty">{t('empty.heading')}</h2>
          <p>{t('empty.text')}</p>
          <Link className="button button-primary" href="/drills">
            {t('empty.link')}
          </Link>
        </section>
      )}
    </div>
  );
}
