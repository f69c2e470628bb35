'use client';
// The session of the prerendered drill page: the seed comes from the address once the page runs (?seed=<n>, or a
// fresh random one the session then writes into the address), the ten questions from /api/drill (the same seed
// always gives the same questions, so a reload repeats the session) and, at the same time, the session's messages
// from /api/drill-messages (the page's HTML carries only the shell's). A ?seed= that is not a seed shows the bad-link
// panel with a way back; a failed request says so and offers to try again. Without JavaScript: a short note.
// Shared items (?item=, ?items=) never reach it: the proxy sends those to the share page, rendered on the server.
// Example: <DrillFromAddress topic="open" /> on /lv/drills/open?seed=42.

import { Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations, type AbstractIntlMessages } from 'next-intl';
import type { DrillEntry } from '@/lib/quiz/drill-items';
import { readSeed } from '@/lib/quiz/seed';
import { randomSeed } from '../random-seed';
import { BadLinkPanel } from './bad-link-panel';
import { DrillMessagesProvider, loadDrillMessages } from './drill-messages';
import { DrillSession } from './drill-session';

interface Session {
  readonly seed: number;
  readonly entries: readonly DrillEntry[];
  readonly pbn: string;
}

type Load =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly session: Session; readonly messages: AbstractIntlMessages }
  | { readonly kind: 'failed' };

function BadSeedPanel({ seed }: { seed: string }) {
  const t = useTranslations('drills.badLink');
  const shown = seed.length > 40 ? `${seed.slice(0, 40)}…` : seed;
  return <BadLinkPanel level="h2" title={t('title')} text={t('seed', { seed: shown })} back={t('back')} />;
}

function Waiting() {
  const t = useTranslations('drills.session');
  return (
    <div className="panel" data-testid="drill-waiting">
      <p role="status">{t('loading')}</p>
      <noscript>
        <p>{t('noscript')}</p>
      </noscript>
    </div>
  );
}

function SeededSession({ topic, seed }: { topic: string; seed: number }) {
  const t = useTranslations('drills.session');
  const locale = useLocale();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ topic, seed: String(seed), locale });
    const session = fetch(`/api/drill?${query}`, { signal: controller.signal }).then(async (response) => {
      if (!response.ok) throw new Error(`/api/drill answered ${response.status}`);
      return (await response.json()) as Session;
    });
    Promise.all([session, loadDrillMessages(locale)])
      .then(([session, messages]) => {
        if (!controller.signal.aborted) setLoad({ kind: 'ready', session, messages });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ kind: 'failed' });
      });
    return () => controller.abort();
  }, [topic, seed, locale, attempt]);
  if (load.kind === 'loading') return <Waiting />;
  if (load.kind === 'failed') {
    return (
      <div className="panel" role="alert" data-testid="drill-failed">
        <p>{t('failed')}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setLoad({ kind: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  const { session, messages } = load;
  return (
    <DrillMessagesProvider messages={messages}>
      <DrillSession topic={topic} entries={session.entries} seed={session.seed} pbn={session.pbn} />
    </DrillMessagesProvider>
  );
}

function FromAddress({ topic }: { topic: string }) {
  const asked = useSearchParams().get('seed');
  const [fresh] = useState(randomSeed); // only when the address has no seed; the session writes it there
  const read = readSeed(asked ?? undefined);
  if (!read.ok) return <BadSeedPanel seed={asked ?? ''} />;
  const seed = read.value ?? fresh;
  return <SeededSession key={seed} topic={topic} seed={seed} />;
}

export function DrillFromAddress({ topic }: { topic: string }) {
  return (
    <Suspense fallback={<Waiting />}>
      <FromAddress topic={topic} />
    </Suspense>
  );
}
