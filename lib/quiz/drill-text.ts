// A drill page's title and description in the reader's language: a drill kind's name and what it practises, or a
// rule's id with its one-line summary from the notes. The page, its share page and the drill API (the PBN file's
// Event) word it the same way. Example: drillText(t, 'O-1NT').title → 'Drill: rule O-1NT' in English.

import type { Translate } from '../i18n/translate';
import { isDrillKind, type Topic } from './topics';

export interface DrillText {
  readonly title: string;
  readonly description: string;
}

export function drillText(t: Translate, topic: Topic): DrillText {
  if (isDrillKind(topic)) {
    return { title: t('drills.topic.kind', { name: t(`drills.kinds.${topic}.name`) }), description: t(`drills.kinds.${topic}.text`) };
  }
  return {
    title: t('drills.topic.rule', { rule: topic }),
    description: t('drills.topic.ruleDescription', { rule: topic, summary: t(`notes.rules.summaries.${topic}`) }),
  };
}
