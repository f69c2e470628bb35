// Score a contract: duplicate, rubber and Chicago. The duplicate board and the open tab are read from the
// address, so a shared link shows the same score (rubber and Chicago deals live in the browser's storage).
// Example: /en/score?contract=4SX&declarer=N&vul=None&tricks=10 → North–South 590.

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { parseContract } from '@/lib/bridge/contract';
import { boardInfo } from '@/lib/bridge/scoring/board';
import { SEATS, VULNERABILITIES, type Seat, type Vulnerability } from '@/lib/bridge/types';
import { asLocale } from '../../_components/locale-params';
import { ScoreTabs } from '../../_components/score-tabs';
import { SCORE_MODES, type ScoreMode } from '../../_components/score-modes';
import type { DuplicateState } from '../../_components/duplicate-scorer';
import { PageHead } from '../../_components/page-head';
import { alternatesOf } from '../../_components/page-alternates';

interface Props {
  readonly params: Promise<{ locale: string }>;
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** What the form shows when the address says nothing: 3NT by South, making nine tricks, nobody vulnerable. */
const DEFAULT_BOARD: DuplicateState = {
  contract: { level: 3, strain: 'N', risk: '' },
  declarer: 'S',
  vul: 'None',
  tricks: 9,
  board: '',
};

function first(value: string | string[] | undefined): string {
  return ((Array.isArray(value) ? value[0] : value) ?? '').slice(0, 40);
}

function pick<T extends string>(list: readonly T[], value: string): T | null {
  return (list as readonly string[]).includes(value) ? (value as T) : null;
}

/** The duplicate form from the query; anything unreadable falls back to the default, never to an error page. */
function duplicateFromQuery(query: Record<string, string | string[] | undefined>): DuplicateState {
  const contract = parseContract(first(query.contract));
  const tricks = Number(first(query.tricks));
  const board = first(query.board).trim();
  const boardNumber = /^\d{1,6}$/.test(board) && Number(board) >= 1 ? Number(board) : null;
  const vul = pick<Vulnerability>(VULNERABILITIES, first(query.vul));
  return {
    contract: contract.ok ? contract.value : DEFAULT_BOARD.contract,
    declarer: pick<Seat>(SEATS, first(query.declarer).toUpperCase()) ?? DEFAULT_BOARD.declarer,
    tricks: Number.isInteger(tricks) && tricks >= 0 && tricks <= 13 && first(query.tricks) !== '' ? tricks : DEFAULT_BOARD.tricks,
    vul: boardNumber !== null ? boardInfo(boardNumber).vul : (vul ?? DEFAULT_BOARD.vul),
    board,
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'score' });
  return { title: t('title'), description: t('description'), alternates: alternatesOf(locale, '/score') };
}

export default async function ScorePage({ params, searchParams }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const mode: ScoreMode = pick(SCORE_MODES, first(query.mode)) ?? 'duplicate';
  const t = await getTranslations({ locale, namespace: 'score' });
  return (
    <div className="page">
      <PageHead title={t('title')} lead={t('intro')} />
      <ScoreTabs initialMode={mode} duplicate={duplicateFromQuery(query)} />
    </div>
  );
}
