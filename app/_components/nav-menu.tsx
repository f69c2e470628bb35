'use client';
// The section links of the header; the current section is marked with aria-current="page".
// Example: on /sr/evaluate the "Procena lista" link carries aria-current="page".

import { Link, usePathname } from '@/i18n/navigation';
import { isCurrentSection } from '../../lib/http/nav-links';

export function NavMenu({ label, items }: { label: string; items: readonly { href: string; label: string }[] }) {
  const pathname = usePathname();
  return (
    <nav className="site-nav" aria-label={label}>
      <ul>
        {items.map((item) => {
          const current = isCurrentSection(pathname, item.href);
          return (
            <li key={item.href}>
              <Link href={item.href} aria-current={current ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
