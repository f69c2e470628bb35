// The lessons' small examples: a rule's anchor, a hand, a deal, an inline figure and the board table. Each reads its
// attributes through lib/lessons/examples.ts, which throws (failing the build) on anything lib/ does not confirm.
// Example: <RuleAnchor attrs={{ id: 'O-1NT' }} /> → the "O-1NT" badge with the anchor #O-1NT, linking to the notes.

import type { ReactNode } from 'react';
import { NextIntlClientProvider, useFormatter, useLocale, useTranslations } from 'next-intl';
import { boardInfo } from '@/lib/bridge/scoring/board';
import { exampleOrThrow, type Attrs } from '@/lib/lessons/examples';
import { termAnchor } from '@/lib/lessons/terms';
import { DealView } from './deal-view';
import { RuleBadge } from './rule-badge';
import { liveMessages } from './live-messages';
import { HandDiagram } from '../hand-diagram';
import { ScrollTable } from './script-text';
import styles from './lesson.module.css';

export function RuleAnchor({ attrs }: { attrs: Attrs }) {
  const { id } = exampleOrThrow('Rule', attrs);
  const t = useTranslations('lessons.rule');
  return <RuleBadge id={id} label={t('label', { rule: id })} />;
}

/** A concept defined where it is first taught: <dfn id="term-game">manša</dfn>, the target of later lessons' links. */
export function LessonTerm({ attrs, children }: { attrs: Attrs; children?: ReactNode }) {
  const { id } = exampleOrThrow('Term', attrs);
  return (
    <dfn id={termAnchor(id)} className={styles.term} data-example="Term">
      {children}
    </dfn>
  );
}

export function LessonHand({ attrs }: { attrs: Attrs }) {
  const { hand, seat } = exampleOrThrow('Hand', attrs);
  const t = useTranslations();
  const label = seat ? t('common.seats.' + seat) : t('lessons.hand.label');
  return (
    <figure className={styles.hand} data-example="Hand">
      {seat ? <figcaption>{label}</figcaption> : null}
      <HandDiagram hand={hand} label={label} />
    </figure>
  );
}

export function LessonDeal({ attrs }: { attrs: Attrs }) {
  const { deal, dealer, vul } = exampleOrThrow('Deal', attrs);
  const locale = useLocale();
  return (
    <NextIntlClientProvider locale={locale} messages={liveMessages(locale)}>
      <DealView deal={deal} dealer={dealer} vul={vul} />
    </NextIntlClientProvider>
  );
}

/** An inline figure the sentence around it states; printed in the locale's format (2,5). */
export function LessonPoints({ attrs }: { attrs: Attrs }) {
  const { value } = exampleOrThrow('Points', attrs);
  const format = useFormatter();
  return (
    <span className={styles.figure} data-example="Points">
      {format.number(value)}
    </span>
  );
}

export function BoardTable({ attrs }: { attrs: Attrs }) {
  exampleOrThrow('BoardTable', attrs);
  const t = useTranslations();
  const boards = Array.from({ length: 16 }, (_, i) => ({ board: i + 1, ...boardInfo(i + 1) }));
  return (
    <ScrollTable testId="BoardTable">
      <table className={styles.boards}>
        <caption>{t('lessons.boards.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lessons.boards.board')}</th>
            <th scope="col">{t('lessons.boards.dealer')}</th>
            <th scope="col">{t('lessons.boards.vul')}</th>
          </tr>
        </thead>
        <tbody>
          {boards.map((b) => (
            <tr key={b.board}>
              <th scope="row">{b.board}</th>
              <td>{t(`common.seats.${b.dealer}`)}</td>
              <td>{t(`common.vul.${b.vul}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
