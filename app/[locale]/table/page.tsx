// The bidding table, prerendered once per locale: the interactive table reads the deal, dealer, vulnerability (or
// board) and step from the address in the browser (table-from-address.tsx), with the messages its explanations
// need. Example: /en/table?seed=42&dealer=E&step=4.

import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { messagesFor } from '@/lib/i18n/messages';
import { TableFromAddress } from '../../_components/table-from-address';
import { asLocale } from '../../_components/locale-params';
import { PageHead } from '../../_components/page-head';
import { alternatesOf } from '../../_components/page-alternates';

interface Props {
  readonly params: Promise<{ locale: string }>;
}

/** What the table's components read in the browser: explanations come from the rules and bidder namespaces, the
 * practise links from share. */
const TABLE_NAMESPACES = ['common', 'errors', 'table', 'rules', 'bidder', 'share', 'pbn'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'table' });
  return { title: t('title'), description: t('description'), alternates: alternatesOf(locale, '/table') };
}

export default async function TablePage({ params }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'table' });
  const all = messagesFor(locale);
  const messages = { ...Object.fromEntries(TABLE_NAMESPACES.map((ns) => [ns, all[ns]])), lessons: { readMore: (all.lessons as { readMore: string }).readMore } };
  return (
    <div className="page">
      <PageHead title={t('title')} lead={t('intro')} />
      <NextIntlClientProvider locale={locale} messages={messages}>
        <TableFromAddress />
      </NextIntlClientProvider>
    </div>
  );
}
