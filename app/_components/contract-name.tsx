// A contract as players write it, with a coloured strain: 4♠X, 3BA (Serbian) or 3NT, 6♥XX.
// Example: <ContractName contract={{ level: 4, strain: 'S', risk: 'X' }} /> → 4♠X.

import type { Contract } from '@/lib/bridge/contract';
import { SuitSymbol } from './suit-symbol';

export function ContractName({ contract }: { contract: Contract }) {
  return (
    <span className="contract-name">
      {contract.level}
      <SuitSymbol suit={contract.strain} />
      {contract.risk}
    </span>
  );
}
