// A page's heading block: the title, the lead paragraph and anything the page adds below them.
// Example: <PageHead title={t('title')} lead={t('intro')} />.

import type { ReactNode } from 'react';

export function PageHead({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <header className="page-head">
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {children}
    </header>
  );
}
