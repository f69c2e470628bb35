'use client';
// On the drills index, once the learner has answered something: the questions due for review (the review queue brings
// missed items back in later sessions) and "practise my weak spots". Nothing before the page runs in the browser, or
// for a new learner. Example: <PracticePanel /> above the drill cards.

import { useSyncExternalStore } from 'react';
import { overallStat } from '@/lib/progress/progress';
import { ReviewQueue, WeakSpots } from './review-links';
import { today } from './today';
import { useProgress } from './use-progress';

const subscribeNothing = () => () => {};

export function PracticePanel() {
  const { progress } = useProgress();
  const day = useSyncExternalStore(subscribeNothing, () => today(), () => 0);
  if (day === 0 || overallStat(progress).answered === 0) return null;
  return (
    <div data-testid="practice-panel">
      {progress.queue.length > 0 ? <ReviewQueue progress={progress} day={day} /> : null}
      <WeakSpots progress={progress} />
    </div>
  );
}
