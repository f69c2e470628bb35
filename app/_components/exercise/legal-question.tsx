'use client';
// A "legal or not" question: the auction as a numbered list of calls with their seats, each one a choice for "the
// first illegal call", plus "legal and complete" and "not ended"; a reason for an illegal call, the contract and
// declarer for a legal one. Feedback names the auction law (docs/system.md section 2) with a link to the notes.
// Example: <LegalQuestion item={quizItem('legal', 4)} code={code} onAnswered={next} />.

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { AuctionIssueCode } from '@/lib/bridge/auction';
import type { Contract } from '@/lib/bridge/contract';
import { SEATS, seatAfter, type Seat } from '@/lib/bridge/types';
import { gradeLegal, isLegalReason, LEGAL_REASONS, parseLegalChoice, type LegalGrade, type LegalPartGrade } from '@/lib/quiz/grade-answer';
import type { QuestionProps } from '../drill/question-types';
import { BiddingCall } from '../bidding-call';
import { ContractName } from '../contract-name';
import { ContractPicker } from '../contract-picker';
import { SeatOptions } from '../seat-options';
import { useCallText } from './call-text';
import { GradeMarks } from './grade-marks';
import styles from './exercise.module.css';

const START: Contract = { level: 1, strain: 'C', risk: '' };

export function LegalQuestion({ item, code, onAnswered }: QuestionProps) {
  const t = useTranslations();
  const id = useId();
  const [choice, setChoice] = useState('');
  const [reason, setReason] = useState('');
  const [contract, setContract] = useState<Contract>(START);
  const [declarer, setDeclarer] = useState<Seat>('N');
  const [passedOut, setPassedOut] = useState(false);
  /** The contract counts as an answer only once the learner has chosen one (the picker starts at 1♣ by North). */
  const [contractChosen, setContractChosen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [grade, setGrade] = useState<LegalGrade | null>(null);
  const seatName = (seat: Seat) => t(`common.seats.${seat}`);
  const calls = item.calls;
  const picked = choice === '' ? null : parseLegalChoice(choice, calls.length);
  const pickedIndex = picked?.ok ? picked.value : undefined;

  function check(event: FormEvent) {
    event.preventDefault();
    if (grade) return;
    if (!picked?.ok) return setProblem(t('exercises.legal.chooseCall'));
    const index = picked.value;
    const callIllegal = index !== null && index < calls.length;
    if (callIllegal && !isLegalReason(reason)) return setProblem(t('exercises.legal.chooseReason'));
    if (index === null && !passedOut && !contractChosen) return setProblem(t('exercises.legal.chooseContract'));
    setProblem(null);
    const graded = gradeLegal(item, {
      index,
      code: callIllegal ? (reason as AuctionIssueCode) : null,
      contract: index === null && !passedOut ? { ...contract, declarer } : null,
    });
    setGrade(graded);
    onAnswered({ right: graded.right });
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
                  <input type="radio" name={name} value={String(i)} checked={choice === String(i)} onChange={() => setChoice(String(i))} />
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
                  <input type="radio" name={name} value={value} checked={choice === value} onChange={() => setChoice(value)} />
                  <span className="chip">{t(`exercises.legal.${value}`)}</span>
                </label>
              </li>
            ))}
          </ol>
        </fieldset>
        {pickedIndex !== undefined && pickedIndex !== null && pickedIndex < calls.length ? (
          <div className="field">
            <label htmlFor={`${id}-reason`}>{t('exercises.legal.reason')}</label>
            <select id={`${id}-reason`} value={reason} disabled={grade !== null} onChange={(e) => setReason(e.target.value)}>
              <option value="">{t('exercises.legal.reasonChoose')}</option>
              {LEGAL_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`exercises.legal.reasons.${r}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {pickedIndex === null ? (
          <fieldset className="choice-group" disabled={grade !== null}>
            <legend>{t('exercises.legal.contractHeading')}</legend>
            <label className="field">
              <input type="checkbox" checked={passedOut} onChange={(e) => setPassedOut(e.target.checked)} /> {t('score.form.passedOut')}
            </label>
            {passedOut ? null : (
              <>
                <ContractPicker
                  value={contract}
                  onChange={(chosen) => {
                    setContract(chosen);
                    setContractChosen(true);
                  }}
                  disabled={grade !== null}
                />
                <div className="field">
                  <label htmlFor={`${id}-declarer`}>{t('score.form.declarer')}</label>
                  <select id={`${id}-declarer`} value={declarer} onChange={(e) => {
                      setDeclarer(SEATS.find((s) => s === e.target.value) ?? 'N');
                      setContractChosen(true);
                    }}>
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
        {problem ? <p className="field-error">{problem}</p> : null}
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
