// The teacher's home: /<locale>/teacher/<key>. Private (not indexed, no referrer). Every class and set kept for the key,
// listed in the browser from the API; an unknown key is the site's 404 page (checked on the server). Example: /sr/teacher/<key>.

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { teacherKeyExists } from '@/server/teacher-home';
import { getStore } from '@/server/open-store';
import { asLocale } from '../../../_components/locale-params';
import { PageHead } from '../../../_components/page-head';
import { TeacherHome } from '../../../_components/teach/teacher-home';
import { teachMessages } from '../../../_components/teach/teach-messages';

interface Props {
  readonly params: Promise<{ locale: string; key: string }>;
  /** `made`: the code of a class just made on /teach, announced first on the home. */
  readonly searchParams: Promise<{ made?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'teach.home' });
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function TeacherHomePage({ params, searchParams }: Props) {
  const { locale: segment, key } = await params;
  const { made } = await searchParams;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  if (!(await teacherKeyExists(await getStore(), key.slice(0, 160)))) notFound();
  const t = await getTranslations({ locale, namespace: 'teach.home' });
  return (
    <div className="page page-narrow">
      <PageHead title={t('title')} lead={t('lead')} />
      <NextIntlClientProvider locale={locale} messages={teachMessages(locale)}>
        <TeacherHome teacherKey={key.slice(0, 128)} made={typeof made === 'string' ? made.slice(0, 16) : null} />
      </NextIntlClientProvider>
    </div>
  );
}
