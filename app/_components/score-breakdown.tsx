// A duplicate score line by line with its total: what each number is for, as the lesson would write it.
// Example: 4♠X= not vulnerable → trick score 240, game bonus 300, insult 50, total 590.

import { useFormatter, useTranslations } from 'next-intl';
import { ScoreLineText } from './score-line-text';
import { signedNumber } from './signed-number';

export interface BreakdownLine {
  readonly kind: string;
  readonly points: number;
  readonly params: Readonly<Record<string, string | number>>;
}

export function ScoreBreakdown({ lines, total }: { lines: readonly BreakdownLine[]; total: number }) {
  const t = useTranslations('score.result');
  const format = useFormatter();
  return (
    <ul className="breakdown">
      {lines.map((line, i) => (
        <li key={i}>
          <span>
            <ScoreLineText kind={line.kind} params={line.params} />
          </span>
          <span className="points">{signedNumber(format, line.points)}</span>
        </li>
      ))}
      <li className="sum">
        <span>{t('total')}</span>
        <span className="points">{signedNumber(format, total)}</span>
      </li>
    </ul>
  );
}
