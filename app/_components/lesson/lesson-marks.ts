// Marking a lesson read or practised without shipping the progress store with the lesson: the store loads on the
// first mark. Example: markLessonLater('hand-strength', 'read').

import type { LessonMark } from '@/lib/progress/model';
import { today } from '../progress/today';

export function markLessonLater(slug: string, mark: LessonMark): void {
  void import('../progress/use-progress').then((m) => m.markLessonNow(slug, mark, today()));
}
