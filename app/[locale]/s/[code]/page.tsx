// A student's page of a teacher's set: /<locale>/s/<code>. Private (not indexed, no referrer); an unknown code is the
// site's 404 page; everything else it shows comes from the sets API in the browser, so that the answers and the resume
// code stay the student's. Example: /lv/s/K7PQ2M9X.

import { cache } from 'react';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getStore } from '@/server/open-store';
import { setForStudentPage } from '@/server/set-students';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '../../../_components/locale-params';
import { StudentSession } from '../../../_components/teach/student-session';
import { teachMessages } from '../../../_components/teach/teach-messages';

interface Props {
  readonly params: Promise<{ locale: string; code: string }>;
}

/**
 * The set the link names, null, or 'blocked' (set-students setForStudentPage: misses are counted per address, L5); once
 * per request, as the metadata and the page both ask.
 */
const setOf = cache(async (code: string) => setForStudentPage(await getStore(), code.slice(0, 64), await headers(), Date.now()));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: segment, code } = await params;
  const locale = asLocale(segment);
  const t = await getTranslations({ locale, namespace: 'teach.create' });
  const set = await setOf(code);
  return { title: set && set !== 'blocked' ? set.title : t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function StudentPage({ params }: Props) {
  const { locale: segment, code } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  // a blocked address gets the page as for any code: what the set API then answers (429) is all it learns
  if ((await setOf(code)) === null) notFound();
  return (
    <div className="page page-narrow">
      <NextIntlClientProvider locale={locale} messages={teachMessages(locale)}>
        <StudentSession code={code.slice(0, 64)} />
      </NextIntlClientProvider>
    </div>
  );
}
