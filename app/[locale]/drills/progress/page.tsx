// The learner's progress, kept in this browser: accuracy per drill and rule, streaks, the review queue, weak spots
// and a reset. The server sends the page's messages; the report reads localStorage in the browser. Example: /lv/drills/progress.

import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { messagesFor } from '@/lib/i18n/messages';
import { asLocale, type LocaleParams } from '../../../_components/locale-params';
import { PageHead } from '../../../_components/page-head';
import { ProgressReport } from '../../../_components/progress/progress-report';
import { alternatesOf } from '../../../_components/page-alternates';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'progress' });
  return { title: t('title'), description: t('description'), alternates: alternatesOf(locale, '/drills/progress') };
}

export default async function ProgressPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'progress' });
  const all = messagesFor(locale);
  // the weak spots name each rule with its one-line summary from the notes; the rest of the notes stays on the server
  const notes = all.notes as { rules: { summaries: Record<string, string> } };
  const messages = { common: all.common, progress: all.progress, notes: { rules: { summaries: notes.rules.summaries } } };
  return (
    <div className="page">
      <PageHead title={t('title')} lead={t('intro')} />
      <NextIntlClientProvider locale={locale} messages={messages}>
        <ProgressReport />
      </NextIntlClientProvider>
    </div>
  );
}
