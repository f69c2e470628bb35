'use client';
// The evaluate page's tool: type a hand, pick cards on the grid or deal a random hand, choose partner's suit;
// the evaluation follows, and the address (?hand=…&partner=…) always describes what is shown; a button shares it.
// Example: <HandEvaluator initialHand="AKQ2.KJ3.T8.Q432" initialPartner="H" /> renders HD 16 on the server too.

import { useId, useReducer, useRef, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { makeHand, maskLength } from '@/lib/bridge/hand';
import { SUITS, type Hand, type Suit } from '@/lib/bridge/types';
import { evaluateHand, responderCount } from '@/lib/evaluation';
import { CardGrid } from './card-grid';
import { EvaluationResult } from './evaluation-result';
import { randomHandText } from './random-hand';
import { ShareButton } from './share/share-button';
import { writeQuery } from './query-state';
import {
  evaluatedHand, evaluatorReducer, initialEvaluator, problemOf, type EvaluatorAction, type EvaluatorState,
} from './hand-evaluator-state';

/** The result's anchor: the HD line under the input links to it on phones. */
const RESULT_ID = 'evaluation';

/** The address's query of an evaluation, as the address is written once the hand is evaluated. */
function shareQuery(hand: Hand, partner: Suit | ''): URLSearchParams {
  return new URLSearchParams(partner ? { hand: makeHand(hand), partner } : { hand: makeHand(hand) });
}

export function HandEvaluator({ initialHand, initialPartner }: { initialHand: string; initialPartner: Suit | '' }) {
  const t = useTranslations();
  const id = useId();
  const [state, dispatch] = useReducer(evaluatorReducer, null, () => initialEvaluator(initialHand, initialPartner));
  const { text, grid, gridOpen, partner } = state;
  const resultHeading = useRef<HTMLHeadingElement>(null);

  /** Applies a change; when it changes what the address should hold, writes it, so a reload shows the same. */
  function act(action: EvaluatorAction): EvaluatorState {
    const next = evaluatorReducer(state, action);
    dispatch(action);
    if (next.address !== state.address) writeQuery({ hand: next.address.hand, partner: next.address.partner });
    return next;
  }

  function submit(hand: string) {
    const next = act({ type: 'submit', hand });
    if (next.submitIssue === null) requestAnimationFrame(() => resultHeading.current?.focus());
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit(text);
  }

  const pathname = usePathname();
  const problem = problemOf(state);
  const error = problem ? t(`errors.${problem.code}`, problem.params) : null;
  const hand = evaluatedHand(state);
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
              onChange={(event) => act({ type: 'edit', text: event.target.value })}
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
              onChange={(event) => act({ type: 'partner', value: event.target.value })}
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
            <button type="button" className="button" onClick={() => submit(randomHandText())}>
              {t('evaluate.form.random')}
            </button>
            <button type="button" className="button button-quiet" onClick={() => act({ type: 'clear' })}>
              {t('evaluate.form.clear')}
            </button>
          </div>
        </form>
        <details className="panel grid-fold" open={gridOpen} onToggle={(event) => act({ type: 'fold', open: event.currentTarget.open })}>
          <summary>
            <span className="grid-fold-title">{t('evaluate.grid.legend')}</span>{' '}
            <span className="grid-fold-count">{t('evaluate.grid.count', { count })}</span>
          </summary>
          <CardGrid suits={grid} onToggle={(suit, rank) => act({ type: 'toggle', suit, rank })} />
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
