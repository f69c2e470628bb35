'use client';
// An evaluate question: the hand (and partner's opening when the item gives one), a field each for H, D, HD, quick
// tricks (and HDr); "check" grades field by field (lib/quiz/grade-answer) and then shows the full count from
// lib/evaluation. Example: <EvaluateQuestion item={quizItem('evaluate', 3)} code={code} onAnswered={next} />.

import { useId, useState, type FormEvent } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { handOf } from '@/lib/bridge/deal';
import {
  evaluateFields, gradeEvaluate, parseEvaluateAnswer, type EvaluateField, type EvaluateGrade, type FieldIssue,
} from '@/lib/quiz/grade-answer';
import type { QuestionProps } from '../drill/question-types';
import { EvaluationResult } from '../evaluation-result';
import { evaluateOpening } from '@/lib/quiz/evaluate-item';
import { BiddingCall } from '../bidding-call';
import { HandDiagram } from '../hand-diagram';
import { useAnswerIssueText } from './answer-issue-text';
import { GradeMarks } from './grade-marks';
import { useTaughtParts } from './taught-parts';
import styles from './exercise.module.css';

const EMPTY: Readonly<Record<EvaluateField, string>> = { h: '', d: '', hd: '', qt: '', hdr: '' };

export function EvaluateQuestion({ item, code, onAnswered }: QuestionProps) {
  const t = useTranslations('exercises');
  const format = useFormatter();
  const issueText = useAnswerIssueText();
  const id = useId();
  const [texts, setTexts] = useState<Record<EvaluateField, string>>({ ...EMPTY });
  const [issues, setIssues] = useState<readonly FieldIssue[]>([]);
  const [grade, setGrade] = useState<EvaluateGrade | null>(null);
  if (item.expected.kind !== 'evaluate') throw new Error('EvaluateQuestion needs an evaluate item');
  const opening = evaluateOpening(item);
  const shown = useTaughtParts();
  const fields = evaluateFields(item, shown);
  const hand = handOf(item.deal, item.seat);
  const label = (field: EvaluateField) => t(`evaluate.fields.${field}`);

  function check(event: FormEvent) {
    event.preventDefault();
    if (grade) return;
    const parsed = parseEvaluateAnswer(item, texts, shown);
    if (!parsed.ok) {
      setIssues(parsed.error);
      return;
    }
    setIssues([]);
    const graded = gradeEvaluate(item, parsed.value, shown);
    setGrade(graded);
    onAnswered({ right: graded.right, answer: parsed.value });
  }

  const wrong = grade ? grade.fields.filter((f) => !f.right).length : 0;
  return (
    <section className={`panel ${styles.question}`} data-item={code} data-testid="evaluate-question">
      <p className={styles.prompt}>
        {opening === null ? t(shown.qt ? 'evaluate.question' : 'evaluate.questionNoQt') : t.rich('evaluate.questionHdr', { call: () => <BiddingCall call={opening} /> })}
      </p>
      <HandDiagram hand={hand} label={t('evaluate.hand')} />
      <form onSubmit={check} noValidate>
        <div className={styles.fields}>
          {fields.map((field) => {
            const problem = issues.find((i) => i.field === field);
            const inputId = `${id}-${field}`;
            return (
              <div key={field} className="field">
                <label htmlFor={inputId}>{label(field)}</label>
                <input
                  id={inputId}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={12}
                  value={texts[field]}
                  readOnly={grade !== null}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={field === 'qt' ? `${inputId}-hint` : undefined}
                  onChange={(e) => setTexts({ ...texts, [field]: e.target.value })}
                />
                {field === 'qt' ? (
                  <p id={`${inputId}-hint`} className="hint">
                    {t('evaluate.qtHint', { example: format.number(2.5) })}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
        <button type="submit" className="button button-primary" disabled={grade !== null}>
          {t('check')}
        </button>
      </form>
      <div className={styles.feedback} aria-live="polite" data-testid="evaluate-feedback">
        {issues.length > 0 ? (
          <ul className="field-error">
            {issues.map((i) => (
              <li key={i.field}>{issueText(label(i.field), i.issue)}</li>
            ))}
          </ul>
        ) : null}
        {grade ? (
          <GradeMarks
            right={grade.right}
            verdict={grade.right ? t('evaluate.allRight') : t('evaluate.someWrong', { count: wrong })}
            marks={grade.fields.map((f) => ({
              key: f.field,
              right: f.right,
              text: f.right
                ? t('evaluate.fieldRight', { field: label(f.field), given: format.number(f.given) })
                : t('evaluate.fieldWrong', { field: label(f.field), given: format.number(f.given), expected: format.number(f.expected) }),
            }))}
          />
        ) : null}
      </div>
      {grade ? (
        <section aria-label={t('evaluate.breakdown')}>
          <h3>{t('evaluate.breakdown')}</h3>
          <EvaluationResult hand={hand} evaluation={grade.evaluation} responder={grade.responder} shown={shown} />
        </section>
      ) : null}
    </section>
  );
}
