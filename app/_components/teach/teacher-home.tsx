'use client';
// The teacher's home (/<locale>/teacher/<key>): every class and set kept for the teacher key, each with its links; a new
// class; a link kept from before attached; a set copied (same hands or new, on its own or for a class) or archived.
// The key is kept in this browser (a reload, another tab, the create form use it); another device opens the same home
// with the same link. Below the link, the way back without it (a recovery name and passphrase: recovery-panel.tsx). A class
// just made on /teach (`made`: its code) is announced first, with its page. Example: <TeacherHome teacherKey="…" made={null} />.

import { dayText } from './moments';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { HomeView } from '@/lib/set-api/class-responses';
import { apiErrorOf } from '@/lib/set-api/responses';
import { bodyOf } from './teacher-api';
import { MAX_TITLE } from '@/lib/teach/set-types';
import { keepClassToken, keepTeacherKey } from './browser-keys';
import { CopyField } from './copy-field';
import { LocaleOptions } from './locale-options';
import { RecoveryPanel } from './recovery-panel';
import { SetCopy } from './set-copy';
import home from './home.module.css';
import styles from './teach.module.css';

type State = { kind: 'loading' } | { kind: 'ready'; home: HomeView } | { kind: 'failed' };

/** A call of the home's API: the reply's status and body, or status 0 when the server could not be reached. */
async function homeRequest(locale: string, path: string, init: { method?: string; body?: unknown; bearer?: string } = {}) {
  try {
    const response = await fetch(`${path}?locale=${encodeURIComponent(locale)}`, {
      method: init.method ?? 'GET',
      cache: 'no-store',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.bearer ? { authorization: `Bearer ${init.bearer}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body, message: response.ok ? null : (apiErrorOf(body)?.message ?? String(response.status)) };
  } catch {
    return { status: 0, body: null, message: null };
  }
}

export function TeacherHome({ teacherKey, made }: { teacherKey: string; made: string | null }) {
  const t = useTranslations('teach.home');
  const ts = useTranslations('teach.start');
  const tc = useTranslations('teach.create');
  const te = useTranslations('errors');
  const locale = useLocale();
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [origin, setOrigin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [classTitle, setClassTitle] = useState('');
  const [classProblem, setClassProblem] = useState<string | null>(null);
  const [classLocale, setClassLocale] = useState<Locale>(locale as Locale);
  const [link, setLink] = useState('');
  const keyPath = `/api/teacher-keys/${encodeURIComponent(teacherKey)}`;

  const show = useCallback((home: HomeView) => {
    // the class tokens too: the create form makes a set for a class with its token
    for (const c of home.classes) keepClassToken(c.code, c.classToken);
    setState({ kind: 'ready', home });
  }, []);

  const refresh = useCallback(async () => {
    const reply = await homeRequest(locale, keyPath);
    const home = bodyOf('GET /api/teacher-keys/{key}', reply);
    if (home) show(home);
    else setState((s) => (s.kind === 'ready' ? s : { kind: 'failed' }));
  }, [keyPath, locale, show]);

  useEffect(() => {
    // the key is this browser's from now on: a reload, another tab and the create form find it
    keepTeacherKey(teacherKey);
    // the page's origin is known only in the browser
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOrigin(window.location.origin);
    void refresh();
  }, [refresh, teacherKey]);

  async function newClass(event: FormEvent) {
    event.preventDefault();
    // said beside the form, as the set form says it: a blank title is refused before anything is sent
    setClassProblem(null);
    if (classTitle.trim() === '') return setClassProblem(t('classNotMade', { message: te('text-empty', { field: 'title' }) }));
    const reply = await homeRequest(locale, '/api/classes', { method: 'POST', body: { title: classTitle, locale: classLocale }, bearer: teacherKey });
    if (reply.status !== 201) return setClassProblem(t('classNotMade', { message: reply.message ?? t('unreachable') }));
    setClassTitle('');
    await refresh();
  }

  async function attach(event: FormEvent) {
    event.preventDefault();
    const reply = await homeRequest(locale, `${keyPath}/links`, { method: 'POST', body: { link } });
    const home = bodyOf('POST /api/teacher-keys/{key}/links', reply);
    if (home) {
      setLink('');
      setProblem(null);
      show(home);
    } else setProblem(t('failed', { message: reply.message ?? t('unreachable') }));
  }

  async function archive(token: string, archived: boolean) {
    const reply = await homeRequest(locale, `/api/teacher/${encodeURIComponent(token)}`, { method: 'PATCH', body: { archived } });
    if (reply.status === 200) await refresh();
    else setProblem(t('failed', { message: reply.message ?? t('unreachable') }));
  }

  if (state.kind === 'loading') return <p aria-live="polite">{t('loading')}</p>;
  if (state.kind === 'failed') return <p className={styles.error} role="alert">{t('unreachable')}</p>;
  const { classes, sets } = state.home;
  const classTitleOf = new Map(classes.map((c) => [c.code, c.title]));
  const current = sets.filter((s) => !s.archived);
  const archived = sets.filter((s) => s.archived);
  const madeClass = made === null ? undefined : classes.find((c) => c.code === made.toUpperCase());
  const date = (iso: string) => dayText(iso, locale, 'medium');

  // archived classes apart, under their own fold, as archived sets are
  const currentClasses = classes.filter((c) => !c.archived);
  const archivedClasses = classes.filter((c) => c.archived);
  const classRows = (list: typeof classes) => (
    <ul className={home.list}>
      {list.map((c) => (
        <li key={c.code} data-testid="home-class" data-code={c.code}>
          <p>
            <a href={`/${locale}/class-teacher/${c.classToken}`} data-testid="home-class-open">
              <strong>{c.title}</strong>
            </a>{' '}
            · {t('studentsCount', { count: c.students })} · {t('setsCount', { count: c.sets })}
            {c.archived ? ` · ${t('archivedMark')}` : ''}
          </p>
          <p className="actions">
            <a className="button button-quiet" href={`/${locale}/teach?class=${c.code}`} data-testid="home-class-new-set">
              {t('newSetForClass')}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );

  const setRows = (list: typeof sets) => (
    <ul className={home.list}>
      {list.map((s) => (
        <li key={s.code} data-testid="home-set" data-code={s.code}>
          <p>
            <a href={`/${locale}/t/${s.teacherToken}`} data-testid="home-set-open">
              <strong>{s.title}</strong>
            </a>{' '}
            · {t(`modes.${s.mode}`)} · {t('itemsCount', { count: s.items })} · {t('answersCount', { count: s.answers })} · {date(s.createdAt)}
            {s.classCode ? ` · ${t('inClass', { title: classTitleOf.get(s.classCode) ?? s.classCode })}` : ''}
          </p>
          <p className="actions">
            <SetCopy token={s.teacherToken} title={s.title} classes={classes} teacherKey={teacherKey} onCopied={() => void refresh()} />
            <button type="button" className="button button-quiet" onClick={() => void archive(s.teacherToken, !s.archived)} data-testid={s.archived ? 'unarchive' : 'archive'}>
              {s.archived ? t('unarchive') : t('archive')}
            </button>
          </p>
        </li>
      ))}
    </ul>
  );

  return (
    <div className={home.home} data-testid="teacher-home">
      {madeClass ? (
        <section className="panel" aria-labelledby={`${id}-made`} data-testid="home-made">
          <h2 id={`${id}-made`}>{ts('madeHeading', { title: madeClass.title })}</h2>
          <p>{ts('madeText')}</p>
          <p className="actions">
            <a className="button button-primary" href={`/${locale}/class-teacher/${madeClass.classToken}`} data-testid="home-made-open">
              {ts('madeOpen')}
            </a>
          </p>
        </section>
      ) : null}
      <section className="panel" aria-labelledby={`${id}-keep`}>
        <h2 id={`${id}-keep`}>{t('keepHeading')}</h2>
        <CopyField label={t('homeLink')} value={`${origin}/${locale}/teacher/${teacherKey}`} testId="home-link" />
        <p className={styles.warning} role="note">
          {t('keepWarning')}
        </p>
        <p className="actions">
          <a className="button button-primary" href={`/${locale}/teach`} data-testid="home-new-set">
            {t('newSet')}
          </a>
        </p>
        <RecoveryPanel teacherKey={teacherKey} headingLevel={3} />
      </section>

      <section className="panel" aria-labelledby={`${id}-classes`}>
        <h2 id={`${id}-classes`}>{t('classesHeading')}</h2>
        {classes.length === 0 ? <p className="hint">{t('noClasses')}</p> : null}
        {classRows(currentClasses)}
        {archivedClasses.length > 0 ? (
          <details data-testid="home-archived-classes">
            <summary>{t('archivedHeading', { count: archivedClasses.length })}</summary>
            {classRows(archivedClasses)}
          </details>
        ) : null}
        <form className={home.form} onSubmit={(e) => void newClass(e)} noValidate data-testid="new-class">
          <div className="field">
            <label htmlFor={`${id}-class-title`}>{t('classTitle')}</label>
            <input id={`${id}-class-title`} type="text" maxLength={MAX_TITLE} value={classTitle} onChange={(e) => setClassTitle(e.target.value)} aria-describedby={`${id}-class-title-hint`} data-testid="class-title" />
            <p id={`${id}-class-title-hint`} className="hint">
              {tc('limit', { max: MAX_TITLE })}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-class-locale`}>{t('classLanguage')}</label>
            <select id={`${id}-class-locale`} value={classLocale} onChange={(e) => setClassLocale(e.target.value as Locale)}>
              <LocaleOptions />
            </select>
          </div>
          <button type="submit" className="button button-primary" data-testid="class-create">
            {t('classCreate')}
          </button>
        </form>
        <div aria-live="assertive">{classProblem ? <p className={styles.error} data-testid="class-problem">{classProblem}</p> : null}</div>
      </section>

      <section className="panel" aria-labelledby={`${id}-sets`}>
        <h2 id={`${id}-sets`}>{t('setsHeading')}</h2>
        {current.length === 0 ? <p className="hint">{t('noSets')}</p> : setRows(current)}
        {archived.length > 0 ? (
          <details data-testid="home-archived">
            <summary>{t('archivedHeading', { count: archived.length })}</summary>
            {setRows(archived)}
          </details>
        ) : null}
      </section>

      <section className="panel" aria-labelledby={`${id}-attach`}>
        <h2 id={`${id}-attach`}>{t('attachHeading')}</h2>
        <form className={home.form} onSubmit={(e) => void attach(e)} noValidate>
          <div className="field">
            <label htmlFor={`${id}-link`}>{t('attachLabel')}</label>
            <input id={`${id}-link`} type="text" inputMode="url" maxLength={600} value={link} onChange={(e) => setLink(e.target.value)} aria-describedby={`${id}-link-hint`} data-testid="attach-link" />
            <p id={`${id}-link-hint`} className="hint">
              {t('attachHint')}
            </p>
          </div>
          <button type="submit" className="button" data-testid="attach">
            {t('attach')}
          </button>
        </form>
      </section>
      <div aria-live="assertive">{problem ? <p className={styles.error} data-testid="home-problem">{problem}</p> : null}</div>
    </div>
  );
}
