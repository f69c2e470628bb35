'use client';
// A rule's anchor in a lesson: the rule id as a badge linking to its notes, the place "more in lesson N" links to.
// Drawn in the browser from the id and its label so that a lesson with thirty rules does not carry thirty links'
// markup twice. Example: <RuleBadge id="O-1NT" label="Rule O-1NT in the system notes" />.

import { Link } from '@/i18n/navigation';
import styles from './lesson.module.css';

export function RuleBadge({ id, label }: { id: string; label: string }) {
  return (
    <p className={styles.rule} id={id} data-example="Rule">
      <Link href={`/notes#${id}`} className={styles.ruleBadge} aria-label={label}>
        {id}
      </Link>
    </p>
  );
}
