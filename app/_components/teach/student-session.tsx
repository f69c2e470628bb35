'use client';
// A student's visit to a set (/s/<code>): join with a name (or continue with a resume code; a class's set: as the
// class's student this device holds), then the questions one at a time — the drills' own question components in
// practice mode, the plain ones in a test — every answer through the outbox, and a summary at the end (in a test once
// the teacher reveals). A set not open says why first (not yet, with its opening time; closed; ended). Example: <StudentSession code="K7PQ2M" />.

import { STUDENT_TOKEN_HEADER } from '@/lib/set-api/ids';
import { useCallback, useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { itemFromCode } from '@/lib/quiz/item-code';
import { QUESTION_COMPONENTS } from '../drill/question-components';
import type { Outcome } from '../drill/question-types';
import type { SetItemView, SetView } from '@/lib/set-api/responses';
import type { SetAnswer } from '@/lib/teach/set-types';
import { answerText } from './answer-text';
import { classMember } from './browser-keys';
import { CallLabel } from './call-label';
import { JoinForm, ResumeCodePanel, ResumeForm } from './join-forms';
import { ItemReview, ReviewLessonLink } from './item-review';
import { partsOf, reviewLesson } from '@/lib/teach/review';
import { OutboxStatus } from './outbox-status';
import { PlainQuestion } from './plain-question';
import { AuctionQuestion } from './auction-question';
import { apiRequest, bodyOf } from './teacher-api';
import { AuctionReview, auctionRecords } from './auction-review';
import { firstOpen, nextOpen } from './student-progress';
import { SetNotFound } from './set-not-found';
import { momentText } from './moments';
import { useActiveTime } from './use-active-time';
import { useOutbox } from './use-outbox';
import styles from './teach.module.css';

interface Me {
  readonly studentToken: string;
  readonly name: string;
}

const ME_KEY = 'bridge-tutor.student:';

function readMe(code: string): Me | null {
  try {
    const value = JSON.parse(window.localStorage.getItem(ME_KEY + code) ?? 'null') as Partial<Me> | null;
    return value && typeof value.studentToken === 'string' && typeof value.name === 'string' ? { studentToken: value.studentToken, name: value.name } : null;
  } catch {
    return null;
  }
}

function writeMe(code: string, me: Me | null): void {
  try {
    if (me) window.localStorage.setItem(ME_KEY + code, JSON.stringify(me));
    else window.localStorage.removeItem(ME_KEY + code);
  } catch {
    // storage blocked: the student continues with the resume code
  }
}

type Got = { kind: 'ok'; view: SetView } | { kind: 'missing' } | { kind: 'stale' } | { kind: 'failed' };

/** GET /api/sets/{code}: the view, or 404 (a stale student token when one was given), or a failure to retry. */
async function getView(code: string, locale: string, who: Me | null): Promise<Got> {
  try {
    // the token in a header, never in the address: addresses land in access logs (L7)
    const response = await fetch(`/api/sets/${encodeURIComponent(code)}?locale=${encodeURIComponent(locale)}`, {
      cache: 'no-store',
      headers: who ? { [STUDENT_TOKEN_HEADER]: who.studentToken } : undefined,
    });
    if (response.status === 404) return { kind: who ? 'stale' : 'missing' };
    if (!response.ok) return { kind: 'failed' };
    const view = bodyOf('GET /api/sets/{code}', { status: response.status, body: await response.json() });
    return view ? { kind: 'ok', view } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

type Load = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'ready'; view: SetView };

export function StudentSession({ code }: { code: string }) {
  const t = useTranslations('teach.student');
  const locale = useLocale();
  const outbox = useOutbox(code, locale);
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [resumeCode, setResumeCode] = useState<string | null>(null);
  /** Items answered in this page's life (the server's answers come with the view). */
  const [answered, setAnswered] = useState<ReadonlySet<number>>(new Set());
  const [index, setIndex] = useState<number | null>(null);
  /** The current question's outcome: null before an answer; right/wrong in practice, 'saved' in a test. */
  const [current, setCurrent] = useState<boolean | 'saved' | null>(null);
  const [attempt, setAttempt] = useState(0);
  // the clock of the question on screen: it starts when the question is shown (not under the resume code)
  const clock = useActiveTime(`${index}-${attempt}-${resumeCode === null}`);

  const fetchView = useCallback(
    async (who: Me | null): Promise<void> => {
      let got = await getView(code, locale, who);
      if (got.kind === 'stale') {
        // a stale student token (the student is gone from the set): join again
        writeMe(code, null);
        setMe(null);
        got = await getView(code, locale, null);
      }
      if (got.kind === 'ok') setLoad({ state: 'ready', view: got.view });
      else if (got.kind === 'missing' || got.kind === 'stale') setLoad({ state: 'missing' });
      else setLoad((l) => (l.state === 'ready' ? l : { state: 'failed' }));
    },
    [code, locale],
  );

  useEffect(() => {
    const found = readMe(code);
    // localStorage exists only in the browser: who this is comes in after hydration, once
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setMe(found);
    void fetchView(found);
  }, [code, fetchView]);

  // a failed load is tried again every few seconds
  useEffect(() => {
    if (load.state !== 'failed') return;
    const timer = setTimeout(() => void fetchView(me ?? null), 4000);
    return () => clearTimeout(timer);
  }, [load, me, fetchView]);

  const view = load.state === 'ready' ? load.view : null;
  const done = new Set<number>([...answered, ...outbox.items, ...(view?.answers ?? []).map((a) => a.item)]);
  const total = view?.items.length ?? 0;
  // finished: every question answered; a set that shows none (not open yet) is not finished, it is waited for
  const finished = view !== null && index !== null && total > 0 && index >= total;

  // where the student goes on: the first question without an answer (once per visit, after the view came)
  useEffect(() => {
    if (!view || !me || index !== null) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setIndex(firstOpen(view.items, new Set([...outbox.items, ...(view.answers ?? []).map((a) => a.item)])));
  }, [view, me, index, outbox.items]);

  // at the end: the grades come from the server; in a test they come once the teacher reveals (polled until then)
  useEffect(() => {
    if (!finished || !me) return;
    // the fetch sets state when its reply comes, not now
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void fetchView(me);
    if (view?.mode === 'practice' || view?.revealed) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void fetchView(me);
    }, 10_000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finished, me, view?.revealed, outbox.pending === 0]);

  // a class's set opened at its own link on a device that joined the class: the student is known by their class token
  // (as when the set is opened from the class's page), once per visit (a stale class token leaves the class's link)
  const [classTried, setClassTried] = useState(false);
  useEffect(() => {
    if (me !== null || load.state !== 'ready' || !load.view.classCode || classTried) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setClassTried(true);
    const member = classMember(load.view.classCode);
    if (member) joined(member);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [me, load, classTried]);

  // a set not open yet is looked at again when it opens (its questions, or the join form, come then)
  const opensAt = view?.availability === 'not-yet' ? view.opensAt : null;
  useEffect(() => {
    if (opensAt === null || me === undefined) return;
    const wait = Date.parse(opensAt) - Date.now() + 1000;
    if (!(wait > 0 && wait < 2 ** 31 - 1)) return;
    const timer = setTimeout(() => void fetchView(me), wait);
    return () => clearTimeout(timer);
  }, [opensAt, me, fetchView]);

  function joined(who: Me, resume?: string) {
    writeMe(code, who);
    setMe(who);
    setResumeCode(resume ?? null);
    setIndex(null);
    // the view without a student (no answers; with fresh hands no items) must not place the student: wait for theirs
    setLoad({ state: 'loading' });
    void fetchView(who);
  }

  function send(item: SetItemView, answer: SetAnswer) {
    if (!me) return;
    outbox.add(crypto.randomUUID(), { studentToken: me.studentToken, itemId: item.id, item: item.index, answer, ms: clock(), answeredAt: Date.now() });
    setAnswered((a) => new Set([...a, item.index]));
  }

  if (load.state === 'missing') return <SetNotFound />;
  if (load.state === 'loading' || me === undefined) {
    return <p aria-live="polite">…</p>;
  }
  if (load.state === 'failed') return <p role="status">{t('loadFailed')}</p>;
  const { view: set } = load;
  const head = (
    <header className="page-head">
      {set.classCode && me ? (
        <p>
          <a href={`/${locale}/class/${set.classCode}`} data-testid="class-back">
            {t('classBack')}
          </a>
        </p>
      ) : null}
      <h1 data-testid="set-title">{set.title}</h1>
      {set.instructions ? <p className="lead" data-testid="set-instructions">{set.instructions}</p> : null}
    </header>
  );

  // the class's student on this device is being looked up (the effect above): not sent away meanwhile
  if (!me && set.classCode && !classTried && classMember(set.classCode)) return <p aria-live="polite">…</p>;
  if (!me && set.classCode) {
    // a class's set: its students joined the class once and open it from the class's page, under their class name
    return (
      <>
        {head}
        <section className="panel" aria-labelledby="join" data-testid="class-set">
          <h2 id="join">{t('classSetHeading')}</h2>
          <p>{t('classSet')}</p>
          <p>
            <a className="button button-primary" href={`/${locale}/class/${set.classCode}`} data-testid="class-link">
              {t('classSetOpen')}
            </a>
          </p>
        </section>
      </>
    );
  }

  if (!me) {
    return (
      <>
        {head}
        {!set.open ? (
          <Closed set={set} />
        ) : set.joinsClosed ? (
          <section className="panel" aria-labelledby="join">
            <h2 id="join">{t('joinHeading')}</h2>
            <p data-testid="joins-closed">{t('joinsClosed')}</p>
          </section>
        ) : (
          <JoinForm address={`/api/sets/${encodeURIComponent(code)}`} messages="teach.student" pinAsked={set.joinPin} onJoined={(j) => joined({ studentToken: j.studentToken, name: j.name }, j.resumeCode)} />
        )}
        <ResumeForm address={`/api/sets/${encodeURIComponent(code)}`} messages="teach.student" onResumed={(r) => joined({ studentToken: r.studentToken, name: r.name })} />
      </>
    );
  }

  if (resumeCode) {
    return (
      <>
        {head}
        <ResumeCodePanel messages="teach.student" name={me.name} resumeCode={resumeCode} onBegin={() => setResumeCode(null)} />
      </>
    );
  }

  const status = <OutboxStatus pending={outbox.pending} stopped={outbox.stopped} />;
  if (index === null) return head;
  // why no answer is taken comes first (not open yet, with its time; closed; ended), then what was answered
  if (!set.open) {
    return (
      <>
        {head}
        <Closed set={set} />
        {finished || set.answers.length > 0 ? <Summary set={set} /> : null}
        {status}
      </>
    );
  }
  if (finished) {
    return (
      <>
        {head}
        <Summary set={set} />
        {status}
      </>
    );
  }

  const item = set.items[index];
  const practice = item.code !== undefined ? itemFromCode(item.code) : null;
  const Question = practice?.ok ? QUESTION_COMPONENTS[practice.value.kind] : null;
  const next = () => {
    setCurrent(null);
    setAttempt(0);
    setIndex(nextOpen(set.items, done, index));
  };
  return (
    <>
      {head}
      <section className="panel" aria-labelledby="set-question" data-testid="set-question" data-index={item.index} data-hydrated>
        <h2 id="set-question" data-testid="set-progress">
          {t('progress', { number: index + 1, total })}
        </h2>
        {item.wholeAuction ? (
          <AuctionQuestion
            key={`${item.index}-${attempt}`}
            start={item.wholeAuction}
            keepAs={`bridge-tutor.auction:${code}:${me?.name ?? ''}:${item.id}`}
            practice={set.mode === 'practice'}
            ask={(calls) => apiRequest(locale, `/api/sets/${encodeURIComponent(code)}/items/${encodeURIComponent(item.id)}/auction`, 'POST', { calls }, {}, { [STUDENT_TOKEN_HEADER]: me.studentToken })}
            onAnswer={(answer, right) => {
              send(item, answer);
              setCurrent(set.mode === 'practice' ? right : 'saved');
            }}
          />
        ) : Question && practice?.ok && item.code ? (
          <Question
            key={`${item.index}-${attempt}`}
            item={practice.value}
            code={item.code}
            onAnswered={(outcome: Outcome) => {
              if (outcome.answer) send(item, outcome.answer);
              setCurrent(outcome.right);
            }}
          />
        ) : (
          <PlainQuestion
            key={item.index}
            item={item}
            done={current !== null}
            onAnswer={(answer) => {
              send(item, answer);
              setCurrent('saved');
            }}
          />
        )}
        {/* practice: the drills' feedback links a call's lesson; a count, an auction or a score gets its lesson here */}
        {current !== null && practice?.ok && practice.value.kind !== 'call' && !item.wholeAuction ? (
          <ReviewLessonLink lesson={reviewLesson(practice.value.kind, partsOf(practice.value), null)} />
        ) : null}
        {current === 'saved' ? (
          <p role="status" data-testid="answer-saved">
            {t('saved')}
          </p>
        ) : null}
        {current !== null ? (
          <p className="actions">
            {current === false ? (
              <button type="button" className="button" onClick={() => { setCurrent(null); setAttempt((a) => a + 1); }} data-testid="retry">
                {t('retry')}
              </button>
            ) : null}
            <button type="button" className="button button-primary" onClick={next} data-testid="set-next">
              {nextOpen(set.items, done, index) >= total ? t('finish') : t('next')}
            </button>
          </p>
        ) : null}
      </section>
      {status}
    </>
  );
}

/** Why the set takes no answer now, as the server said it (lib/teach/availability), with the time that decides it. */
function Closed({ set }: { set: SetView }) {
  const t = useTranslations('teach.student');
  const locale = useLocale();
  const text =
    set.availability === 'not-yet' && set.opensAt
      ? t('notOpen', { opens: momentText(set.opensAt, locale) })
      : set.availability === 'ended' && set.closesAt
        ? t('ended', { closes: momentText(set.closesAt, locale) })
        : t('closed');
  return (
    <p className={styles.warning} role="status" data-testid="set-closed" data-availability={set.availability}>
      {text}
    </p>
  );
}

function Summary({ set }: { set: SetView }) {
  const t = useTranslations('teach.student');
  const answers = set.answers ?? [];
  /** The first answer per item (the teacher's grid counts the first attempt). */
  const first = new Map<number, (typeof answers)[number]>();
  for (const a of answers) if (!first.has(a.item)) first.set(a.item, a);
  const graded = [...first.values()].filter((a) => a.grade);
  const shown = set.mode === 'practice' || set.revealed;
  return (
    <section className="panel" aria-labelledby="set-summary" data-testid="set-summary">
      <h2 id="set-summary">{t('summaryHeading')}</h2>
      {!shown || graded.length === 0 ? (
        <p data-testid="wait-reveal">{t('waitReveal')}</p>
      ) : (
        <>
          <p data-testid="summary-score">{t('summary', { right: graded.filter((a) => a.grade?.right).length, total: set.items.length })}</p>
          <ol className={styles.items}>
            {set.items.map((item) => {
              const a = first.get(item.index);
              const expected = a?.grade?.expected;
              return (
                <li key={item.index} data-testid="summary-item" data-right={a?.grade ? String(a.grade.right) : undefined}>
                  <span>{t('item', { number: item.index + 1 })}</span>{' '}
                  {a?.grade ? <span className={a.grade.right ? styles.right : styles.wrong}>{a.grade.right ? t('right') : t('wrong')}</span> : null}
                  {/* one line per question; the review under it says the rest (without it, the line says the answers) */}
                  {a && (!item.review || item.wholeAuction) ? (
                    <>
                      {' · '}
                      {t.rich('yourAnswer', { answer: () => <CallLabel text={answerText(a.answer)} /> })}
                    </>
                  ) : null}
                  {expected && a?.grade?.right === false && !item.review ? (
                    <>
                      {' · '}
                      {t.rich('expectedAnswer', { answer: () => <CallLabel text={expected.call ?? expected.text} /> })}
                      {typeof expected.rule === 'string' ? ` (${expected.rule})` : null}
                    </>
                  ) : null}
                  {/* the item as stored, the student's answers and the expected one explained (practice: once answered; a test: once revealed) */}
                  {item.wholeAuction && a ? auctionRecords([a.answer]).map((record) => <AuctionReview key={a.id} record={record} />) : null}
                  {item.review && !item.wholeAuction ? (
                    <ItemReview
                      item={item}
                      review={item.review}
                      accepted={a?.grade?.expected.accepted ?? []}
                      attempts={answers.filter((x) => x.itemId === item.id).map((x) => ({ id: x.id, given: x.answer, right: x.grade?.right ?? false, rule: x.grade?.rule ?? null, ownRule: x.grade?.ownRule }))}
                    />
                  ) : null}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
