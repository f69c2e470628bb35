'use client';
// Joining a live class on a phone by the code on the screen (the QR code opens the page directly). Example: <LiveJoin />.

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';

export function LiveJoin() {
  const t = useTranslations('live.join');
  const router = useRouter();
  const id = useId();
  const [code, setCode] = useState('');

  function open(event: FormEvent) {
    event.preventDefault();
    const clean = code.trim().toUpperCase().replace(/[^A-Z0-9]/g, '');
    if (clean !== '') router.push(`/live/${clean}`);
  }

  return (
    <form className="panel" onSubmit={open} noValidate aria-labelledby={`${id}-heading`} data-testid="live-join">
      <h2 id={`${id}-heading`}>{t('heading')}</h2>
      <div className="field">
        <label htmlFor={`${id}-code`}>{t('code')}</label>
        <input id={`${id}-code`} type="text" inputMode="text" autoCapitalize="characters" autoComplete="off" maxLength={16} value={code}
          onChange={(e) => setCode(e.target.value)} data-testid="live-join-code" />
      </div>
      <button type="submit" className="button button-primary" data-testid="live-join-open">{t('join')}</button>
    </form>
  );
}
