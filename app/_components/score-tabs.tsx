'use client';
// The score page's three tools as tabs (duplicate, rubber, Chicago); the chosen one is kept in ?mode=.
// Example: <ScoreTabs initialMode="rubber" duplicate={…} /> opens on the rubber sheet; arrow keys switch tabs.

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { DuplicateScorer, type DuplicateState } from './duplicate-scorer';
import { writeQuery } from './query-state';
import { SCORE_MODES, type ScoreMode } from './score-modes';
import { SheetScorer } from './sheet-scorer';


export function ScoreTabs({ initialMode, duplicate }: { initialMode: ScoreMode; duplicate: DuplicateState }) {
  const t = useTranslations('score.modes');
  const id = useId();
  const [mode, setMode] = useState<ScoreMode>(initialMode);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function choose(next: ScoreMode, focus = false) {
    setMode(next);
    writeQuery({ mode: next === 'duplicate' ? null : next });
    if (focus) tabs.current[SCORE_MODES.indexOf(next)]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const i = SCORE_MODES.indexOf(mode);
    const n = SCORE_MODES.length;
    const target =
      event.key === 'ArrowRight' ? (i + 1) % n : event.key === 'ArrowLeft' ? (i + n - 1) % n : event.key === 'Home' ? 0 : event.key === 'End' ? n - 1 : -1;
    if (target < 0) return;
    event.preventDefault();
    choose(SCORE_MODES[target], true);
  }

  return (
    <div className="score-tabs">
      <div className="tabs" role="tablist" aria-label={t('label')}>
        {SCORE_MODES.map((m, i) => (
          <button
            key={m}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            id={`${id}-tab-${m}`}
            type="button"
            role="tab"
            className="tab"
            aria-selected={mode === m}
            aria-controls={`${id}-panel-${m}`}
            tabIndex={mode === m ? 0 : -1}
            onClick={() => choose(m)}
            onKeyDown={onKeyDown}
          >
            {t(m)}
          </button>
        ))}
      </div>
      {SCORE_MODES.map((m) => (
        <div
          key={m}
          id={`${id}-panel-${m}`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-${m}`}
          hidden={mode !== m}
          tabIndex={0}
          className="tab-panel"
        >
          {m === 'duplicate' ? <DuplicateScorer initial={duplicate} /> : <SheetScorer mode={m} />}
        </div>
      ))}
    </div>
  );
}
