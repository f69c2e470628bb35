// The way back to a lost teacher's home: the recovery name and passphrase chosen on the home open it again in this
// browser (recover-form.tsx → POST /api/teacher-keys/recover). Example: /sr/teach/recover.

import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale, type LocaleParams } from '../../../_components/locale-params';
import { PageHead } from '../../../_components/page-head';
import { alternatesOf } from '../../../_components/page-alternates';
import { RecoverForm } from '../../../_components/teach/recover-form';
import { teachMessages } from '../../../_components/teach/teach-messages';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'teach.recover' });
  return { title: t('title'), description: t('lead'), alternates: alternatesOf(locale, '/teach/recover'), robots: { index: false, follow: true } };
}

export default async function RecoverPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'teach.recover' });
  return (
    <div className="page page-narrow">
      <PageHead title={t('title')} lead={t('lead')} />
      <NextIntlClientProvider locale={locale} messages={teachMessages(locale)}>
        <RecoverForm />
      </NextIntlClientProvider>
      <p className="hint">{t('noRecovery')}</p>
      <p>
        <a href={`/${locale}/teach`}>{t('start')}</a>
      </p>
    </div>
  );
}
