// The teacher's page of a set: /<locale>/t/<token>. Private (not indexed, no referrer). The results come from the
// teacher API in the browser (polled); an unknown or tampered token is the site's 404 page (checked on the server).
// Example: /sr/t/<token>.

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getStore } from '@/server/open-store';
import { teacherLinkExists } from '@/server/set-teacher';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '../../../_components/locale-params';
import { TeacherDashboard } from '../../../_components/teach/teacher-dashboard';
import { teachMessages } from '../../../_components/teach/teach-messages';

interface Props {
  readonly params: Promise<{ locale: string; token: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'teach.create' });
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function TeacherPage({ params }: Props) {
  const { locale: segment, token } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  // a wrong or tampered token is the site's 404 page, whatever part of it is wrong
  if (!(await teacherLinkExists(await getStore(), token.slice(0, 160)))) notFound();
  return (
    <div className="page">
      <NextIntlClientProvider locale={locale} messages={teachMessages(locale)}>
        <TeacherDashboard token={token.slice(0, 128)} />
      </NextIntlClientProvider>
    </div>
  );
}
