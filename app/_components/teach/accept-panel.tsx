'use client';
// "Accept this answer", confirmed before it is applied (issue 37): the server's preview of which stored answers the
// accept turns right — with fresh hands on this student's hand, and apart "also the N others with the same expected
// answer and the same call" — then apply for this hand only or for all listed (the same hands: for every student).
// Example: <AcceptPanel token="…" itemId="…" number={4} call="P" student={{ id, name: 'Marko' }} onApplied={…} onClose={…} />.

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { parseCall } from '@/lib/bridge/call';
import type { AcceptBody } from '@/lib/set-api/requests';
import type { AcceptPreview } from '@/lib/set-api/responses';
import { useCallText } from '../exercise/call-text';
import { CallLabel } from './call-label';
import { bodyOf, teacherRequest } from './teacher-api';
import styles from './teach.module.css';

interface Props {
  token: string;
  itemId: string;
  /** The question's number as the page shows it (1-based). */
  number: number;
  call: string;
  /** The student whose hand it is accepted on (fresh hands); null: the set's one hand. */
  student: { id: string; name: string } | null;
  onApplied: () => void;
  onClose: () => void;
}

export function AcceptPanel({ token, itemId, number, call, student, onApplied, onClose }: Props) {
  const t = useTranslations('teach.teacher');
  const locale = useLocale();
  const callText = useCallText();
  const [preview, setPreview] = useState<AcceptPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const spoken = (text: string | null) => {
    const read = text === null ? null : parseCall(text);
    return read?.ok ? callText(read.value) : (text ?? '—');
  };
  const base: AcceptBody = { id: itemId, call, ...(student ? { student: student.id } : {}) };

  useEffect(() => {
    let live = true;
    void teacherRequest(locale, token, 'POST', '/accept', { ...base, preview: true }).then((reply) => {
      if (!live) return;
      const read = bodyOf('POST /api/teacher/{token}/accept', reply);
      if (read && 'preview' in read) setPreview(read);
      else setProblem(reply.message ?? t('unreachable'));
    });
    return () => {
      live = false;
    };
    // the panel is made anew (its key) for another item, call or student
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale, token]);
  useEffect(() => {
    heading.current?.focus();
  }, [preview]);

  async function apply(extend: readonly string[]) {
    setBusy(true);
    setProblem(null);
    const reply = await teacherRequest(locale, token, 'POST', '/accept', { ...base, extend: [...extend] });
    setBusy(false);
    if (reply.status === 200) {
      onApplied();
      onClose();
    } else setProblem(reply.message ?? t('unreachable'));
  }

  const names = (list: readonly { student: { name: string } }[]) => [...new Set(list.map((a) => a.student.name))].join(', ');
  const hand = preview?.hand;
  const others = preview?.others ?? [];
  return (
    <section className={`panel ${styles.warning}`} role="region" aria-labelledby="accept-preview" data-testid="accept-panel" data-student={student?.name ?? ''}>
      <h4 id="accept-preview" tabIndex={-1} ref={heading}>
        {t('acceptHeading', { number, call: spoken(call) })}
      </h4>
      {preview === null && problem === null ? <p aria-live="polite">{t('acceptLooking')}</p> : null}
      {hand ? (
        <>
          {hand.student ? (
            <p data-testid="accept-hand" data-count={hand.answers.length}>
              {t.rich('acceptOnHand', {
                name: hand.student.name, count: hand.answers.length, rule: hand.expected.rule ?? '',
                expected: () => <CallLabel text={hand.expected.call ?? ''} />,
              })}
            </p>
          ) : (
            <p data-testid="accept-hand" data-count={hand.answers.length}>
              {hand.answers.length === 0 ? t('acceptNothing') : t('acceptEveryone', { count: hand.answers.length, names: names(hand.answers) })}
            </p>
          )}
          {others.length > 0 ? (
            <p data-testid="accept-others" data-count={others.length}>
              {t('acceptOthers', { count: others.length, names: names(others.map((o) => ({ student: o.student }))) })}
            </p>
          ) : null}
          <p className="actions">
            <button type="button" className="button button-primary" disabled={busy} onClick={() => void apply([])} data-testid="accept-apply-hand">
              {hand.student ? t('acceptOnlyHand') : t('acceptForEveryone')}
            </button>
            {others.length > 0 ? (
              <button type="button" className="button" disabled={busy} onClick={() => void apply(others.map((o) => o.student.id))} data-testid="accept-apply-all">
                {t('acceptAllListed', { count: others.length + 1 })}
              </button>
            ) : null}
            <button type="button" className="button button-quiet" onClick={onClose} data-testid="accept-cancel">
              {t('acceptCancel')}
            </button>
          </p>
        </>
      ) : null}
      <div aria-live="assertive">{problem ? <p className={styles.error}>{problem}</p> : null}</div>
      {problem && !hand ? (
        <button type="button" className="button button-quiet" onClick={onClose}>
          {t('acceptCancel')}
        </button>
      ) : null}
    </section>
  );
}
