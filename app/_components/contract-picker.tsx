'use client';
// Level, strain and doubling as three groups of radio chips; the host owns the value (a contract, or a choice that
// starts with no level and no strain checked).
// Example: <ContractPicker value={{ level: 4, strain: 'S', risk: 'X' }} onChange={setContract} /> shows 4 ♠ X chosen.

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { RISKS, type Risk } from '@/lib/bridge/contract';
import type { ContractChoice } from './contract-choice';
import { LEVELS, STRAINS, type Level, type Strain } from '@/lib/bridge/types';
import { SuitSymbol } from './suit-symbol';

const RISK_WORD: Readonly<Record<Risk, 'undoubled' | 'doubled' | 'redoubled'>> = {
  '': 'undoubled',
  X: 'doubled',
  XX: 'redoubled',
};

export function ContractPicker<T extends ContractChoice>({
  value,
  onChange,
  disabled = false,
}: {
  value: T;
  onChange: (contract: T) => void;
  disabled?: boolean;
}) {
  const t = useTranslations('score.form');
  const id = useId();
  return (
    <fieldset className="contract-picker choice-group" disabled={disabled}>
      <legend>{t('contract')}</legend>
      <fieldset className="choice-group">
        <legend className="sub-legend">{t('level')}</legend>
        <div className="choices">
          {LEVELS.map((level: Level) => (
            <label key={level} className="choice">
              <input
                type="radio"
                name={`${id}-level`}
                value={level}
                checked={value.level === level}
                onChange={() => onChange({ ...value, level })}
              />
              <span className="chip">{level}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="choice-group">
        <legend className="sub-legend">{t('strain')}</legend>
        <div className="choices">
          {STRAINS.map((strain: Strain) => (
            <label key={strain} className="choice">
              <input
                type="radio"
                name={`${id}-strain`}
                value={strain}
                checked={value.strain === strain}
                onChange={() => onChange({ ...value, strain })}
              />
              <span className="chip">
                <SuitSymbol suit={strain} />
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="choice-group">
        <legend className="sub-legend">{t('risk')}</legend>
        <div className="choices">
          {RISKS.map((risk: Risk) => (
            <label key={risk || 'none'} className="choice">
              <input
                type="radio"
                name={`${id}-risk`}
                value={risk}
                checked={value.risk === risk}
                onChange={() => onChange({ ...value, risk })}
              />
              <span className="chip">{risk === '' ? t('undoubled') : risk}</span>
              {risk === '' ? null : <span className="sr-only"> ({t(RISK_WORD[risk])})</span>}
            </label>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
