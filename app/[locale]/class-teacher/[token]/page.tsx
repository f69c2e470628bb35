// The teacher's page of a class: /<locale>/class-teacher/<token>. Private (not indexed, no referrer). The roster, the
// class's sets and the progress over the term come from the class teacher API in the browser (polled); an unknown or
// tampered token is the site's 404 page (checked on the server). Example: /sr/class-teacher/<token>.

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { classTeacherLinkExists } from '@/server/class-service';
import { getStore } from '@/server/open-store';
import { asLocale } from '../../../_components/locale-params';
import { ClassTeacherDashboard } from '../../../_components/teach/class-teacher-dashboard';
import { classMessages } from '../../../_components/teach/teach-messages';
import { pairSources } from '../../../_components/pairs/pair-sources';

interface Props {
  readonly params: Promise<{ locale: string; token: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'teach.class' });
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function ClassTeacherPage({ params }: Props) {
  const { locale: segment, token } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  // a wrong or tampered token is the site's 404 page, whatever part of it is wrong
  if (!(await classTeacherLinkExists(await getStore(), token.slice(0, 160)))) notFound();
  return (
    <div className="page">
      <NextIntlClientProvider locale={locale} messages={classMessages(locale)}>
        <ClassTeacherDashboard token={token.slice(0, 128)} pairSources={await pairSources(locale)} />
      </NextIntlClientProvider>
    </div>
  );
}
