// The preview images' fonts, shared by the drill links' and the lessons' images: DejaVu Sans regular and bold from
// assets/fonts (♠♥♦♣ and every Serbian and Latvian letter), read once per server process. Example: (await imageFonts())[0].name → 'DejaVu Sans'.

import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const FONT_DIR = path.join(process.cwd(), 'assets', 'fonts');
export const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;
export const FONT_NAME = 'DejaVu Sans';

export interface ImageFont {
  readonly name: string;
  readonly data: ArrayBuffer;
  readonly weight: 400 | 700;
  readonly style: 'normal';
}

async function load(file: string, weight: 400 | 700): Promise<ImageFont> {
  const bytes = await readFile(path.join(FONT_DIR, file));
  const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  return { name: FONT_NAME, data, weight, style: 'normal' };
}

let cached: Promise<readonly ImageFont[]> | null = null;

/** Both weights; a failed read is not cached, so the next request tries again. */
export function imageFonts(): Promise<readonly ImageFont[]> {
  cached ??= Promise.all([load(FONT_FILES.regular, 400), load(FONT_FILES.bold, 700)]).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
