'use client';
// The messages of a lesson's interactive parts (the practice's drill session, the rules a bidder example tried first),
// fetched once per page from /api/lesson-messages/<locale> rather than repeated inline in the lesson's HTML; the
// parts render inside them once they have come. Example: <WithLessonMessages fallback={…}><DrillSession … /></WithLessonMessages>.

import { useEffect, useState, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useTimeZone, type AbstractIntlMessages } from 'next-intl';

const loading = new Map<string, Promise<AbstractIntlMessages>>();

/** The lesson messages of a locale: one request per page, whichever part asks first; a failed one is tried again. */
export function loadLessonMessages(locale: string): Promise<AbstractIntlMessages> {
  let messages = loading.get(locale);
  if (!messages) {
    messages = fetch(`/api/lesson-messages/${encodeURIComponent(locale)}`).then((response) => {
      if (!response.ok) throw new Error(`lesson messages: ${response.status}`);
      return response.json() as Promise<AbstractIntlMessages>;
    });
    messages.catch(() => loading.delete(locale));
    loading.set(locale, messages);
  }
  return messages;
}

type State = { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly messages: AbstractIntlMessages } | { readonly kind: 'failed' };

/**
 * `children` inside the lesson messages once they have come; `fallback` until then, `failed` if they cannot be
 * fetched. `load: false` waits (a folded list asks only when it is opened).
 */
export function WithLessonMessages({ children, fallback, failed, load = true }: { children: ReactNode; fallback: ReactNode; failed: ReactNode; load?: boolean }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    if (!load) return;
    let live = true;
    loadLessonMessages(locale).then(
      (messages) => live && setState({ kind: 'ready', messages }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [locale, load]);
  if (state.kind === 'failed') return <>{failed}</>;
  if (state.kind === 'loading') return <>{fallback}</>;
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={state.messages}>
      {children}
    </NextIntlClientProvider>
  );
}
