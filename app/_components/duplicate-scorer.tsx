'use client';
// Duplicate scoring of one board: contract, declarer, vulnerability (or a board number), tricks → NS score
// with its breakdown from lib/bridge/scoring. The address keeps the board (?contract=4SX&declarer=N&…).
// Example: 4♠X by N, nobody vulnerable, 10 tricks → "N–S +590".

import { useId, useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { makeContract, resultOf, type Contract } from '@/lib/bridge/contract';
import { boardInfo } from '@/lib/bridge/scoring/board';
import { scoreDuplicate } from '@/lib/bridge/scoring/duplicate';
import type { Seat, Vulnerability } from '@/lib/bridge/types';
import { ContractName } from './contract-name';
import { ContractPicker } from './contract-picker';
import { writeQuery } from './query-state';
import { ScoreBreakdown } from './score-breakdown';
import { TricksSelect } from './tricks-select';
import { SeatOptions, VulnerabilityOptions } from './seat-options';
import { signedNumber } from './signed-number';

export interface DuplicateState {
  readonly contract: Contract;
  readonly declarer: Seat;
  readonly vul: Vulnerability;
  readonly tricks: number;
  /** As typed; empty when the vulnerability is chosen directly. */
  readonly board: string;
}

/** A board number as typed: a whole number ≥ 1, or null. */
function boardNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 ? n : null;
}

export function DuplicateScorer({ initial }: { initial: DuplicateState }) {
  const t = useTranslations();
  const format = useFormatter();
  const id = useId();
  const [state, setState] = useState<DuplicateState>(initial);

  function update(patch: Partial<DuplicateState>) {
    const next = { ...state, ...patch };
    setState(next);
    writeQuery({
      contract: makeContract(next.contract),
      declarer: next.declarer,
      vul: next.vul,
      tricks: String(next.tricks),
      board: next.board.trim() || null,
    });
  }

  function onBoard(text: string) {
    const n = boardNumber(text);
    update(n === null ? { board: text } : { board: text, vul: boardInfo(n).vul });
  }

  const board = boardNumber(state.board);
  const boardError = state.board.trim() !== '' && board === null;
  const info = board === null ? null : boardInfo(board);
  const score = scoreDuplicate({ contract: state.contract, declarer: state.declarer, tricks: state.tricks, vul: state.vul });
  const nsSide = score.ns >= 0 ? 'NS' : 'EW';
  const { down } = resultOf(state.contract, state.tricks);

  return (
    <div className="score-layout">
      <form className="panel" method="get" onSubmit={(event) => event.preventDefault()}>
        <input type="hidden" name="mode" value="duplicate" />
        <ContractPicker value={state.contract} onChange={(contract) => update({ contract })} />
        <input type="hidden" name="contract" value={makeContract(state.contract)} />
        <div className="form-grid">
          <div className="field">
            <label htmlFor={`${id}-declarer`}>{t('score.form.declarer')}</label>
            <select
              id={`${id}-declarer`}
              name="declarer"
              value={state.declarer}
              onChange={(event) => update({ declarer: event.target.value as Seat })}
            >
              <SeatOptions />
            </select>
          </div>
          <div className="field">
            <TricksSelect id={`${id}-tricks`} value={state.tricks} onChange={(tricks) => update({ tricks })} />
          </div>
        </div>
        <div className="form-grid">
          <div className="field">
            <label htmlFor={`${id}-board`}>{t('score.form.board')}</label>
            <input
              id={`${id}-board`}
              name="board"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={state.board}
              onChange={(event) => onBoard(event.target.value)}
              aria-invalid={boardError || undefined}
              aria-describedby={`${id}-board-hint${boardError ? ` ${id}-board-error` : ''}`}
            />
          </div>
          <div className="field field-wide">
            <label htmlFor={`${id}-vul`}>{t('score.form.vul')}</label>
            <select
              id={`${id}-vul`}
              name="vul"
              value={state.vul}
              onChange={(event) => update({ vul: event.target.value as Vulnerability, board: '' })}
            >
              <VulnerabilityOptions />
            </select>
          </div>
        </div>
        <p id={`${id}-board-hint`} className="hint">
          {info && board !== null
            ? t('score.form.boardInfo', { board, dealer: t(`common.seats.${info.dealer}`), vul: t(`common.vul.${info.vul}`) })
            : t('score.form.boardHint')}
        </p>
        {boardError ? (
          <p id={`${id}-board-error`} className="field-error" role="alert">
            {t('errors.bad-board', { board: state.board.trim() })}
          </p>
        ) : null}
        <noscript>
          <p>
            <button type="submit" className="button button-primary">
              {t('score.form.calculate')}
            </button>
          </p>
        </noscript>
      </form>

      <section className="panel" aria-labelledby={`${id}-result`} aria-live="polite">
        <h2 id={`${id}-result`}>{t('score.result.heading')}</h2>
        <div className="score-total">
          <p className="big-number" data-testid="ns-score">
            <span className="big-label">{t(`common.sides.${nsSide}`)}</span> {format.number(Math.abs(score.ns))}
          </p>
        </div>
        <p className="score-status">
          {t.rich(score.made ? 'score.result.made' : 'score.result.down', {
            contract: () => <ContractName contract={state.contract} />,
            declarer: t(`common.seats.${state.declarer}`),
            tricks: state.tricks,
            down,
          })}
        </p>
        <p className="muted">{t('score.result.declarer', { points: signedNumber(format, score.declarerScore) })}</p>
        <ScoreBreakdown lines={score.lines} total={Math.abs(score.declarerScore)} />
      </section>
    </div>
  );
}
