'use client';
// The bidding table of the prerendered table page: the deal comes from the address once the page runs in the browser
// (?seed=, ?deal=, dealer, vulnerability or board, step; a fresh random seed when there is none, which the table
// then writes into the address). A ?seed= that is not a seed shows its localized issue and a link to a fresh deal.
// Before that — and for a reader without JavaScript, who cannot bid at the table anyway — a short note.
// Example: /lv/table?seed=42&dealer=E → the table with deal 42, East dealing.

import { Suspense, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { readSeed } from '@/lib/quiz/seed';
import { BiddingTable } from './bidding-table';
import { setupFromQuery, type Query, type TableSetup } from './bidding-query';
import { randomSeed } from './random-seed';

/** The address's query as the page's searchParams were: a key given twice keeps every value. */
function queryOf(search: URLSearchParams): Query {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length === 1 ? values[0] : values;
  }
  return query;
}

type Start = { readonly setup: TableSetup } | { readonly badSeed: { readonly code: string; readonly params: Record<string, string | number> } };

function startOf(query: Query): Start {
  const seed = readSeed(query.seed);
  const fromQuery = setupFromQuery(query);
  if (!seed.ok && !fromQuery.source) return { badSeed: { code: seed.error.code, params: { ...seed.error.params } } };
  return { setup: fromQuery.source ? fromQuery : { ...fromQuery, source: { kind: 'seed', seed: randomSeed() } } };
}

function FromAddress() {
  const t = useTranslations();
  const search = useSearchParams();
  // read once: the table keeps its own state and writes it back into the address as it changes
  const [start] = useState(() => startOf(queryOf(search)));
  if ('setup' in start) return <BiddingTable initial={start.setup} />;
  return (
    <section className="panel" data-testid="bad-seed" role="alert">
      <p>{t(`errors.${start.badSeed.code}`, start.badSeed.params)}</p>
      <p>
        <Link className="button" href="/table">
          {t('table.form.random')}
        </Link>
      </p>
    </section>
  );
}

export function TableFromAddress() {
  const t = useTranslations('table');
  return (
    <Suspense
      fallback={
        <p className="panel" data-testid="table-waiting">
          {t('waiting')}
        </p>
      }
    >
      <FromAddress />
    </Suspense>
  );
}
