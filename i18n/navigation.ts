// Locale-aware navigation helpers (Link, redirect, usePathname, useRouter) bound to our routing.
// Example: <Link href="/evaluate" locale="lv"> renders href="/lv/evaluate".

import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
