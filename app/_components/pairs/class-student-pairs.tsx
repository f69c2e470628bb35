'use client';
// A class student's partnership practices on the class's page: each one the class has, with their seat in it (the
// partner's name, or the code to give while the partner has not joined) and a button that opens the seat on this
// device; where the students pair themselves, start a pair (and get its code) or join one with the partner's code.
// Each action is POST /api/classes/{code}/pairs/{groupId} with the student's class token.
// Example: <ClassStudentPairs code="K7Q2M9XD" studentToken="…" pairs={view.pairs} onChange={refresh} />.

import { useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import type { StudentPairGroupView } from '@/lib/set-api/pair-class-responses';
import type { ClassPairSeatRequest } from '@/lib/set-api/pair-requests';
import { STUDENT_TOKEN_HEADER } from '@/lib/set-api/ids';
import { apiRequest, bodyOf } from '../teach/teacher-api';
import { dayText } from '../teach/moments';
import styles from './pairs.module.css';

export function ClassStudentPairs({ code, studentToken, pairs, onChange }: {
  code: string;
  studentToken: string;
  pairs: readonly StudentPairGroupView[];
  onChange: () => Promise<void>;
}) {
  const t = useTranslations('pairs.classes');
  if (pairs.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="class-pairs" data-testid="class-student-pairs">
      <h2 id="class-pairs">{t('heading')}</h2>
      <ul className={styles.links}>
        {pairs.map((group) => (
          <GroupSeat key={group.id} code={code} studentToken={studentToken} group={group} onChange={onChange} />
        ))}
      </ul>
    </section>
  );
}

function GroupSeat({ code, studentToken, group, onChange }: { code: string; studentToken: string; group: StudentPairGroupView; onChange: () => Promise<void> }) {
  const t = useTranslations('pairs.classes');
  const tc = useTranslations('common.seats');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [partnerCode, setPartnerCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { mine } = group;

  /** One action; a seat opened or joined goes to its page, a pair started shows its code on this page. */
  async function act(request: ClassPairSeatRequest): Promise<void> {
    setBusy(true);
    setProblem(null);
    const reply = await apiRequest(locale, `/api/classes/${encodeURIComponent(code)}/pairs/${encodeURIComponent(group.id)}`, 'POST', request, {}, { [STUDENT_TOKEN_HEADER]: studentToken });
    const seat = bodyOf('POST /api/classes/{code}/pairs/{groupId}', reply);
    setBusy(false);
    if (!seat) return setProblem(reply.message ?? t('failed'));
    if (request.action === 'start') return onChange();
    router.push(`/pair/${seat.token}`);
  }

  function join(event: FormEvent) {
    event.preventDefault();
    if (partnerCode.trim() !== '') void act({ action: 'join', code: partnerCode.trim() });
  }

  return (
    <li data-testid="class-pair" data-group={group.id}>
      <strong>{group.title || t('untitled', { date: dayText(group.createdAt, locale, 'long') })}</strong>{' '}
      <span className="hint">{t('figures', { deals: group.deals, pairs: group.pairs })}</span>
      {mine ? (
        <>
          <p data-testid="class-pair-mine">
            {mine.partner ? t('withPartner', { seat: tc(mine.seat), partner: mine.partner })
              : mine.joinCode ? t('waiting', { seat: tc(mine.seat) }) : t('partnerLeft', { seat: tc(mine.seat) })}
          </p>
          {mine.joinCode ? <p className={styles.mark} data-testid="class-pair-code">{t('codeShown', { code: mine.joinCode })}</p> : null}
          <button type="button" className="button button-primary" disabled={busy} onClick={() => void act({ action: 'open' })} data-testid="class-pair-open">
            {busy ? t('opening') : t('open')}
          </button>
        </>
      ) : group.pairing === 'roster' ? (
        <p>{t('notPaired')}</p>
      ) : (
        <>
          <p>
            <button type="button" className="button button-primary" disabled={busy} onClick={() => void act({ action: 'start' })} data-testid="class-pair-start">
              {t('start')}
            </button>{' '}
            <span className="hint">{t('startHint')}</span>
          </p>
          <form onSubmit={join} className="field" noValidate>
            <label htmlFor={`${id}-code`}>{t('partnerCode')}</label>
            <input id={`${id}-code`} type="text" maxLength={16} autoCapitalize="characters" autoComplete="off" value={partnerCode}
              onChange={(e) => setPartnerCode(e.target.value)} data-testid="class-pair-code-input" />
            <span>
              <button type="submit" className="button" disabled={busy} data-testid="class-pair-join">{t('join')}</button>
            </span>
          </form>
        </>
      )}
      <div aria-live="polite">{problem ? <p className="field-error">{problem}</p> : null}</div>
    </li>
  );
}
