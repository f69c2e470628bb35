// A student's page of a teacher's set: /<locale>/s/<code>. Private (not indexed, no referrer); everything it shows
// comes from the sets API in the browser, so that the answers and the resume code stay the student's. Example: /lv/s/K7PQ2M.

import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '../../../_components/locale-params';
import { StudentSession } from '../../../_components/teach/student-session';
import { teachMessages } from '../../../_components/teach/teach-messages';

interface Props {
  readonly params: Promise<{ locale: string; code: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'teach.create' });
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function StudentPage({ params }: Props) {
  const { locale: segment, code } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  return (
    <div className="page page-narrow">
      <NextIntlClientProvider locale={locale} messages={teachMessages(locale)}>
        <StudentSession code={code.slice(0, 64)} />
      </NextIntlClientProvider>
    </div>
  );
}
