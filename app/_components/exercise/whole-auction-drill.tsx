'use client';
// The whole-auction drill: the learner's seat (chosen: N, E, S, W or random, kept in the address with the seed), its
// hand, the auction growing as the bidder calls for the other three, a bidding box for the learner; each of the
// learner's calls graded at once (lib/quiz/whole-auction) and replaced by the system's when wrong; at the end partner's
// hand, the four hands, the two auctions side by side and the score. On chosen rules (a lesson's link, ?rules=…) the
// deal is one where a rule of them decides a call, and the learner sits where that call is made (lib/quiz/auction-rules).
// Example: <WholeAuctionDrill initialSeed={42} initialSeat="W" />; <WholeAuctionDrill initialSeed={7} onRules={{ rules: ['RB-NEW-MIN'], deal: 'N:…', dealer: 'W', vul: 'NS', learner: 'W' }} />.

import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link, useRouter } from '@/i18n/navigation';
import { advise, explainAuction } from '@/lib/bidder';
import { legalCalls } from '@/lib/bridge/auction';
import { handOf, parseDeal } from '@/lib/bridge/deal';
import type { Seat, Vulnerability } from '@/lib/bridge/types';
import {
  answerLearner, attemptItem, isFinished, isLearnerToCall, othersCall, partnerOf, SEAT_CHOICES, seatOf, startOnDeal, startWholeAuction,
  wholeAuctionSummary, type LearnerAttempt, type SeatChoice, type WholeAuctionState,
} from '@/lib/quiz/whole-auction';
import type { RuleId } from '@/lib/bidder';
import { auctionRulesParam } from '@/lib/quiz/auction-rules';
import { itemCode } from '@/lib/quiz/item-code';
import { practiceKindOf } from '@/lib/quiz/topics';
import { BiddingAuction, type AuctionEntry } from '../bidding-auction';
import { BiddingCall } from '../bidding-call';
import { BiddingCompass } from '../bidding-compass';
import { BiddingExplanation } from '../bidding-explanation';
import { BiddingResult } from '../bidding-result';
import { useExplanationText } from '../explanation-text';
import { HandDiagram } from '../hand-diagram';
import { writeQuery } from '../query-state';
import { randomSeed } from '../random-seed';
import { recordLater } from '../progress/record-later';
import { today } from '../progress/today';
import { BiddingBox } from '../drill/bidding-box';
import { AttemptReasons } from './attempt-reasons';
import { AuctionCompare } from './auction-compare';
import { CallMeaningView } from '../drill/call-meaning';
import { ShareButton } from '../share/share-button';
import styles from './exercise.module.css';
import { useHydrated } from '../use-hydrated';

/**
 * A drill on chosen rules as the server dealt it (lib/quiz/auction-rules: the walk that finds the rule's positions stays
 * on the server): the rules, the deal in makeDeal's notation, and the learner's seat, the one whose call a rule decides.
 */
export interface RulesStart {
  readonly rules: readonly RuleId[];
  readonly deal: string;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  readonly learner: Seat;
}

function begin(seed: number, choice: SeatChoice, onRules: RulesStart | null): WholeAuctionState {
  if (!onRules) return othersCall(startWholeAuction(seed, seatOf(seed, choice)));
  const deal = parseDeal(onRules.deal);
  if (!deal.ok) throw new Error(`not a deal: ${onRules.deal}`);
  return othersCall(startOnDeal({ seed, deal: deal.value, dealer: onRules.dealer, vul: onRules.vul }, onRules.learner));
}

/**
 * The address of a drill: its seed and the seat choice (South, the default, is written too, so a link says it); on
 * chosen rules, the rules instead of the seat (the deal decides the seat).
 */
function queryOf(seed: number, choice: SeatChoice, rules: readonly RuleId[] | null): Record<string, string> {
  return rules ? { seed: String(seed), rules: auctionRulesParam(rules) } : { seed: String(seed), seat: choice };
}

/** The rules a drill on rules deals for, each a link to its place in the system notes. */
function RulesLine({ rules }: { rules: readonly RuleId[] }) {
  const t = useTranslations('exercises.auction');
  return (
    <p data-testid="auction-rules">
      {t('onRules')}{' '}
      {rules.map((rule, i) => (
        <span key={rule}>
          {i > 0 ? ', ' : null}
          <Link href={`/notes#${rule}`} className={styles.ruleLink}>
            {rule}
          </Link>
        </span>
      ))}{' '}
      · <Link href="/drills/auction">{t('anyDeal')}</Link>
    </p>
  );
}

