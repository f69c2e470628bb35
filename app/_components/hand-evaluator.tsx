'use client';
// The evaluate page's tool: type a hand, pick cards on the grid or deal a random hand, choose partner's suit;
// the evaluation follows, and the address (?hand=…&partner=…) always describes what is shown; a button shares it.
// Example: <HandEvaluator initialHand="AKQ2.KJ3.T8.Q432" initialPartner="H" /> renders HD 16 on the server too.

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { handSize, makeHand, makeHandFromMasks, maskLength, parseHand, readPartialHand, type HandIssue } from '@/lib/bridge/hand';
import { SUITS, type Hand, type Suit } from '@/lib/bridge/types';
import { evaluateHand, responderCount } from '@/lib/evaluation';
import { CardGrid } from './card-grid';
import { EvaluationResult } from './evaluation-result';
import { randomHandText } from './random-hand';
import { ShareButton } from './share/share-button';
import { writeQuery } from './query-state';

type Masks = readonly [number, number, number, number];

const EMPTY_MASKS: Masks = [0, 0, 0, 0];
const HAND_SIZE = 13;
/** The result's anchor: the HD line under the input links to it on phones. */
const RESULT_ID = 'evaluation';

/** The address of the current state, so a reload or a shared link shows the same evaluation. */
function writeAddress(hand: string, partner: Suit | '') {
  writeQuery({ hand, partner });
}

/** The address's query of an evaluation, as writeAddress leaves it once the hand is evaluated. */
function shareQuery(hand: Hand, partner: Suit | ''): URLSearchParams {
  return new URLSearchParams(partner ? { hand: makeHand(hand), partner } : { hand: makeHand(hand) });
}

/** A mistake that typing more cannot mend (a card twice, a wrong rank, a fifth suit, a 14th card), or null. */
function mistakeIn(text: string): HandIssue | null {
  return readPartialHand(text).mistake;
}

/** The grid's cards for a text, or null when the text is no (partial) hand the grid can show. */
function gridOf(text: string): Masks | null {
  return readPartialHand(text).hand?.suits ?? null;
}

function handOf(text: string | null): Hand | null {
  if (text === null) return null;
  const parsed = parseHand(text);
  return parsed.ok ? parsed.value : null;
}

