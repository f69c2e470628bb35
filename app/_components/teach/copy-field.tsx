'use client';
// A link (or code) to keep: shown in a read-only field with its label and a Copy button; the outcome is announced.
// The button alone (CopyButton) sits beside a text shown otherwise, as the resume code is, large and once.
// Example: <CopyField label="Link for the students" value="https://…/sr/s/K7PQ2M" testId="student-link" />.

import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import styles from './teach.module.css';

/** Copy `value` to the clipboard; without one (an insecure page, a refused permission) the text in `select` is selected. */
export function CopyButton({ label, value, select, testId }: { label: string; value: string; select?: RefObject<HTMLElement | null>; testId?: string }) {
  const t = useTranslations('teach.copy');
  const [copied, setCopied] = useState(false);

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      const node = select?.current;
      if (node instanceof HTMLInputElement) node.select();
      else if (node) window.getSelection()?.selectAllChildren(node);
    }
  }

  return (
    <>
      <button type="button" className="button" onClick={() => void copy()} aria-label={t('label', { what: label })} data-testid={testId}>
        {t('copy')}
      </button>
      <span className="hint" aria-live="polite">
        {copied ? ` ${t('copied')}` : ''}
      </span>
    </>
  );
}

export function CopyField({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);

  return (
    <div className={`field ${styles.copyField}`}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.copyRow}>
        <input ref={field} id={id} type="text" readOnly value={value} data-testid={testId} onFocus={(e) => e.target.select()} />
        <CopyButton label={label} value={value} select={field} />
      </div>
    </div>
  );
}
