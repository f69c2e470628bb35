// The root layout only passes through: <html lang> is set per locale in app/[locale]/layout.tsx.
// Example: /lv/evaluate renders app/[locale]/layout.tsx with locale 'lv' inside this.

import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
