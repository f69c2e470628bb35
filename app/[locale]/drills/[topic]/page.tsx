// A drill page, prerendered once per locale and topic: /drills/<topic>?seed=<n> — the session's ten questions come
// from /api/drill in the browser with their messages from /api/drill-messages (drill-from-address.tsx; no seed → a random one the session writes into the
// address). Shared items (?item=<code>, ?items=<code>,…) are rewritten by the proxy to ./shared, rendered per
// request for their preview metadata. Example: /lv/drills/open?seed=42, /en/drills/O-1NT.

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { drillShellMessages } from '@/lib/i18n/drill-messages';
import { DRILL_KINDS, isTopic } from '@/lib/quiz';
import { drillText } from '@/lib/quiz/drill-text';
import { RULE_IDS } from '@/lib/bidder';
import { DrillFromAddress } from '../../../_components/drill/drill-from-address';
import { DrillPage } from '../../../_components/drill/drill-page';
import { asLocale } from '../../../_components/locale-params';
import { alternatesOf } from '../../../_components/page-alternates';

interface Props {
  readonly params: Promise<{ locale: string; topic: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return [...DRILL_KINDS, ...RULE_IDS].map((topic) => ({ topic }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: segment, topic } = await params;
  const locale = asLocale(segment);
  if (!isTopic(topic)) return {};
  const { title, description } = drillText(await getTranslations({ locale }), topic);
  return { title, description, alternates: alternatesOf(locale, `/drills/${topic}`) };
}

export default async function DrillTopicPage({ params }: Props) {
  const { locale: segment, topic } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  if (!isTopic(topic)) notFound();
  const t = await getTranslations({ locale });
  const { title, description } = drillText(t, topic);
  return (
    <DrillPage locale={locale} topic={topic} title={title} description={description} messages={drillShellMessages(locale)}>
      <DrillFromAddress topic={topic} />
    </DrillPage>
  );
}
