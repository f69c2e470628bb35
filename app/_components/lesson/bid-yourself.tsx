'use client';
// "Bid it yourself" on a lesson's whole deal: the learner takes a seat, the bidder calls for the other three
// (lib/quiz/whole-auction on the deal, as the whole-auction drill does); the learner's calls come from the legal calls,
// each graded at once with its explanation (right: the rule; wrong: the system's call and why) and replaced by the
// system's; the other hands stay hidden until the end, then both auctions side by side with the score and the
// solution (the four hands, the system's auction with its explanations, the lesson's why). The texts
// come with the drill messages (fetched once per page), the lesson's own from the page.
// Example: <BidYourself deal={deal} dealer="W" vul={null} learner="W" solution={…} onAgain={…} onOtherSeat={…} />.

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocale, useMessages, useTranslations, type AbstractIntlMessages } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { legalCalls } from '@/lib/bridge/auction';
import { handOf } from '@/lib/bridge/deal';
import { type Call, type Deal, type Seat, type Vulnerability } from '@/lib/bridge/types';
import {
  answerLearner, isFinished, isLearnerToCall, othersCall, startOnDeal, wholeAuctionSummary,
  type LearnerAttempt, type WholeAuctionState,
} from '@/lib/quiz/whole-auction';
import { AuctionGrid } from '../auction-grid';
import { BiddingCall } from '../bidding-call';
import { BiddingResult } from '../bidding-result';
import { BiddingBox } from '../drill/bidding-box';
import { AttemptReasons } from '../exercise/attempt-reasons';
import { AuctionCompare, GradeMark } from '../exercise/auction-compare';
import { DrillMessagesProvider, loadDrillMessages } from '../drill/drill-messages';
import { useExplanationText } from '../explanation-text';
import { HandDiagram } from '../hand-diagram';
import styles from './lesson.module.css';

/**
 * A rule id as a small link to its place in the system notes (as the lessons' bidder examples show it); the id is its
 * name: a label on each of a deal's calls would cost the lesson's page bytes it has not got (issue 17's 150 KB).
 */
export function RuleLink({ rule }: { rule: string }) {
  return (
    <Link href={`/notes#${rule}`} className={styles.bidDealRule}>
      {rule}
    </Link>
  );
}

interface Props {
  readonly deal: Deal;
  readonly dealer: Seat;
  readonly vul: Vulnerability | null;
  readonly learner: Seat;
  /** The solution, shown once the auction ends: the four hands, the system's auction explained and the lesson's why. */
  readonly solution: ReactNode;
  readonly onAgain: () => void;
  readonly onOtherSeat: () => void;
}

type Loaded = { readonly kind: 'loading' } | { readonly kind: 'ready'; readonly messages: AbstractIntlMessages } | { readonly kind: 'failed' };

/** The drill messages with the lesson's bidDeal texts added (the drill's replace the page's inside their provider). */
function withLessonTexts(drill: AbstractIntlMessages, page: AbstractIntlMessages): AbstractIntlMessages {
  const lessons = (page.lessons ?? {}) as Record<string, unknown>;
  return { ...drill, lessons: { ...((drill.lessons ?? {}) as object), bidDeal: lessons.bidDeal, onDemand: lessons.onDemand } } as AbstractIntlMessages;
}

