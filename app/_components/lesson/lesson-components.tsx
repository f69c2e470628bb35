// The components a lesson's MDX may use, for one page: the live examples (each checked by lib/lessons/examples.ts)
// (a whole deal's <BidDeal> among them) and Markdown's elements in the page's script (Serbian Cyrillic pages transliterate the prose as they are made).
// Example: <Lesson components={lessonComponents({ locale: 'sr-Cyrl', slug: 'hand-strength', number: 4 })} />.

import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';
import type { MDXComponents } from 'mdx/types';
import { Link } from '@/i18n/navigation';
import { isCyrillic } from '@/lib/i18n/locales';
import type { Attrs } from '@/lib/lessons/examples';
import { BoardTable, LessonDeal, LessonHand, LessonPoints, LessonTerm, RuleAnchor } from './lesson-figures';
import { LessonAuction, LessonTrick } from './lesson-auction';
import { BidderSays, LessonEvaluate, LessonScore, LessonScoreSheet } from './lesson-live';
import { LessonBidDeal } from './lesson-bid-deal';
import { LessonPractice } from './lesson-practice';
import { inScript, scriptElements } from './script-text';

interface Page {
  readonly locale: string;
  readonly slug: string;
  readonly number: number;
}

type Example = (props: { attrs: Attrs }) => ReactNode;

/** MDX passes a component's attributes as its props; the example components take them whole. */
const example = (Component: Example) => (props: Attrs) => <Component attrs={props} />;

export function lessonComponents(page: Page): MDXComponents {
  const cyrillic = isCyrillic(page.locale);
  const elements = scriptElements(cyrillic);
  const BidDeal = ({ children, ...attrs }: Attrs & { children?: ReactNode }) => (
    <LessonBidDeal attrs={attrs} why={inScript(children, cyrillic)} lesson={page.number} />
  );
  return {
    ...elements,
    // MDX reads `<BidDeal …>why</BidDeal>` on a line of its own as a paragraph holding it: a figure is no paragraph's child
    p: ({ children, ...rest }: ComponentProps<'p'>) => {
      const only = Children.toArray(children);
      if (only.length === 1 && isValidElement(only[0]) && only[0].type === BidDeal) return <>{children}</>;
      return <p {...rest}>{inScript(children, cyrillic)}</p>;
    },
    a: ({ href, children }: { href?: string; children?: ReactNode }) =>
      href?.startsWith('/') ? <Link href={href}>{inScript(children, cyrillic)}</Link> : <a href={href}>{inScript(children, cyrillic)}</a>,
    Rule: example(RuleAnchor),
    Term: ({ children, ...attrs }: Attrs & { children?: ReactNode }) => <LessonTerm attrs={attrs}>{inScript(children, cyrillic)}</LessonTerm>,
    Hand: example(LessonHand),
    Deal: example(LessonDeal),
    Auction: example(LessonAuction),
    Trick: example(LessonTrick),
    Evaluate: (props: Attrs) => <LessonEvaluate attrs={props} lesson={page.number} />,
    Points: example(LessonPoints),
    BidderSays: (props: Attrs) => <BidderSays attrs={props} lesson={page.number} />,
    BidDeal,
    Score: example(LessonScore),
    ScoreSheet: example(LessonScoreSheet),
    BoardTable: example(BoardTable),
    Practice: (props: Attrs) => <LessonPractice attrs={props} slug={page.slug} lessonNumber={page.number} locale={page.locale} />,
  };
}
