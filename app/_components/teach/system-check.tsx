'use client';
// "Check against today's system" on the teacher's page: what today's bidder would change in the stored expected
// answers and grades (nothing changes by looking), and a button that applies it. Example: <SystemCheck token="…" onApplied={refresh} />.

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { SystemCheckReply } from '@/lib/set-api/responses';
import { CallLabel } from './call-label';
import { bodyOf, teacherRequest } from './teacher-api';

/** An expected answer before or after the check. */
type Expected = SystemCheckReply['items'][number]['from'];

export function SystemCheck({ token, onApplied }: { readonly token: string; readonly onApplied: () => void }) {
  const t = useTranslations('teach.check');
  const locale = useLocale();
  const [check, setCheck] = useState<SystemCheckReply | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function run(apply: boolean) {
    setBusy(true);
    const reply = await teacherRequest(locale, token, apply ? 'POST' : 'GET', '/system-check', apply ? {} : undefined);
    setBusy(false);
    const read = bodyOf(apply ? 'POST /api/teacher/{token}/system-check' : 'GET /api/teacher/{token}/system-check', reply);
    if (reply.status !== 200 || !read) return setProblem(reply.message ?? t('failed'));
    setProblem(null);
    setCheck(read);
    if (apply) onApplied();
  }

  const label = (e: Expected) => (
    <>
      <CallLabel text={e.text} />
      {e.rule ? ` (${e.rule})` : ''}
    </>
  );

  return (
    <section className="panel" aria-labelledby="system-check" data-testid="system-check">
      <h2 id="system-check">{t('heading')}</h2>
      <p className="hint">{t('hint')}</p>
      <button type="button" className="button" disabled={busy} onClick={() => void run(false)} data-testid="system-check-run">
        {t('run')}
      </button>
      {problem ? <p role="alert">{problem}</p> : null}
      {check ? (
        <div aria-live="polite" data-testid="system-check-result" data-items={check.items.length} data-answers={check.answerCount}>
          {check.applied ? <p>{t('applied', { items: check.items.length, answers: check.answerCount })}</p> : null}
          {!check.applied && check.items.length === 0 ? <p>{t('nothing', { system: check.system })}</p> : null}
          {!check.applied && check.items.length > 0 ? (
            <>
              <p>{t('changes', { items: check.items.length, answers: check.answerCount, system: check.system })}</p>
              <ul>
                {check.items.map((item) => (
                  <li key={`${item.id}-${item.student ?? ''}`}>
                    {t('question', { number: item.position + 1 })}
                    {item.student !== null ? ` · ${item.student}` : ''}: {label(item.from)} → {label(item.to)}
                  </li>
                ))}
              </ul>
              <button type="button" className="button button-primary" disabled={busy} onClick={() => void run(true)} data-testid="system-check-apply">
                {t('apply')}
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