export function BidYourself(props: Props) {
  const locale = useLocale();
  const page = useMessages();
  const t = useTranslations('lessons.onDemand');
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    loadDrillMessages(locale).then(
      (messages) => live && setLoaded({ kind: 'ready', messages: withLessonTexts(messages, page) }),
      () => live && setLoaded({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [locale, page]);
  if (loaded.kind === 'loading') return <p className={styles.onDemand}>{t('loading')}</p>;
  if (loaded.kind === 'failed') return <p className={styles.onDemand} role="alert">{t('failed')}</p>;
  return (
    <DrillMessagesProvider messages={loaded.messages}>
      <Session {...props} />
    </DrillMessagesProvider>
  );
}

/** The grade of one call, as the whole-auction drill gives it. */
function Feedback({ attempt }: { attempt: LearnerAttempt }) {
  const t = useTranslations('lessons.bidDeal');
  const text = useExplanationText();
  const rule = attempt.expected.rule;
  if (attempt.right) {
    return (
      <div data-testid="bid-deal-right">
        <p>
          <GradeMark right />{' '}
          {t.rich('right', { call: () => <BiddingCall call={attempt.given} />, rule })} <RuleLink rule={rule} />
        </p>
        <p>{text(attempt.expected.explain)}</p>
      </div>
    );
  }
  return (
    <div data-testid="bid-deal-wrong">
      <p>
        <GradeMark right={false} />{' '}
        {t.rich('wrong', { given: () => <BiddingCall call={attempt.given} />, call: () => <BiddingCall call={attempt.expected.call} />, rule })}{' '}
        <RuleLink rule={rule} />
      </p>
      <AttemptReasons attempt={attempt} />
    </div>
  );
}

/** The auction in the seats' columns, the dealer's call first; "?" where the learner is to call. */
function AuctionSoFar({ state, toCall }: { state: WholeAuctionState; toCall: boolean }) {
  const t = useTranslations();
  return (
    <div className={styles.auctionTable}>
      <AuctionGrid dealer={state.dealer} calls={state.calls.map((c) => c.call)} ask={toCall} caption={t('lessons.bidDeal.soFar')} captionHidden={false} northFirst testId="bid-deal-so-far" />
    </div>
  );
}

function Summary({ state, solution, onAgain, onOtherSeat }: { state: WholeAuctionState; solution: ReactNode; onAgain: () => void; onOtherSeat: () => void }) {
  const t = useTranslations();
  const summary = wholeAuctionSummary(state);
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.bidDealSummary} data-testid="bid-deal-summary">
      <p ref={heading} tabIndex={-1} className={styles.bidDealHead}>
        {t('lessons.bidDeal.finished')}
      </p>
      <p className={styles.answer} data-testid="bid-deal-score">
        {t('lessons.bidDeal.score', { right: summary.right, total: summary.total })}
      </p>
      <BiddingResult contract={summary.contract} />
      <div className={styles.auctionTable}>
        <AuctionCompare
          testId="bid-deal-compare"
          caption={t('lessons.bidDeal.compare')}
          yoursLabel={t('lessons.bidDeal.yours')}
          rows={summary.system.map((c, i) => {
            const attempt = summary.attempts.find((a) => a.index === i);
            return { seat: c.seat, system: <BiddingCall call={c.call} />, given: attempt ? { call: <BiddingCall call={attempt.given} />, right: attempt.right } : null };
          })}
        />
      </div>
      <p className={styles.bidDealHead}>{t('lessons.bidDeal.hands')}</p>
      {solution}
      <p className={styles.bidDealSeats}>
        <button type="button" className="button button-primary" onClick={onAgain} data-testid="bid-deal-again">
          {t('lessons.bidDeal.again')}
        </button>
        <button type="button" className="button" onClick={onOtherSeat} data-testid="bid-deal-other-seat">
          {t('lessons.bidDeal.otherSeat')}
        </button>
      </p>
    </div>
  );
}

function Session({ deal, dealer, vul, learner, solution, onAgain, onOtherSeat }: Props) {
  const t = useTranslations();
  const id = useId();
  // the bidder ignores vulnerability in this system; a lesson that names none bids as nobody vulnerable
  const [state, setState] = useState(() => othersCall(startOnDeal({ seed: 0, deal, dealer, vul: vul ?? 'None' }, learner)));
  const [last, setLast] = useState<LearnerAttempt | null>(null);
  const start = useRef<HTMLParagraphElement>(null);
  useEffect(() => start.current?.focus(), []);
  const finished = isFinished(state);
  const toCall = isLearnerToCall(state);
  const seat = t(`common.seats.${learner}`);

  function choose(call: Call) {
    const answered = answerLearner(state, call);
    setLast(answered.attempt);
    setState(othersCall(answered.state));
  }

  return (
    <div className={styles.bidDealSession} data-testid="bid-yourself" data-learner={learner}>
      <p ref={start} tabIndex={-1} className={styles.bidDealHead}>
        {t('lessons.bidDeal.hand', { seat })}
      </p>
      <HandDiagram hand={handOf(deal, learner)} label={seat} />
      {finished ? null : <p className={styles.onDemand}>{t('lessons.bidDeal.hidden')}</p>}
      <AuctionSoFar state={state} toCall={toCall} />
      <div aria-live="polite" data-testid="bid-deal-feedback">
        {last ? <Feedback attempt={last} /> : null}
      </div>
      {toCall ? (
        <>
          <p id={`${id}-to-call`}>{t('lessons.bidDeal.toCall', { seat })}</p>
          <BiddingBox legal={legalCalls({ dealer, calls: state.calls.map((c) => c.call) })} onCall={choose} legendId={`${id}-to-call`} />
        </>
      ) : null}
      {finished ? <Summary state={state} solution={solution} onAgain={onAgain} onOtherSeat={onOtherSeat} /> : null}
    </div>
  );
}