function AttemptFeedback({ attempt }: { attempt: LearnerAttempt }) {
  const t = useTranslations();
  const rule = attempt.expected.rule;
  const notes = (
    <Link href={`/notes#${rule}`} data-testid="notes-link">
      {t('table.explanation.notes', { rule })}
    </Link>
  );
  if (attempt.right) {
    return (
      <p data-testid="attempt-right">
        <span className={styles.yes} aria-hidden="true">
          ✓{' '}
        </span>
        {t.rich('exercises.auction.right', { call: () => <BiddingCall call={attempt.given} />, rule })}
        {t.has(`notes.rules.summaries.${rule}`) ? ` ${t(`notes.rules.summaries.${rule}`)}` : null} {notes}
      </p>
    );
  }
  return (
    <div data-testid="attempt-wrong">
      <p>
        <span className={styles.no} aria-hidden="true">
          ✗{' '}
        </span>
        {t.rich('exercises.auction.wrong', {
          given: () => <BiddingCall call={attempt.given} />,
          call: () => <BiddingCall call={attempt.expected.call} />,
          rule,
        })}
      </p>
      <AttemptReasons attempt={attempt} />
      <p>{notes}</p>
    </div>
  );
}

function Summary({ state, choice, rules, onNewDeal }: { state: WholeAuctionState; choice: SeatChoice; rules: readonly RuleId[] | null; onNewDeal: () => void }) {
  const locale = useLocale();
  const t = useTranslations();
  const summary = wholeAuctionSummary(state);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={`panel ${styles.summary}`} aria-labelledby="auction-finished" data-testid="auction-summary">
      <h2 id="auction-finished" ref={heading} tabIndex={-1}>
        {t('exercises.auction.finished')}
      </h2>
      <p className={styles.score} data-testid="auction-score">
        {t('exercises.auction.result', { right: summary.right, total: summary.total })}
        {summary.right === summary.total ? ` ${t('exercises.auction.allRight')}` : null}
      </p>
      <BiddingResult contract={summary.contract} />
      <h3>{t('exercises.auction.compare')}</h3>
      <AuctionCompare
        testId="auction-compare"
        yoursLabel={t('exercises.auction.yours')}
        rows={summary.system.map((c, i) => {
          const attempt = summary.attempts.find((a) => a.index === i);
          return { seat: c.seat, system: <BiddingCall call={c.call} />, given: attempt ? { call: <BiddingCall call={attempt.given} />, right: attempt.right } : null };
        })}
      />
      <section aria-labelledby="auction-partner" data-testid="auction-partner">
        <h3 id="auction-partner">{t('exercises.auction.partnerHand', { seat: t(`common.seats.${partnerOf(state.learner)}`) })}</h3>
        <HandDiagram hand={handOf(state.deal, partnerOf(state.learner))} />
      </section>
      <h3>{t('exercises.auction.hands')}</h3>
      <BiddingCompass deal={state.deal} dealer={state.dealer} vul={state.vul} />
      <p className={styles.actions}>
        <button type="button" className="button button-primary" onClick={onNewDeal}>
          {t('exercises.auction.newDeal')}
        </button>
        <ShareButton url={`/${locale}/drills/auction?${new URLSearchParams(queryOf(state.seed, choice, rules))}`} title={t('drills.session.shareTitle')} />
      </p>
    </section>
  );
}

