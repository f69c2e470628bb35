'use client';
// "Share" on devices with the Web Share API, "Copy link" elsewhere: the item's link made absolute on the page's origin,
// shared or copied, and the outcome announced politely. Example: <ShareButton url="/sr/drills/open?item=…" title="…" />.

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import styles from './share.module.css';
import { useBrowserValue } from '../use-hydrated';

type Status = 'idle' | 'copied' | 'failed';

/** Web Share with canShare (phones, some desktops); known only in the browser, so after the first render. */
function webShareAvailable(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function' && typeof navigator.canShare === 'function';
}

/** `label`: the button's own words ("Share as a poll"), instead of Share / Copy link. */
export function ShareButton({ url, title, label, testId }: { url: string; title: string; label?: string; testId?: string }) {
  const t = useTranslations('share.link');
  const canShare = useBrowserValue(webShareAvailable);
  const [status, setStatus] = useState<Status>('idle');
  const [shown, setShown] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();

  // the fallback field is selected as soon as it appears, so the learner only has to copy
  useEffect(() => {
    if (shown !== null) field.current?.select();
  }, [shown]);

  async function copy(link: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(link);
      setShown(null);
      setStatus('copied');
    } catch {
      setShown(link);
      setStatus('failed');
      field.current?.select();
    }
  }

  async function onClick(): Promise<void> {
    const link = new URL(url, window.location.origin).href;
    setStatus('idle');
    if (canShare && navigator.canShare({ url: link, title })) {
      try {
        await navigator.share({ url: link, title });
        return;
      } catch (error) {
        // the learner closed the share sheet: nothing to do; any other failure falls back to copying
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await copy(link);
  }

  return (
    <div className={styles.share}>
      <button type="button" className="button" onClick={() => void onClick()} data-testid={testId}>
        {label ?? (canShare ? t('share') : t('copy'))}
      </button>
      {shown !== null ? (
        <>
          <label className="sr-only" htmlFor={fieldId}>
            {t('field')}
          </label>
          <input id={fieldId} ref={field} className={styles.field} type="url" readOnly value={shown} onFocus={(e) => e.currentTarget.select()} />
        </>
      ) : null}
      <p className={styles.status} role="status" aria-live="polite">
        {status === 'copied' ? t('copied') : status === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
