// The lessons' MDX modules, one loader per language and file: the bundler needs each import written out. A test
// checks this list against lib/lessons/catalogue.ts. Example: await LESSON_MODULES['sr/04-hand-strength']().

import type { ComponentType } from 'react';
import type { MDXComponents } from 'mdx/types';

/** What a lesson module exports: the content and its title and description (the MDX file's two exports). */
export interface LessonModule {
  readonly default: ComponentType<{ components?: MDXComponents }>;
  readonly title: string;
  readonly description: string;
}

export const LESSON_MODULES: Readonly<Record<string, () => Promise<LessonModule>>> = {
  'sr/01-cards-and-tricks': () => import('@/content/sr/01-cards-and-tricks.mdx') as Promise<LessonModule>,
  'sr/02-the-auction': () => import('@/content/sr/02-the-auction.mdx') as Promise<LessonModule>,
  'sr/03-contract-and-declarer': () => import('@/content/sr/03-contract-and-declarer.mdx') as Promise<LessonModule>,
  'sr/04-hand-strength': () => import('@/content/sr/04-hand-strength.mdx') as Promise<LessonModule>,
  'sr/05-quick-tricks-and-suits': () => import('@/content/sr/05-quick-tricks-and-suits.mdx') as Promise<LessonModule>,
  'sr/06-opening-one-of-a-suit': () => import('@/content/sr/06-opening-one-of-a-suit.mdx') as Promise<LessonModule>,
  'sr/07-no-trump-openings': () => import('@/content/sr/07-no-trump-openings.mdx') as Promise<LessonModule>,
  'sr/08-strong-twos-and-preempts': () => import('@/content/sr/08-strong-twos-and-preempts.mdx') as Promise<LessonModule>,
  'sr/09-preparatory-club': () => import('@/content/sr/09-preparatory-club.mdx') as Promise<LessonModule>,
  'sr/10-responding-to-a-suit': () => import('@/content/sr/10-responding-to-a-suit.mdx') as Promise<LessonModule>,
  'sr/11-responding-to-no-trump': () => import('@/content/sr/11-responding-to-no-trump.mdx') as Promise<LessonModule>,
  'sr/12-responding-to-strong-twos': () => import('@/content/sr/12-responding-to-strong-twos.mdx') as Promise<LessonModule>,
  'sr/13-opener-rebid': () => import('@/content/sr/13-opener-rebid.mdx') as Promise<LessonModule>,
  'sr/14-responder-rebid': () => import('@/content/sr/14-responder-rebid.mdx') as Promise<LessonModule>,
  'sr/15-slam-and-blackwood': () => import('@/content/sr/15-slam-and-blackwood.mdx') as Promise<LessonModule>,
  'sr/16-defensive-bidding': () => import('@/content/sr/16-defensive-bidding.mdx') as Promise<LessonModule>,
  'sr/17-rubber-scoring': () => import('@/content/sr/17-rubber-scoring.mdx') as Promise<LessonModule>,
  'sr/18-chicago-and-duplicate': () => import('@/content/sr/18-chicago-and-duplicate.mdx') as Promise<LessonModule>,
  'lv/01-cards-and-tricks': () => import('@/content/lv/01-cards-and-tricks.mdx') as Promise<LessonModule>,
  'lv/02-the-auction': () => import('@/content/lv/02-the-auction.mdx') as Promise<LessonModule>,
  'lv/03-contract-and-declarer': () => import('@/content/lv/03-contract-and-declarer.mdx') as Promise<LessonModule>,
  'lv/04-hand-strength': () => import('@/content/lv/04-hand-strength.mdx') as Promise<LessonModule>,
  'lv/05-quick-tricks-and-suits': () => import('@/content/lv/05-quick-tricks-and-suits.mdx') as Promise<LessonModule>,
  'lv/06-opening-one-of-a-suit': () => import('@/content/lv/06-opening-one-of-a-suit.mdx') as Promise<LessonModule>,
  'lv/07-no-trump-openings': () => import('@/content/lv/07-no-trump-openings.mdx') as Promise<LessonModule>,
  'lv/08-strong-twos-and-preempts': () => import('@/content/lv/08-strong-twos-and-preempts.mdx') as Promise<LessonModule>,
  'lv/09-preparatory-club': () => import('@/content/lv/09-preparatory-club.mdx') as Promise<LessonModule>,
  'lv/10-responding-to-a-suit': () => import('@/content/lv/10-responding-to-a-suit.mdx') as Promise<LessonModule>,
  'lv/11-responding-to-no-trump': () => import('@/content/lv/11-responding-to-no-trump.mdx') as Promise<LessonModule>,
  'lv/12-responding-to-strong-twos': () => import('@/content/lv/12-responding-to-strong-twos.mdx') as Promise<LessonModule>,
  'lv/13-opener-rebid': () => import('@/content/lv/13-opener-rebid.mdx') as Promise<LessonModule>,
  'lv/14-responder-rebid': () => import('@/content/lv/14-responder-rebid.mdx') as Promise<LessonModule>,
  'lv/15-slam-and-blackwood': () => import('@/content/lv/15-slam-and-blackwood.mdx') as Promise<LessonModule>,
  'lv/16-defensive-bidding': () => import('@/content/lv/16-defensive-bidding.mdx') as Promise<LessonModule>,
  'lv/17-rubber-scoring': () => import('@/content/lv/17-rubber-scoring.mdx') as Promise<LessonModule>,
  'lv/18-chicago-and-duplicate': () => import('@/content/lv/18-chicago-and-duplicate.mdx') as Promise<LessonModule>,
};
