// Types of scripts/bad-path.mjs for the TypeScript that imports it (its tests, the browser tests).
export declare const BAD_PATH_TEXT: Readonly<Record<'en' | 'sr' | 'sr-Cyrl' | 'lv', string>>;
export declare function isDecodablePath(target: string): boolean;
export declare function badPathAnswer(
  target: string,
  options?: { https?: boolean },
): { status: number; headers: Record<string, string>; body: string } | null;
export declare function siteHeaders(body: string, type: string, https: boolean): Record<string, string>;
