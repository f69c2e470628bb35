'use client';
// A "score it" question: the contract with its declarer, the result and declarer's vulnerability; the learner types
// the duplicate score from declarer's side (negative when down); feedback gives the lines from lib/bridge/scoring.
// Example: <ScoreQuestion item={quizItem('score', 2)} code={code} onAnswered={next} />.

import { useId, useState, type FormEvent } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { resultOf } from '@/lib/bridge/contract';
import { vulName } from '@/lib/bridge/scoring/duplicate';
import { gradeScore, parseScoreAnswer, type AnswerIssue, type ScoreGrade } from '@/lib/quiz/grade-answer';
import type { QuestionProps } from '../drill/question-types';
import { ContractName } from '../contract-name';
import { ScoreBreakdown } from '../score-breakdown';
import { useAnswerIssueText } from './answer-issue-text';
import styles from './exercise.module.css';
import { signedNumber } from '../signed-number';

export function ScoreQuestion({ item, code, onAnswered }: QuestionProps) {
  const t = useTranslations();
  const format = useFormatter();
  const issueText = useAnswerIssueText();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<AnswerIssue | null>(null);
  const [grade, setGrade] = useState<ScoreGrade | null>(null);
  const e = item.expected;
  if (e.kind !== 'score') throw new Error('ScoreQuestion needs a score item');
  const { down } = resultOf(e.contract, e.tricks);
  const label = t('exercises.score.answer');

  function check(event: FormEvent) {
    event.preventDefault();
    if (grade) return;
    const parsed = parseScoreAnswer(text);
    if (!parsed.ok) return setProblem(parsed.error);
    setProblem(null);
    const graded = gradeScore(item, parsed.value);
    setGrade(graded);
    onAnswered({ right: graded.right, answer: { score: parsed.value } });
  }

  /** The deals before this one on a Chicago or rubber sheet. */
  const sheet = e.chicago?.before ?? e.rubber?.before ?? null;
  return (
    <section className={`panel ${styles.question}`} data-item={code} data-testid="score-question">
      <p className={styles.prompt}>
        {e.chicago ? t('exercises.score.chicagoQuestion') : e.rubber ? t('exercises.score.rubberQuestion') : t('exercises.score.question')}
      </p>
      {sheet ? (
        <div data-testid={e.chicago ? 'chicago-state' : 'rubber-state'}>
          <p>{e.chicago ? t('exercises.score.chicagoDeal', { turn: e.chicago.turn }) : t('exercises.score.rubberDeal')}</p>
          <ol className={styles.chicagoDeals}>
            {sheet.map((d, k) => {
              const short = resultOf(d.contract, d.tricks).down;
              return (
                <li key={k}>
                  {t.rich(short > 0 ? 'score.result.down' : 'score.result.made', {
                    contract: () => <ContractName contract={d.contract} />,
                    declarer: t(`common.seats.${d.declarer}`),
                    tricks: d.tricks,
                    down: short,
                  })}
                </li>
              );
            })}
          </ol>
          <p>{t('exercises.score.chicagoNow')}</p>
        </div>
      ) : null}
      <p>
        {t.rich(down > 0 ? 'score.result.down' : 'score.result.made', {
          contract: () => <ContractName contract={e.contract} />,
          declarer: t(`common.seats.${e.declarer}`),
          tricks: e.tricks,
          down,
        })}
      </p>
      <p>{t('exercises.score.vulnerable', { vul: vulName(e.vulnerable) })}</p>
      <form onSubmit={check} noValidate>
        <div className="field">
          <label htmlFor={`${id}-score`}>{label}</label>
          <input
            id={`${id}-score`}
            type="text"
            autoComplete="off"
            maxLength={12}
            value={text}
            readOnly={grade !== null}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${id}-hint`} className="hint">
            {t('exercises.score.hint')}
          </p>
        </div>
        <button type="submit" className="button button-primary" disabled={grade !== null}>
          {t('exercises.check')}
        </button>
      </form>
      <div className={styles.feedback} aria-live="polite" data-testid="score-feedback">
        {problem ? <p className="field-error">{issueText(label, problem)}</p> : null}
        {grade ? (
          <>
            <p className={`${styles.verdict} ${grade.right ? styles.yes : styles.no}`}>
              {grade.right
                ? t('exercises.score.right', { score: signedNumber(format, grade.expected) })
                : t('exercises.score.wrong', { given: signedNumber(format, grade.given), expected: signedNumber(format, grade.expected) })}
            </p>
            <h3>{t('exercises.score.breakdown')}</h3>
            <ScoreBreakdown lines={grade.lines} total={Math.abs(grade.expected)} />
            {grade.made ? null : <p>{t('exercises.score.defenders', { score: signedNumber(format, grade.expected) })}</p>}
          </>
        ) : null}
      </div>
    </section>
  );
}
