'use client';
// A drill session: the questions one at a time ("Question k of n", the score so far), a Next button after each
// answer, and at the end the result with each question's link and the ways on. Answers go out through onRecord.
// Example: <DrillSession topic="open" entries={[{ item, code }, …]} seed={42} onRecord={progress.record} />.

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link, useRouter } from '@/i18n/navigation';
import type { Call } from '@/lib/bridge/types';
import type { QuizItem } from '@/lib/quiz';
import type { DrillEntry } from '@/lib/quiz/drill-items';
import type { AnswerRecord } from '@/lib/progress/progress';
import { drillKindOf, isDrillKind, type DrillKind } from '@/lib/quiz/topics'; // not the index: the browser needs no item generator
import { randomSeed } from '../random-seed';
import { writeQuery } from '../query-state';
import { recordLater } from '../progress/record-later';
import { today } from '../progress/today';
import { ExportPbnButton } from '../share/export-pbn-button';
import { ShareButton } from '../share/share-button';
import { BiddingCall } from '../bidding-call';
import { QUESTION_COMPONENTS } from './question-components';
import type { Outcome } from './question-types';
import styles from './drill.module.css';
import { useHydrated } from '../use-hydrated';

export type { DrillEntry };

interface Props {
  /** The page's topic (a drill kind or a rule id): the links on stay on it. */
  readonly topic: string;
  readonly entries: readonly DrillEntry[];
  /** The session's seed when it was generated from one: written into the address so that a reload repeats it. */
  readonly seed: number | null;
  /** The session's items as a PBN file (made on the server), for the download button. */
  readonly pbn: string;
  /** Where graded answers go: the learner's progress in this browser unless a caller takes them. */
  readonly onRecord?: (answer: AnswerRecord) => void;
  /** Inside a lesson: no share or download buttons, the page's own text around it says what it is. */
  readonly embedded?: boolean;
}

/** The drill page an item is practised on: the rule's kind for call items, else the item's own kind. */
function topicOf(item: QuizItem): DrillKind {
  const fromRule = item.rule === null ? null : drillKindOf(item.rule);
  if (fromRule) return fromRule;
  if (isDrillKind(item.kind)) return item.kind;
  return isDrillKind(item.topic) ? item.topic : 'open';
}

const SESSION_KEY = 'bridge-tutor.session';

/** The answers stored for this session, when they are a list of `total` right/wrong/unanswered marks. */
function readSession(key: string, total: number): (boolean | null)[] | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
    const valid = Array.isArray(value) && value.length === total && value.every((v) => v === null || typeof v === 'boolean');
    return valid ? (value as (boolean | null)[]) : null;
  } catch {
    return null;
  }
}

