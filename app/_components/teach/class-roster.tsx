'use client';
// Who may join the set and who is in it, on the teacher's page: the join gate (a PIN shown large enough for a
// projector, renewed or taken away; joining closed) and each student with "rename" and "remove" (after a confirmation:
// their answers go with them, the seat is free). Example: <ClassRoster view={…} onPatch={…} onRename={…} onRemove={…} />.

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { PatchSetBody } from '@/lib/set-api/requests';
import type { TeacherView } from '@/lib/set-api/responses';
import { MAX_NAME } from '@/lib/teach/set-types';
import styles from './teach.module.css';

interface Props {
  readonly view: TeacherView;
  readonly onPatch: (body: PatchSetBody) => Promise<boolean>;
  readonly onRename: (studentId: string, name: string) => Promise<boolean>;
  readonly onRemove: (studentId: string) => Promise<boolean>;
}

/** '482913' as '482 913': two groups of three are read out and copied from a projector without slips. */
function pinText(pin: string): string {
  return `${pin.slice(0, 3)} ${pin.slice(3)}`;
}

export function ClassRoster({ view, onPatch, onRename, onRemove }: Props) {
  const t = useTranslations('teach.teacher.roster');
  const { set, results } = view;
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (!renaming || renaming.name.trim() === '') return;
    if (await onRename(renaming.id, renaming.name.trim())) setRenaming(null);
  }

  return (
    <section className="panel" aria-labelledby="set-roster" data-testid="class-roster">
      <h2 id="set-roster">{t('heading')}</h2>
      <h3>{t('gateHeading')}</h3>
      {set.joinPin ? (
        <>
          <p>{t('pinShown')}</p>
          <p className={styles.joinPin} data-testid="join-pin-shown" aria-label={t('pinLabel', { pin: set.joinPin.split('').join(' ') })}>
            {pinText(set.joinPin)}
          </p>
          <p className="actions">
            <button type="button" className="button" onClick={() => void onPatch({ joinPin: 'new' })} data-testid="pin-new">
              {t('pinNew')}
            </button>
            <button type="button" className="button" onClick={() => void onPatch({ joinPin: 'off' })} data-testid="pin-off">
              {t('pinOff')}
            </button>
          </p>
        </>
      ) : (
        <>
          <p>{t('pinNone')}</p>
          <p className="actions">
            <button type="button" className="button" onClick={() => void onPatch({ joinPin: 'new' })} data-testid="pin-on">
              {t('pinOn')}
            </button>
          </p>
        </>
      )}
      <p data-testid="joins-state">{set.joinsClosed ? t('joinsClosed') : t('joinsOpen')}</p>
      <p className="actions">
        <button type="button" className="button" onClick={() => void onPatch({ joinsClosed: !set.joinsClosed })} data-testid={set.joinsClosed ? 'joins-open' : 'joins-close'}>
          {set.joinsClosed ? t('openJoins') : t('closeJoins')}
        </button>
      </p>

      <h3>{t('studentsHeading', { count: results.students.length })}</h3>
      {results.students.length === 0 ? (
        <p>{t('nobody')}</p>
      ) : (
        <ul className={styles.roster}>
          {results.students.map((student) => (
            <li key={student.id} data-testid="roster-student" data-student={student.name}>
              {renaming?.id === student.id ? (
                <form onSubmit={(e) => void rename(e)} className={styles.row}>
                  <label htmlFor={`rename-${student.id}`} className="sr-only">
                    {t('newName', { name: student.name })}
                  </label>
                  <input
                    id={`rename-${student.id}`}
                    type="text"
                    maxLength={MAX_NAME}
                    value={renaming.name}
                    onChange={(e) => setRenaming({ id: student.id, name: e.target.value })}
                    data-testid="rename-input"
                  />
                  <button type="submit" className="button button-primary" data-testid="rename-save">
                    {t('save')}
                  </button>
                  <button type="button" className="button" onClick={() => setRenaming(null)}>
                    {t('cancel')}
                  </button>
                </form>
              ) : (
                <>
                  <span>{student.name}</span>{' '}
                  <button type="button" className="button button-quiet" onClick={() => setRenaming({ id: student.id, name: student.name })} aria-label={t('renameOne', { name: student.name })} data-testid="rename">
                    {t('rename')}
                  </button>
                  <button type="button" className="button button-quiet" onClick={() => setRemoving({ id: student.id, name: student.name })} aria-label={t('removeOne', { name: student.name })} data-testid="remove-student">
                    {t('remove')}
                  </button>
                </>
              )}
              {removing?.id === student.id ? (
                <div className={styles.warning} role="alertdialog" aria-labelledby={`remove-${student.id}`}>
                  <p id={`remove-${student.id}`}>{t('removeConfirm', { name: student.name })}</p>
                  <p className="actions">
                    <button type="button" className="button button-primary" data-testid="remove-confirm" onClick={() => void onRemove(student.id).then(() => setRemoving(null))}>
                      {t('remove')}
                    </button>
                    <button type="button" className="button" onClick={() => setRemoving(null)}>
                      {t('cancel')}
                    </button>
                  </p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
