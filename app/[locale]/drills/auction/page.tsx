// The whole-auction drill: the learner takes a seat (?seat=N|E|S|W|random, South without one) and the bidder calls for
// the others. ?seed= chooses the deal; an
// address without one gets a random seed, which the drill writes into the address; a seed that is not one shows the
// bad-seed issue (lib/quiz/seed). On chosen rules (?rules=RB-NEW-MIN,RB-RAISE-MED, a lesson's link) the server deals a
// deal where one of them decides a call and seats the learner there (lib/quiz/auction-on-rules); a list that is not one
// shows the bad-rule-list issue. Example: /sr/drills/auction?seed=42&seat=W; /lv/drills/auction?rules=RR-PREF&seed=3.

import { randomInt } from 'node:crypto';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { messagesFor } from '@/lib/i18n/messages';
import { MAX_SEED, readSeed, type SeedIssue } from '@/lib/quiz/seed';
import { readSeatChoice } from '@/lib/quiz/whole-auction';
import type { RuleId } from '@/lib/bidder';
import { makeDeal } from '@/lib/bridge/deal';
import { auctionRulesParam, readAuctionRules, type AuctionRulesIssue } from '@/lib/quiz/auction-rules';
import { wholeAuctionOnRules } from '@/lib/quiz/auction-on-rules';
import { WholeAuctionDrill, type RulesStart } from '../../../_components/exercise/whole-auction-drill';
import { asLocale } from '../../../_components/locale-params';
import { BadSeed } from '../../../_components/bad-seed';
import { PageHead } from '../../../_components/page-head';
import { alternatesOf } from '../../../_components/page-alternates';

interface Props {
  readonly params: Promise<{ locale: string }>;
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** What the drill reads in the browser: explanations come from the rules and bidder namespaces. */
const DRILL_NAMESPACES = ['common', 'table', 'rules', 'bidder', 'drills', 'exercises', 'share'] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'exercises.auction' });
  return { title: t('title'), description: t('descriptionAny'), alternates: alternatesOf(locale, '/drills/auction') };
}

/** The deal of a drill on rules, dealt here: the browser gets the deal, the learner's seat and the rules. */
function rulesStart(seed: number, rules: readonly RuleId[]): RulesStart {
  const state = wholeAuctionOnRules(seed, rules);
  return { rules, deal: makeDeal(state.deal), dealer: state.dealer, vul: state.vul, learner: state.learner };
}

export default async function WholeAuctionPage({ params, searchParams }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'exercises.auction' });
  const query = await searchParams;
  const read = readSeed(query.seed);
  const seat = readSeatChoice(query.seat) ?? 'S';
  // an address whose seed or rules cannot be read: the issue, and a way to a fresh deal
  const badAddress = (problem: SeedIssue | AuctionRulesIssue) => (
    <div className="page">
      <PageHead title={t('title')} lead={t('introAny')} />
      <BadSeed locale={locale} problem={problem} href="/drills/auction" linkText={t('newDeal')} />
    </div>
  );
  if (!read.ok) return badAddress(read.error);
  const rules = readAuctionRules(query.rules);
  if (!rules.ok) return badAddress(rules.error);
  const seed = read.value ?? randomInt(0, MAX_SEED + 1);
  const onRules = rules.value ? rulesStart(seed, rules.value) : null;
  const all = messagesFor(locale);
  // of the notes, only the one-line summary of each rule: the confirmation of a right call names its rule with it
  const summaries = (all.notes.rules as { summaries: Record<string, string> }).summaries;
  const messages = { ...Object.fromEntries(DRILL_NAMESPACES.map((ns) => [ns, all[ns]])), notes: { rules: { summaries } } };
  return (
    <div className="page">
      <PageHead title={t('title')} lead={t(onRules ? 'introRules' : 'introAny')} />
      <NextIntlClientProvider locale={locale} messages={messages}>
        <WholeAuctionDrill key={`${seed}:${onRules ? auctionRulesParam(onRules.rules) : seat}`} initialSeed={seed} initialSeat={seat} onRules={onRules} />
      </NextIntlClientProvider>
    </div>
  );
}
