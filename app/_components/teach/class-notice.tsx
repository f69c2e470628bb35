'use client';
// Above the create form opened for a class (/teach?class=<CODE>): which class the set will be for, or, when this browser
// has not opened that class's teacher page, that the set will be made on its own (and can be assigned later).
// Example: <ClassNotice classCode="K7Q2M9XD" />.

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { classTokenOf } from './browser-keys';

export function ClassNotice({ classCode }: { classCode: string | null }) {
  const t = useTranslations('teach.home');
  const [known, setKnown] = useState<boolean | null>(null);
  useEffect(() => {
    // localStorage exists only in the browser: read once after hydration
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setKnown(classCode !== null && classTokenOf(classCode) !== null);
  }, [classCode]);
  if (classCode === null || known === null) return null;
  return (
    <p className="panel" role="note" data-testid="class-notice">
      {known ? t('forClass', { code: classCode }) : t('classUnknown', { code: classCode })}
    </p>
  );
}
