// A call as plain text in the page's language, for message parameters (1♥, 3 BA in Serbian, 3NT, Pass, X, XX).
// Example: const callText = useCallText(); callText(bid(3, 'N')) → '3 BA' on a Serbian page.

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { SUIT_SYMBOLS, type Call } from '@/lib/bridge/types';
import { noTrumpBid } from '@/lib/i18n/call-words';

export function useCallText(): (call: Call) => string {
  const t = useTranslations();
  const pass = t('table.calls.pass');
  const noTrump = t('common.nt');
  return useCallback(
    (call: Call) => {
      switch (call.kind) {
        case 'bid':
          return call.strain === 'N' ? noTrumpBid(call.level, noTrump) : `${call.level}${SUIT_SYMBOLS[call.strain]}`;
        case 'pass':
          return pass;
        case 'double':
          return 'X';
        case 'redouble':
          return 'XX';
      }
    },
    [pass, noTrump],
  );
}
