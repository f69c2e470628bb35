import { afterEach, describe, expect, it, vi } from 'vitest';
import { itemMetadata } from './share-metadata';
import { pbnFileName } from './export-pbn-button';

afterEach(() => vi.unstubAllEnvs());

describe('itemMetadata', () => {
  it('points Open Graph and Twitter at the share link and the 1200×630 image on SITE_URL', () => {
    vi.stubEnv('SITE_URL', 'https://bridge.example');
    const meta = itemMetadata({ locale: 'lv', code: 'Ab-c_9', path: '/drills/O-1NT', title: 'Jūsu solījums?', description: 'd' });
    const image = { url: 'https://bridge.example/api/quiz/image?item=Ab-c_9&locale=lv', width: 1200, height: 630, alt: 'Jūsu solījums?' };
    expect(meta.openGraph).toEqual({
      type: 'website',
      url: 'https://bridge.example/lv/drills/O-1NT?item=Ab-c_9',
      title: 'Jūsu solījums?',
      description: 'd',
      images: [image],
    });
    expect(meta.twitter).toEqual({ card: 'summary_large_image', title: 'Jūsu solījums?', description: 'd', images: [image] });
  });

  it('falls back to the default origin when SITE_URL is not an origin, and escapes the code', () => {
    vi.stubEnv('SITE_URL', 'javascript:alert(1)');
    const meta = itemMetadata({ locale: 'sr', code: 'a&b=c', path: '/drills/open', title: 't', description: 'd', alt: 'slika' });
    expect(meta.openGraph?.url).toBe('http://localhost:3000/sr/drills/open?item=a%26b%3Dc');
    expect(meta.openGraph?.images).toEqual([{ url: 'http://localhost:3000/api/quiz/image?item=a%26b%3Dc&locale=sr', width: 1200, height: 630, alt: 'slika' }]);
  });
});

describe('pbnFileName', () => {
  it('keeps a plain name, adds .pbn once and removes path characters', () => {
    expect(pbnFileName('open-42')).toBe('open-42.pbn');
    expect(pbnFileName('open-42.PBN')).toBe('open-42.pbn');
    expect(pbnFileName('../etc/passwd')).toBe('..-etc-passwd.pbn');
    expect(pbnFileName('')).toBe('bridge.pbn');
    expect(pbnFileName('vežba: č/ž')).toBe('vežba- č-ž.pbn');
  });
});