export function WholeAuctionDrill({ initialSeed, initialSeat = 'S', onRules = null }: { initialSeed: number; initialSeat?: SeatChoice; onRules?: RulesStart | null }) {
  const t = useTranslations();
  const text = useExplanationText();
  const id = useId();
  const router = useRouter();
  const rules = onRules?.rules ?? null;
  const [choice, setChoice] = useState<SeatChoice>(initialSeat);
  const [state, setState] = useState(() => begin(initialSeed, initialSeat, onRules));
  const [last, setLast] = useState<LearnerAttempt | null>(null);
  const [active, setActive] = useState<number | null>(null);
  const hydrated = useHydrated();
  useEffect(() => writeQuery(queryOf(state.seed, choice, rules)), [state.seed, choice, rules]);

  const auction = useMemo(() => ({ dealer: state.dealer, calls: state.calls.map((c) => c.call) }), [state]);
  const finished = isFinished(state);
  // until the auction ends the others' calls say only what they show (their hands stay hidden); then everything
  const meanings = useMemo(() => explainAuction(auction), [auction]);
  const hidden = useCallback((k: number) => !finished && state.calls[k].seat !== state.learner, [finished, state]);
  const entries = useMemo<AuctionEntry[]>(
    () =>
      state.calls.map((c, k) => {
        const meaning = meanings[k]?.meaning;
        if (!hidden(k)) return { seat: c.seat, call: c.call, rule: c.rule, text: text(c.explain) };
        return { seat: c.seat, call: c.call, rule: meaning?.rule ?? '', text: meaning ? t(`notes.rules.summaries.${meaning.rule}`) : t('bidder.meaning.undefined') };
      }),
    [state, text, meanings, hidden, t],
  );
  const learnerToCall = isLearnerToCall(state);
  // the "?" cell for the learner: one placeholder entry after the calls made
  const shownEntries = learnerToCall ? [...entries, { seat: state.learner, call: { kind: 'pass' } as const, rule: '', text: '' }] : entries;
  const explained = useMemo(() => {
    if (active === null || active >= state.calls.length || hidden(active)) return null;
    const seat = state.calls[active].seat;
    const calls = state.calls.slice(0, active).map((c) => c.call);
    return { seat, advice: advise({ hand: handOf(state.deal, seat), auction: { dealer: state.dealer, calls }, vul: state.vul }) };
  }, [active, state, hidden]);
  const shown = active !== null && active < state.calls.length && hidden(active) ? meanings[active] : null;

  function choose(call: Parameters<typeof answerLearner>[1]) {
    const answered = answerLearner(state, call);
    const { rule } = answered.attempt.expected;
    // each of the learner's calls counts in the learner's progress; a missed one joins the review queue as its own question
    recordLater({
      code: itemCode(attemptItem(answered.state, answered.attempt)),
      kind: 'call', topic: practiceKindOf(rule), rule, right: answered.attempt.right, day: today(),
    });
    setLast(answered.attempt);
    setActive(null);
    setState(othersCall(answered.state));
  }

  function newDeal() {
    setLast(null);
    setActive(null);
    // on rules the server deals the next one: the address changes and the page comes again
    if (rules) router.push(`/drills/auction?${new URLSearchParams(queryOf(randomSeed(), choice, rules))}`);
    else setState(begin(randomSeed(), choice, null));
  }

  // another seat: the same seed, a new start (the deal is the seed's for that seat)
  function chooseSeat(next: SeatChoice) {
    setChoice(next);
    setLast(null);
    setActive(null);
    setState(begin(state.seed, next, null));
  }

  const panelId = `${id}-explanation`;
  return (
    <div className={styles.drill} data-hydrated={hydrated || undefined} data-seed={state.seed}>
      <div className={styles.column}>
        <section className="panel" aria-labelledby={`${id}-hand`}>
          <h2 id={`${id}-hand`}>{t('exercises.auction.handOf', { seat: t(`common.seats.${state.learner}`) })}</h2>
          {rules ? (
            <RulesLine rules={rules} />
          ) : (
            <p>
              <label htmlFor={`${id}-seat`}>{t('exercises.auction.seatChoice')}</label>{' '}
              <select id={`${id}-seat`} data-testid="auction-seat" value={choice} onChange={(e) => chooseSeat(e.target.value as SeatChoice)}>
                {SEAT_CHOICES.map((c) => (
                  <option key={c} value={c}>
                    {c === 'random' ? t('exercises.auction.seatRandom') : t(`common.seats.${c}`)}
                  </option>
                ))}
              </select>
            </p>
          )}
          <p className="muted">
            {t('exercises.auction.deal', { seed: String(state.seed) })} · {t('table.form.dealer')}: {t(`common.seats.${state.dealer}`)} ·{' '}
            {t(`common.vul.${state.vul}`)}
          </p>
          <HandDiagram hand={handOf(state.deal, state.learner)} />
        </section>
        <section className="panel" aria-labelledby={`${id}-auction`}>
          <h2 id={`${id}-auction`}>{t('exercises.auction.heading')}</h2>
          <BiddingAuction
            calls={shownEntries}
            shown={entries.length}
            dealer={state.dealer}
            vul={state.vul}
            active={active}
            onSelect={(index) => setActive(index)}
            panelId={panelId}
            idPrefix={id}
          />
          <p className="hint">{t('table.auction.selectHint')}</p>
          <div id={panelId} aria-live="polite">
            {explained ? <BiddingExplanation seat={explained.seat} advice={explained.advice} /> : null}
            {shown ? (
              <>
                <p>{t.rich('drills.question.meaningOf', { call: () => <BiddingCall call={shown.call} /> })}</p>
                {shown.meaning ? <CallMeaningView meaning={shown.meaning} /> : <p>{t('bidder.meaning.undefined')}</p>}
              </>
            ) : null}
          </div>
        </section>
      </div>
      <div className={styles.column}>
        <section className="panel" aria-labelledby={`${id}-call`}>
          <h2 id={`${id}-call`}>{t('exercises.auction.yourCall')}</h2>
          <div className={styles.feedback} aria-live="polite" data-testid="auction-feedback">
            {last ? <AttemptFeedback attempt={last} /> : null}
          </div>
          {learnerToCall ? (
            <>
              <p id={`${id}-to-call`}>{t('table.auction.toCall', { seat: t(`common.seats.${state.learner}`) })}</p>
              <BiddingBox legal={legalCalls(auction)} onCall={choose} legendId={`${id}-to-call`} />
            </>
          ) : null}
        </section>
        {finished ? <Summary key={`${state.seed}:${state.learner}`} state={state} choice={choice} rules={rules} onNewDeal={newDeal} /> : null}
      </div>
    </div>
  );
}
