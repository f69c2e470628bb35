// The messages the tools' pages send to the browser (the table, the evaluator, the scorer, the drills): the layout's
// common ones and the evaluation's, the scoring's and the errors'. The layout sends only the common ones, so a lesson
// page does not carry the tools' texts in every response (issue 17's 150 KB, issue 28's whole deals).
// Example: app/[locale]/table/layout.tsx → <ToolMessages locale="lv">{children}</ToolMessages>.

import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { messagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { asLocale } from './locale-params';

export const LAYOUT_NAMESPACES = ['common'] as const;
export const TOOL_NAMESPACES = ['common', 'evaluate', 'score', 'errors'] as const;

export function pickMessages(locale: Locale, namespaces: readonly string[]): Record<string, unknown> {
  const all = messagesFor(locale) as unknown as Record<string, unknown>;
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]]));
}

export function ToolMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={pickMessages(locale, TOOL_NAMESPACES)}>
      {children}
    </NextIntlClientProvider>
  );
}

/** The layout of a tool's route: its pages inside the tools' messages. */
export async function ToolLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <ToolMessages locale={asLocale((await params).locale)}>{children}</ToolMessages>;
}
