'use client';
// The messages of a drill session in the browser (call names, explanations, meanings, rule summaries), fetched once
// per page from /api/drill-messages/<locale> rather than repeated inline in every page's HTML: the prerendered drill
// pages, a lesson's practice and the rules a lesson's bidder example tried first. Example:
// <WithDrillMessages fallback={…} failed={…}><DrillSession … /></WithDrillMessages>; await loadDrillMessages('lv').

import { useEffect, useState, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useTimeZone, type AbstractIntlMessages } from 'next-intl';

const loading = new Map<string, Promise<AbstractIntlMessages>>();

/** The drill messages of a locale: one request per page, whichever part asks first; a failed one is tried again. */
export function loadDrillMessages(locale: string): Promise<AbstractIntlMessages> {
  let messages = loading.get(locale);
  if (!messages) {
    messages = fetch(`/api/drill-messages/${encodeURIComponent(locale)}`).then((response) => {
      if (!response.ok) throw new Error(`drill messages: ${response.status}`);
      return response.json() as Promise<AbstractIntlMessages>;
    });
    messages.catch(() => loading.delete(locale));
    loading.set(locale, messages);
  }
  return messages;
}

/** `children` inside the drill messages of the page's locale (they replace the layout's, which they include). */
export function DrillMessagesProvider({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

type State = { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly messages: AbstractIntlMessages } | { readonly kind: 'failed' };

/**
 * `children` inside the drill messages once they have come; `fallback` until then, `failed` if they cannot be
 * fetched. `load: false` waits (a folded list asks only when it is opened).
 */
export function WithDrillMessages({ children, fallback, failed, load = true }: { children: ReactNode; fallback: ReactNode; failed: ReactNode; load?: boolean }) {
  const locale = useLocale();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    if (!load) return;
    let live = true;
    loadDrillMessages(locale).then(
      (messages) => live && setState({ kind: 'ready', messages }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [locale, load]);
  if (state.kind === 'failed') return <>{failed}</>;
  if (state.kind === 'loading') return <>{fallback}</>;
  return <DrillMessagesProvider messages={state.messages}>{children}</DrillMessagesProvider>;
}
