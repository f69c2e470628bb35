'use client';
// The results of a set as the teacher reads them: participation, the student × question grid (first attempt ✓/✗ with
// the call, retries marked), flagged students, per question the spread of answers with the rule that makes each wrong
// one wrong and "accept this answer" (with fresh hands split by each hand's expected answer and accepted on one
// student's hand; accept-panel.tsx previews it), the hardest questions and rules. Example: <TeacherResults view={…} onAccepted={…} />.

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { spokenCalls } from '@/lib/i18n/call-words';
import type { TeacherView } from '@/lib/set-api/responses';
import { AcceptPanel } from './accept-panel';
import { CallLabel } from './call-label';
import { CellDetail } from './cell-detail';
import styles from './teach.module.css';

/** An accept being confirmed: the item, the call and (fresh hands) whose hand. */
type Accepting = { item: string; number: number; call: string; student: { id: string; name: string } | null };

export function TeacherResults({ view, token, onAccepted }: { view: TeacherView; token: string; onAccepted: () => void }) {
  const [open, setOpen] = useState<{ student: string; item: string } | null>(null);
  const [accepting, setAccepting] = useState<Accepting | null>(null);
  const fresh = view.set.hands === 'fresh';
  const t = useTranslations('teach.teacher');
  const tr = useTranslations('notes.rules.summaries');
  const words = useTranslations();
  /** A call as a screen reader should say it ('1 herc', 'Dalje'), never the API's '1H' (lib/i18n/call-words). */
  const spoken = (text: string) => spokenCalls(text, words);
  const { set, results } = view;
  const kindOf = new Map(set.items.map((i) => [i.index, i.kind]));
  // a whole auction is graded call by call (no other call to accept); its spread is per call as well
  const auctionOf = new Map((view.auctions ?? []).map((a) => [a.index, a.turns]));
  const summary = (rule: string) => (tr.has(rule) ? tr(rule) : '');
  const flagged = results.students.filter((s) => s.flagged);
  return (
    <section className="panel" aria-labelledby="set-results" data-testid="teacher-results">
      <h2 id="set-results">{t('resultsHeading')}</h2>
      <p data-testid="participation">{t('participation', results.participation)}</p>

      <h3>{t('gridHeading')}</h3>
      {results.students.length === 0 ? (
        <p>{t('noStudents')}</p>
      ) : (
        <div className={styles.gridWrap} tabIndex={0} role="region" aria-label={t('gridHeading')}>
          <table className={styles.grid} data-testid="results-grid">
            <caption className="hint">{t('gridCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('student')}</th>
                {set.items.map((item, k) => (
                  <th key={item.index} scope="col">
                    <abbr title={t('question', { number: k + 1 })}>{k + 1}</abbr>
                  </th>
                ))}
                <th scope="col">{t('score')}</th>
              </tr>
            </thead>
            <tbody>
              {results.students.map((student, s) => (
                <tr key={student.id} data-testid="grid-row" data-student={student.name} data-flagged={student.flagged}>
                  <th scope="row">
                    {student.name}
                    {student.flagged ? (
                      <span className={styles.flag}>
                        {' '}
                        <span aria-hidden="true">⚑</span>
                        <span className="sr-only">{t('flagged')}</span>
                      </span>
                    ) : null}
                  </th>
                  {set.items.map((item, k) => {
                    const cell = results.cells[s]?.[k] ?? null;
                    // every square opens: that student's hand (their own with fresh hands), attempts and the expected answer
                    const opener = (
                      <button
                        type="button"
                        className="button button-quiet"
                        onClick={() => setOpen({ student: student.id, item: item.id })}
                        aria-label={t('openCell', { name: student.name, number: k + 1 })}
                        data-testid="open-cell"
                      >
                        <span aria-hidden="true">⋯</span>
                      </button>
                    );
                    if (!cell) {
                      return (
                        <td key={item.index} data-testid="grid-cell" data-item={item.index}>
                          <span className="sr-only">{t('notAnswered')}</span>
                          {opener}
                        </td>
                      );
                    }
                    return (
                      <td key={item.index} data-testid="grid-cell" data-item={item.index} data-right={cell.first.right} data-answer={cell.first.answer} data-retries={cell.retries}>
                        {opener}
                        <span className={cell.first.right ? styles.right : styles.wrong}>
                          <span aria-hidden="true">{cell.first.right ? '✓' : '✗'}</span>
                          <span className="sr-only">{cell.first.right ? '+' : '−'}</span>{' '}
                          {kindOf.get(item.index) === 'call' ? <CallLabel text={cell.first.answer} /> : null}
                        </span>
                        {cell.retries > 0 ? (
                          <span title={t('retries', { count: cell.retries })}>
                            {' '}
                            <span aria-hidden="true">↻{cell.rightLater ? '✓' : ''}</span>
                            <span className="sr-only">
                              {t('retries', { count: cell.retries })}
                              {cell.rightLater ? `, ${t('rightLater')}` : ''}
                            </span>
                          </span>
                        ) : null}
                      </td>
                    );
                  })}
                  <td data-testid="grid-score">{student.score === null ? '—' : `${Math.round(student.score * 100)} %`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {open ? <CellDetail key={`${open.student}-${open.item}`} token={token} student={open.student} item={open.item} onClose={() => setOpen(null)} /> : null}

      <h3>{t('flaggedHeading')}</h3>
      {flagged.length === 0 ? (
        <p>{t('flaggedNone')}</p>
      ) : (
        <ul data-testid="flagged">
          {flagged.map((s) => (
            <li key={s.id}>
              {s.name} — {s.score === null ? '—' : `${Math.round(s.score * 100)} %`}
            </li>
          ))}
        </ul>
      )}

      <h3>{t('spreadHeading')}</h3>
      <ol className={styles.items} data-testid="spreads">
        {results.items.map((item) => {
          const k = set.items.findIndex((i) => i.index === item.index);
          const isCall = kindOf.get(item.index) === 'call';
          const turns = auctionOf.get(item.index);
          return (
            <li key={item.index} data-testid="spread" data-item={item.index}>
              <p>
                <strong>{t('question', { number: k + 1 })}</strong> · {t('accuracy', { right: item.firstRight, answered: item.answered })} ·{' '}
                {t('seconds', { seconds: Math.round(item.seconds) })}
              </p>
              {item.spread.length === 0 ? null : (
                <ul className={styles.spread}>
                  {item.spread.map((entry, e) => {
                    const id = set.items[k]?.id ?? '';
                    const acceptable = !entry.right && isCall && !turns;
                    // with fresh hands each wrong call is accepted on one student's hand (the panel offers the others)
                    const whose = fresh ? (entry.students ?? []).map((s) => results.students[s]).filter((s) => s !== undefined) : [];
                    return (
                      <li key={e} data-testid="spread-entry" data-answer={entry.answer} data-count={entry.count} data-right={entry.right} data-expected={entry.expected.text ?? ''}>
                        <span className={entry.right ? styles.right : styles.wrong}>
                          {isCall ? <CallLabel text={entry.answer} /> : entry.answer} ×{entry.count}
                        </span>
                        {!entry.right && entry.rule ? <span className="hint"> ({t('wrongBy', { rule: entry.rule })})</span> : null}
                        {fresh && !entry.right && entry.expected.text !== null ? (
                          <span className="hint" data-testid="spread-expected">
                            {' '}
                            {t.rich('expectedOnHands', {
                              rule: entry.expected.rule ?? '',
                              answer: () => (isCall ? <CallLabel text={entry.expected.text!} /> : <>{entry.expected.text}</>),
                            })}
                          </span>
                        ) : null}
                        {acceptable && !fresh ? (
                          <>
                            {' '}
                            <button
                              type="button"
                              className="button button-quiet"
                              onClick={() => setAccepting({ item: id, number: k + 1, call: entry.answer, student: null })}
                              aria-label={t('acceptLabel', { number: k + 1, call: spoken(entry.answer) })}
                              data-testid="accept"
                            >
                              {t('accept')}
                            </button>
                          </>
                        ) : null}
                        {acceptable && fresh
                          ? whose.map((student) => (
                              <span key={student.id}>
                                {' '}
                                <button
                                  type="button"
                                  className="button button-quiet"
                                  onClick={() => setAccepting({ item: id, number: k + 1, call: entry.answer, student: { id: student.id, name: student.name } })}
                                  aria-label={t('acceptHandLabel', { number: k + 1, call: spoken(entry.answer), name: student.name })}
                                  data-testid="accept-hand-button"
                                  data-student={student.name}
                                >
                                  {t('acceptHand', { name: student.name })}
                                </button>
                              </span>
                            ))
                          : null}
                      </li>
                    );
                  })}
                </ul>
              )}
              {accepting && accepting.item === set.items[k]?.id ? (
                <AcceptPanel
                  key={`${accepting.item}-${accepting.call}-${accepting.student?.id ?? ''}`}
                  token={token}
                  itemId={accepting.item}
                  number={accepting.number}
                  call={accepting.call}
                  student={accepting.student}
                  onApplied={onAccepted}
                  onClose={() => setAccepting(null)}
                />
              ) : null}
              {turns && turns.length > 0 ? (
                <>
                  <p>{t('auctionSpread')}</p>
                  <ol className={styles.spread} data-testid="auction-spread">
                    {turns.map((turn) => (
                      <li key={turn.turn} data-testid="auction-spread-turn" data-turn={turn.turn} data-right={turn.right} data-answered={turn.answered}>
                        {t('auctionTurn', { turn: turn.turn, right: turn.right, answered: turn.answered })}{' '}
                        {turn.calls.map((c, k) => (
                          <span key={c.call}>
                            {k > 0 ? ', ' : null}
                            <CallLabel text={c.call} /> ×{c.count}
                          </span>
                        ))}
                      </li>
                    ))}
                  </ol>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>

      <h3>{t('hardestItems')}</h3>
      {results.hardestItems.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ol data-testid="hardest-items">
          {results.hardestItems.map((index) => {
            const k = set.items.findIndex((i) => i.index === index);
            const item = results.items.find((i) => i.index === index);
            return (
              <li key={index} data-item={index}>
                {t('question', { number: k + 1 })}
                {item ? ` — ${t('accuracy', { right: item.firstRight, answered: item.answered })}` : ''}
              </li>
            );
          })}
        </ol>
      )}

      <h3>{t('hardestRules')}</h3>
      {results.hardestRules.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ol data-testid="hardest-rules">
          {results.hardestRules.map((r) => (
            <li key={r.rule} data-rule={r.rule} data-right={r.right} data-answered={r.answered}>
              {t('ruleLine', { rule: r.rule, right: r.right, answered: r.answered })}
              {summary(r.rule) ? ` — ${summary(r.rule)}` : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
