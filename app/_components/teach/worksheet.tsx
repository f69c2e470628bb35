'use client';
// The printable worksheet of a set: per question the hand, dealer, vulnerability, the auction so far and an empty
// answer box; then the answer key on pages of its own (break-before: page) with the expected answer, the rule and the
// bidder's explanation. The items come from the teacher API, each rebuilt from its share code. Example: <Worksheet token="…" />.

import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { handOf } from '@/lib/bridge/deal';
import { makeCall } from '@/lib/bridge/call';
import type { QuizItem } from '@/lib/quiz/item-types';
import { itemFromCode } from '@/lib/quiz/item-code';
import { gradeCall } from '@/lib/quiz/grade-call';
import { ContractName } from '../contract-name';
import { useExplanationText } from '../explanation-text';
import { HandDiagram } from '../hand-diagram';
import type { TeacherItem, TeacherView } from './api-types';
import { AuctionGrid } from './auction-grid';
import { CallLabel } from './call-label';
import { SetNotFound } from './set-not-found';
import { teacherRequest } from './teacher-api';
import styles from './teach.module.css';

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; view: TeacherView };

export function Worksheet({ token }: { token: string }) {
  const t = useTranslations('teach');
  const locale = useLocale();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    void teacherRequest(locale, token, 'GET').then((reply) =>
      setState(reply.status === 200 ? { kind: 'ready', view: reply.body as TeacherView } : reply.status === 404 ? { kind: 'missing' } : { kind: 'failed' }),
    );
  }, [locale, token]);
  if (state.kind === 'missing') return <SetNotFound />;
  if (state.kind === 'loading') return <p aria-live="polite">{t('teacher.loading')}</p>;
  if (state.kind === 'failed') return <p role="status">{t('teacher.unreachable')}</p>;
  const { set } = state.view;
  // with fresh hands the set has no hands of its own: each student's are theirs (the page says so)
  const items = set.items.flatMap((item) => {
    if (item.code === null) return [];
    const quiz = itemFromCode(item.code);
    return [{ item, quiz: quiz.ok ? quiz.value : null }];
  });
  return (
    <article data-testid="worksheet" data-hydrated>
      <header className="page-head">
        <h1>{set.title}</h1>
        {set.instructions ? <p className="lead">{set.instructions}</p> : null}
        <p>{t('worksheet.name')} ____________________________</p>
        <p className="no-print">
          <button type="button" className="button button-primary" onClick={() => window.print()}>
            {t('worksheet.print')}
          </button>
        </p>
      </header>
      <section aria-label={t('worksheet.title')} data-testid="worksheet-questions">
        {items.map(({ item, quiz }, k) => (
          <div key={item.index} className={styles.sheetItem} data-testid="worksheet-item">
            <h2>{t('worksheet.question', { number: k + 1 })}</h2>
            {quiz ? <Position quiz={quiz} /> : null}
            <p>{t('worksheet.answer')}</p>
            <div className={styles.answerBox} aria-hidden="true" />
          </div>
        ))}
      </section>
      <section className={styles.key} aria-labelledby="answer-key" data-testid="worksheet-key">
        <h2 id="answer-key">{t('worksheet.keyHeading')}</h2>
        <ol>
          {items.map(({ item, quiz }) => (
            <KeyLine key={item.index} item={item} quiz={quiz} />
          ))}
        </ol>
      </section>
    </article>
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
      {quiz.kind === 'call' || quiz.kind === 'legal' ? <AuctionGrid dealer={quiz.dealer} calls={quiz.calls} ask={quiz.kind === 'call'} caption={t('teach.student.auction')} /> : null}
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

function KeyLine({ item, quiz }: { item: TeacherItem; quiz: QuizItem | null }) {
  const t = useTranslations();
  const text = useExplanationText();
  const advice = quiz && quiz.expected.kind === 'call' ? gradeCall(quiz, quiz.expected.call) : null;
  const system = advice?.ok ? advice.value.advice : null;
  // the bidder's explanation is the system's call's: shown when the key is that call (a teacher's own key may differ)
  const explains = system !== null && makeCall(system.call) === item.expected;
  return (
    <li data-testid="key-item" data-expected={item.expected ?? ''}>
      <p>{t.rich('teach.worksheet.expected', { answer: () => <CallLabel text={item.expected ?? ''} /> })}</p>
      {item.rule ? <p>{t('teach.worksheet.rule', { rule: item.rule, summary: t.has(`notes.rules.summaries.${item.rule}`) ? t(`notes.rules.summaries.${item.rule}`) : '' })}</p> : null}
      {explains && system ? <p>{text(system.explain)}</p> : null}
    </li>
  );
}
