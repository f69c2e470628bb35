// The drills index: a card per drill kind with what it practises, a "by rule" chooser and the progress link; a
// chooser submitted without JavaScript (?rule=O-1NT) is sent on to that rule's drill. Example: /en/drills.

import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { isRuleId } from '@/lib/bidder';
import { messagesFor } from '@/lib/i18n/messages';
import { DRILL_CARDS, RULE_GROUPS } from '../../_components/drill/drill-topics';
import { RuleChooser } from '../../_components/drill/rule-chooser';
import { asLocale } from '../../_components/locale-params';
import { PageHead } from '../../_components/page-head';
import { LazyPracticePanel } from '../../_components/progress/practice-panel-lazy';
import { alternatesOf } from '../../_components/page-alternates';

interface Props {
  readonly params: Promise<{ locale: string }>;
  readonly searchParams: Promise<{ rule?: string | string[] }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'drills' });
  return { title: t('title'), description: t('description'), alternates: alternatesOf(locale, '/drills') };
}

export default async function DrillsPage({ params, searchParams }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const chosen = (await searchParams).rule;
  if (typeof chosen === 'string' && isRuleId(chosen)) redirect(`/${locale}/drills/${chosen}`);
  const t = await getTranslations({ locale });
  const groups = RULE_GROUPS.map(({ group, rules }) => ({
    label: group === 'fallback' ? t('notes.rules.topics.fallback') : t(`drills.kinds.${group}.name`),
    options: rules.map((rule) => ({ rule, text: t('drills.byRule.option', { rule, summary: t(`notes.rules.summaries.${rule}`) }) })),
  }));
  const all = messagesFor(locale);
  const notes = all.notes as { rules: { summaries: Record<string, string> } };
  return (
    <div className="page">
      <PageHead title={t('drills.title')} lead={t('drills.intro')}>
        <p>
          <Link href="/drills/progress">{t('drills.progressLink')}</Link>
        </p>
        <p>
          <Link href="/drills/pairs" data-testid="pairs-link">{t('pairs.index')}</Link>
        </p>
        <p>
          <Link href="/live" data-testid="live-link">{t('live.index')}</Link>
        </p>
      </PageHead>
      <NextIntlClientProvider locale={locale} messages={{ progress: all.progress, notes: { rules: { summaries: notes.rules.summaries } } }}>
        <LazyPracticePanel />
      </NextIntlClientProvider>
      <section aria-labelledby="drill-kinds">
        <h2 id="drill-kinds">{t('drills.kinds.heading')}</h2>
        <ul className="feature-grid">
          {DRILL_CARDS.map((card) => (
            <li key={card.key} className="panel feature">
              <h3>{t(`drills.kinds.${card.key}.name`)}</h3>
              <p>{t(`drills.kinds.${card.key}.text`)}</p>
              <p className="feature-cta">
                <Link className="button button-primary" href={card.href} aria-label={`${t('drills.kinds.start')}: ${t(`drills.kinds.${card.key}.name`)}`}>
                  {t('drills.kinds.start')}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section className="panel" aria-labelledby="drill-by-rule">
        <h2 id="drill-by-rule">{t('drills.byRule.heading')}</h2>
        <p>{t('drills.byRule.text')}</p>
        <NextIntlClientProvider locale={locale} messages={{ drills: all.drills }}>
          <RuleChooser action={`/${locale}/drills`} groups={groups} />
        </NextIntlClientProvider>
      </section>
    </div>
  );
}
