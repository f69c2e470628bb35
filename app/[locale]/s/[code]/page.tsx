// A student's page of a teacher's set: /<locale>/s/<code>. Private (not indexed, no referrer); an unknown code is the
// site's 404 page; everything else it shows comes from the sets API in the browser, so that the answers and the resume
// code stay the student's. Example: /lv/s/K7PQ2M9X.

import { cache } from 'react';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { countMiss, lookupsBlocked } from '@/server/code-lookups';
import { SERVER_CONFIG } from '@/server/config';
import { clientAddress } from '@/server/rate-limit';
import { getStore } from '@/server/open-store';
import { setForStudentPage } from '@/server/set-service';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '../../../_components/locale-params';
import { StudentSession } from '../../../_components/teach/student-session';
import { teachMessages } from '../../../_components/teach/teach-messages';

interface Props {
  readonly params: Promise<{ locale: string; code: string }>;
}

/**
 * The set the link names; null when there is none (a miss, counted for the client's address); 'blocked' when the
 * address has looked up too many codes that do not exist (L5): then nothing is said about this one either.
 */
const setOf = cache(async (code: string) => {
  const store = await getStore();
  const address = clientAddress({ headers: await headers() }, SERVER_CONFIG.trustProxy);
  const now = Date.now();
  if ((await lookupsBlocked(store, address, now)) !== null) return 'blocked' as const;
  const set = await setForStudentPage(store, code.slice(0, 64));
  if (!set) await countMiss(store, address, now);
  return set;
}); // once per request: the metadata and the page ask the same

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
