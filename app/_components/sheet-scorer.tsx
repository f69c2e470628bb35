'use client';
// Rubber or Chicago: deals entered one by one, the We/They sheet from lib/bridge/scoring after each, undo of
// the last deal. The deals are kept in localStorage (lib/bridge/scoring/sheet-storage.ts) so a reload loses nothing;
// stored deals that do not read are reported to the site's notice, and the original text is backed up before a save.
// Example: <SheetScorer mode="rubber" /> → add 4♥ by N, 10 tricks → NS 120 below the line, game 1 to We.

import { useEffect, useId, useReducer, useRef, type FormEvent } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { Contract } from '@/lib/bridge/contract';
import type { RubberDealInput } from '@/lib/bridge/scoring/rubber';
import {
  MAX_SHEET_DEALS, parseSheetDeals, scoreSheet, SHEET_STORAGE_KEYS, sheetSetAsideOf, writeSheetDeals, type SheetMode,
} from '@/lib/bridge/scoring/sheet-storage';
import { isVulnerable, type Seat, type Side } from '@/lib/bridge/types';
import { ContractName } from './contract-name';
import { ContractPicker } from './contract-picker';
import { ScoreSheet } from './score-sheet';
import { TricksSelect } from './tricks-select';
import { SeatOptions } from './seat-options';
import { reportSetAside } from './set-aside';
import { keepBackup } from './stored-text';
import { HONOURS, sheetReducer, sheetStart, type HonoursChoice, type SheetAction } from './sheet-scorer-state';

/** The stored deals, and the stored text when it did not read cleanly (it is backed up before the first save). */
function loadDeals(mode: SheetMode): { deals: readonly RubberDealInput[]; unclean: string | null } {
  let text: string | null;
  try {
    text = window.localStorage.getItem(SHEET_STORAGE_KEYS[mode]);
  } catch {
    return { deals: [], unclean: null };
  }
  const { deals, issues } = parseSheetDeals(mode, text);
  const setAside = sheetSetAsideOf(issues);
  if (setAside) reportSetAside({ store: mode, whole: setAside.whole, entries: setAside.deals, saving: true });
  return { deals, unclean: setAside ? text : null };
}

/** Saves the deals; over a stored text that did not read cleanly only once it is backed up. False: nothing was written. */
function saveDeals(mode: SheetMode, deals: readonly RubberDealInput[], unclean: string | null): boolean {
  try {
    const storage = window.localStorage;
    if (unclean !== null && keepBackup(storage, SHEET_STORAGE_KEYS[mode], unclean) === null) return false;
    storage.setItem(SHEET_STORAGE_KEYS[mode], writeSheetDeals(deals));
    return true;
  } catch {
    // Storage may be full or disabled; the sheet still works for this visit.
    return false;
  }
}

