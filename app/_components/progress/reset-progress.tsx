'use client';
// Reset with a confirmation step on the page (no window.confirm): the button opens a question with "Yes, delete
// everything" and "Cancel"; focus goes to Cancel, and back to the button when cancelled. Example: <ResetProgress onReset={…} />.

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import styles from './progress.module.css';

export function ResetProgress({ onReset }: { onReset: () => void }) {
  const t = useTranslations('progress.reset');
  const [asking, setAsking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) cancelRef.current?.focus();
    else if (wasAsking.current) resetRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  return (
    <section className="panel" aria-labelledby="progress-reset">
      <h2 id="progress-reset">{t('heading')}</h2>
      <p className="muted">{t('text')}</p>
      {asking ? (
        <div className={styles.confirm} role="group" aria-labelledby="progress-reset-question">
          <p id="progress-reset-question">{t('confirm')}</p>
          <div className="actions">
            <button type="button" className={`button ${styles.danger}`} onClick={onReset}>
              {t('yes')}
            </button>
            <button type="button" className="button" ref={cancelRef} onClick={() => setAsking(false)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="button" ref={resetRef} onClick={() => setAsking(true)}>
          {t('button')}
        </button>
      )}
    </section>
  );
}
