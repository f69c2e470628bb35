// A contract as players write it, with a coloured strain: 4♠X, 3 BA (Serbian, as its prose writes it) or 3NT, 6♥XX.
// Example: <ContractName contract={{ level: 4, strain: 'S', risk: 'X' }} /> → 4♠X.

import { useTranslations } from 'next-intl';
import type { Contract } from '@/lib/bridge/contract';
import { NO_BREAK_SPACE, noTrumpSpace } from '@/lib/i18n/call-words';
import { SuitSymbol } from './suit-symbol';

export function ContractName({ contract }: { contract: Contract }) {
  const t = useTranslations('common');
  return (
    <span className="contract-name">
      {contract.level}
      {contract.strain === 'N' ? noTrumpSpace(t('nt'), NO_BREAK_SPACE) : null}
      <SuitSymbol suit={contract.strain} />
      {contract.risk}
    </span>
  );
}
