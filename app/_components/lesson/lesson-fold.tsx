'use client';
// A live example's long part, folded (a <details>) and made only when the reader opens it: a bidder example's rules
// tried first (lib/bidder asked again for the same hand and auction) or a hand's whole evaluation (lib/evaluation), in
// the lesson messages. The page's HTML keeps the example, the call and the rule that fired, the hand's totals; without
// JavaScript the fold links to where the whole answer is. Example:
// <LessonFold body={{ kind: 'rejected', hand, dealer: 'S', vul: 'None', calls: [] }} texts={…} noScript={{ text, link, href: '/notes#O-1' }} />.

import { useMemo, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { advise } from '@/lib/bidder';
import type { Call, Hand, Seat, Suit, Vulnerability } from '@/lib/bridge/types';
import { evaluateHand, responderCount } from '@/lib/evaluation';
import { RejectedList } from '../bidding-explanation';
import { EvaluationResult } from '../evaluation-result';
import type { EvaluationShown } from '@/lib/lessons/taught';
import { useHydrated } from '../use-hydrated';
import { WithDrillMessages } from '../drill/drill-messages';
import styles from './lesson.module.css';

export type FoldBody =
  | { readonly kind: 'rejected'; readonly hand: Hand; readonly dealer: Seat; readonly vul: Vulnerability; readonly calls: readonly Call[] }
  | { readonly kind: 'evaluation'; readonly hand: Hand; readonly trump: Suit | null; readonly idPrefix: string; readonly shown: EvaluationShown };

/** The fold's texts in the page's language, from the server (the lesson messages come only when it opens). */
export interface FoldTexts {
  readonly summary: string;
  readonly loading: string;
  readonly failed: string;
}

/** Without JavaScript: a sentence and a link to the whole answer (a page of the site). */
export interface NoScriptWay {
  readonly text: string;
  readonly link: string;
  readonly href: string;
}

function RejectedBody({ body }: { body: Extract<FoldBody, { kind: 'rejected' }> }) {
  const advice = useMemo(() => advise({ hand: body.hand, auction: { dealer: body.dealer, calls: [...body.calls] }, vul: body.vul }), [body]);
  return <RejectedList advice={advice} />;
}

function EvaluationBody({ body }: { body: Extract<FoldBody, { kind: 'evaluation' }> }) {
  const evaluation = useMemo(() => evaluateHand(body.hand), [body]);
  const responder = useMemo(() => (body.trump ? responderCount(body.hand, body.trump) : null), [body]);
  return <EvaluationResult hand={body.hand} evaluation={evaluation} responder={responder} responderPrompt={false} idPrefix={body.idPrefix} shown={body.shown} />;
}

export function LessonFold({ body, texts, noScript, className }: { body: FoldBody; texts: FoldTexts; noScript: NoScriptWay; className: string }) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const without = (
    <p className={styles.onDemand}>
      {noScript.text} <Link href={noScript.href}>{noScript.link}</Link>
    </p>
  );
  return (
    <details className={className} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{texts.summary}</summary>
      <WithDrillMessages
        load={open}
        fallback={hydrated ? <p className={styles.onDemand}>{texts.loading}</p> : without}
        failed={<p className={styles.onDemand} role="alert">{texts.failed}</p>}
      >
        {body.kind === 'rejected' ? <RejectedBody body={body} /> : <EvaluationBody body={body} />}
      </WithDrillMessages>
    </details>
  );
}
