'use client';
// One item of a set reviewed from what is stored: the hand and the auction (the drills' own components), the answers
// given with their stored grades, the expected answer with the bidder's explanation as it was made with the item (the
// drills' panel, words from today's catalogue) and the lesson that teaches it. The student's summary (practice, or a
// test once revealed) and the teacher's square of the grid both show it. Example: <ItemReview item={view.items[0]}
// review={view.items[0].review} attempts={[{ id, given: { call: '3N' }, right: false, rule: 'R1N-2N' }]} accepted={[]} />.

import { useId, useMemo, useState, type ReactNode } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { explainAuction, type RuleId } from '@/lib/bidder';
import { parseCall, parseCalls, PASS } from '@/lib/bridge/call';
import { parseContract, resultOf } from '@/lib/bridge/contract';
import { parseHand } from '@/lib/bridge/hand';
import { seatAfter, type Call, type Seat } from '@/lib/bridge/types';
import { hasLessons } from '@/lib/lessons/catalogue';
import type { ItemReviewView, SetItemView } from '@/lib/set-api/responses';
import { adviceOf, evaluateWorking, reviewLesson, scoreBreakdown } from '@/lib/teach/review';
import type { SetAnswer } from '@/lib/teach/set-types';
import { BiddingAuction, type AuctionEntry } from '../bidding-auction';
import { BiddingCall } from '../bidding-call';
import { BiddingExplanation } from '../bidding-explanation';
import { ContractName } from '../contract-name';
import { EvaluationResult } from '../evaluation-result';
import { CallMeaningView } from '../drill/call-meaning';
import { GradeMarks } from '../exercise/grade-marks';
import { HandDiagram } from '../hand-diagram';
import { ScoreBreakdown } from '../score-breakdown';
import { CallLabel } from './call-label';
import drill from '../drill/drill.module.css';
import exercise from '../exercise/exercise.module.css';
import local from './item-review.module.css';

/** One answer as stored: what was given and its grade (the rule that rejects a wrong call). */
export interface ReviewAttempt {
  readonly id: string;
  readonly given: SetAnswer;
  readonly right: boolean;
  readonly rule: RuleId | null;
}

/** The position of an item as every view of it gives it. */
export type ReviewPosition = Pick<SetItemView, 'kind' | 'dealer' | 'vul' | 'auction' | 'seat' | 'hand' | 'trump' | 'score'>;

