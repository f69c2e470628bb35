'use client';
// A set just created: the student link and the private teacher link to copy (with the plain warning that the teacher
// link is the only key), and the boards where the teacher's PBN key differs from the system, each kept or replaced.
// Example: <CreatedSetPanel set={{ code: 'K7PQ2M', teacherToken: '…', items: 5 }} setLocale="sr" onAnother={…} />.

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { ItemsBody } from '@/lib/set-api/requests';
import { apiErrorOf, type CreatedSet } from '@/lib/set-api/responses';
import { CallLabel } from './call-label';
import { CopyField } from './copy-field';
import { KeyNote } from './key-note';
import styles from './teach.module.css';

type Choice = 'key' | 'system';

export function CreatedSetPanel({ set, setLocale, onAnother }: { set: CreatedSet; setLocale: string; onAnother: () => void }) {
  const t = useTranslations('teach.created');
  const locale = useLocale();
  const origin = window.location.origin;
  const studentLink = `${origin}/${setLocale}/s/${set.code}`;
  const teacherPath = `/${locale}/t/${set.teacherToken}`;
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [problem, setProblem] = useState<string | null>(null);

  /** The choice shows at once and goes back if the server does not take it. */
  async function choose(index: number, grade: Choice) {
    const before = choices[index];
    setProblem(null);
    setChoices((c) => ({ ...c, [index]: grade }));
    const undo = (message: string) => {
      setChoices((c) => {
        const rest = { ...c };
        if (before === undefined) delete rest[index];
        else rest[index] = before;
        return rest;
      });
      setProblem(t('choiceFailed', { message }));
    };
    try {
      const response = await fetch(`/api/teacher/${encodeURIComponent(set.teacherToken)}/items?locale=${encodeURIComponent(locale)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ op: 'grade', index, grade } satisfies ItemsBody),
      });
      if (!response.ok) undo(apiErrorOf(await response.json().catch(() => null))?.message ?? String(response.status));
    } catch {
      undo('—');
    }
  }

  const differences = set.differences ?? [];
  return (
    <section className="panel" aria-labelledby="set-created" data-testid="set-created">
      <h2 id="set-created" tabIndex={-1}>
        {t('heading')}
      </h2>
      <p data-testid="created-items">{t('items', { count: set.items })}</p>
      <CopyField label={t('studentLink')} value={studentLink} testId="student-link" />
      <p className="hint">{t('studentHint')}</p>
      <CopyField label={t('teacherLink')} value={`${origin}${teacherPath}`} testId="teacher-link" />
      <p className={styles.warning} role="note">
        {t('warning')}
      </p>
      <KeyNote fresh={Boolean(set.teacherKey)} />
      <p className="actions">
        <a className="button button-primary" href={teacherPath}>
          {t('openTeacher')}
        </a>
        <button type="button" className="button" onClick={onAnother}>
          {t('another')}
        </button>
      </p>
      {differences.length > 0 ? (
        <section aria-labelledby="set-differences" data-testid="differences">
          <h3 id="set-differences">{t('differences')}</h3>
          <ul>
            {differences.map((d) => {
              const chosen = choices[d.index] ?? 'key';
              return (
                <li key={d.index} data-testid="difference" data-index={d.index}>
                  <p>
                    {t.rich('difference', {
                      board: String(d.board ?? d.index + 1),
                      key: () => <CallLabel text={d.key} />,
                      system: () => <CallLabel text={d.system} />,
                      rule: d.rule,
                    })}
                  </p>
                  <fieldset className={styles.choices}>
                    <legend className="sr-only">{t('differences')}</legend>
                    {(['key', 'system'] as const).map((grade) => (
                      <label key={grade}>
                        <input
                          type="radio"
                          name={`difference-${d.index}`}
                          checked={chosen === grade}
                          onChange={() => void choose(d.index, grade)}
                          data-testid={`difference-${grade}`}
                        />
                        <span>{grade === 'key' ? t('keep') : t('take')}</span>
                      </label>
                    ))}
                  </fieldset>
                  <p className="hint" aria-live="polite">
                    {choices[d.index] ? (choices[d.index] === 'key' ? t('kept') : t('taken')) : ''}
                  </p>
                </li>
              );
            })}
          </ul>
          {problem ? <p className={styles.error} role="alert">{problem}</p> : null}
        </section>
      ) : null}
    </section>
  );
}
