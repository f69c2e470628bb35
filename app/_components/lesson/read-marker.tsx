'use client';
// Marks the lesson read when its end scrolls into view (the reader got there); renders an empty marker element.
// Example: <ReadMarker slug="hand-strength" /> at the end of the lesson's text.

import { useEffect, useRef } from 'react';
import { markLessonLater } from './lesson-marks';

export function ReadMarker({ slug }: { slug: string }) {
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        markLessonLater(slug, 'read');
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [slug]);
  return <div ref={marker} data-testid="lesson-end" aria-hidden="true" />;
}
