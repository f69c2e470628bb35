// The bidding table: reads the deal, dealer, vulnerability (or board) and step from the address and hands them to
// the interactive table, with the messages its explanations need. Example: /en/table?seed=42&dealer=E&step=4.

import { randomInt } from 'node:crypto';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { messagesFor } from '@/lib/i18n/messages';
import { firstValue, MAX_SEED, readSeed } from '@/lib/quiz/seed';
import { BiddingTable } from '../../_components/bidding-table';
import { setupFromQuery, type Query } from '../../_components/bidding-query';
import { BadSeed } from '../../_components/bad-seed';
import { asLocale } from '../../_components/locale-params';
import { PageHead } from '../../_components/page-head';

interface Props {
  readonly params: Promise<{ locale: string }>;
  readonly searchParams: Promise<Query>;
}

/** What the table's components read in the browser: explanations come from the rules and bidder namespaces, the
 * practise links from share. */
const TABLE_NAMESPACES = ['common', 'errors', 'table', 'rules', 'bidder', 'share'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'table' });
  return { title: t('title'), description: t('description') };
}

export default async function TablePage({ params, searchParams }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'table' });
  const query = await searchParams;
  const seed = readSeed(query.seed);
  if (!seed.ok && (firstValue(query.deal) ?? '').trim() === '') {
    return (
      <div className="page">
        <PageHead title={t('title')} lead={t('intro')} />
        <BadSeed locale={locale} problem={seed.error} href="/table" linkText={t('form.random')} />
      </div>
    );
  }
  const fromQuery = setupFromQuery(query);
  // an address without a deal gets a fresh random one; the table writes its seed into the address
  const setup = fromQuery.source ? fromQuery : { ...fromQuery, source: { kind: 'seed' as const, seed: randomInt(0, MAX_SEED + 1) } };
  const all = messagesFor(locale);
  const messages = { ...Object.fromEntries(TABLE_NAMESPACES.map((ns) => [ns, all[ns]])), lessons: { readMore: (all.lessons as { readMore: string }).readMore } };
  return (
    <div className="page">
      <PageHead title={t('title')} lead={t('intro')} />
      <NextIntlClientProvider locale={locale} messages={messages}>
        <BiddingTable initial={setup} />
      </NextIntlClientProvider>
    </div>
  );
}
