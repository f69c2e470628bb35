'use client';
// A reviewed item's answers (ItemReview's lower half): each answer as given in the words of its kind, the expected
// answer as stored with the bidder's explanation made with the item (the drills' panel), the drills' working of a count
// or a score when it gives the stored numbers, and the lesson. Example: <ExpectedAnswer item={…} calls={[]} review={…} accepted={[]} />.

import { useId, type ReactNode } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { RuleId } from '@/lib/bidder';
import { parseContract } from '@/lib/bridge/contract';
import { parseHand } from '@/lib/bridge/hand';
import { seatAfter, type Call, type Seat } from '@/lib/bridge/types';
import { PASS } from '@/lib/bridge/call';
import { hasLessons } from '@/lib/lessons/catalogue';
import type { ItemReviewView, SetItemView } from '@/lib/set-api/responses';
import { adviceOf, evaluateWorking, reviewLesson, scoreBreakdown } from '@/lib/teach/review';
import type { SetAnswer } from '@/lib/teach/set-types';
import { BiddingCall } from '../bidding-call';
import { BiddingExplanation } from '../bidding-explanation';
import { ContractName } from '../contract-name';
import { EvaluationResult } from '../evaluation-result';
import { GradeMarks } from '../exercise/grade-marks';
import { ScoreBreakdown } from '../score-breakdown';
import { CallLabel } from './call-label';
import { RolesExpected, RolesGiven } from './roles-review';
import drill from '../drill/drill.module.css';
import { signedNumber } from '../signed-number';

/** One answer as stored: what was given and its grade (the rule that rejects a wrong call). */
export interface ReviewAttempt {
  readonly id: string;
  readonly given: SetAnswer;
  readonly right: boolean;
  readonly rule: RuleId | null;
  /** A call: the rule of the student's own call, as stored with its grade; null when no rule makes it; undefined when not known. */
  readonly ownRule?: RuleId | null;
}

/** The position of an item as every view of it gives it. */
export type ReviewPosition = Pick<SetItemView, 'kind' | 'dealer' | 'vul' | 'auction' | 'seat' | 'hand' | 'trump' | 'score'>;

const FIELDS = ['h', 'd', 'hd', 'qt', 'hdr'] as const;

/** A score line by line (a Chicago or rubber deal: the lines it writes on the sheet), as the drill shows it after the answer, when the lines give the stored score. */
export function ScoreWorking({ question, parts }: { question: NonNullable<ReviewPosition['score']>; parts: Extract<NonNullable<ItemReviewView['parts']>, { kind: 'score' }> }) {
  const t = useTranslations('exercises.score');
  const format = useFormatter();
  const working = scoreBreakdown(question, parts);
  if (!working) return null;
  return (
    <div data-testid="review-breakdown">
      <h4>{t('breakdown')}</h4>
      <ScoreBreakdown lines={working.lines} total={Math.abs(parts.score)} />
      {working.made ? null : <p>{t('defenders', { score: signedNumber(format, parts.score) })}</p>}
    </div>
  );
}

/** The full count, as the drill shows it after the answer, when it gives the stored numbers (lib/teach/review.ts). */
export function EvaluateBreakdown({ hand, parts }: { hand: string; parts: Extract<NonNullable<ItemReviewView['parts']>, { kind: 'evaluate' }> }) {
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

/** An answer as given, in the words of its kind (the counts field by field beside the stored expected ones). */
export function GivenAnswer({ dealer, calls, review, attempt, label: lead }: { dealer: Seat; calls: readonly Call[]; review: ItemReviewView; attempt: ReviewAttempt; label: 'teach.review.yours' | 'teach.teacher.reviewAnswer' }) {
  const t = useTranslations();
  const format = useFormatter();
  const g = attempt.given as Record<string, unknown>;
  const parts = review.parts;
  if (parts?.kind === 'roles' && 'leader' in g) return <RolesGiven dealer={dealer} calls={calls} parts={parts} attempt={attempt} label={lead} />;
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
export function ExpectedAnswer({ item, calls, review, accepted }: { item: ReviewPosition; calls: readonly Call[]; review: ItemReviewView; accepted: readonly string[] }) {
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
  } else if (parts?.kind === 'roles') answer = <RolesExpected parts={parts} />;
  else if (parts?.kind === 'score') answer = signedNumber(format, parts.score);
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

