'use client';
// The small line under a student's question: "All answers saved" or "2 answers waiting to be sent", and why an answer
// was refused for good; announced politely. Example: <OutboxStatus pending={2} stopped={null} />.

import { useTranslations } from 'next-intl';
import type { StopReason } from './outbox';
import styles from './teach.module.css';

export function OutboxStatus({ pending, stopped }: { pending: number; stopped: { reason: StopReason } | null }) {
  const t = useTranslations('teach.outbox');
  return (
    <div className={styles.status} role="status" aria-live="polite" data-testid="outbox-status" data-pending={pending}>
      <p>{pending === 0 ? t('allSaved') : t('waiting', { count: pending })}</p>
      {stopped ? <p className={styles.error}>{t(stopped.reason)}</p> : null}
    </div>
  );
}
