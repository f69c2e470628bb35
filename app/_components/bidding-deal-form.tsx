// The bidding table's controls: paste a deal (its first seat in the page's letters, B-50; its error shown inline, the
// text kept) or deal a random one; choose the dealer and the vulnerability, or a board number that sets both. It only
// reports what the user chose. Example: <BiddingDealForm text="S:…" example="S:AKQ2…" hint="…" error={null} … />.

import { useId, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Seat, Vulnerability } from '@/lib/bridge/types';
import styles from './bidding-table.module.css';
import { SeatOptions, VulnerabilityOptions } from './seat-options';

interface Props {
  readonly text: string;
  /** The placeholder: an example deal's beginning in the page's letters. */
  readonly example: string;
  /** The localized format of the field, naming the page's letters. */
  readonly hint: string;
  /** The localized problem with the pasted deal, or null. */
  readonly error: string | null;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  readonly boardText: string;
  readonly boardError: boolean;
  readonly onText: (text: string) => void;
  readonly onSubmit: () => void;
  readonly onRandom: () => void;
  readonly onDealer: (dealer: Seat) => void;
  readonly onVul: (vul: Vulnerability) => void;
  readonly onBoard: (text: string) => void;
}

export function BiddingDealForm(props: Props) {
  const t = useTranslations();
  const id = useId();
  const ids = {
    deal: `${id}-deal`, hint: `${id}-hint`, error: `${id}-error`,
    dealer: `${id}-dealer`, vul: `${id}-vul`, board: `${id}-board`, boardHint: `${id}-board-hint`, boardError: `${id}-board-error`,
  };
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onSubmit();
  }
  return (
    <form className={`panel ${styles.form}`} method="get" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={ids.deal}>{t('table.form.deal')}</label>
        <input
          id={ids.deal}
          name="deal"
          type="text"
          className={styles.dealInput}
          value={props.text}
          onChange={(event) => props.onText(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={props.example}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${ids.error} ${ids.hint}` : ids.hint}
        />
        <p id={ids.hint} className="hint">
          {props.hint}
        </p>
        <div aria-live="assertive" className="error-slot">
          {props.error ? (
            <p id={ids.error} className="field-error" role="alert">
              {props.error}
            </p>
          ) : null}
        </div>
      </div>
      <div className="actions">
        <button type="submit" className="button button-primary">
          {t('table.form.bid')}
        </button>
        <button type="button" className="button" onClick={props.onRandom}>
          {t('table.form.random')}
        </button>
      </div>
      <div className={styles.seating}>
        <div className={`field ${styles.dealerField}`}>
          <label htmlFor={ids.dealer}>{t('table.form.dealer')}</label>
          <select id={ids.dealer} value={props.dealer} onChange={(event) => props.onDealer(event.target.value as Seat)}>
            <SeatOptions />
          </select>
        </div>
        <div className={`field ${styles.vulField}`}>
          <label htmlFor={ids.vul}>{t('table.form.vul')}</label>
          <select id={ids.vul} value={props.vul} onChange={(event) => props.onVul(event.target.value as Vulnerability)}>
            <VulnerabilityOptions />
          </select>
        </div>
        <div className={`field ${styles.boardField}`}>
          <label htmlFor={ids.board}>{t('table.form.board')}</label>
          <input
            id={ids.board}
            type="text"
            inputMode="numeric"
            className={styles.boardInput}
            value={props.boardText}
            onChange={(event) => props.onBoard(event.target.value)}
            autoComplete="off"
            aria-invalid={props.boardError ? true : undefined}
            aria-describedby={props.boardError ? `${ids.boardError} ${ids.boardHint}` : ids.boardHint}
          />
        </div>
      </div>
      <p id={ids.boardHint} className="hint">
        {t('table.form.boardHint')}
      </p>
      {props.boardError ? (
        <p id={ids.boardError} className="field-error" role="alert">
          {t('table.form.boardError')}
        </p>
      ) : null}
    </form>
  );
}