const FIELDS = ['h', 'd', 'hd', 'qt', 'hdr'] as const;

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
      {item.kind === 'call' ? <CallPosition item={item} calls={calls} review={review} first={attempts[0] ?? null} student={student} /> : null}
      {item.kind === 'evaluate' ? <HandOnly item={item} student={student} /> : null}
      {item.kind === 'legal' ? <LegalAuction dealer={item.dealer} calls={calls} /> : null}
      {item.kind === 'score' ? <ScorePosition item={item} /> : null}
      {attempts.length === 0 ? (
        <p data-testid="review-unanswered">{t('teach.review.notAnswered')}</p>
      ) : (
        <ul className={local.answers} data-testid="review-answers">
          {attempts.map((a) => (
            <li key={a.id} data-right={a.right} data-testid="review-answer">
              <span aria-hidden="true">{a.right ? '✓ ' : '✗ '}</span>
              <span className="sr-only">{a.right ? t('teach.student.right') : t('teach.student.wrong')}: </span>
              <GivenAnswer calls={calls} review={review} attempt={a} label={student === null ? 'teach.review.yours' : 'teach.teacher.reviewAnswer'} />
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

/** A score line by line (a Chicago or rubber deal: the lines it writes on the sheet), as the drill shows it after the answer, when the lines give the stored score. */
function ScoreWorking({ question, parts }: { question: NonNullable<ReviewPosition['score']>; parts: Extract<NonNullable<ItemReviewView['parts']>, { kind: 'score' }> }) {
  const t = useTranslations('exercises.score');
  const format = useFormatter();
  const working = scoreBreakdown(question, parts);
  if (!working) return null;
  return (
    <div data-testid="review-breakdown">
      <h4>{t('breakdown')}</h4>
      <ScoreBreakdown lines={working.lines} total={Math.abs(parts.score)} />
      {working.made ? null : <p>{t('defenders', { score: format.number(parts.score) })}</p>}
    </div>
  );
}

/** The full count, as the drill shows it after the answer, when it gives the stored numbers (lib/teach/review.ts). */
function EvaluateBreakdown({ hand, parts }: { hand: string; parts: Extract<NonNullable<ItemReviewView['parts']>, { kind: 'evaluate' }> }) {
  const t = useTranslations('exercises');
  const id = useId();
  const read = parseHand(hand);
  const working = read.ok ? evaluateWorking(read.value, parts) : null;
  if (!read.ok || !working) return null;
  return (
    <section aria-labelledby={`${id}-breakdown`} data-testid="review-breakdown">
      <h4 id={`${id}-breakdown`}>{t('evaluate.breakdown')}</h4>
      <EvaluationResult hand={read.value} evaluation={working.evaluation} responder={working.responder} idPrefix={`${id}-eval`} responderPrompt={false} />
    </section>
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
function CallPosition({ item, calls, review, first, student }: { item: ReviewPosition; calls: readonly Call[]; review: ItemReviewView; first: ReviewAttempt | null; student: string | null }) {
  const t = useTranslations();
  const id = useId();
  const [active, setActive] = useState<number | null>(null);
  const said = useMemo(() => explainAuction({ dealer: item.dealer, calls }), [item.dealer, calls]);
  const hand = parseHand(item.hand);
  const given = first && 'call' in first.given ? parseCall(first.given.call) : null;
  const yours = given?.ok ? given.value : null;
  /** The rule the student's call is read by, as stored: the expected one when right, the one that rejects it when wrong. */
  const yourRule = first ? (first.right ? review.expected.rule : first.rule) : null;
  const entries: AuctionEntry[] = [
    ...said.map((s) => ({
      seat: s.seat, call: s.call, rule: s.meaning?.rule ?? '',
      text: s.meaning ? t(`notes.rules.summaries.${s.meaning.rule}`) : t('bidder.meaning.undefined'),
    })),
    yours
      ? { seat: item.seat, call: yours, rule: yourRule ?? '', text: yourRule ? t(`notes.rules.summaries.${yourRule}`) : t('bidder.meaning.undefined') }
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
            <p>{yourRule ? t('drills.feedback.rule', { rule: yourRule, summary: t(`notes.rules.summaries.${yourRule}`) }) : t('bidder.meaning.undefined')}</p>
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

/** An answer as given, in the words of its kind (the counts field by field beside the stored expected ones). */
function GivenAnswer({ calls, review, attempt, label: lead }: { calls: readonly Call[]; review: ItemReviewView; attempt: ReviewAttempt; label: 'teach.review.yours' | 'teach.teacher.reviewAnswer' }) {
  const t = useTranslations();
  const format = useFormatter();
  const g = attempt.given as Record<string, unknown>;
  const parts = review.parts;
  if (typeof g.call === 'string') {
    return (
      <>
        {t.rich(lead, { answer: () => <CallLabel text={g.call as string} /> })}
        {!attempt.right && attempt.rule ? <span className="hint"> ({t('teach.teacher.wrongBy', { rule: attempt.rule })})</span> : null}
      </>
    );
  }
  if (parts?.kind === 'evaluate' && 'hd' in g) {
    const expected: Readonly<Record<(typeof FIELDS)[number], number | null>> = parts;
    const marks = FIELDS.filter((f) => expected[f] !== null && expected[f] !== undefined).map((f) => {
      const given = typeof g[f] === 'number' ? (g[f] as number) : null;
      const label = t(`exercises.evaluate.fields.${f}`);
      const want = expected[f] as number;
      return {
        key: f, right: given === want,
        text: given === want
          ? t('exercises.evaluate.fieldRight', { field: label, given: format.number(want) })
          : t('exercises.evaluate.fieldWrong', { field: label, given: given === null ? '—' : format.number(given), expected: format.number(want) }),
      };
    });
    return <GradeMarks right={attempt.right} verdict={t(attempt.right ? 'exercises.right' : 'exercises.wrong')} marks={marks} />;
  }
  if ('index' in g) {
    const index = typeof g.index === 'number' ? g.index : null;
    let text: ReactNode;
    if (index !== null && index >= calls.length) text = t('teach.review.legalGivenIncomplete');
    else if (index !== null) {
      const code = typeof g.code === 'string' ? g.code : 'unknown-call';
      const reason = t.has(`exercises.legal.reasons.${code}`) ? t(`exercises.legal.reasons.${code}`) : code;
      text = t('teach.review.legalGivenCall', { number: index + 1, reason });
    } else {
      const contract = typeof g.contract === 'string' ? parseContract(g.contract) : null;
      text = contract?.ok && typeof g.declarer === 'string'
        ? t.rich('teach.review.legalGivenLegal', { contract: () => <ContractName contract={contract.value} />, declarer: t(`common.seats.${g.declarer as Seat}`) })
        : t('teach.review.legalGivenPassedOut');
    }
    return <>{t.rich(lead, { answer: () => text })}</>;
  }
  if (typeof g.score === 'number') {
    return <>{t.rich(lead, { answer: () => format.number(g.score as number) })}</>;
  }
  return <>{t.rich(lead, { answer: () => '—' })}</>;
}

/** The expected answer as stored, with the bidder's explanation made with the item, and the lesson that teaches it. */
function ExpectedAnswer({ item, calls, review, accepted }: { item: ReviewPosition; calls: readonly Call[]; review: ItemReviewView; accepted: readonly string[] }) {
  const t = useTranslations();
  const format = useFormatter();
  const e = review.expected;
  const parts = review.parts;
  const advice = review.explanation ? adviceOf(review.explanation) : null;
  const lesson = reviewLesson(item.kind, parts, e.rule);
  let answer: ReactNode = e.text;
  let detail: ReactNode = null;
  if (item.kind === 'call' && e.call) answer = <CallLabel text={e.call} />;
  else if (parts?.kind === 'evaluate') {
    answer = FIELDS.filter((f) => parts[f] !== null).map((f) => `${t(`exercises.evaluate.fields.${f}`)} ${format.number(parts[f] as number)}`).join(' · ');
  } else if (parts?.kind === 'legal') {
    if (parts.index !== null && parts.index >= calls.length) answer = t('exercises.legal.positionWrongIncomplete');
    else if (parts.index !== null) {
      const i = parts.index;
      answer = t.rich('exercises.legal.positionWrongCall', { number: i + 1, seat: t(`common.seats.${seatAfter(item.dealer, i)}`), call: () => <BiddingCall call={calls[i] ?? PASS} /> });
      if (t.has(`exercises.legal.reasons.${parts.code}`)) detail = t('exercises.legal.reasonWrong', { reason: t(`exercises.legal.reasons.${parts.code}`) });
    } else {
      const contract = parts.contract === null ? null : parseContract(parts.contract);
      answer = contract?.ok && parts.declarer
        ? t.rich('teach.review.legalContract', { contract: () => <ContractName contract={contract.value} />, declarer: t(`common.seats.${parts.declarer}`) })
        : t('exercises.legal.passedOutWrong');
    }
  } else if (parts?.kind === 'score') answer = format.number(parts.score);
  return (
    <div data-testid="review-expected">
      <p className={drill.verdict}>{t.rich('teach.review.expected', { answer: () => answer })}</p>
      {detail ? <p>{detail}</p> : null}
      {accepted.length > 0 ? (
        <p>
          {t.rich('teach.teacher.acceptedAlso', {
            calls: () => accepted.map((c, k) => <span key={c}>{k > 0 ? ', ' : null}<CallLabel text={c} /></span>),
          })}
        </p>
      ) : null}
      {advice ? (
        <div data-testid="review-explanation" data-rule={advice.rule}>
          <BiddingExplanation seat={item.seat} advice={advice} foldRejected />
        </div>
      ) : item.kind === 'call' && e.rule ? (
        <>
          {e.by === 'key' ? <p>{t('teach.review.byKey')}</p> : null}
          <p data-testid="review-rule" data-rule={e.rule}>{t('drills.feedback.rule', { rule: e.rule, summary: t(`notes.rules.summaries.${e.rule}`) })}</p>
        </>
      ) : null}
      {/* the drills' panel links its rule's lesson itself; every other review links the lesson here */}
      {advice ? null : <ReviewLessonLink lesson={lesson} />}
    </div>
  );
}

/** "More in lesson N": the lesson that teaches what an item asks (lib/teach/review reviewLesson), where the locale has lessons. */
export function ReviewLessonLink({ lesson }: { lesson: ReturnType<typeof reviewLesson> }) {
  const locale = useLocale();
  const t = useTranslations('lessons');
  if (!lesson || !hasLessons(locale)) return null;
  return (
    <p>
      <Link href={`/lessons/${lesson.lesson.slug}${lesson.anchor ? `#${lesson.anchor}` : ''}`} data-testid="review-lesson">
        {t('readMore', { number: lesson.lesson.number })}
      </Link>
    </p>
  );
}

