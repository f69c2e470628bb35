// The page of shared drill items, rendered per request: /drills/<topic>?item=<code> (one item) or ?items=<code>,…
// (a fixed list, e.g. the missed questions of a session). The proxy rewrites those addresses here, so the link people
// share stays /drills/<topic>?item=…; its preview image goes into the Open Graph metadata. A code that does not read
// answers 404 with this route's bad-link page (./not-found.tsx). Example: /en/drills/O-1NT?item=<itemCode>.

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { drillMessages } from '@/lib/i18n/drill-messages';
import { isTopic, itemFromCode, MAX_ITEM_CODE_LENGTH } from '@/lib/quiz';
import { drillItems, type DrillQuery } from '@/lib/quiz/drill-items';
import { drillText } from '@/lib/quiz/drill-text';
import { itemsPbn } from '@/lib/quiz/pbn-export';
import { DrillPage } from '../../../../_components/drill/drill-page';
import { DrillSession } from '../../../../_components/drill/drill-session';
import { asLocale } from '../../../../_components/locale-params';
import { alternatesOf } from '../../../../_components/page-alternates';
import { itemMetadata } from '../../../../_components/share/share-metadata';

interface Props {
  readonly params: Promise<{ locale: string; topic: string }>;
  readonly searchParams: Promise<DrillQuery>;
}

/** Only shared items come here: a seed (or nothing) is the prerendered drill page's. */
function sharedQuery(query: DrillQuery): DrillQuery | null {
  return query.item === undefined && query.items === undefined ? null : { item: query.item, items: query.items };
}

/** The page's metadata; a single shared item (?item=<code>) also gets its preview image for Open Graph and Twitter. */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale: segment, topic } = await params;
  const locale = asLocale(segment);
  if (!isTopic(topic)) return {};
  const { title, description } = drillText(await getTranslations({ locale }), topic);
  const base = { title, description, alternates: alternatesOf(locale, `/drills/${topic}`) };
  const { item } = await searchParams;
  if (typeof item !== 'string' || item.length > MAX_ITEM_CODE_LENGTH) return base;
  const shared = itemFromCode(item);
  if (!shared.ok) return base;
  const t = await getTranslations({ locale, namespace: 'share.kind' });
  return {
    ...itemMetadata({ locale, code: item.trim(), path: `/drills/${topic}`, title: `${t(shared.value.kind)} · ${title}`, description }),
    alternates: base.alternates,
  };
}

export default async function SharedDrillPage({ params, searchParams }: Props) {
  const { locale: segment, topic } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  if (!isTopic(topic)) notFound();
  const query = sharedQuery(await searchParams);
  const found = query ? drillItems(topic, query, () => 0) : null;
  if (!found?.ok) notFound();
  const { entries } = found.value;
  const t = await getTranslations({ locale });
  const { title, description } = drillText(t, topic);
  return (
    <DrillPage locale={locale} topic={topic} title={title} description={description} messages={drillMessages(locale)}>
      <DrillSession
        key={entries.map((e) => e.code).join(',')}
        topic={topic}
        entries={entries}
        seed={null}
        pbn={itemsPbn(
          entries.map((e) => e.item),
          { locale, event: title },
        )}
      />
    </DrillPage>
  );
}
