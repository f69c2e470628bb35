'use client';
// Follows a rule's anchor that moved to another lesson: an old link such as /sr/lessons/second-round#RR-PASS is
// redirected to the first half of the split lesson (proxy.ts), and this sends it on to the lesson that now teaches
// the rule (lib/lessons/catalogue: lessonOfRule). Renders nothing. Example: <MovedAnchor slug="opener-rebid" />.

import { useEffect } from 'react';
import { lessonOfRule } from '@/lib/lessons/catalogue';

export function MovedAnchor({ slug }: { slug: string }) {
  useEffect(() => {
    const anchor = decodeURIComponent(window.location.hash.slice(1));
    if (anchor === '' || document.getElementById(anchor)) return;
    const lesson = lessonOfRule(anchor);
    if (!lesson || lesson.slug === slug) return;
    const path = window.location.pathname.replace(/\/lessons\/[^/]+$/, `/lessons/${lesson.slug}`);
    window.location.replace(`${path}${window.location.search}#${encodeURIComponent(anchor)}`);
  }, [slug]);
  return null;
}
