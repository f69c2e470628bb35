'use client';
// The drills index's practice panel, loaded after the page in the browser (it shows only what this browser holds, so
// the server has nothing to render): the index then ships no progress store. Example: <LazyPracticePanel />.

import dynamic from 'next/dynamic';

export const LazyPracticePanel = dynamic(() => import('./practice-panel').then((m) => m.PracticePanel), { ssr: false });
