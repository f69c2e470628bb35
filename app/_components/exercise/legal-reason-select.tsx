'use client';
// The reason an auction's call is illegal, as a select of the auction laws (A-ORDER … A-DECLARER): the legality
// question of the drills and the plain question of a teacher's test share it. Example:
// <LegalReasonSelect id="q1-reason" value={reason} disabled={done} onChange={setReason} />.

import { useTranslations } from 'next-intl';
import { LEGAL_REASONS } from '@/lib/quiz/grade-answer-legal';

interface Props {
  /** The select's id; its label points to it. */
  readonly id: string;
  readonly value: string;
  readonly disabled: boolean;
  readonly onChange: (reason: string) => void;
}

export function LegalReasonSelect({ id, value, disabled, onChange }: Props) {
  const t = useTranslations('exercises.legal');
  return (
    <div className="field">
      <label htmlFor={id}>{t('reason')}</label>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('reasonChoose')}</option>
        {LEGAL_REASONS.map((r) => (
          <option key={r} value={r}>
            {t(`reasons.${r}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
