'use client';
// A student's page of a class (/class/<code>): join the class once with a name (and the PIN when asked), or continue
// with a resume code on another device; then every set of the class with its state and how much of it is done (each
// opens the set's page as this student, enterSetAs), the class's partnership practices with the student's seat in
// each, a live class going on now, the student's own first attempts per rule, and the lessons for the rules they miss
// most. Example: <ClassStudent code="K7Q2M9XD" />.

import { useCallback, useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { ClassView } from '@/lib/set-api/class-responses';
import { STUDENT_TOKEN_HEADER } from '@/lib/set-api/ids';
import { LessonLink } from '../lesson/lesson-link';
import { ClassStudentPairs } from '../pairs/class-student-pairs';
import { ClassStudentLive } from '../live/class-student-live';
import { classMember, enterSetAs, keepClassMember, type Member } from './browser-keys';
import { percentOf, studentWeakest } from './class-tables';
import { SetNotFound } from './set-not-found';
import { apiRequest, bodyOf } from './teacher-api';
import { JoinForm, ResumeCodePanel, ResumeForm } from './join-forms';
import styles from './teach.module.css';

type Load = { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'ready'; view: ClassView };

export function ClassStudent({ code }: { code: string }) {
  const t = useTranslations('teach.class.student');
  const tn = useTranslations('teach.class');
  const locale = useLocale();
  const [me, setMe] = useState<Member | null | undefined>(undefined);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [resumeCode, setResumeCode] = useState<string | null>(null);
  const address = `/api/classes/${encodeURIComponent(code)}`;

  const fetchView = useCallback(
    async (who: Member | null): Promise<void> => {
      let reply = await apiRequest(locale, address, 'GET', undefined, {}, who ? { [STUDENT_TOKEN_HEADER]: who.studentToken } : {});
      if (reply.status === 404 && who) {
        // a stale token (the teacher removed the student): join again
        keepClassMember(code, null);
        setMe(null);
        reply = await apiRequest(locale, address, 'GET');
      }
      const view = bodyOf('GET /api/classes/{code}', reply);
      if (view) setLoad({ state: 'ready', view });
      else if (reply.status === 404) setLoad({ state: 'missing' });
      else setLoad((l) => (l.state === 'ready' ? l : { state: 'failed' }));
    },
    [address, code, locale],
  );

  useEffect(() => {
    const found = classMember(code);
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

  function joined(who: Member, resume?: string) {
    keepClassMember(code, who);
    setMe(who);
    setResumeCode(resume ?? null);
    setLoad({ state: 'loading' });
    void fetchView(who);
  }

  if (load.state === 'missing') return <SetNotFound text={tn('notFound')} />;
  if (load.state === 'failed') return <p role="status">{t('loadFailed')}</p>;
  if (load.state === 'loading' || me === undefined) return <p aria-live="polite">…</p>;
  const { view } = load;
  const head = (
    <header className="page-head">
      <h1 className={styles.wrapTitle} data-testid="class-title">{view.title}</h1>
    </header>
  );

  if (!me || !view.student) {
    return (
      <div data-testid="class-page" data-hydrated>
        {head}
        {view.joinsClosed ? (
          <section className="panel" aria-labelledby="join">
            <h2 id="join">{t('joinHeading')}</h2>
            <p data-testid="joins-closed">{t('joinsClosed')}</p>
          </section>
        ) : (
          <JoinForm address={address} messages="teach.class.student" lead={t('joinLead')} pinAsked={view.joinPin} onJoined={(j) => joined({ studentToken: j.studentToken, name: j.name }, j.resumeCode)} />
        )}
        <ResumeForm address={address} messages="teach.class.student" onResumed={(r) => joined(r)} />
      </div>
    );
  }

  if (resumeCode) {
    return (
      <div data-testid="class-page" data-hydrated>
        {head}
        <ResumeCodePanel messages="teach.class.student" name={me.name} resumeCode={resumeCode} onBegin={() => setResumeCode(null)} />
      </div>
    );
  }

  return (
    <div data-testid="class-page" data-hydrated>
      {head}
      <p className="lead" data-testid="class-student">
        {t('hello', { name: view.student.name })}
      </p>
      <ClassStudentLive live={view.live} />
      <ClassSets view={view} me={me} />
      <ClassStudentPairs code={code} studentToken={me.studentToken} pairs={view.pairs} onChange={() => fetchView(me)} />
      <OwnRules view={view} />
    </div>
  );
}

function ClassSets({ view, me }: { view: ClassView; me: Member }) {
  const t = useTranslations('teach.class.student');
  const tc = useTranslations('teach.create');
  const state = { open: t('open'), closed: t('closed'), 'not-yet': t('notYet'), ended: t('ended') } as const;
  return (
    <section className="panel" aria-labelledby="class-sets">
      <h2 id="class-sets">{t('setsHeading')}</h2>
      {view.sets.length === 0 ? (
        <p>{t('noSets')}</p>
      ) : (
        <ul className={styles.classSets}>
          {view.sets.map((set) => (
            <li key={set.code} data-testid="class-set" data-code={set.code} data-done={set.done} data-items={set.items}>
              <Link href={`/s/${set.code}`} onClick={() => enterSetAs(set.code, me)} data-testid="class-set-link">
                {set.title}
              </Link>
              <span className="hint">
                {' '}
                {tc(`modes.${set.mode}.name`)} · <span data-testid="class-set-done">{t('done', { done: Math.min(set.done, set.items), total: set.items })}</span> ·{' '}
                <span data-availability={set.availability}>{state[set.availability]}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OwnRules({ view }: { view: ClassView }) {
  const t = useTranslations('teach.class.student');
  const tr = useTranslations('notes.rules.summaries');
  const weakest = studentWeakest(view.rules);
  return (
    <>
      <section className="panel" aria-labelledby="own-rules">
        <h2 id="own-rules">{t('rulesHeading')}</h2>
        {view.rules.length === 0 ? (
          <p>{t('noRules')}</p>
        ) : (
          <div className={styles.gridWrap} tabIndex={0} role="region" aria-labelledby="own-rules">
            <table className={`${styles.grid} ${styles.wrapHeads}`} data-testid="own-rules">
              <caption>{t('rulesCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('rule')}</th>
                  <th scope="col">{t('share')}</th>
                  <th scope="col">{t('items')}</th>
                </tr>
              </thead>
              <tbody>
                {view.rules.map((r) => (
                  <tr key={r.rule} data-testid="own-rule" data-rule={r.rule}>
                    <th scope="row">
                      <abbr title={tr.has(r.rule) ? tr(r.rule) : undefined}>{r.rule}</abbr>
                    </th>
                    <td>{t('percent', { percent: percentOf(r) ?? 0 })}</td>
                    <td>{r.answered}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {view.rules.length > 0 ? (
        <section className="panel" aria-labelledby="own-lessons" data-testid="own-lessons">
          <h2 id="own-lessons">{t('lessonsHeading')}</h2>
          {weakest.length === 0 ? (
            <p>{t('lessonsNone')}</p>
          ) : (
            <>
              <p>{t('lessonsLead')}</p>
              <ul>
                {weakest.map((r) => (
                  <li key={r.rule} data-testid="own-lesson" data-rule={r.rule}>
                    <strong>{r.rule}</strong>
                    {tr.has(r.rule) ? ` — ${tr(r.rule)}` : null} <LessonLink rule={r.rule} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      ) : null}
    </>
  );
}
