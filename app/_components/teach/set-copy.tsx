'use client';
// Copy a set: a button that opens a small form — the same hands or new ones, on its own or for one of the teacher's
// classes, the new title — and then the new set's teacher link. The copy is listed under the teacher key (or the class).
// Example: <SetCopy token="…" title="Otvaranja" classes={[{ code: 'K7Q2M9XD', title: 'Utorak', classToken: '…' }]} teacherKey="…" />.

import { useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CopyBody } from '@/lib/set-api/class-requests';
import { apiErrorOf } from '@/lib/set-api/responses';
import { MAX_TITLE } from '@/lib/teach/set-types';
import { keepTeacherKey } from './browser-keys';
import home from './home.module.css';
import styles from './teach.module.css';

interface ClassChoice {
  readonly code: string;
  readonly title: string;
  readonly classToken: string;
}

export function SetCopy({ token, title, classes, teacherKey, onCopied }: {
  token: string;
  title: string;
  classes: readonly ClassChoice[];
  teacherKey: string | null;
  onCopied?: () => void;
}) {
  const t = useTranslations('teach.home');
  const locale = useLocale();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [hands, setHands] = useState<CopyBody['hands']>('new');
  const [target, setTarget] = useState('');
  const [name, setName] = useState(title);
  const [made, setMade] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function copy(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const cls = classes.find((c) => c.code === target);
    const bearer = cls ? cls.classToken : teacherKey;
    const body: CopyBody = { hands, ...(name.trim() !== '' && { title: name }), ...(cls && { classCode: cls.code }) };
    try {
      const response = await fetch(`/api/teacher/${encodeURIComponent(token)}/copy?locale=${encodeURIComponent(locale)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
        body: JSON.stringify(body),
      });
      const reply = (await response.json().catch(() => null)) as { teacherToken?: string; teacherKey?: string } | null;
      if (response.status !== 201 || !reply?.teacherToken) return setProblem(t('failed', { message: apiErrorOf(reply)?.message ?? String(response.status) }));
      if (reply.teacherKey) keepTeacherKey(reply.teacherKey);
      setMade(reply.teacherToken);
      setOpen(false);
      onCopied?.();
    } catch {
      setProblem(t('failed', { message: t('unreachable') }));
    }
  }

  return (
    <>
      <button type="button" className="button button-quiet" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="copy-open">
        {t('copy')}
      </button>
      {made ? (
        <a className="button" href={`/${locale}/t/${made}`} data-testid="copy-made">
          {t('copyMade')}
        </a>
      ) : null}
      {open ? (
        <form className={home.form} onSubmit={(e) => void copy(e)} noValidate data-testid="copy-form">
          <fieldset>
            <legend>{t('copyHands')}</legend>
            {(['new', 'same'] as const).map((h) => (
              <label key={h} className={home.inline}>
                <input type="radio" name={`${id}-hands`} value={h} checked={hands === h} onChange={() => setHands(h)} data-testid={`copy-${h}`} /> {t(`copyHands_${h}`)}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-target`}>{t('copyTarget')}</label>
            <select id={`${id}-target`} value={target} onChange={(e) => setTarget(e.target.value)} data-testid="copy-target">
              <option value="">{t('copyAlone')}</option>
              {classes.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.title}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-title`}>{t('copyTitle')}</label>
            <input id={`${id}-title`} type="text" maxLength={MAX_TITLE} value={name} onChange={(e) => setName(e.target.value)} />
          </div>
          <button type="submit" className="button button-primary" data-testid="copy-submit">
            {t('copySubmit')}
          </button>
        </form>
      ) : null}
      {problem ? <span className={styles.error} role="alert">{problem}</span> : null}
    </>
  );
}
