'use client';
// The printable worksheet of a set: per question the hand, dealer, vulnerability, the auction so far and an empty
// answer box, printed 4 questions on the first page and 6 on each next (lib/teach printedPages; a question is never
// split by a page break); then the answer key on pages of its own (break-before: page) with the expected answer, the
// rule and the bidder's explanation, and, when the teacher asks, the whole deal of each board (to hand out after
// class); the key can be left off the paper. The items come from the teacher API, each rebuilt from its share code. Example: <Worksheet token="…" />.

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { handOf } from '@/lib/bridge/deal';
import { makeHand } from '@/lib/bridge/hand';
import { makeCall } from '@/lib/bridge/call';
import type { QuizItem } from '@/lib/quiz/item-types';
import { itemFromCode } from '@/lib/quiz/item-code';
import { gradeCall } from '@/lib/quiz/grade-call';
import { alsoAccepted, printedPages } from '@/lib/teach/worksheet';
import type { HandsView, StoredItem, TeacherView } from '@/lib/set-api/responses';
import { BiddingCompass } from '../bidding-compass';
import { ContractName } from '../contract-name';
import { useExplanationText } from '../explanation-text';
import { HandDiagram } from '../hand-diagram';
import { AuctionGrid } from '../auction-grid';
import { CallLabel } from './call-label';
import { RolesLine } from './roles-review';
import { SetNotFound } from './set-not-found';
import { bodyOf, teacherRequest } from './teacher-api';
import styles from './teach.module.css';

/** A group of GET /api/teacher/{token}/hands: its student (null with the same hands) and their stored items. */
type Group = HandsView['groups'][number];

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; view: TeacherView; hands: HandsView };

export function Worksheet({ token }: { token: string }) {
  const t = useTranslations('teach');
  const locale = useLocale();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [withDeal, setWithDeal] = useState(false);
  const [withKey, setWithKey] = useState(true);
  useEffect(() => {
    void Promise.all([teacherRequest(locale, token, 'GET'), allHands(locale, token)]).then(([view, hands]) => {
      if (view.status === 404 || hands === 404) return setState({ kind: 'missing' });
      const viewBody = bodyOf('GET /api/teacher/{token}', view);
      if (view.status !== 200 || !viewBody || typeof hands === 'number') return setState({ kind: 'failed' });
      setState({ kind: 'ready', view: viewBody, hands });
    });
  }, [locale, token]);
  if (state.kind === 'missing') return <SetNotFound />;
  if (state.kind === 'loading') return <p aria-live="polite">{t('teacher.loading')}</p>;
  if (state.kind === 'failed') return <p role="status">{t('teacher.unreachable')}</p>;
  const { set } = state.view;
  const { groups } = state.hands;
  // a board from the teacher's PBN file keeps its number on the sheet, so the class can find it at the table
  const boards = new Map(set.items.flatMap((i) => (i.board === null ? [] : [[i.index, i.board] as const])));
  return (
    <article data-testid="worksheet" data-hydrated data-hands={state.hands.hands}>
      <header className="page-head">
        <h1>{set.title}</h1>
        {set.instructions ? <p className="lead">{set.instructions}</p> : null}
        {state.hands.hands === 'fresh' ? <p>{t('worksheet.fresh')}</p> : null}
        <div className="no-print">
          <p>
            <label>
              <input type="checkbox" checked={withKey} onChange={(e) => setWithKey(e.target.checked)} data-testid="worksheet-with-key" />{' '}
              {t('worksheet.withKey')}
            </label>{' '}
            <span className="muted">{t('worksheet.withKeyHint')}</span>
          </p>
          <p>
            <label>
              <input type="checkbox" checked={withDeal} onChange={(e) => setWithDeal(e.target.checked)} data-testid="worksheet-with-deal" />{' '}
              {t('worksheet.withDeal')}
            </label>{' '}
            <span className="muted">{t('worksheet.withDealHint')}</span>
          </p>
          <p>
            <button type="button" className="button button-primary" onClick={() => window.print()}>
              {t('worksheet.print')}
            </button>
          </p>
        </div>
      </header>
      {state.hands.hands === 'fresh' && groups.length === 0 ? <p>{t('worksheet.noStudents')}</p> : null}
      {groups.map((group) => (
        <Sheet key={group.student?.id ?? 'set'} student={group.student} items={group.items} boards={boards} withDeal={withDeal} withKey={withKey} />
      ))}
    </article>
  );
}

/**
 * Every group of GET /api/teacher/{token}/hands, a page of students at a time (each after the last page's `next`),
 * as one view: the sheets are drawn once all are here, so the printed worksheet is whole. A failed page's status otherwise.
 */
async function allHands(locale: string, token: string): Promise<HandsView | number> {
  const groups: Group[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await teacherRequest(locale, token, 'GET', '/hands', undefined, after === null ? {} : { after });
    if (page.status !== 200) return page.status;
    const hands = bodyOf('GET /api/teacher/{token}/hands', page);
    // a body that is not the schema's: shown as a failed request
    if (!hands) return 0;
    groups.push(...hands.groups);
    if (hands.next === null) return { ...hands, groups, next: null };
    after = hands.next;
  }
}

