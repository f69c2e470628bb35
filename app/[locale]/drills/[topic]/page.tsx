// A drill page: /drills/<topic>?seed=<n> (ten generated items; no seed → a random one the page then writes into
// the address), ?item=<code> (one shared item) or ?items=<code>,… (a fixed list). A bad seed or code shows a
// localized error with a way back, never a 500. Example: /lv/drills/open?seed=42, /en/drills/O-1NT?item=<itemCode>.

import { randomInt } from 'node:crypto';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { isDrillKind, isTopic, itemFromCode, MAX_ITEM_CODE_LENGTH, type Topic } from '@/lib/quiz';
import { itemsPbn } from '@/lib/quiz/pbn-export';
import type { Locale } from '@/lib/i18n/locales';
import { formatIssue } from '@/lib/i18n/translate';
import { MAX_SEED } from '@/lib/quiz/seed';
import { drillItems, type DrillLinkIssue, type DrillQuery } from '../../../_components/drill/drill-items';
import { drillMessages } from '../../../_components/drill/drill-messages';
import { DrillSession } from '../../../_components/drill/drill-session';
import { asLocale } from '../../../_components/locale-params';
import { LessonLinkParagraph } from '../../../_components/lesson/lesson-link';
import { itemMetadata } from '../../../_components/share/share-metadata';

interface Props {
  readonly params: Promise<{ locale: string; topic: string }>;
  readonly searchParams: Promise<DrillQuery>;
}

async function topicText(locale: Locale, topic: Topic): Promise<{ title: string; description: string }> {
  const t = await getTranslations({ locale });
  if (isDrillKind(topic)) {
    return { title: t('drills.topic.kind', { name: t(`drills.kinds.${topic}.name`) }), description: t(`drills.kinds.${topic}.text`) };
  }
  return {
    title: t('drills.topic.rule', { rule: topic }),
    description: t('drills.topic.ruleDescription', { rule: topic, summary: t(`notes.rules.summaries.${topic}`) }),
  };
}

/** The page's metadata; a shared item's link (?item=<code>) also gets its preview image for Open Graph and Twitter. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale: segment, topic } = await params;
  const locale = asLocale(segment);
  if (!isTopic(topic)) return {};
  const { title, description } = await topicText(locale, topic);
  const { item } = await searchParams;
  if (typeof item !== 'string' || item.length > MAX_ITEM_CODE_LENGTH) return { title, description };
  const shared = itemFromCode(item);
  if (!shared.ok) return { title, description };
  const t = await getTranslations({ locale, namespace: 'share.kind' });
  return itemMetadata({ locale, code: item.trim(), path: `/drills/${topic}`, title: `${t(shared.value.kind)} · ${title}`, description });
}

async function BadLink({ locale, problem }: { locale: Locale; problem: DrillLinkIssue }) {
  const t = await getTranslations({ locale, namespace: 'drills.badLink' });
  return (
    <div className="page page-narrow">
      <section className="panel" data-testid="drill-bad-link">
        <h1>{t('title')}</h1>
        <p>{problem.code === 'bad-seed' ? t('seed', { seed: String(problem.params.seed) }) : formatIssue(locale, problem)}</p>
        <p>
          <Link className="button" href="/drills">
            {t('back')}
          </Link>
        </p>
      </section>
    </div>
  );
}

export default async function DrillTopicPage({ params, searchParams }: Props) {
  const { locale: segment, topic } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  if (!isTopic(topic)) notFound();
  const found = drillItems(topic, await searchParams, () => randomInt(0, MAX_SEED + 1));
  if (!found.ok) return <BadLink locale={locale} problem={found.error} />;
  const { entries, seed } = found.value;
  const t = await getTranslations({ locale, namespace: 'drills' });
  const { title, description } = await topicText(locale, topic);
  // On a phone the question comes first: the title alone above it (the drill's text and the links on after the
  // session), so that the hand, the auction and the whole bidding box are on the first screen.
  return (
    <div className="page page-drill">
      <header className="page-head drill-head">
        <h1>{title}</h1>
      </header>
      <NextIntlClientProvider locale={locale} messages={drillMessages(locale)}>
        <DrillSession
          key={seed ?? entries.map((e) => e.code).join(',')}
          topic={topic}
          entries={entries}
          seed={seed}
          pbn={itemsPbn(entries.map((e) => e.item), { locale, event: title })}
        />
      </NextIntlClientProvider>
      <div className="drill-about">
        <p className="lead">{description}</p>
        <p>
          <Link href="/drills">{t('topic.back')}</Link>
        </p>
        <LessonLinkParagraph rule={topic} />
      </div>
    </div>
  );
}
