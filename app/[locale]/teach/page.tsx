// The teachers' entry: the home link when this browser keeps a key, "new class" and "new set" side by side, the way back
// to a lost home (teach-start.tsx); below, the set form (from topics and rules with counts, or from a PBN file), then the
// student and teacher links. The topics are listed here on the server, grouped, with their names. Example: /sr/teach
// (/sr/teach?class=K7Q2M9XD&rules=O-1NT goes straight to the form, for the class).

import type { Metadata } from 'next';
import { Link } from '@/i18n/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RULE_IDS } from '@/lib/bidder';
import { DRILL_KINDS, drillKindOf, topicRules, UNREACHABLE_RULES } from '@/lib/quiz';
import { AUCTION_TOPIC } from '@/lib/teach/set-items';
import { asLocale, type LocaleParams } from '../../_components/locale-params';
import { PageHead } from '../../_components/page-head';
import { CreateSetForm, type TopicGroup } from '../../_components/teach/create-set-form';
import start from '../../_components/teach/start.module.css';
import { TeachStart } from '../../_components/teach/teach-start';
import { teachMessages } from '../../_components/teach/teach-messages';
import { alternatesOf } from '../../_components/page-alternates';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'teach.start' });
  return { title: t('title'), description: t('lead'), alternates: alternatesOf(locale, '/teach') };
}

/** The set form's section: the landing's "new set" links to it. */
const SET_FORM_ID = 'new-set';

const BIDDING_KINDS = ['open', 'respond', 'rebid', 'slam', 'compete'] as const;

export default async function TeachPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale });
  const unreachable: ReadonlySet<string> = new Set(UNREACHABLE_RULES.map((u) => u.rule));
  const rule = (id: string) => ({ value: id, label: `${id} — ${t(`notes.rules.summaries.${id}`)}` });
  const groups: TopicGroup[] = [
    { label: t('teach.create.kindsGroup'), options: DRILL_KINDS.map((kind) => ({ value: kind, label: t(`drills.kinds.${kind}.name`) })) },
    // a whole deal bid from one seat (lib/teach/auction-item.ts): the seat is chosen beside it
    { label: t('teach.create.auctionGroup'), options: [{ value: AUCTION_TOPIC, label: t('teach.create.auctionTopic') }] },
    ...BIDDING_KINDS.map((kind) => ({
      label: t('teach.create.rulesGroup', { kind: t(`drills.kinds.${kind}.name`) }),
      options: topicRules(kind).filter((id) => !unreachable.has(id)).map(rule),
    })),
    { label: t('teach.create.otherRules'), options: RULE_IDS.filter((id) => drillKindOf(id) === null && !unreachable.has(id)).map(rule) },
  ].filter((g) => g.options.length > 0);
  return (
    <div className="page page-narrow">
      <PageHead title={t('teach.start.title')} lead={t('teach.start.lead')}>
        <p>
          <Link href="/live" data-testid="live-link">{t('live.index')}</Link>
        </p>
      </PageHead>
      <NextIntlClientProvider locale={locale} messages={teachMessages(locale)}>
        <TeachStart formId={SET_FORM_ID} />
        <section id={SET_FORM_ID} className={start.formSection} aria-labelledby={`${SET_FORM_ID}-heading`}>
          <h2 id={`${SET_FORM_ID}-heading`}>{t('teach.start.formHeading')}</h2>
          <p className="hint">{t('teach.create.lead')}</p>
          <CreateSetForm locale={locale} groups={groups} />
        </section>
      </NextIntlClientProvider>
    </div>
  );
}
