'use client';
// 52 toggle buttons, one row per suit (A down to 2): the host passes the chosen cards in and gets each toggle back.
// Its legend is for screen readers: the host shows the grid's title (the evaluate page, in its fold's summary).
// Example: <CardGrid suits={[0x1c02, 0, 0, 0]} onToggle={(suit, rank) => …} /> shows ♠A K Q 3 pressed.

import type { KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { RANKS, SUITS } from '@/lib/bridge/types';
import { maskLength } from '@/lib/bridge/hand';
import { rankText } from '@/lib/bridge/types';
import { SuitSymbol } from './suit-symbol';

const RANKS_HIGH_FIRST = RANKS.map((rank, index) => ({ rank, index })).reverse();
const HAND_SIZE = 13;

/** Arrow keys move between cards: left/right within a suit, up/down to the same rank of the next suit. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [0, -1],
    ArrowRight: [0, 1],
    ArrowUp: [-1, 0],
    ArrowDown: [1, 0],
  };
  const button = event.currentTarget;
  const row = Number(button.dataset.row);
  const col = Number(button.dataset.col);
  let target: [number, number] | null = null;
  if (event.key in moves) {
    const [dr, dc] = moves[event.key];
    target = [(row + dr + 4) % 4, (col + dc + 13) % 13];
  } else if (event.key === 'Home') target = [row, 0];
  else if (event.key === 'End') target = [row, 12];
  if (target === null) return;
  event.preventDefault();
  const grid = button.closest('.card-grid');
  grid?.querySelector<HTMLButtonElement>(`button[data-row="${target[0]}"][data-col="${target[1]}"]`)?.focus();
}

export function CardGrid({
  suits,
  onToggle,
}: {
  suits: readonly [number, number, number, number];
  onToggle: (suit: number, rank: number) => void;
}) {
  const t = useTranslations();
  const count = suits.reduce((n, mask) => n + maskLength(mask), 0);
  const full = count >= HAND_SIZE;
  return (
    <fieldset className="card-grid">
      <legend className="sr-only">{t('evaluate.grid.legend')}</legend>
      <p className="card-count" aria-live="polite">
        <span className={full ? 'count count-full' : 'count'}>{t('evaluate.grid.count', { count })}</span>
        {full ? <span className="hint"> {t('evaluate.grid.full')}</span> : null}
      </p>
      {SUITS.map((suit, row) => (
        <div key={suit} className="card-row" role="group" aria-label={t(`common.suits.${suit}`)}>
          <span className="card-row-suit" aria-hidden="true">
            <SuitSymbol suit={suit} />
          </span>
          <div className="card-row-buttons">
            {RANKS_HIGH_FIRST.map(({ rank, index }, col) => {
              const pressed = (suits[row] & (1 << index)) !== 0;
              const blocked = full && !pressed;
              return (
                <button
                  key={rank}
                  type="button"
                  className={`card-toggle suit-${suit}`}
                  aria-pressed={pressed}
                  aria-disabled={blocked || undefined}
                  aria-label={t('common.card', { suit, rank })}
                  data-row={row}
                  data-col={col}
                  onClick={() => {
                    if (!blocked) onToggle(row, index);
                  }}
                  onKeyDown={moveFocus}
                >
                  {rankText(rank)}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
