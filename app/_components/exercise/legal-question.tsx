'use client';
// A "legal or not" question: the auction as a numbered list of calls with their seats, each one a choice for "the
// first illegal call", plus "legal and complete" and "not ended"; a reason for an illegal call, the contract and
// declarer for a legal one. Feedback names the auction law (docs/system.md section 2) with a link to the notes.
// Example: <LegalQuestion item={quizItem('legal', 4)} code={code} onAnswered={next} />.

import { useId, useReducer, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { AuctionIssueCode } from '@/lib/bridge/auction';
import { seatAfter, type Seat } from '@/lib/bridge/types';
import type { LegalPartGrade } from '@/lib/quiz/grade-answer';
import type { QuestionProps } from '../drill/question-types';
import { BiddingCall } from '../bidding-call';
import { ContractName } from '../contract-name';
import { ContractPicker } from '../contract-picker';
import { SeatOptions } from '../seat-options';
import { useCallText } from './call-text';
import { GradeMarks } from './grade-marks';
import { LegalReasonSelect } from './legal-reason-select';
import { chosenIndex, initialLegalQuestion, legalQuestionReducer, legalSetAnswer } from './legal-question-state';
import styles from './exercise.module.css';

export function LegalQuestion({ item, code, onAnswered }: QuestionProps) {
  const t = useTranslations();
  const id = useId();
  const [state, dispatch] = useReducer(legalQuestionReducer, null, initialLegalQuestion);
  const { choice, reason, contract, declarer, passedOut, problem, grade } = state;
  const seatName = (seat: Seat) => t(`common.seats.${seat}`);
  const calls = item.calls;
  const pickedIndex = chosenIndex(state, calls.length);

  function check(event: FormEvent) {
    event.preventDefault();
    const next = legalQuestionReducer(state, { type: 'check', item });
    dispatch({ type: 'check', item });
    if (next.grade && next.grade !== state.grade) onAnswered({ right: next.grade.right, answer: legalSetAnswer(next, calls.length) });
  }

  const name = `${id}-choice`;
  return (
    <section className={`panel ${styles.question}`} data-item={code} data-testid="legal-question">
      <p className={styles.prompt}>{t('exercises.legal.question')}</p>
      <form onSubmit={check} noValidate>
        <p>{t('exercises.legal.auction', { dealer: seatName(item.dealer) })}</p>
        <fieldset className="choice-group" disabled={grade !== null}>
          <legend>{t('exercises.legal.position')}</legend>
          <ol className={`choices ${styles.callList}`}>
            {calls.map((call, i) => (
              <li key={i} className="choice">
                <label>
                  <input type="radio" name={name} value={String(i)} checked={choice === String(i)} onChange={() => dispatch({ type: 'choose', choice: String(i) })} />
                  <span className="chip">
                    <span>
                      {t.rich('exercises.legal.call', { number: i + 1, seat: seatName(seatAfter(item.dealer, i)), call: () => <BiddingCall call={call} /> })}
                    </span>
                  </span>
                </label>
              </li>
            ))}
            {(['legal', 'incomplete'] as const).map((value) => (
              <li key={value} className="choice">
                <label>
                  <input type="radio" name={name} value={value} checked={choice === value} onChange={() => dispatch({ type: 'choose', choice: value })} />
                  <span className="chip">{t(`exercises.legal.${value}`)}</span>
                </label>
              </li>
            ))}
          </ol>
        </fieldset>
        {pickedIndex !== undefined && pickedIndex !== null && pickedIndex < calls.length ? (
          <LegalReasonSelect id={`${id}-reason`} value={reason} disabled={grade !== null} onChange={(r) => dispatch({ type: 'reason', reason: r })} />
        ) : null}
        {pickedIndex === null ? (
          <fieldset className="choice-group" disabled={grade !== null}>
            <legend>{t('exercises.legal.contractHeading')}</legend>
            <label className="field">
              <input type="checkbox" checked={passedOut} onChange={(e) => dispatch({ type: 'passed-out', passedOut: e.target.checked })} /> {t('score.form.passedOut')}
            </label>
            {passedOut ? null : (
              <>
                <ContractPicker
                  value={contract}
                  onChange={(chosen) => dispatch({ type: 'contract', contract: chosen })}
                  disabled={grade !== null}
                />
                <div className="field">
                  <label htmlFor={`${id}-declarer`}>{t('score.form.declarer')}</label>
                  <select id={`${id}-declarer`} value={declarer} onChange={(e) => dispatch({ type: 'declarer', declarer: e.target.value })}>
                    <SeatOptions />
                  </select>
                </div>
              </>
            )}
          </fieldset>
        ) : null}
        <button type="submit" className="button button-primary" disabled={grade !== null}>
          {t('exercises.check')}
        </button>
      </form>
      <div className={styles.feedback} aria-live="polite" data-testid="legal-feedback">
        {problem ? <p className="field-error">{t(`exercises.legal.${problem}`)}</p> : null}
        {grade ? (
          <GradeMarks
            right={grade.right}
            verdict={grade.right ? t('exercises.right') : t('exercises.wrong')}
            marks={grade.parts.map((part) => ({
              key: part.part,
              right: part.right,
              text: <PartFeedback part={part} dealer={item.dealer} calls={calls} />,
            }))}
          />
        ) : null}
      </div>
    </section>
  );
}

function PartFeedback({ part, dealer, calls }: { part: LegalPartGrade; dealer: Seat; calls: QuestionProps['item']['calls'] }) {
  const t = useTranslations();
  const callText = useCallText();
  const seatName = (seat: Seat) => t(`common.seats.${seat}`);
  switch (part.part) {
    case 'position': {
      if (part.right) return <>{t('exercises.legal.positionRight')}</>;
      if (part.expected === null) return <>{t('exercises.legal.positionWrongLegal')}</>;
      if (part.expected >= calls.length) return <>{t('exercises.legal.positionWrongIncomplete')}</>;
      const i = part.expected;
      return (
        <>
          {t.rich('exercises.legal.positionWrongCall', {
            number: i + 1,
            seat: seatName(seatAfter(dealer, i)),
            call: () => <BiddingCall call={calls[i]} />,
          })}
        </>
      );
    }
    case 'reason': {
      const reason = t(`exercises.legal.reasons.${part.expected}`);
      const params = Object.fromEntries(Object.entries(part.issue.calls).map(([name, call]) => [name, callText(call)]));
      return (
        <>
          {part.right ? t('exercises.legal.reasonRight', { reason }) : t('exercises.legal.reasonWrong', { reason })}{' '}
          {t(`errors.${part.expected}` as AuctionIssueCode, params)}
          {part.rule ? (
            <>
              {' '}
              <Link href={`/notes#${part.rule}`}>{t('table.explanation.notes', { rule: part.rule })}</Link>
            </>
          ) : null}
        </>
      );
    }
    case 'contract': {
      const c = part.expected;
      if (c === null) return <>{t(part.right ? 'exercises.legal.passedOutRight' : 'exercises.legal.passedOutWrong')}</>;
      return (
        <>
          {t.rich(part.right ? 'exercises.legal.contractRight' : 'exercises.legal.contractWrong', {
            contract: () => <ContractName contract={c} />,
            declarer: seatName(c.declarer),
          })}
          {part.right ? null : (
            <>
              {' '}
              <Link href="/notes#A-DECLARER">{t('table.explanation.notes', { rule: 'A-DECLARER' })}</Link>
            </>
          )}
        </>
      );
    }
  }
}
