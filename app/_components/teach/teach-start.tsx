'use client';
// The teachers' entry (/<locale>/teach): with a key in this browser, the link to its home first; then "new class" and
// "new set" side by side (a class made here without a key gets a new one at once, and the teacher lands on the new home
// with it); and the way back to a lost home. A link to the set form with a class or rules (?class=…&rules=…, the class
// page's "make a set on these rules") goes straight to the form below. Example: <TeachStart formId="new-set" />.

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CreateClassBody } from '@/lib/set-api/class-requests';
import { apiErrorOf } from '@/lib/set-api/responses';
import { bodyOf } from './teacher-api';
import type { Locale } from '@/lib/i18n/locales';
import { MAX_TITLE } from '@/lib/teach/set-types';
import { keepClassToken, keepTeacherKey, teacherKey } from './browser-keys';
import { LocaleOptions } from './locale-options';
import home from './home.module.css';
import start from './start.module.css';
import styles from './teach.module.css';

async function postClass(body: CreateClassBody, locale: string, key: string | null) {
  const response = await fetch(`/api/classes?locale=${encodeURIComponent(locale)}`, {
    method: 'POST',
    cache: 'no-store',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}

/** `formId`: the id of the set form's section on the same page. */
export function TeachStart({ formId }: { formId: string }) {
  const t = useTranslations('teach.start');
  const locale = useLocale();
  const id = useId();
  const [key, setKey] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [classLocale, setClassLocale] = useState<Locale>(locale as Locale);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    // the key is this browser's: read after hydration (the page itself is the same for everyone)
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setKey(teacherKey());
    const asked = new URLSearchParams(window.location.search);
    if (asked.has('class') || asked.has('rules')) document.getElementById(formId)?.scrollIntoView();
  }, [formId]);

  async function newClass(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') return setProblem(t('classTitleNeeded'));
    setProblem(null);
    setBusy(true);
    try {
      const body = { title, locale: classLocale };
      let reply = await postClass(body, locale, key);
      // a key this browser kept that opens nothing any more: the class gets a new one, as a newcomer's does
      if (reply.status === 404 && key !== null) reply = await postClass(body, locale, null);
      const made = bodyOf('POST /api/classes', reply);
      if (reply.status !== 201 || !made) {
        setBusy(false);
        return setProblem(t('classFailed', { message: apiErrorOf(reply.body)?.message ?? String(reply.status) }));
      }
      const homeKey = made.teacherKey ?? key!;
      keepTeacherKey(homeKey);
      keepClassToken(made.code, made.classToken);
      window.location.assign(`/${locale}/teacher/${homeKey}?made=${made.code}`);
    } catch {
      setBusy(false);
      setProblem(t('unreachable'));
    }
  }

  return (
    <div className={start.start} data-testid="teach-start">
      {key ? (
        <section className="panel" aria-labelledby={`${id}-home`} data-testid="start-home">
          <h2 id={`${id}-home`}>{t('homeHeading')}</h2>
          <p>{t('homeText')}</p>
          <p className="actions">
            <a className="button button-primary" href={`/${locale}/teacher/${key}`} data-testid="start-home-link">
              {t('openHome')}
            </a>
          </p>
        </section>
      ) : null}
      <div className={start.choices}>
        <section className="panel" aria-labelledby={`${id}-class`}>
          <h2 id={`${id}-class`}>{t('classHeading')}</h2>
          <p>{t('classText')}</p>
          <form className={home.form} onSubmit={(e) => void newClass(e)} noValidate data-testid="start-class">
            <div className="field">
              <label htmlFor={`${id}-class-title`}>{t('classTitle')}</label>
              <input id={`${id}-class-title`} type="text" maxLength={MAX_TITLE} value={title} onChange={(e) => setTitle(e.target.value)} data-testid="start-class-title" />
            </div>
            <div className="field">
              <label htmlFor={`${id}-class-locale`}>{t('classLanguage')}</label>
              <select id={`${id}-class-locale`} value={classLocale} onChange={(e) => setClassLocale(e.target.value as Locale)} data-testid="start-class-locale">
                <LocaleOptions />
              </select>
            </div>
            <button type="submit" className="button button-primary" disabled={busy} data-testid="start-class-create">
              {busy ? t('classCreating') : t('classCreate')}
            </button>
          </form>
          <div aria-live="assertive">
            {problem ? (
              <p className={styles.error} data-testid="start-problem">
                {problem}
              </p>
            ) : null}
          </div>
        </section>
        <section className="panel" aria-labelledby={`${id}-set`}>
          <h2 id={`${id}-set`}>{t('setHeading')}</h2>
          <p>{t('setText')}</p>
          <p className="actions">
            <a className="button button-primary" href={`#${formId}`} data-testid="start-new-set">
              {t('setCreate')}
            </a>
          </p>
        </section>
      </div>
      <p data-testid="start-lost">
        {t('lost')} <a href={`/${locale}/teach/recover`} data-testid="start-recover">{t('lostLink')}</a>
      </p>
    </div>
  );
}
