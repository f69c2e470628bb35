// One call as the auction grid prints it: a bid with its coloured strain (1♠, 3BA / 3NT), Pass in the locale's
// word, X and XX read out as double and redouble. Example: <BiddingCall call={bid(1, 'S')} /> → 1♠.

import { useTranslations } from 'next-intl';
import type { Call } from '@/lib/bridge/types';
import { ContractName } from './contract-name';

export function BiddingCall({ call }: { call: Call }) {
  const t = useTranslations('table.calls');
  switch (call.kind) {
    case 'bid':
      return <ContractName contract={{ level: call.level, strain: call.strain, risk: '' }} />;
    case 'pass':
      return <span className="call-pass">{t('pass')}</span>;
    case 'double':
      return (
        <abbr className="call-double" title={t('double')}>
          X
        </abbr>
      );
    case 'redouble':
      return (
        <abbr className="call-double" title={t('redouble')}>
          XX
        </abbr>
      );
  }
}
