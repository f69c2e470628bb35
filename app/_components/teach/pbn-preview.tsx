'use client';
// The boards of a teacher's PBN file before the set is made: the games skipped (with their lines), and per board a
// box to keep it and the position asked (the opening, or after call N); at most a set's worth of boards kept.
// Example: <PbnPreview text={pbn} picks={picks} onPicks={setPicks} /> beside the PBN text of the create form.

import { useId, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { parseCall } from '@/lib/bridge/call';
import type { Call } from '@/lib/bridge/types';
import { noTrumpBid } from '@/lib/i18n/call-words';
import { choosePbn, defaultAfter, previewPbn, type PreviewBoard } from '@/lib/teach/pbn-preview';
import { MAX_SET_ITEMS } from '@/lib/teach/set-types';
import { CallLabel } from './call-label';
import styles from './teach.module.css';

/** The teacher's changes to the defaults, for the text they were made on (another text starts afresh). */
export interface PbnPicks {
  readonly text: string;
  readonly boards: Readonly<Record<number, { readonly on: boolean; readonly after: number }>>;
}

const SUIT_SIGNS = { C: '♣', D: '♦', H: '♥', S: '♠' } as const;

function pickOf(picks: PbnPicks, text: string, board: PreviewBoard, k: number): { on: boolean; after: number } {
  const own = picks.text === text ? picks.boards[board.place] : undefined;
  return own ?? { on: board.hasDeal && k < MAX_SET_ITEMS, after: defaultAfter(board) };
}

/**
 * The PBN text to send: the file as it is when the teacher kept every board as the file asks it (so the server's
 * issues name the file's own lines), else the chosen boards cut where chosen; null when no board is kept.
 */
export function pbnToSend(text: string, picks: PbnPicks): string | null {
  const preview = previewPbn(text);
  if (!preview.ok || preview.value.boards.length === 0) return text;
  const { boards, skipped } = preview.value;
  const chosen = boards.map((b, k) => ({ board: b, pick: pickOf(picks, text, b, k) })).filter(({ board, pick }) => board.hasDeal && pick.on);
  if (chosen.length === 0) return null;
  const asFile = skipped.length === 0 && chosen.length === boards.length && chosen.every(({ board, pick }) => pick.after === defaultAfter(board));
  return asFile ? text : choosePbn(text, chosen.map(({ board, pick }) => ({ place: board.place, after: pick.after })));
}

export function PbnPreview({ text, picks, onPicks }: { text: string; picks: PbnPicks; onPicks: (next: PbnPicks) => void }) {
  const t = useTranslations('teach.create');
  const tc = useTranslations();
  const id = useId();
  const preview = useMemo(() => previewPbn(text), [text]);
  if (!preview.ok || (preview.value.boards.length === 0 && preview.value.skipped.length === 0)) return null;
  const { boards, skipped } = preview.value;
  const picked = boards.map((b, k) => pickOf(picks, text, b, k));
  const chosen = boards.filter((b, k) => b.hasDeal && picked[k].on).length;
  const change = (board: PreviewBoard, k: number, next: Partial<{ on: boolean; after: number }>) => {
    const base = picks.text === text ? picks.boards : {};
    onPicks({ text, boards: { ...base, [board.place]: { ...picked[k], ...next } } });
  };
  const callText = (call: Call): string => {
    switch (call.kind) {
      case 'pass': return tc('table.calls.pass');
      case 'double': return 'X';
      case 'redouble': return 'XX';
      case 'bid': return call.strain === 'N' ? noTrumpBid(call.level, tc('common.nt')) : `${call.level}${SUIT_SIGNS[call.strain]}`;
    }
  };
  const plainCall = (text: string) => {
    const call = parseCall(text);
    return call.ok ? callText(call.value) : text;
  };

  return (
    <section aria-labelledby={`${id}-preview`} data-testid="pbn-preview">
      <h3 id={`${id}-preview`}>{t('pbnPreview')}</h3>
      <p>{t('pbnBoardsRead', { count: boards.length })}</p>
      {skipped.length > 0 ? (
        <>
          <p>{t('pbnSkippedGames')}</p>
          <ul data-testid="pbn-skipped">
            {skipped.map((found, k) => (
              <li key={k}>{tc(`${found.code.startsWith('lin-') ? 'pbn.lin' : 'pbn.errors'}.${found.code}`, found.params)}</li>
            ))}
          </ul>
        </>
      ) : null}
      {boards.length > MAX_SET_ITEMS ? <p className={styles.warning}>{t('pbnChooseBoards', { max: MAX_SET_ITEMS })}</p> : null}
      <p aria-live="polite" data-testid="pbn-chosen">
        {t('pbnChosen', { count: chosen, max: MAX_SET_ITEMS })}
      </p>
      <div className={styles.gridWrap} tabIndex={0} role="region" aria-labelledby={`${id}-preview`}>
        <table className={styles.grid}>
          <thead>
            <tr>
              <th scope="col">{t('pbnColBoard')}</th>
              <th scope="col">{t('pbnColAuction')}</th>
              <th scope="col">{t('pbnColQuestion')}</th>
            </tr>
          </thead>
          <tbody>
            {boards.map((board, k) => {
              const pick = picked[k];
              const number = board.board ?? board.place + 1;
              const last = board.ended ? board.calls.length - 1 : board.calls.length;
              return (
                <tr key={board.place} data-testid="pbn-board" data-place={board.place}>
                  <th scope="row">
                    <label>
                      <input
                        type="checkbox"
                        checked={board.hasDeal && pick.on}
                        disabled={!board.hasDeal || (!pick.on && chosen >= MAX_SET_ITEMS)}
                        onChange={(e) => change(board, k, { on: e.target.checked })}
                        data-testid="pbn-board-on"
                      />{' '}
                      {t('pbnBoard', { board: number })}
                    </label>
                    {!board.hasDeal ? <span className="hint"> {t('pbnNoDeal')}</span> : null}
                  </th>
                  <td>
                    {board.calls.length === 0 ? '—' : board.calls.map((c, i) => (
                      <span key={i}>{i > 0 ? ' ' : ''}<CallLabel text={c} /></span>
                    ))}
                    {board.ended ? <span className="hint"> ({t('pbnEnded')})</span> : null}
                  </td>
                  <td>
                    <label className="sr-only" htmlFor={`${id}-ask-${board.place}`}>{t('pbnAskFor', { board: number })}</label>
                    <select
                      id={`${id}-ask-${board.place}`}
                      value={pick.after}
                      disabled={!board.hasDeal}
                      onChange={(e) => change(board, k, { after: Number(e.target.value) })}
                      data-testid="pbn-board-ask"
                    >
                      {Array.from({ length: last + 1 }, (_, n) => (
                        <option key={n} value={n}>
                          {n === 0 ? t('pbnAskOpening') : t('pbnAskAfter', { number: n, call: plainCall(board.calls[n - 1]) })}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
