// Any path under a locale that no page claims: render the localized not-found page.
// Example: /sr/nepostoji → app/[locale]/not-found.tsx in Serbian with status 404.

import { notFound } from 'next/navigation';

export default function CatchAll() {
  notFound();
}
