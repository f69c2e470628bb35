'use client';
// The localized error boundary of a locale's pages: a message and a way to try again.
// Example: an exception while rendering /en/score shows "Something went wrong" and "Try again".

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';

export default function ErrorBoundary({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('common.error');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="page page-narrow">
      <section className="panel" role="alert">
        <h1>{t('title')}</h1>
        <p>{t('text')}</p>
        <p>
          <button type="button" className="button" onClick={() => retry()}>
            {t('retry')}
          </button>
        </p>
      </section>
    </div>
  );
}
