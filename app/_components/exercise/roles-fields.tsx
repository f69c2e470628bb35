'use client';
// The answer fields of a "who plays it" question: the contract (level, strain, doubling), then a seat for declarer,
// the opening lead and dummy, each a group of four radio chips. The drill's question and a test's plain question
// both draw them. Example: <RolesFields contract={choice} seats={seats} onContract={…} onSeat={…} />.

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { SEATS, type Seat } from '@/lib/bridge/types';
import { ContractPicker } from '../contract-picker';
import type { ContractChoice } from '../contract-choice';
import { ROLE_SEATS, type RoleSeat } from './roles-question-state';

export function RolesFields({
  contract, seats, disabled, onContract, onSeat,
}: {
  contract: ContractChoice;
  seats: Readonly<Record<RoleSeat, Seat | null>>;
  disabled: boolean;
  onContract: (contract: ContractChoice) => void;
  onSeat: (role: RoleSeat, seat: Seat) => void;
}) {
  const t = useTranslations();
  const id = useId();
  return (
    <>
      <ContractPicker value={contract} onChange={onContract} disabled={disabled} />
      {ROLE_SEATS.map((role) => (
        <fieldset key={role} className="choice-group" disabled={disabled} data-testid={`roles-${role}`}>
          <legend>{t(`exercises.roles.${role}`)}</legend>
          <div className="choices">
            {SEATS.map((seat) => (
              <label key={seat} className="choice">
                <input type="radio" name={`${id}-${role}`} value={seat} checked={seats[role] === seat} onChange={() => onSeat(role, seat)} />
                <span className="chip">{t(`common.seats.${seat}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
