// A contract being chosen in a form: a question that must not suggest an answer starts with no level and no strain
// checked (ContractPicker draws it). Example: chosenContract({ level: 4, strain: null, risk: '' }) → null.

import type { Contract, Risk } from '@/lib/bridge/contract';
import type { Level, Strain } from '@/lib/bridge/types';

export interface ContractChoice {
  readonly level: Level | null;
  readonly strain: Strain | null;
  readonly risk: Risk;
}

export const NO_CONTRACT_CHOSEN: ContractChoice = { level: null, strain: null, risk: '' };

/** The chosen contract once its level and strain are both chosen, else null. */
export function chosenContract(choice: ContractChoice): Contract | null {
  return choice.level === null || choice.strain === null ? null : { level: choice.level, strain: choice.strain, risk: choice.risk };
}