export function DrillSession({ topic, entries, seed, pbn, onRecord, embedded = false }: Props) {
  const t = useTranslations('drills.session');
  const ts = useTranslations('share.link');
  const locale = useLocale();
  const record = onRecord ?? recordLater;
  const router = useRouter();
  const [index, setIndex] = useState(0);
  const [results, setResults] = useState<readonly (boolean | null)[]>(() => entries.map(() => null));
  /** The learner's calls on call questions (this page's life only: a restored session lists its answers without them). */
  const [calls, setCalls] = useState<readonly (Call | null)[]>(() => entries.map(() => null));
  const heading = useRef<HTMLHeadingElement>(null);
  /** The session's section (the question or the result): "Next" brings its top back to the top of the screen. */
  const top = useRef<HTMLElement>(null);
  const moved = useRef(false);
  /** Set once React runs in the browser (tests wait for it before answering). */
  const hydrated = useHydrated();
  const total = entries.length;
  const done = index >= total;
  const answered = results.filter((r) => r !== null).length;
  const right = results.filter((r) => r === true).length;

  // a reload keeps the session: the answers so far live in this tab's sessionStorage, and the learner goes on at the
  // first question not yet answered (answers already counted in the progress are not counted again)
  const storageKey = `${SESSION_KEY}:${topic}:${seed ?? entries.map((e) => e.code).join(',')}`;
  const restored = useRef(false);
  useEffect(() => {
    const saved = readSession(storageKey, total);
    restored.current = true;
    if (!saved) return;
    // sessionStorage exists only in the browser: the saved answers come in after hydration, once
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setResults(saved);
    const open = saved.indexOf(null);
    setIndex(open === -1 ? total : open);
  }, [storageKey, total]);
  useEffect(() => {
    if (!restored.current) return;
    try {
      window.sessionStorage.setItem(storageKey, JSON.stringify(results));
    } catch {
      // storage blocked or full: the session still runs, it just does not survive a reload
    }
  }, [storageKey, results]);

  useEffect(() => {
    if (seed !== null) writeQuery({ seed: String(seed) });
  }, [seed]);

  useEffect(() => {
    // focus follows the learner to the next question (or the result), not on the first render; the question comes
    // back to the same place, its top at the top of the screen (not the page's top), so the box is in reach again
    if (!moved.current) return;
    heading.current?.focus({ preventScroll: true });
    top.current?.scrollIntoView({ block: 'start' });
  }, [index]);

  function onAnswered(k: number, outcome: Outcome) {
    if (results[k] !== null) return;
    const call = outcome.call;
    if (call) setCalls((c) => c.map((v, i) => (i === k ? call : v)));
    setResults((r) => r.map((v, i) => (i === k ? outcome.right : v)));
    const { item, code } = entries[k];
    record({
      code,
      kind: item.kind,
      topic: topicOf(item),
      rule: item.expected.kind === 'call' ? item.expected.rule : null,
      right: outcome.right,
      day: today(),
    });
  }

  function next() {
    moved.current = true;
    setIndex((i) => i + 1);
  }

  if (done) {
    const missed = entries.filter((_, k) => results[k] === false).map((e) => e.code);
    return (
      <section ref={top} className={styles.summary} aria-labelledby="drill-summary" data-hydrated={hydrated || undefined}>
        <h2 id="drill-summary" ref={heading} tabIndex={-1}>
          {t('summaryHeading')}
        </h2>
        <p className={styles.summaryLine} data-testid="drill-summary">
          {t('summary', { right, total })}
        </p>
        {missed.length === 0 ? <p>{t('allRight')}</p> : null}
        <h3>{t('itemsHeading')}</h3>
        <ol className={styles.results}>
          {entries.map(({ item, code }, k) => (
            <li key={`${code}-${k}`}>
              <span>{t('item', { number: k + 1 })}</span>
              <span className={results[k] ? styles.resultRight : styles.resultWrong}>{results[k] ? t('right') : t('wrong')}</span>
              {item.expected.kind === 'call' ? (
                <span>
                  {calls[k] && results[k] === false ? (
                    <>
                      {t('yourCall')} <BiddingCall call={calls[k]!} /> · {t('systemCall')} <BiddingCall call={item.expected.call} />{' '}
                    </>
                  ) : null}
                  <Link href={`/notes#${item.expected.rule}`}>{item.expected.rule}</Link>
                </span>
              ) : null}
              {results[k] === false ? <Link href={`/drills/${topic}?item=${code}`}>{t('retry')}</Link> : null}
            </li>
          ))}
        </ol>
        {embedded ? null : (
        <div className={styles.controls}>
          <ExportPbnButton pbn={pbn} fileName={`${topic}${seed === null ? '' : `-${seed}`}`} />
          <ShareButton
            url={`/${locale}/drills/${topic}?${seed === null ? `items=${entries.map((e) => e.code).join(',')}` : `seed=${seed}`}`}
            title={t('shareTitle')}
          />
        </div>
        )}
        <div className={styles.controls}>
          <button type="button" className="button button-primary" onClick={() => router.push(`/drills/${topic}?seed=${randomSeed()}`)}>
            {t('another')}
          </button>
          {missed.length > 0 ? (
            <Link className="button" href={`/drills/${topic}?items=${missed.join(',')}`}>
              {t('missed')}
            </Link>
          ) : null}
        </div>
      </section>
    );
  }

  const { item, code } = entries[index];
  const Question = QUESTION_COMPONENTS[item.kind];
  const last = index === total - 1;
  return (
    <section ref={top} className={styles.session} aria-labelledby="drill-question" data-hydrated={hydrated || undefined}>
      <div className={styles.sessionHead}>
        <h2 id="drill-question" ref={heading} tabIndex={-1} data-testid="drill-progress">
          {t('progress', { number: index + 1, total })}
        </h2>
        <p className={styles.score} data-testid="drill-score">
          {t('score', { right, answered })}
        </p>
      </div>
      <Question key={`${code}-${index}`} item={item} code={code} onAnswered={(outcome) => onAnswered(index, outcome)} />
      {results[index] !== null ? (
        <div className={styles.controls}>
          <button type="button" className="button button-primary" onClick={next} data-testid="drill-next">
            {last ? t('finish') : t('next')}
          </button>
        </div>
      ) : null}
      {embedded ? null : (
        <div className={styles.share}>
          <ShareButton url={`/${locale}/drills/${topic}?item=${code}`} title={t('shareTitle')} />
          {item.kind === 'call' ? (
            <ShareButton url={`/${locale}/poll?item=${code}`} title={t('shareTitle')} label={ts('poll')} testId="share-poll" />
          ) : null}
        </div>
      )}
    </section>
  );
}
