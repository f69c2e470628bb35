'use client';
// Under a set just made: the teacher's home link. A key made with this set is shown to keep ("keep this link: it opens
// all your sets") with the way back without it (recovery-panel.tsx); a key this browser already kept is a link to the home.
// Example: <KeyNote fresh={Boolean(set.teacherKey)} />.

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { teacherKey } from './browser-keys';
import { CopyField } from './copy-field';
import { RecoveryPanel } from './recovery-panel';
import styles from './teach.module.css';

export function KeyNote({ fresh }: { fresh: boolean }) {
  const t = useTranslations('teach.home');
  const locale = useLocale();
  const [key, setKey] = useState<string | null>(null);
  useEffect(() => {
    // the key is kept in this browser: read after hydration
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setKey(teacherKey());
  }, []);
  if (key === null) return null;
  const home = `${window.location.origin}/${locale}/teacher/${key}`;
  return (
    <div data-testid="key-note">
      {fresh ? (
        <>
          <CopyField label={t('homeLink')} value={home} testId="new-home-link" />
          <p className={styles.warning} role="note">
            {t('keepNew')}
          </p>
          <RecoveryPanel teacherKey={key} headingLevel={3} />
        </>
      ) : (
        <p>
          <a href={home} data-testid="home-open">
            {t('openHome')}
          </a>
        </p>
      )}
    </div>
  );
}
