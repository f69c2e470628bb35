// Evaluate a hand: reads ?hand= and ?partner= so a shared address shows the same evaluation, rendered on the server.
// Example: /en/evaluate?hand=AKQ2.KJ3.T8.Q432&partner=H → HD 16 and the responder's count with hearts as trumps.
// Under the tool, a link into the evaluate drill ("practise hands like this").

import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { SUITS, type Suit } from '@/lib/bridge/types';
import { messagesFor } from '@/lib/i18n/messages';
import { HandEvaluator } from '../../_components/hand-evaluator';
import { asLocale } from '../../_components/locale-params';
import { PageHead } from '../../_components/page-head';
import { alternatesOf } from '../../_components/page-alternates';

interface Props {
  readonly params: Promise<{ locale: string }>;
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** What the evaluator reads in the browser: the layout's namespaces and share (its share button). */
const EVALUATE_NAMESPACES = ['common', 'evaluate', 'score', 'errors', 'share'] as const;

/** Long enough for any hand however it is typed; longer input is cut, never rejected with a crash. */
const MAX_HAND_LENGTH = 120;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'evaluate' });
  return { title: t('title'), description: t('description'), alternates: alternatesOf(locale, '/evaluate') };
}

export default async function EvaluatePage({ params, searchParams }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const hand = first(query.hand).slice(0, MAX_HAND_LENGTH);
  const partnerText = first(query.partner).toUpperCase();
  const partner: Suit | '' = (SUITS as readonly string[]).includes(partnerText) ? (partnerText as Suit) : '';
  const t = await getTranslations({ locale, namespace: 'evaluate' });
  const share = await getTranslations({ locale, namespace: 'share' });
  const all = messagesFor(locale);
  const messages = Object.fromEntries(EVALUATE_NAMESPACES.map((ns) => [ns, all[ns]]));
  return (
    <div className="page">
      <PageHead title={t('title')} lead={t('intro')}>
        <details className="legend">
          <summary>{t('legendSummary')}</summary>
          <p>{t('legend')}</p>
        </details>
      </PageHead>
      <NextIntlClientProvider locale={locale} messages={messages}>
        <HandEvaluator key={`${hand}|${partner}`} initialHand={hand} initialPartner={partner} />
      </NextIntlClientProvider>
      <p className="hint">
        <Link href="/drills/evaluate">{share('practise.evaluate')}</Link>
      </p>
    </div>
  );
}
