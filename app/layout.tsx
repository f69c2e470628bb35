// The root layout only passes through: <html lang> is set per locale in app/[locale]/layout.tsx.
// Example: /lv/evaluate renders app/[locale]/layout.tsx with locale 'lv' inside this.

import type { ReactNode } from 'react';

/**
 * Every page is rendered for its request: the CSP nonce of proxy.ts is new each time, and Next can only put it on
 * its scripts while rendering (a prerendered page, the 404s included, would carry scripts without it).
 */
export const dynamic = 'force-dynamic';

export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
