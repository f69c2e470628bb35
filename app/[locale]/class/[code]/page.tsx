// A student's page of a class: /<locale>/class/<code>. Private (not indexed, no referrer); an unknown code is the site's
// 404 page (misses counted per address, as the set pages'); the rest comes from the classes API in the browser, so that
// the student's token and resume code stay theirs. Example: /lv/class/K7Q2M9XD.

import { cache } from 'react';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { classForStudentPage } from '@/server/class-service';
import { getStore } from '@/server/open-store';
import { asLocale } from '../../../_components/locale-params';
import { ClassStudent } from '../../../_components/teach/class-student';
import { classMessages } from '../../../_components/teach/teach-messages';

interface Props {
  readonly params: Promise<{ locale: string; code: string }>;
}

/** The class the link names, null, or 'blocked' (class-service classForStudentPage); once per request. */
const classOf = cache(async (code: string) => classForStudentPage(await getStore(), code.slice(0, 64), await headers(), Date.now()));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: segment, code } = await params;
  const locale = asLocale(segment);
  const t = await getTranslations({ locale, namespace: 'teach.class' });
  const cls = await classOf(code);
  return { title: cls && cls !== 'blocked' ? cls.title : t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function ClassStudentPage({ params }: Props) {
  const { locale: segment, code } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  // a blocked address gets the page as for any code: what the classes API then answers (429) is all it learns
  if ((await classOf(code)) === null) notFound();
  return (
    <div className="page page-narrow">
      <NextIntlClientProvider locale={locale} messages={classMessages(locale)}>
        <ClassStudent code={code.slice(0, 64)} />
      </NextIntlClientProvider>
    </div>
  );
}
