'use client';
// The home's way back without its link: whether a recovery name and passphrase are chosen (and since when), and the form
// that chooses them (a new pair replaces the old), sent with the teacher key as bearer. Shown on the home and under a set
// or class just made with a new key. Example: <RecoveryPanel teacherKey="…" />.

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { RecoveryBody } from '@/lib/set-api/recovery-requests';
import { MAX_PASSPHRASE, MAX_RECOVERY_NAME, MIN_PASSPHRASE, MIN_RECOVERY_NAME } from '@/lib/set-api/recovery-bounds';
import type { RecoveryStatus } from '@/lib/set-api/recovery-responses';
import { apiErrorOf } from '@/lib/set-api/responses';
import { dayText } from './moments';
import { bodyOf } from './teacher-api';
import home from './home.module.css';
import styles from './teach.module.css';

type Phase = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'problem'; message: string };

const letters = (text: string) => Array.from(text.trim()).length;

export function RecoveryPanel({ teacherKey, headingLevel = 2 }: { teacherKey: string; headingLevel?: 2 | 3 }) {
  const t = useTranslations('teach.recovery');
  const locale = useLocale();
  const id = useId();
  const [status, setStatus] = useState<RecoveryStatus['recovery'] | undefined>(undefined);
  const [name, setName] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [repeat, setRepeat] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const path = `/api/teacher-keys/${encodeURIComponent(teacherKey)}/recovery?locale=${encodeURIComponent(locale)}`;

  useEffect(() => {
    let live = true;
    fetch(path, { cache: 'no-store' })
      .then(async (response) => bodyOf('GET /api/teacher-keys/{key}/recovery', { status: response.status, body: response.ok ? await response.json() : null }))
      .then((read) => live && read && setStatus(read.recovery))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [path]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const problem = (message: string) => setPhase({ kind: 'problem', message });
    if (letters(name) < MIN_RECOVERY_NAME || letters(name) > MAX_RECOVERY_NAME) return problem(t('nameLength', { min: MIN_RECOVERY_NAME, max: MAX_RECOVERY_NAME }));
    if (Array.from(passphrase).length < MIN_PASSPHRASE || Array.from(passphrase).length > MAX_PASSPHRASE) {
      return problem(t('passphraseLength', { min: MIN_PASSPHRASE, max: MAX_PASSPHRASE }));
    }
    if (passphrase !== repeat) return problem(t('mismatch'));
    setPhase({ kind: 'saving' });
    try {
      const response = await fetch(path, {
        method: 'PUT',
        cache: 'no-store',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${teacherKey}` },
        body: JSON.stringify({ name, passphrase } satisfies RecoveryBody),
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) return problem(t('failed', { message: apiErrorOf(body)?.message ?? String(response.status) }));
      const saved = bodyOf('PUT /api/teacher-keys/{key}/recovery', { status: response.status, body });
      if (!saved) return problem(t('failed', { message: String(response.status) }));
      setStatus(saved.recovery);
      setPassphrase('');
      setRepeat('');
      setPhase({ kind: 'saved' });
    } catch {
      problem(t('failed', { message: '—' }));
    }
  }

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // a Serbian long date ends with its own full stop ("6. decembar 2026."): the sentence gives one
  const date = (iso: string) => dayText(iso, locale, 'long');
  return (
    <section aria-labelledby={`${id}-heading`} data-testid="recovery">
      <Heading id={`${id}-heading`}>{t('heading')}</Heading>
      <p>{t('text')}</p>
      <p className="hint" data-testid="recovery-status">
        {status === undefined ? '' : status === null ? t('none') : t('since', { date: date(status.since) })}
      </p>
      <form className={home.form} onSubmit={(e) => void save(e)} noValidate data-testid="recovery-form">
        {/* a password manager keeps the name with the passphrase */}
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('name')}</label>
          <input
            id={`${id}-name`} type="text" autoComplete="username" maxLength={MAX_RECOVERY_NAME} value={name}
            onChange={(e) => setName(e.target.value)} aria-describedby={`${id}-name-hint`} data-testid="recovery-name"
          />
          <p id={`${id}-name-hint`} className="hint">
            {t('nameHint', { min: MIN_RECOVERY_NAME, max: MAX_RECOVERY_NAME })}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-passphrase`}>{t('passphrase')}</label>
          <input
            id={`${id}-passphrase`} type="password" autoComplete="new-password" maxLength={MAX_PASSPHRASE} value={passphrase}
            onChange={(e) => setPassphrase(e.target.value)} aria-describedby={`${id}-passphrase-hint`} data-testid="recovery-passphrase"
          />
          <p id={`${id}-passphrase-hint`} className="hint">
            {t('passphraseHint', { min: MIN_PASSPHRASE, max: MAX_PASSPHRASE })}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-repeat`}>{t('repeat')}</label>
          <input
            id={`${id}-repeat`} type="password" autoComplete="new-password" maxLength={MAX_PASSPHRASE} value={repeat}
            onChange={(e) => setRepeat(e.target.value)} data-testid="recovery-repeat"
          />
        </div>
        <button type="submit" className="button button-primary" disabled={phase.kind === 'saving'} data-testid="recovery-save">
          {phase.kind === 'saving' ? t('saving') : t('save')}
        </button>
      </form>
      <div aria-live="polite">
        {phase.kind === 'saved' ? (
          <p data-testid="recovery-saved">
            {t('saved')} <a href={`/${locale}/teach/recover`}>{t('recoverPage')}</a>
          </p>
        ) : null}
        {phase.kind === 'problem' ? (
          <p className={styles.error} role="alert" data-testid="recovery-problem">
            {phase.message}
          </p>
        ) : null}
      </div>
    </section>
  );
}
