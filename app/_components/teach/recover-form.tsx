'use client';
// The way back to a lost home: the recovery name and passphrase → POST /api/teacher-keys/recover → the key, kept in this
// browser, and the home opened. A wrong name or passphrase, the bounds and too many attempts are told in the page's
// language. Example: <RecoverForm /> on /sr/teach/recover.

import { useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { MAX_PASSPHRASE, MAX_RECOVERY_NAME, MIN_PASSPHRASE } from '@/lib/set-api/recovery-bounds';
import type { RecoveryBody } from '@/lib/set-api/recovery-requests';
import { apiErrorOf } from '@/lib/set-api/responses';
import { bodyOf } from './teacher-api';
import { keepTeacherKey } from './browser-keys';
import home from './home.module.css';
import styles from './teach.module.css';

export function RecoverForm() {
  const t = useTranslations('teach.recover');
  const locale = useLocale();
  const id = useId();
  const [name, setName] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function recover(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setBusy(true);
    try {
      const response = await fetch(`/api/teacher-keys/recover?locale=${encodeURIComponent(locale)}`, {
        method: 'POST',
        cache: 'no-store',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, passphrase } satisfies RecoveryBody),
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        setBusy(false);
        return setProblem(apiErrorOf(body)?.message ?? String(response.status));
      }
      const recovered = bodyOf('POST /api/teacher-keys/recover', { status: response.status, body });
      if (!recovered) {
        setBusy(false);
        return setProblem(String(response.status));
      }
      const { teacherKey } = recovered;
      keepTeacherKey(teacherKey);
      window.location.assign(`/${locale}/teacher/${teacherKey}`);
    } catch {
      setBusy(false);
      setProblem(t('unreachable'));
    }
  }

  return (
    <section className="panel">
      <form className={home.form} onSubmit={(e) => void recover(e)} noValidate data-testid="recover-form">
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('name')}</label>
          <input
            id={`${id}-name`} type="text" autoComplete="username" maxLength={MAX_RECOVERY_NAME} value={name}
            onChange={(e) => setName(e.target.value)} data-testid="recover-name"
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-passphrase`}>{t('passphrase')}</label>
          <input
            id={`${id}-passphrase`} type="password" autoComplete="current-password" maxLength={MAX_PASSPHRASE} value={passphrase}
            onChange={(e) => setPassphrase(e.target.value)} aria-describedby={`${id}-passphrase-hint`} data-testid="recover-passphrase"
          />
          <p id={`${id}-passphrase-hint`} className="hint">
            {t('passphraseHint', { min: MIN_PASSPHRASE })}
          </p>
        </div>
        <button type="submit" className="button button-primary" disabled={busy} data-testid="recover-submit">
          {busy ? t('submitting') : t('submit')}
        </button>
      </form>
      <div aria-live="assertive">
        {problem ? (
          <p className={styles.error} data-testid="recover-problem">
            {problem}
          </p>
        ) : null}
      </div>
    </section>
  );
}
