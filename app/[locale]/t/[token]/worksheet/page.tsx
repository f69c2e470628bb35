// A set's printable worksheet: /<locale>/t/<token>/worksheet — per question the hand, dealer, vulnerability, the
// auction so far and an empty answer box, then the answer key on pages of its own. Private like the teacher page.
// Example: /lv/t/<token>/worksheet, printed with the browser's Print (the header is not printed).

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getStore } from '@/server/open-store';
import { teacherLinkExists } from '@/server/set-teacher';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '../../../../_components/locale-params';
import { Worksheet } from '../../../../_components/teach/worksheet';
import { teachMessages } from '../../../../_components/teach/teach-messages';

interface Props {
  readonly params: Promise<{ locale: string; token: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'teach.worksheet' });
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

export default async function WorksheetPage({ params }: Props) {
  const { locale: segment, token } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  // a wrong or tampered token is the site's 404 page, whatever part of it is wrong
  if (!(await teacherLinkExists(await getStore(), token.slice(0, 160)))) notFound();
  return (
    <div className="page">
      <NextIntlClientProvider locale={locale} messages={teachMessages(locale)}>
        <Worksheet token={token.slice(0, 128)} />
      </NextIntlClientProvider>
    </div>
  );
}
