// The page a ?seed= that is not a seed opens: the localized bad-seed issue (errors.json) and a link to a fresh random
// deal. The table and the whole-auction drill show it (the drill also for a ?rules= that is not a list of rule ids);
// the drill topics say it in their own bad-link panel.
// Example: /en/table?seed=x → "A seed is a whole number, not “x”." and a link to /table.

import { Link } from '@/i18n/navigation';
import { formatIssue } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/locales';
import type { AuctionRulesIssue } from '@/lib/quiz/auction-rules';
import type { SeedIssue } from '@/lib/quiz/seed';

export function BadSeed({ locale, problem, href, linkText }: { locale: Locale; problem: SeedIssue | AuctionRulesIssue; href: string; linkText: string }) {
  return (
    <section className="panel" data-testid="bad-seed" role="alert">
      <p>{formatIssue(locale, problem)}</p>
      <p>
        <Link className="button" href={href}>
          {linkText}
        </Link>
      </p>
    </section>
  );
}
