'use client';
// "Tricks taken by declarer": a labelled select of 0 … 13.
// Example: <TricksSelect id="t" value={10} onChange={setTricks} />.

import { useTranslations } from 'next-intl';

const TRICKS = Array.from({ length: 14 }, (_, i) => i);

export function TricksSelect({
  id,
  value,
  onChange,
  disabled = false,
}: {
  id: string;
  value: number;
  onChange: (tricks: number) => void;
  disabled?: boolean;
}) {
  const t = useTranslations('score.form');
  return (
    <>
      <label htmlFor={id}>{t('tricks')}</label>
      <select id={id} name="tricks" value={value} disabled={disabled} onChange={(event) => onChange(Number(event.target.value))}>
        {TRICKS.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </>
  );
}
