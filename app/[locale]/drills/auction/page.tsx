// The whole-auction drill: the learner sits South and the bidder calls for the others. ?seed= chooses the deal; an
// address without one gets a random seed, which the drill writes into the address. Example: /sr/drills/auction?seed=42.

import { randomInt } from 'node:crypto';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { messagesFor } from '@/lib/i18n/messages';
import { WholeAuctionDrill } from '../../../_components/exercise/whole-auction-drill';
import { asLocale } from '../../../_components/locale-params';
import { seedOf } from '../../../_components/exercise/seed-query';
import { PageHead } from '../../../_components/page-head';

interface Props {
  readonly params: Promise<{ locale: string }>;
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** What the drill reads in the browser: explanations come from the rules and bidder namespaces. */
const DRILL_NAMESPACES = ['common', 'table', 'rules', 'bidder', 'drills', 'exercises', 'share'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'exercises.auction' });
  return { title: t('title'), description: t('description') };
}

export default async function WholeAuctionPage({ params, searchParams }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'exercises.auction' });
  const seed = seedOf((await searchParams).seed) ?? randomInt(0, 0x1_0000_0000);
  const all = messagesFor(locale);
  // of the notes, only the one-line summary of each rule: the confirmation of a right call names its rule with it
  const summaries = (all.notes.rules as { summaries: Record<string, string> }).summaries;
  const messages = { ...Object.fromEntries(DRILL_NAMESPACES.map((ns) => [ns, all[ns]])), notes: { rules: { summaries } } };
  return (
    <div className="page">
      <PageHead title={t('title')} lead={t('intro')} />
      <NextIntlClientProvider locale={locale} messages={messages}>
        <WholeAuctionDrill key={seed} initialSeed={seed} />
      </NextIntlClientProvider>
    </div>
  );
}
