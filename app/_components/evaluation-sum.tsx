// A count written as a sum a reader can check: "H 15 + D 2 − 1 (no ace) = HD 16".
// Example: <EvaluationSum terms={[{ label: 'H', points: 15 }, { label: 'D', points: 2 }]} total={{ label: 'HD', points: 17 }} />.

import { Fragment, type ReactNode } from 'react';

export interface SumTerm {
  /** Written before the number (H, D); omitted for corrections. */
  readonly label?: ReactNode;
  readonly points: number;
  /** Written after the number in brackets: what the correction is for. */
  readonly note?: ReactNode;
}

/** U+2212 minus, as in print (screen readers say "minus"). */
const MINUS = '−';

export function EvaluationSum({ terms, total }: { terms: readonly SumTerm[]; total: SumTerm }) {
  return (
    <p className="evaluation-sum">
      {terms.map((term, i) => {
        const op = i === 0 ? (term.points < 0 ? MINUS : '') : term.points < 0 ? MINUS : '+';
        return (
          <Fragment key={i}>
            {i > 0 ? ' ' : null}
            <span className={term.label ? 'term' : 'term correction'}>
              {op ? <span className="op">{op}</span> : null}
              {op && i > 0 ? ' ' : null}
              {term.label ? (
                <>
                  <span className="term-label">{term.label}</span>{' '}
                </>
              ) : null}
              <span className="term-value">{Math.abs(term.points)}</span>
              {term.note ? (
                <>
                  {' '}
                  <span className="term-note">({term.note})</span>
                </>
              ) : null}
            </span>
          </Fragment>
        );
      })}{' '}
      <span className="term total">
        <span className="op">=</span>{' '}
        {total.label ? (
          <>
            <span className="term-label">{total.label}</span>{' '}
          </>
        ) : null}
        <strong className="term-value">{total.points < 0 ? `${MINUS}${Math.abs(total.points)}` : total.points}</strong>
      </span>
    </p>
  );
}
