// A shared quiz hand as a poll: /<locale>/poll?item=<code>, rendered per request. Its preview image is the hand's
// (it asks the question and never shows the answer); a code that does not read, or a hand that asks no call, is the
// site's 404 page. Votes and the tally come from the polls API in the browser. Example: /sr/poll?item=<itemCode>.

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { itemFromCode, MAX_ITEM_CODE_LENGTH } from '@/lib/quiz';
import { asLocale } from '../../_components/locale-params';
import { PollVote } from '../../_components/live/poll-vote';
import { liveMessages } from '../../_components/live/live-messages';
import { itemMetadata } from '../../_components/share/share-metadata';

interface Props {
  readonly params: Promise<{ locale: string }>;
  readonly searchParams: Promise<{ item?: string | string[] }>;
}

/** The poll's code when it names a hand that asks for a call, else null. */
function pollCode(item: string | string[] | undefined): string | null {
  if (typeof item !== 'string' || item.length > MAX_ITEM_CODE_LENGTH) return null;
  const read = itemFromCode(item);
  return read.ok && read.value.kind === 'call' ? item.trim() : null;
}

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'live.poll' });
  const code = pollCode((await searchParams).item);
  const base = { title: t('title'), description: t('lead'), robots: { index: false, follow: true } };
  return code ? { ...itemMetadata({ locale, code, path: '/poll', title: t('title'), description: t('lead') }), robots: base.robots } : base;
}

export default async function PollPage({ params, searchParams }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const code = pollCode((await searchParams).item);
  if (code === null) notFound();
  const t = await getTranslations({ locale, namespace: 'live.poll' });
  return (
    <div className="page page-narrow">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <NextIntlClientProvider locale={locale} messages={liveMessages(locale)}>
        <PollVote code={code} />
      </NextIntlClientProvider>
    </div>
  );
}