/** One printable sheet: the questions (with the student's name when the hands are theirs), then the answer key. */
function Sheet({ student, items, boards, withDeal, withKey }: Group & { boards: ReadonlyMap<number, number>; withDeal: boolean; withKey: boolean }) {
  const t = useTranslations('teach');
  const made = items.map((item) => {
    const quiz = itemFromCode(item.code);
    return { item, quiz: quiz.ok ? quiz.value : null };
  });
  return (
    <section className={styles.sheet} data-testid="worksheet-sheet" data-student={student?.name ?? ''}>
      <p>
        {t('worksheet.name')} {student ? <strong>{student.name}</strong> : '____________________________'}
      </p>
      <section aria-label={t('worksheet.title')} data-testid="worksheet-questions">
        {printedPages(made.length).map((page, p) => (
          <div key={p} className={styles.sheetPage} role="group" aria-label={t('worksheet.page', { number: p + 1 })} data-testid="worksheet-page">
            {page.map((k) => {
              const { item, quiz } = made[k];
              return (
                <div key={item.id} className={styles.sheetItem} data-testid="worksheet-item" data-hand={quiz ? makeHand(handOf(quiz.deal, quiz.seat)) : ''}>
                  <h2>
                    {t('worksheet.question', { number: k + 1 })}
                    {boards.has(item.index) ? <span data-testid="worksheet-board"> · {t('worksheet.board', { board: boards.get(item.index)! })}</span> : null}
                  </h2>
                  {quiz ? <Position quiz={quiz} /> : null}
                  <p>{t('worksheet.answer')}</p>
                  <div className={styles.answerBox} aria-hidden="true" />
                </div>
              );
            })}
          </div>
        ))}
      </section>
      <section className={withKey ? styles.key : `${styles.key} no-print`} aria-label={t('worksheet.keyHeading')} data-testid="worksheet-key">
        <h2>{student ? `${t('worksheet.keyHeading')} · ${student.name}` : t('worksheet.keyHeading')}</h2>
        <ol>
          {made.map(({ item, quiz }) => (
            <KeyLine key={item.id} item={item} quiz={quiz} withDeal={withDeal} />
          ))}
        </ol>
      </section>
    </section>
  );
}

function Position({ quiz }: { quiz: QuizItem }) {
  const t = useTranslations();
  const seat = (s: string) => t(`common.seats.${s}`);
  const label = t('teach.worksheet.hand', { seat: seat(quiz.seat) });
  const e = quiz.expected;
  return (
    <>
      <p>
        {t('teach.student.dealer', { seat: seat(quiz.dealer) })} · {t(`common.vul.${quiz.vul}`)}
      </p>
      {quiz.kind === 'call' || quiz.kind === 'evaluate' ? <HandDiagram hand={handOf(quiz.deal, quiz.seat)} label={label} /> : null}
      {quiz.kind === 'roles' ? <p>{t('teach.student.rolesPrompt', { seat: seat(quiz.dealer) })}</p> : null}
      {quiz.kind === 'call' || quiz.kind === 'legal' || quiz.kind === 'roles' ? <AuctionGrid dealer={quiz.dealer} calls={quiz.calls} ask={quiz.kind === 'call'} caption={t('teach.student.auction')} className={styles.auction} /> : null}
      {e.kind === 'score' ? (
        <p>
          {t.rich('teach.student.scorePrompt', {
            contract: () => <ContractName contract={e.contract} />,
            seat: seat(e.declarer),
            tricks: e.tricks,
            vul: e.vulnerable ? t('teach.student.scoreVul') : t('teach.student.scoreNotVul'),
          })}
        </p>
      ) : null}
    </>
  );
}

/** The key's answer: a call drawn as a call, who plays it in words, any other answer as its stored text. */
function KeyAnswer({ item, quiz }: { item: StoredItem; quiz: QuizItem | null }) {
  const e = quiz?.expected;
  if (quiz?.kind === 'call') return <CallLabel text={item.expected.text} />;
  if (e?.kind === 'roles') return <RolesLine contract={e.contract} declarer={e.contract.declarer} leader={e.leader} dummy={e.dummy} />;
  return <>{item.expected.text}</>;
}

function KeyLine({ item, quiz, withDeal }: { item: StoredItem; quiz: QuizItem | null; withDeal: boolean }) {
  const t = useTranslations();
  const text = useExplanationText();
  const advice = quiz && quiz.expected.kind === 'call' ? gradeCall(quiz, quiz.expected.call) : null;
  const system = advice?.ok ? advice.value.advice : null;
  // the bidder's explanation is the system's call's: shown when the key is that call (a teacher's own key may differ)
  const explains = system !== null && makeCall(system.call) === item.expected.call;
  const rule = item.expected.rule;
  // the calls accepted besides the expected one on this hand (with fresh hands this student's): "1♦ (also accepted: 1NT)"
  const also = alsoAccepted(item.expected.call, item.accepted);
  return (
    <li className={styles.keyItem} data-testid="key-item" data-expected={item.expected.text} data-rule={rule ?? ''} data-also={also.join(' ')}>
      <p>
        {t.rich('teach.worksheet.expected', { answer: () => <KeyAnswer item={item} quiz={quiz} /> })}
        {also.length > 0 ? (
          <span data-testid="key-also">
            {' ('}
            {t.rich('teach.worksheet.expectedAlso', { calls: () => also.map((c, i) => <span key={c}>{i > 0 ? ', ' : ''}<CallLabel text={c} /></span>) })}
            {')'}
          </span>
        ) : null}
      </p>
      {rule ? <p>{t('teach.worksheet.rule', { rule, summary: t.has(`notes.rules.summaries.${rule}`) ? t(`notes.rules.summaries.${rule}`) : '' })}</p> : null}
      {explains && system ? <p>{text(system.explain)}</p> : null}
      {withDeal && quiz ? (
        <figure className={styles.keyDeal} data-testid="key-deal">
          <figcaption>{t('teach.worksheet.deal')}</figcaption>
          <BiddingCompass deal={quiz.deal} dealer={quiz.dealer} vul={quiz.vul} />
        </figure>
      ) : null}
    </li>
  );
}
