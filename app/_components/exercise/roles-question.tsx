'use client';
// A "who plays it" question (lesson 3; docs/system.md A-CONTRACT and A-DECLARER): a finished auction, and the learner
// names its contract, the declarer, the player who makes the opening lead and dummy. The feedback teaches each part:
// the call in which the declarer first named the strain, that the last bidder is not the declarer, and when a wrong
// leader or dummy was the rule applied to a wrong declarer. Example: <RolesQuestion item={quizItem('roles', 4)} … />.

import { useReducer, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { sideOf, type Seat } from '@/lib/bridge/types';
import type { RolesGrade, RolesPartGrade } from '@/lib/quiz/grade-answer';
import type { QuizItem } from '@/lib/quiz/item-types';
import type { QuestionProps } from '../drill/question-types';
import { AuctionGrid } from '../auction-grid';
import { BiddingCall } from '../bidding-call';
import { ContractName } from '../contract-name';
import { GradeMarks } from './grade-marks';
import { RolesFields } from './roles-fields';
import { initialRolesQuestion, rolesQuestionReducer, rolesSetAnswer } from './roles-question-state';
import styles from './exercise.module.css';

export function RolesQuestion({ item, code, onAnswered }: QuestionProps) {
  const t = useTranslations();
  const [state, dispatch] = useReducer(rolesQuestionReducer, null, initialRolesQuestion);
  const { grade, problem } = state;

  function check(event: FormEvent) {
    event.preventDefault();
    const next = rolesQuestionReducer(state, { type: 'check', item });
    dispatch({ type: 'check', item });
    if (next.grade && next.grade !== state.grade) onAnswered({ right: next.grade.right, answer: rolesSetAnswer(next) });
  }

  return (
    <section className={`panel ${styles.question}`} data-item={code} data-testid="roles-question">
      <p className={styles.prompt}>{t('exercises.roles.question')}</p>
      <AuctionGrid
        dealer={item.dealer}
        calls={item.calls}
        caption={t('exercises.roles.auction', { dealer: t(`common.seats.${item.dealer}`) })}
        captionHidden={false}
        northFirst
        className={styles.rolesAuction}
        testId="roles-auction"
      />
      <form onSubmit={check} noValidate>
        <RolesFields
          contract={state.contract}
          seats={state.seats}
          disabled={grade !== null}
          onContract={(contract) => dispatch({ type: 'contract', contract })}
          onSeat={(role, seat) => dispatch({ type: 'seat', role, seat })}
        />
        <button type="submit" className="button button-primary" disabled={grade !== null}>
          {t('exercises.check')}
        </button>
      </form>
      <div className={styles.feedback} aria-live="polite" data-testid="roles-feedback">
        {problem ? <p className="field-error">{t(`exercises.roles.${problem}`)}</p> : null}
        {grade ? <RolesMarks grade={grade} item={item} /> : null}
      </div>
    </section>
  );
}

/** The verdict and the four parts marked (the drill's feedback, and a set's review of a stored answer). */
export function RolesMarks({ grade, item, right = grade.right }: { grade: RolesGrade; item: Pick<QuizItem, 'dealer' | 'calls'>; right?: boolean }) {
  const t = useTranslations();
  // "you applied the rule to your declarer" is said once, on the first part it explains
  const first = grade.parts.find((p) => (p.part === 'leader' || p.part === 'dummy') && p.followsGiven)?.part;
  return (
    <GradeMarks
      right={right}
      verdict={right ? t('exercises.right') : t('exercises.wrong')}
      marks={grade.parts.map((part) => ({ key: part.part, right: part.right, text: <RolesPartText part={part} item={item} explainsGiven={part.part === first} /> }))}
    />
  );
}

/** One part's feedback: what is right, and for a wrong answer the rule with a link to it in the notes. */
function RolesPartText({ part, item, explainsGiven }: { part: RolesPartGrade; item: Pick<QuizItem, 'dealer' | 'calls'>; explainsGiven: boolean }) {
  const t = useTranslations();
  const seatName = (seat: Seat) => t(`common.seats.${seat}`);
  const notes = (rule: 'A-CONTRACT' | 'A-DECLARER') => (
    <>
      {' '}
      <Link href={`/notes#${rule}`}>{t('table.explanation.notes', { rule })}</Link>
    </>
  );
  switch (part.part) {
    case 'contract':
      return (
        <>
          {t.rich(part.right ? 'exercises.roles.contractRight' : 'exercises.roles.contractWrong', { contract: () => <ContractName contract={part.expected} /> })}
          {part.right ? null : notes('A-CONTRACT')}
        </>
      );
    case 'declarer': {
      const named = item.calls[part.named];
      return (
        <>
          {t.rich(part.right ? 'exercises.roles.declarerRight' : 'exercises.roles.declarerWrong', {
            declarer: seatName(part.expected),
            side: t(`common.sides.${sideOf(part.expected)}`),
            number: part.named + 1,
            call: () => (named ? <BiddingCall call={named} /> : null),
          })}
          {!part.right && part.lastBidder !== null ? <> {t('exercises.roles.lastBidder', { seat: seatName(part.lastBidder) })}</> : null}
          {part.right ? null : notes('A-DECLARER')}
        </>
      );
    }
    case 'leader':
    case 'dummy': {
      const key = `exercises.roles.${part.part}${part.right ? 'Right' : 'Wrong'}` as const;
      return (
        <>
          {t(key, { seat: seatName(part.expected) })}
          {explainsGiven ? <> {t('exercises.roles.followsGiven')}</> : null}
          {part.right ? null : notes('A-DECLARER')}
        </>
      );
    }
  }
}

