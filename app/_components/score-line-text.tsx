// The localized words of one score line (trick score, game bonus, undertricks …) from its kind and params.
// Example: { kind: 'game-bonus', params: { vul: 'vul' } } → "Game bonus, vulnerable" ("Nagrada za manšu, ranjivi").

import { useTranslations } from 'next-intl';
import type { Risk } from '@/lib/bridge/contract';
import type { Level, Strain } from '@/lib/bridge/types';
import { ContractName } from './contract-name';

const RISK_OF: Readonly<Record<string, Risk>> = { undoubled: '', doubled: 'X', redoubled: 'XX' };

export function ScoreLineText({ kind, params }: { kind: string; params: Readonly<Record<string, string | number>> }) {
  const t = useTranslations('score.lines');
  if (kind === 'trick-score') {
    const contract = {
      level: Number(params.level) as Level,
      strain: String(params.strain) as Strain,
      risk: RISK_OF[String(params.risk)] ?? '',
    };
    return <>{t.rich('trick-score', { ...params, contract: () => <ContractName contract={contract} /> })}</>;
  }
  return <>{t(kind, params)}</>;
}
