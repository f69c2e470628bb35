'use client';
// The evaluate page's tool: type a hand, pick cards on the grid or deal a random hand, choose partner's suit;
// the evaluation below follows, and the address (?hand=…&partner=…) always describes what is shown.
// Example: <HandEvaluator initialHand="AKQ2.KJ3.T8.Q432" initialPartner="H" /> renders HD 16 on the server too.

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { handSize, makeHand, makeHandFromMasks, parseHand, parseHoldings } from '@/lib/bridge/hand';
import { SUITS, type Suit } from '@/lib/bridge/types';
import { evaluateHand, responderCount } from '@/lib/evaluation';
import { CardGrid } from './card-grid';
import { EvaluationResult } from './evaluation-result';
import { randomHandText } from './random-hand';
import { writeQuery } from './query-state';

const EMPTY_MASKS: readonly [number, number, number, number] = [0, 0, 0, 0];

/** The address of the current state, so a reload or a shared link shows the same evaluation. */
function writeAddress(hand: string, partner: Suit | '') {
  writeQuery({ hand, partner });
}

export function HandEvaluator({ initialHand, initialPartner }: { initialHand: string; initialPartner: Suit | '' }) {
  const t = useTranslations();
  const id = useId();
  const [text, setText] = useState(initialHand);
  /** The text last evaluated; null before anything was asked (an empty submission reports 'empty'). */
  const [submitted, setSubmitted] = useState<string | null>(initialHand === '' ? null : initialHand);
  const [partner, setPartner] = useState<Suit | ''>(initialPartner);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  const parsed = submitted === null ? null : parseHand(submitted);
  const holdings = parseHoldings(text);
  const gridSuits = holdings.ok ? holdings.value.suits : EMPTY_MASKS;

  function submit(hand: string, focusResult: boolean) {
    const valid = parseHand(hand);
    const shown = valid.ok ? makeHand(valid.value) : hand;
    if (valid.ok) setText(shown);
    setSubmitted(shown);
    writeAddress(shown, partner);
    if (focusResult) requestAnimationFrame(() => resultHeading.current?.focus());
  }

  function onTextChange(value: string) {
    setText(value);
    // A complete, valid hand is evaluated as it is typed; errors wait for "Evaluate".
    if (parseHand(value).ok) {
      setSubmitted(value);
      writeAddress(value, partner);
    }
  }

  function onToggle(suit: number, rank: number) {
    const masks = [...gridSuits] as [number, number, number, number];
    masks[suit] ^= 1 << rank;
    const hand = makeHandFromMasks(...masks);
    const next = handSize(hand) === 0 ? '' : makeHand(hand);
    setText(next);
    if (handSize(hand) === 13) {
      setSubmitted(next);
      writeAddress(next, partner);
    }
  }

  function onPartnerChange(value: string) {
    const next = (SUITS as readonly string[]).includes(value) ? (value as Suit) : '';
    setPartner(next);
    writeAddress(submitted ?? '', next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(text, true);
  }

  function onRandom() {
    const hand = randomHandText();
    setText(hand);
    submit(hand, true);
  }

  function onClear() {
    setText('');
    setSubmitted(null);
    writeAddress('', partner);
  }

  const error = parsed && !parsed.ok ? t(`errors.${parsed.error.code}`, parsed.error.params) : null;
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
            <p id={hintId} className="hint">
              {t('evaluate.form.handHint')}
            </p>
            <div aria-live="assertive" className="error-slot">
              {error ? (
                <p id={errorId} className="field-error" role="alert">
                  {error}
                </p>
              ) : null}
            </div>
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
        <div className="panel">
          <CardGrid suits={gridSuits} onToggle={onToggle} />
        </div>
      </div>

      <section className="evaluator-result" aria-labelledby={`${id}-result`}>
        <h2 id={`${id}-result`} ref={resultHeading} tabIndex={-1}>
          {t('evaluate.result.heading')}
        </h2>
        {parsed && parsed.ok ? (
          <>
            <EvaluationResult
              hand={parsed.value}
              evaluation={evaluateHand(parsed.value)}
              responder={partner ? responderCount(parsed.value, partner) : null}
            />
            <p className="hint">{t('evaluate.result.share')}</p>
          </>
        ) : (
          <p className="panel muted">{t('evaluate.result.empty')}</p>
        )}
      </section>
    </div>
  );
}
