'use client';
// One item of a set reviewed from what is stored: the hand and the auction (the drills' own components), the answers
// given with their stored grades, the expected answer with the bidder's explanation as it was made with the item (the
// drills' panel, words from today's catalogue) and the lesson that teaches it. The student's summary (practice, or a
// test once revealed) and the teacher's square of the grid both show it. Example: <ItemReview item={view.items[0]}
// review={view.items[0].review} attempts={[{ id, given: { call: '3N' }, right: false, rule: 'R1N-2N', ownRule: 'R1N-3N' }]} accepted={[]} />.

import { useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { explainAuction } from '@/lib/bidder';
import { parseCall, parseCalls, PASS } from '@/lib/bridge/call';
import { parseContract, resultOf } from '@/lib/bridge/contract';
import { parseHand } from '@/lib/bridge/hand';
import { seatAfter, type Call, type Seat } from '@/lib/bridge/types';
import type { ItemReviewView } from '@/lib/set-api/responses';
import { BiddingAuction, type AuctionEntry } from '../bidding-auction';
import { AuctionGrid } from '../auction-grid';
import { BiddingCall } from '../bidding-call';
import { ContractName } from '../contract-name';
import { CallMeaningView } from '../drill/call-meaning';
import { HandDiagram } from '../hand-diagram';
import { EvaluateBreakdown, ExpectedAnswer, GivenAnswer, ScoreWorking, type ReviewAttempt, type ReviewPosition } from './review-answers';
import drill from '../drill/drill.module.css';
import exercise from '../exercise/exercise.module.css';
import local from './item-review.module.css';

export { ReviewLessonLink, type ReviewAttempt, type ReviewPosition } from './review-answers';

function callsOf(text: string): Call[] {
  const parsed = parseCalls(text);
  return parsed.ok ? parsed.value : [];
}

export function ItemReview({ item, review, attempts, accepted, student = null }: {
  item: ReviewPosition;
  review: ItemReviewView;
  /** The student's answers to the item, first first (none: not answered). */
  attempts: readonly ReviewAttempt[];
  /** Calls the teacher accepted besides the expected one. */
  accepted: readonly string[];
  /** Whose answers the teacher is looking at; null on the student's own page (then "your hand", "your answer"). */
  student?: string | null;
}) {
  const t = useTranslations();
  const calls = useMemo(() => callsOf(item.auction), [item.auction]);
  const seatName = (seat: Seat) => t(`common.seats.${seat}`);
  return (
    <div data-testid="item-review" data-kind={item.kind} data-hand={item.hand} data-expected={review.expected.text}>
      <p className={drill.seating}>
        {t('teach.student.dealer', { seat: seatName(item.dealer) })} · {t(`common.vul.${item.vul}`)}
      </p>
      {item.kind === 'call' ? <CallPosition item={item} calls={calls} first={attempts[0] ?? null} student={student} /> : null}
      {item.kind === 'evaluate' ? <HandOnly item={item} student={student} /> : null}
      {item.kind === 'legal' ? <LegalAuction dealer={item.dealer} calls={calls} /> : null}
      {item.kind === 'roles' ? (
        <AuctionGrid dealer={item.dealer} calls={calls} caption={t('exercises.roles.auction', { dealer: seatName(item.dealer) })} captionHidden={false} northFirst className={exercise.rolesAuction} />
      ) : null}
      {item.kind === 'score' ? <ScorePosition item={item} /> : null}
      {attempts.length === 0 ? (
        <p data-testid="review-unanswered">{t('teach.review.notAnswered')}</p>
      ) : (
        <ul className={local.answers} data-testid="review-answers">
          {attempts.map((a) => (
            <li key={a.id} data-right={a.right} data-testid="review-answer">
              <span aria-hidden="true">{a.right ? '✓ ' : '✗ '}</span>
              <span className="sr-only">{a.right ? t('teach.student.right') : t('teach.student.wrong')}: </span>
              <GivenAnswer dealer={item.dealer} calls={calls} review={review} attempt={a} label={student === null ? 'teach.review.yours' : 'teach.teacher.reviewAnswer'} />
            </li>
          ))}
        </ul>
      )}
      <ExpectedAnswer item={item} calls={calls} review={review} accepted={accepted} />
      {review.parts?.kind === 'evaluate' ? <EvaluateBreakdown hand={item.hand} parts={review.parts} /> : null}
      {review.parts?.kind === 'score' && item.score ? <ScoreWorking question={item.score} parts={review.parts} /> : null}
    </div>
  );
}

/** The hand's label: "your hand (South)" to the student, "hand of South" to the teacher. */
function useHandLabel(seat: Seat, student: string | null): string {
  const t = useTranslations();
  return t(student === null ? 'drills.question.hand' : 'teach.student.hand', { seat: t(`common.seats.${seat}`) });
}

function HandOnly({ item, student }: { item: ReviewPosition; student: string | null }) {
  const hand = parseHand(item.hand);
  const label = useHandLabel(item.seat, student);
  if (!hand.ok) return null;
  return (
    <>
      <h4 className={drill.subhead}>{label}</h4>
      <HandDiagram hand={hand.value} label={label} />
    </>
  );
}

/** The hand and the auction as the drills show them, the student's first call in it, each call's meaning on a tap. */
function CallPosition({ item, calls, first, student }: { item: ReviewPosition; calls: readonly Call[]; first: ReviewAttempt | null; student: string | null }) {
  const t = useTranslations();
  const id = useId();
  const [active, setActive] = useState<number | null>(null);
  const said = useMemo(() => explainAuction({ dealer: item.dealer, calls }), [item.dealer, calls]);
  const hand = parseHand(item.hand);
  const given = first && 'call' in first.given ? parseCall(first.given.call) : null;
  const yours = given?.ok ? given.value : null;
  /**
   * The rule of the student's own call, as stored with its grade (what that call shows on this hand, never the expected
   * answer's rule): null when no rule of the system makes it; undefined for an answer graded before it was kept (no caption).
   */
  const yourRule = first?.ownRule;
  const yourText = yourRule ? t(`notes.rules.summaries.${yourRule}`) : yourRule === null ? t('bidder.meaning.undefined') : '';
  const entries: AuctionEntry[] = [
    ...said.map((s) => ({
      seat: s.seat, call: s.call, rule: s.meaning?.rule ?? '',
      text: s.meaning ? t(`notes.rules.summaries.${s.meaning.rule}`) : t('bidder.meaning.undefined'),
    })),
    yours
      ? { seat: item.seat, call: yours, rule: yourRule ?? '', text: yourText }
      : { seat: item.seat, call: PASS, rule: '', text: '' },
  ];
  const shown = yours ? said.length + 1 : said.length;
  const selected = active !== null && active < said.length ? said[active] : null;
  const handLabel = useHandLabel(item.seat, student);
  return (
    <>
      <div className={drill.position}>
        {hand.ok ? (
          <div className={drill.handColumn}>
            <h4 className={drill.subhead}>{handLabel}</h4>
            <HandDiagram hand={hand.value} label={handLabel} />
          </div>
        ) : null}
        <div className={drill.auctionColumn}>
          <h4 className={drill.subhead}>{t('drills.question.auction')}</h4>
          <BiddingAuction
            calls={entries}
            shown={shown}
            dealer={item.dealer}
            vul={item.vul}
            active={active}
            onSelect={(index) => setActive(index)}
            panelId={`${id}-said`}
            idPrefix={id}
            letters
            compact
            yours={yours ? { index: said.length, label: student ?? t('drills.question.yours') } : null}
          />
        </div>
      </div>
      <div id={`${id}-said`} className={drill.said} aria-live="polite">
        {selected ? (
          <>
            <p className={drill.saidHead}>{t.rich('drills.question.meaningOf', { call: () => <BiddingCall call={selected.call} /> })}</p>
            {selected.meaning ? <CallMeaningView meaning={selected.meaning} /> : <p>{t('bidder.meaning.undefined')}</p>}
          </>
        ) : active === said.length && yours ? (
          <>
            <p className={drill.saidHead}>{t.rich('drills.question.meaningOf', { call: () => <BiddingCall call={yours} /> })}</p>
            {yourRule ? <p data-testid="your-call-rule" data-rule={yourRule}>{t('drills.feedback.rule', { rule: yourRule, summary: yourText })}</p> : null}
            {yourRule === null ? <p data-testid="your-call-rule" data-rule="">{yourText}</p> : null}
          </>
        ) : null}
      </div>
    </>
  );
}

/** The auction of a legality question as the drill lists it: each call numbered, with its seat. */
function LegalAuction({ dealer, calls }: { dealer: Seat; calls: readonly Call[] }) {
  const t = useTranslations();
  return (
    <>
      <p>{t('exercises.legal.auction', { dealer: t(`common.seats.${dealer}`) })}</p>
      <ol className={exercise.callList}>
        {calls.map((call, i) => (
          <li key={i}>{t.rich('exercises.legal.call', { number: i + 1, seat: t(`common.seats.${seatAfter(dealer, i)}`), call: () => <BiddingCall call={call} /> })}</li>
        ))}
      </ol>
    </>
  );
}

function ScorePosition({ item }: { item: ReviewPosition }) {
  const t = useTranslations();
  const q = item.score;
  const contract = q ? parseContract(q.contract) : null;
  if (!q || !contract?.ok) return null;
  const { down } = resultOf(contract.value, q.tricks);
  /** The deals before this one on a Chicago or rubber sheet, as the drill's question lists them. */
  const sheet = q.chicago?.before ?? q.rubber?.before ?? null;
  return (
    <>
      {sheet ? (
        <>
          <p>{q.chicago ? t('exercises.score.chicagoDeal', { turn: q.chicago.turn }) : t('exercises.score.rubberDeal')}</p>
          <ol className={exercise.chicagoDeals}>
            {sheet.map((d, k) => {
              const played = parseContract(d.contract);
              if (!played.ok) return null;
              const short = resultOf(played.value, d.tricks).down;
              return (
                <li key={k}>
                  {t.rich(short > 0 ? 'score.result.down' : 'score.result.made', {
                    contract: () => <ContractName contract={played.value} />, declarer: t(`common.seats.${d.declarer}`), tricks: d.tricks, down: short,
                  })}
                </li>
              );
            })}
          </ol>
          <p>{t('exercises.score.chicagoNow')}</p>
        </>
      ) : null}
      <p>
        {t.rich(down > 0 ? 'score.result.down' : 'score.result.made', {
          contract: () => <ContractName contract={contract.value} />, declarer: t(`common.seats.${q.declarer}`), tricks: q.tricks, down,
        })}
      </p>
      <p>{t('exercises.score.vulnerable', { vul: q.vulnerable ? 'vul' : 'not' })}</p>
    </>
  );
}
