'use client';
// Joining a partner's practice with the code they were given: the code goes to the server once (POST /api/pairs/join),
// which gives this device its own seat's link and opens it; a wrong or used code is said in the page's language.
// Example: <PairJoin />.

import { useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { apiErrorOf } from '@/lib/set-api/responses';
import styles from './pairs.module.css';

export function PairJoin() {
  const t = useTranslations('pairs.join');
  const locale = useLocale();
  const id = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function join(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const response = await fetch(`/api/pairs/join?locale=${locale}`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }),
      });
      const body: unknown = await response.json();
      if (response.ok) {
        window.location.assign(`/${locale}/pair/${(body as { token: string }).token}`);
        return;
      }
      setProblem(apiErrorOf(body)?.message ?? t('failed'));
    } catch {
      setProblem(t('failed'));
    }
    setBusy(false);
  }

  return (
    <form className="panel" onSubmit={join} noValidate data-testid="pair-join" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('heading')}</h2>
      <div className={`field ${styles.link}`}>
        <label htmlFor={`${id}-code`}>{t('code')}</label>
        <input id={`${id}-code`} type="text" autoComplete="off" autoCapitalize="characters" maxLength={16} value={code} onChange={(e) => setCode(e.target.value)} />
      </div>
      <button type="submit" className="button button-primary" disabled={busy || code.trim() === ''}>{t('join')}</button>
      <div aria-live="polite">{problem ? <p className="field-error">{problem}</p> : null}</div>
    </form>
  );
}