export function SheetScorer({ mode }: { mode: SheetMode }) {
  const t = useTranslations();
  const format = useFormatter();
  const id = useId();
  const [state, dispatch] = useReducer(sheetReducer, undefined, sheetStart);
  const { deals, loaded, contract, passedOut, declarer, tricks, honours, problem } = state;

  /** The stored text while it has not been backed up ('refused': the browser would not keep a copy, so no saving). */
  const unclean = useRef<string | null | 'refused'>(null);

  useEffect(() => {
    // localStorage exists only in the browser: the stored sheet comes in after hydration
    const loaded = loadDeals(mode);
    unclean.current = loaded.unclean;
    dispatch({ type: 'loaded', deals: loaded.deals });
  }, [mode]);

  /** Applies a change; when it changes the deals, they are stored at once (a reload loses nothing). */
  function act(action: SheetAction) {
    const next = sheetReducer(state, action);
    dispatch(action);
    if (next.deals === deals || unclean.current === 'refused') return;
    const pending = unclean.current;
    if (saveDeals(mode, next.deals, pending)) unclean.current = null;
    else if (pending !== null) {
      // no copy, no overwrite: the original stays where it is and this sheet lives for this visit only
      unclean.current = 'refused';
      const setAside = sheetSetAsideOf(parseSheetDeals(mode, pending).issues);
      if (setAside) reportSetAside({ store: mode, whole: setAside.whole, entries: setAside.deals, saving: false });
    }
  }

  const full = deals.length >= MAX_SHEET_DEALS;

  function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!full) act({ type: 'add', mode });
  }

  const result = scoreSheet(mode, deals);
  if (!result.ok) throw new Error(`stored deals no longer score: ${result.error.code}`);
  const sheet = result.value;
  const chicago = 'played' in sheet ? sheet : null;
  const rubber = 'rubberBonus' in sheet ? sheet : null;
  const over = rubber ? rubber.winner !== null : chicago ? chicago.next === null : false;
  const vulnerable = rubber
    ? rubber.vulnerable
    : chicago?.next
      ? { NS: isVulnerable(chicago.next.vul, 'NS'), EW: isVulnerable(chicago.next.vul, 'EW') }
      : null;
  const sideName = (side: Side) => t(`common.sides.${side}`);
  const margin = format.number(sheet.margin);

  return (
    <div className="score-layout">
      <form className="panel deal-form" onSubmit={onAdd} aria-describedby={`${id}-saved`}>
        {chicago?.next ? (
          <p className="notice">
            {t('score.sheet.chicagoNext', {
              turn: chicago.next.turn,
              dealer: t(`common.seats.${chicago.next.dealer}`),
              vul: t(`common.vul.${chicago.next.vul}`),
            })}
          </p>
        ) : null}
        <div className="field checkbox-field">
          <input
            id={`${id}-passed`}
            type="checkbox"
            checked={passedOut}
            onChange={(event) => act({ type: 'passedOut', passedOut: event.target.checked })}
            disabled={over}
          />
          <label htmlFor={`${id}-passed`}>{t('score.form.passedOut')}</label>
        </div>
        <ContractPicker value={contract} onChange={(next) => act({ type: 'contract', contract: next })} disabled={passedOut || over} />
        <div className="form-grid">
          <div className="field">
            <label htmlFor={`${id}-declarer`}>{t('score.form.declarer')}</label>
            <select
              id={`${id}-declarer`}
              value={declarer}
              disabled={passedOut || over}
              onChange={(event) => act({ type: 'declarer', declarer: event.target.value as Seat })}
            >
              <SeatOptions />
            </select>
          </div>
          <div className="field">
            <TricksSelect id={`${id}-tricks`} value={tricks} onChange={(next) => act({ type: 'tricks', tricks: next })} disabled={passedOut || over} />
          </div>
          {mode === 'rubber' ? (
            <div className="field">
              <label htmlFor={`${id}-honours`}>{t('score.form.honours')}</label>
              <select
                id={`${id}-honours`}
                value={honours}
                disabled={passedOut || over}
                onChange={(event) => act({ type: 'honours', honours: event.target.value as HonoursChoice })}
              >
                {HONOURS.map((h) => {
                  const [side, points] = h.split('-') as [Side, string];
                  return (
                    <option key={h} value={h}>
                      {h === '' ? t('score.form.honoursNone') : t('score.form.honoursOption', { side: sideName(side), points })}
                    </option>
                  );
                })}
              </select>
            </div>
          ) : null}
        </div>
        <div aria-live="assertive">
          {problem ? (
            <p className="field-error" role="alert">
              {t(`errors.${problem.code}`, problem.params)}
            </p>
          ) : null}
        </div>
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={over || !loaded || full}>
            {t('score.form.add')}
          </button>
          <button
            type="button"
            className="button"
            disabled={deals.length === 0}
            onClick={() => {
              act({ type: 'undo' });
            }}
          >
            {t('score.form.undo')}
          </button>
          <button
            type="button"
            className="button button-quiet"
            disabled={deals.length === 0}
            onClick={() => {
              act({ type: 'clear' });
            }}
          >
            {t('score.form.reset')}
          </button>
        </div>
        {full && !over ? (
          <p className="notice" data-testid="sheet-full">
            {t('common.storage.sheetFull', { max: MAX_SHEET_DEALS })}
          </p>
        ) : null}
        <p id={`${id}-saved`} className="hint">
          {t('score.sheet.saved')}
        </p>
      </form>

      <section className="panel" aria-labelledby={`${id}-sheet`}>
        <h2 id={`${id}-sheet`}>{t('score.sheet.heading')}</h2>
        <p className="hint">{t('score.sheet.weAre')}</p>
        <div aria-live="polite">
          {rubber?.winner ? (
            <p className="notice">
              {sheet.leader === rubber.winner
                ? t('score.sheet.rubberWonBy', { side: sideName(rubber.winner), margin })
                : t('score.sheet.rubberWon', { side: sideName(rubber.winner) })}
            </p>
          ) : null}
          {rubber?.winner && sheet.leader !== rubber.winner ? (
            // The side with two games has fewer points (big penalties): the points decide the rubber's result.
            <p className="score-status">
              {sheet.leader ? t('score.sheet.pointsWonBy', { side: sideName(sheet.leader), margin }) : t('score.sheet.pointsLevel')}
            </p>
          ) : null}
          {chicago && chicago.next === null ? (
            <p className="notice">
              {chicago.winner ? t('score.sheet.chicagoWon', { side: sideName(chicago.winner), margin }) : t('score.sheet.chicagoTie')}
            </p>
          ) : null}
          {deals.length > 0 && !sheet.finished ? (
            // "ahead" only while play goes on; a finished sheet says who won, above.
            <p className="score-status">
              {sheet.leader ? t('score.sheet.leader', { side: sideName(sheet.leader), margin }) : t('score.sheet.level')}
            </p>
          ) : null}
        </div>
        <ScoreSheet sheet={sheet} vulnerable={vulnerable} unfinished={rubber?.unfinishedBonuses ?? []} />
        {deals.length === 0 ? <p className="muted">{t('score.sheet.empty')}</p> : null}
        {deals.length > 0 ? (
          <>
            <h3>{t('score.sheet.deals')}</h3>
            <ol className="deal-list">
              {sheet.deals.map((entry) => (
                <li key={entry.deal}>
                  {entry.input.contract === null
                    ? t('score.sheet.passedOutLine')
                    : t.rich('score.sheet.dealLine', {
                        contract: () => <ContractName contract={entry.input.contract as Contract} />,
                        declarer: t(`common.seats.${entry.input.declarer ?? 'N'}`),
                        tricks: entry.input.tricks ?? 0,
                      })}
                </li>
              ))}
            </ol>
          </>
        ) : null}
        {over ? <p className="muted">{mode === 'rubber' ? t('score.sheet.rubberOver') : t('score.sheet.chicagoOver')}</p> : null}
      </section>
    </div>
  );
}
