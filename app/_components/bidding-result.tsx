// The end of the auction: the contract with its declarer, who leads and who is dummy (A-DECLARER, [I-5]), or
// the passed-out deal. Example: <BiddingResult contract={{ level: 4, strain: 'S', risk: '', declarer: 'N' }} /> → "Contract: 4♠, played by North."

import { useTranslations } from 'next-intl';
import type { DeclaredContract } from '@/lib/bridge/contract';
import { partnerOf, seatAfter } from '@/lib/bridge/types';
import { ContractName } from './contract-name';
import styles from './bidding-table.module.css';

export function BiddingResult({ contract }: { contract: DeclaredContract | null }) {
  const t = useTranslations();
  const seat = (s: string) => t(`common.seats.${s}`);
  return (
    <div className={styles.result} data-testid="bidding-result">
      {contract ? (
        <>
          <p className={styles.contract}>
            {t.rich('table.result.contract', { declarer: seat(contract.declarer), contract: () => <ContractName contract={contract} /> })}
          </p>
          <p>{t('table.result.lead', { leader: seat(seatAfter(contract.declarer)), dummy: seat(partnerOf(contract.declarer)) })}</p>
        </>
      ) : (
        <p className={styles.contract}>{t('table.result.passedOut')}</p>
      )}
    </div>
  );
}
