// The We/They score sheet of a rubber or a Chicago: bonuses above the line, trick scores below it game by
// game, a line drawn under each won game, vulnerability and totals. It only draws the sheet lib computed.
// Row labels sit in a column of their own on wide screens; on a phone the same words head each part instead.
// Example: <ScoreSheet sheet={scoreRubber(deals).value} vulnerable={{ NS: true, EW: false }} />.

import { Fragment, type ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { PerSide, ScoreSheet as Sheet, SheetLine } from '@/lib/bridge/scoring/sheet';
import type { Side } from '@/lib/bridge/types';
import { ScoreLineText } from './score-line-text';
import { signedNumber } from './signed-number';

const SIDES: readonly Side[] = ['NS', 'EW'];

function Entry({ line, unfinished = false }: { line: SheetLine; unfinished?: boolean }) {
  const t = useTranslations('score.sheet');
  // Unfinished-rubber lines (deal null) already say so in their own words.
  const format = useFormatter();
  return (
    <li className={unfinished ? 'sheet-entry unfinished' : 'sheet-entry'}>
      <span className="pts">{signedNumber(format, line.points)}</span>
      <span className="what">
        <ScoreLineText kind={line.kind} params={line.params} />
        {line.deal !== null ? ` · ${t('deal', { deal: line.deal })}` : null}
      </span>
    </li>
  );
}

/**
 * A part's label across both columns, shown on phones where the label column has no room (there the row headers
 * are for screen readers only, so this copy is hidden from them).
 */
function Band({ children }: { children: ReactNode }) {
  return (
    <tr className="sheet-band" aria-hidden="true">
      <td colSpan={3}>{children}</td>
    </tr>
  );
}

export function ScoreSheet({
  sheet,
  vulnerable,
  unfinished = [],
}: {
  sheet: Sheet;
  vulnerable: PerSide<boolean> | null;
  unfinished?: readonly SheetLine[];
}) {
  const t = useTranslations();
  const format = useFormatter();
  const head = (side: Side) => (side === 'NS' ? t('score.sheet.we') : t('score.sheet.they'));
  return (
    <table className="score-sheet">
      <caption className="sr-only">{t('score.sheet.heading')}</caption>
      <colgroup>
        <col className="col-label" />
        <col />
        <col />
      </colgroup>
      <thead>
        <tr>
          <td className="sheet-label" />
          {SIDES.map((side) => (
            <th key={side} scope="col" className="sheet-head">
              {head(side)}
              <span className="side-name">{t(`common.sides.${side}`)}</span>
              {vulnerable ? (
                <span className={vulnerable[side] ? 'vul-badge' : 'vul-badge not-vul'}>
                  {vulnerable[side] ? t('score.sheet.vulnerable') : t('score.sheet.notVulnerable')}
                </span>
              ) : null}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <Band>
          <span className="line-label">{t('score.sheet.above')}</span>
        </Band>
        <tr className="sheet-above-row">
          <th scope="row" className="sheet-label">
            {t('score.sheet.above')}
          </th>
          {SIDES.map((side) => (
            <td key={side}>
              <ul className="sheet-entries above">
                {sheet.above[side].map((line, i) => (
                  <Entry key={i} line={line} />
                ))}
                {unfinished
                  .filter((line) => line.side === side)
                  .map((line, i) => (
                    <Entry key={`u${i}`} line={line} unfinished />
                  ))}
              </ul>
            </td>
          ))}
        </tr>
        {sheet.below.map((game) => {
          const below = game.number === 1 ? <span className="line-label">{t('score.sheet.below')}</span> : null;
          const label = game.wonBy
            ? t('score.sheet.gameWon', { number: game.number, side: head(game.wonBy) })
            : t('score.sheet.game', { number: game.number });
          return (
            <Fragment key={game.number}>
              <Band>
                {below}
                <span className="game-label">{label}</span>
              </Band>
              <tr className={game.wonBy ? 'sheet-game won' : 'sheet-game'}>
                <th scope="row" className="sheet-label">
                  {below}
                  {label}
                </th>
                {SIDES.map((side) => (
                  <td key={side}>
                    <ul className="sheet-entries">
                      {game[side].map((line, i) => (
                        <Entry key={i} line={line} />
                      ))}
                    </ul>
                  </td>
                ))}
              </tr>
            </Fragment>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className="sheet-label">
            {t('score.sheet.total')}
          </th>
          {SIDES.map((side) => (
            <td key={side} className="sheet-total" data-testid={`total-${side}`}>
              {signedNumber(format, sheet.totals[side])}
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}