export function HandEvaluator({ initialHand, initialPartner }: { initialHand: string; initialPartner: Suit | '' }) {
  const t = useTranslations();
  const id = useId();
  const initial = parseHand(initialHand);
  const [text, setText] = useState(initialHand);
  /** The last valid hand evaluated: it stays on show (and in the grid) while the input holds a mistake. */
  const [evaluated, setEvaluated] = useState<string | null>(initial.ok ? initialHand : null);
  /** The grid's cards: the text's when it is a (partial) hand, else the last ones that were. */
  const [grid, setGrid] = useState<Masks>(() => gridOf(initialHand) ?? EMPTY_MASKS);
  /** The problem found when the hand was submitted (cleared by the next edit); typing mistakes show at once. */
  const [submitIssue, setSubmitIssue] = useState<HandIssue | null>(initial.ok || initialHand === '' ? null : initial.error);
  /** The grid is folded once there is a hand to show, open while there is none or while it is being used. */
  const [gridOpen, setGridOpen] = useState(!initial.ok);
  const [partner, setPartner] = useState<Suit | ''>(initialPartner);
  /** What the address holds as ?hand= (the last submitted or valid text). */
  const addressHand = useRef(initialHand);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  function address(hand: string, nextPartner: Suit | '' = partner) {
    addressHand.current = hand;
    writeAddress(hand, nextPartner);
  }

  function show(hand: string) {
    setEvaluated(hand);
    setGrid(gridOf(hand) ?? EMPTY_MASKS);
    address(hand);
  }

  function submit(hand: string, focusResult: boolean) {
    const valid = parseHand(hand);
    if (!valid.ok) {
      // The typed text stays, the grid and the evaluation keep the last valid hand; the error names the mistake.
      setSubmitIssue(valid.error);
      address(hand);
      return;
    }
    const shown = makeHand(valid.value);
    setText(shown);
    setSubmitIssue(null);
    show(shown);
    setGridOpen(false);
    if (focusResult) requestAnimationFrame(() => resultHeading.current?.focus());
  }

  function onTextChange(value: string) {
    setText(value);
    setSubmitIssue(null);
    const cards = gridOf(value);
    if (cards) setGrid(cards);
    // A complete, valid hand is evaluated as it is typed; an incomplete one waits for "Evaluate".
    if (parseHand(value).ok) {
      show(value);
      setGridOpen(false);
    }
  }

  function onToggle(suit: number, rank: number) {
    const masks = [...grid] as [number, number, number, number];
    masks[suit] ^= 1 << rank;
    const hand = makeHandFromMasks(...masks);
    const next = handSize(hand) === 0 ? '' : makeHand(hand);
    setText(next);
    setGrid(masks);
    setSubmitIssue(null);
    // The grid stays open: the player is using it.
    if (handSize(hand) === HAND_SIZE) show(next);
  }

  function onPartnerChange(value: string) {
    const next = (SUITS as readonly string[]).includes(value) ? (value as Suit) : '';
    setPartner(next);
    address(addressHand.current, next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(text, true);
  }

  function onRandom() {
    submit(randomHandText(), true);
  }

  function onClear() {
    setText('');
    setEvaluated(null);
    setGrid(EMPTY_MASKS);
    setSubmitIssue(null);
    setGridOpen(true);
    address('');
  }

  const pathname = usePathname();
  const problem = mistakeIn(text) ?? submitIssue;
  const error = problem ? t(`errors.${problem.code}`, problem.params) : null;
  const hand = handOf(evaluated);
  const evaluation = hand ? evaluateHand(hand) : null;
  const responder = hand && partner ? responderCount(hand, partner) : null;
  const count = grid.reduce((n, mask) => n + maskLength(mask), 0);
  const handId = `${id}-hand`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const partnerId = `${id}-partner`;
  const partnerHintId = `${id}-partner-hint`;

  return (
    <div className="evaluator">
      <div className="evaluator-input">
        <form className="panel hand-form" method="get" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor={handId}>{t('evaluate.form.hand')}</label>
            <input
              id={handId}
              name="hand"
              type="text"
              className="input-hand"
              value={text}
              onChange={(event) => onTextChange(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              inputMode="text"
              placeholder="AKQ2.KJ3.T8.Q432"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            />
            <div aria-live="assertive" className="error-slot">
              {error ? (
                <p id={errorId} className="field-error" role="alert">
                  {error}
                </p>
              ) : null}
            </div>
            {/* On a phone the evaluation is far below: its HD shows right under the input, with a link down to it. */}
            {evaluation && !error ? (
              <a className="result-peek" href={`#${RESULT_ID}`} data-testid="result-peek">
                <span className="result-peek-count">
                  <span className="result-peek-label">HD</span> <strong>{evaluation.hd}</strong>
                </span>{' '}
                <span className="result-peek-more">{t('evaluate.peek.more')}</span>
              </a>
            ) : null}
            <p id={hintId} className="hint">
              {t('evaluate.form.handHint')}
            </p>
          </div>
          <div className="field">
            <label htmlFor={partnerId}>{t('evaluate.form.partner')}</label>
            <select
              id={partnerId}
              name="partner"
              value={partner}
              onChange={(event) => onPartnerChange(event.target.value)}
              aria-describedby={partnerHintId}
            >
              <option value="">{t('evaluate.form.partnerNone')}</option>
              {SUITS.map((suit) => (
                <option key={suit} value={suit}>
                  {t(`common.suits.${suit}`)}
                </option>
              ))}
            </select>
            <p id={partnerHintId} className="hint">
              {t('evaluate.form.partnerHint')}
            </p>
          </div>
          <div className="actions">
            <button type="submit" className="button button-primary">
              {t('evaluate.form.evaluate')}
            </button>
            <button type="button" className="button" onClick={onRandom}>
              {t('evaluate.form.random')}
            </button>
            <button type="button" className="button button-quiet" onClick={onClear}>
              {t('evaluate.form.clear')}
            </button>
          </div>
        </form>
        <details className="panel grid-fold" open={gridOpen} onToggle={(event) => setGridOpen(event.currentTarget.open)}>
          <summary>
            <span className="grid-fold-title">{t('evaluate.grid.legend')}</span>{' '}
            <span className="grid-fold-count">{t('evaluate.grid.count', { count })}</span>
          </summary>
          <CardGrid suits={grid} onToggle={onToggle} />
        </details>
      </div>

      <section className="evaluator-result" id={RESULT_ID} aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} ref={resultHeading} tabIndex={-1}>
          {t('evaluate.result.heading')}
        </h2>
        {hand && evaluation ? (
          <>
            {error ? <p className="notice notice-stale">{t('evaluate.result.stale')}</p> : null}
            <EvaluationResult hand={hand} evaluation={evaluation} responder={responder} />
            <ShareButton url={`${pathname}?${shareQuery(hand, partner)}`} title={t('evaluate.title')} />
          </>
        ) : (
          <p className="panel muted">{t('evaluate.result.empty')}</p>
        )}
      </section>
    </div>
  );
}
