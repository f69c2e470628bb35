import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@/lib/i18n/messages';
import { quizItem, type QuizItem } from '@/lib/quiz';
import { ScoreQuestion } from './score-question';

/** The question's text, tags removed. */
function promptText(item: QuizItem): string {
  const html = renderToStaticMarkup(
    createElement(NextIntlClientProvider, {
      locale: 'en',
      timeZone: 'UTC',
      messages: messagesFor('en') as never,
      children: createElement(ScoreQuestion, { item, code: 'code', onAnswered: () => {} }),
    }),
  );
  return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
}

/** The first score item of seeds 0… whose deal fits `wanted`. */
function scoreItem(wanted: (e: Extract<QuizItem['expected'], { kind: 'score' }>) => boolean): QuizItem {
  for (let seed = 0; seed < 2000; seed++) {
    const item = quizItem('score', seed);
    if (item.expected.kind === 'score' && wanted(item.expected)) return item;
  }
  throw new Error('no such score item in 2000 seeds');
}

describe('the score question', () => {
  it('says "made" for a contract made exactly', () => {
    const item = scoreItem((e) => !e.chicago && !e.rubber && e.tricks === 6 + e.contract.level);
    expect(promptText(item)).toMatch(/by (North|East|South|West): made, \d+ tricks\./);
  });

  it('counts the undertricks: one and two down', () => {
    for (const down of [1, 2]) {
      const item = scoreItem((e) => !e.chicago && !e.rubber && e.tricks === 6 + e.contract.level - down);
      const e = item.expected as Extract<QuizItem['expected'], { kind: 'score' }>;
      expect(promptText(item)).toContain(`: down ${down}, ${e.tricks} tricks.`);
    }
  });

});
