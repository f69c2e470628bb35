// Drawn images kept per process: a least-recently-used map of PNG bytes bounded by count and by bytes (lru-cache),
// each image drawn through a render gate (render-gate.ts); a request for an image being drawn waits for that drawing
// instead of starting another. Only a speed-up: another process draws the same bytes from the same key.
// Example: const images = imageCache({ maxImages: 500, maxBytes: 32 << 20, gate }); await images.get('en|AQAB…', draw)
// → { ok: true, value: { png, cached: false } }, then the same key → { png, cached: true } without drawing.

import { LRUCache } from 'lru-cache';
import { ok, type Result } from '@/lib/result';
import type { GateBusy, RenderGate } from './render-gate';

export interface ImageCacheOptions {
  readonly maxImages: number;
  readonly maxBytes: number;
  readonly gate: RenderGate;
}

export interface CachedImage {
  readonly png: Uint8Array;
  /** Whether the bytes were there already (or being drawn for another request): no drawing for this one. */
  readonly cached: boolean;
}

export interface ImageCache {
  get(key: string, draw: () => Promise<Uint8Array>): Promise<Result<CachedImage, GateBusy>>;
  /** Counts since the process started: images drawn, and requests answered without drawing. */
  readonly stats: { readonly draws: number; readonly hits: number };
  /** How many images and bytes are kept now. */
  readonly size: { readonly images: number; readonly bytes: number };
}

export function imageCache({ maxImages, maxBytes, gate }: ImageCacheOptions): ImageCache {
  const kept = new LRUCache<string, Uint8Array>({ max: maxImages, maxSize: maxBytes, sizeCalculation: (png) => Math.max(1, png.byteLength) });
  const drawing = new Map<string, Promise<Result<Uint8Array, GateBusy>>>();
  const stats = { draws: 0, hits: 0 };
  return {
    async get(key, draw) {
      const found = kept.get(key);
      if (found) {
        stats.hits++;
        return ok({ png: found, cached: true });
      }
      const pending = drawing.get(key);
      if (pending) {
        const shared = await pending;
        if (shared.ok) stats.hits++;
        return shared.ok ? ok({ png: shared.value, cached: true }) : shared;
      }
      const drawn = gate.run(async () => {
        stats.draws++;
        const png = await draw();
        // an image larger than the whole cache is answered, not kept (lru-cache would refuse it anyway)
        if (png.byteLength <= maxBytes) kept.set(key, png);
        return png;
      });
      drawing.set(key, drawn);
      try {
        const result = await drawn;
        return result.ok ? ok({ png: result.value, cached: false }) : result;
      } finally {
        drawing.delete(key);
      }
    },
    stats,
    get size() {
      return { images: kept.size, bytes: kept.calculatedSize };
    },
  };
}
