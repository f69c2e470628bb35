// The quiz items' preview images of this process: drawn as PNG bytes by next/og, at most two at once (a drawing
// holds a core for 100–300 ms, and satori's and resvg's synchronous parts hold the event loop), kept by share code
// and language so that a repeat is answered without drawing. Example: await previewImage(item, 'lv') → { ok: true,
// value: { png, cached: false } }; the same again → cached: true; a third drawing while two run waits up to 2 s,
// then { ok: false, error: { retryAfter: 2 } }.

import { ImageResponse } from 'next/og';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/lib/i18n/translate';
import { itemCode, type QuizItem } from '@/lib/quiz';
import { imageCache } from '@/server/image-cache';
import { renderGate } from '@/server/render-gate';
import { imageFonts } from '@/app/_images/fonts';
import { IMAGE_SIZE, ItemPreview } from './preview';

/**
 * Two drawings at once on the 2-core server, the third waits up to 2 s; at most 8 wait (more would not be drawn
 * within their wait anyway) and the rest are answered 503 at once.
 */
export const IMAGE_GATE = { concurrency: 2, waitMs: 2000, maxWaiting: 8 } as const;
/** A preview PNG is 50–70 KB: 500 of them, and never more than 32 MB, whichever comes first. */
export const IMAGE_CACHE = { maxImages: 500, maxBytes: 32 * 1024 * 1024 } as const;

export const imageGate = renderGate(IMAGE_GATE);
export const previewImages = imageCache({ ...IMAGE_CACHE, gate: imageGate });

/** The item's preview in `locale`: the bytes kept for its code, or a new drawing through the gate. */
export function previewImage(item: QuizItem, locale: Locale) {
  return previewImages.get(`${locale}|${itemCode(item)}`, () => drawPreview(item, locale));
}

/** Draws the PNG to the last byte (ImageResponse draws while its body is read), so the gate holds the whole work. */
export async function drawPreview(item: QuizItem, locale: Locale): Promise<Uint8Array> {
  const fonts = await imageFonts();
  const image = new ImageResponse(<ItemPreview item={item} t={translator(locale)} />, { ...IMAGE_SIZE, fonts: [...fonts] });
  return new Uint8Array(await image.arrayBuffer());
}
