'use client';
// A link (or code) to keep: shown in a read-only field with its label and a Copy button; the outcome is announced.
// Example: <CopyField label="Link for the students" value="https://…/sr/s/K7PQ2M" testId="student-link" />.

import { useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import styles from './teach.module.css';

export function CopyField({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const t = useTranslations('teach.copy');
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // no clipboard (an insecure page, a refused permission): the text is selected for the reader to copy
      field.current?.select();
    }
  }

  return (
    <div className={`field ${styles.copyField}`}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.copyRow}>
        <input ref={field} id={id} type="text" readOnly value={value} data-testid={testId} onFocus={(e) => e.target.select()} />
        <button type="button" className="button" onClick={() => void copy()} aria-label={t('label', { what: label })}>
          {t('copy')}
        </button>
      </div>
      <p className="hint" aria-live="polite">
        {copied ? t('copied') : ''}
      </p>
    </div>
  );
}
