// Why a drill link does not work, and the way back to the drills: the share page's 404 (a heading of the page) and
// the prerendered drill page's answer to a bad ?seed= (a panel under the drill's title) show the same panel.
// Example: <BadLinkPanel level="h1" title="Ova veza do vežbe ne radi" text="…" back="Nazad na sve vežbe" />.

import { Link } from '@/i18n/navigation';

export function BadLinkPanel({ title, text, back, level }: { title: string; text: string; back: string; level: 'h1' | 'h2' }) {
  const Heading = level;
  return (
    <section className="panel" data-testid="drill-bad-link" role={level === 'h2' ? 'alert' : undefined}>
      <Heading>{title}</Heading>
      <p>{text}</p>
      <p>
        <Link className="button" href="/drills">
          {back}
        </Link>
      </p>
    </section>
  );
}
