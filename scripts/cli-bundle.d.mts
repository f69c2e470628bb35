// Types of scripts/cli-bundle.mjs for the TypeScript that imports it (its tests, the start-up benchmark).
export type Bundle = 'light' | 'evaluate' | 'bidder' | 'pbn' | 'all';
export declare const root: string;
export declare const outDir: string;
export declare const manifestPath: string;
export declare const ENTRIES: Readonly<Record<Bundle, string>>;
export declare const ROUTES: Readonly<Record<string, Bundle>>;
export declare function bundleFor(argv: readonly string[]): Bundle;
export declare function bundlePath(bundle: Bundle): string;
export declare function codeCachePath(bundle: Bundle): string;
export type Stamps = Record<string, [mtimeMs: number, size: number]>;
export declare function builtFrom(bundle?: Bundle): Stamps | null;
export declare function isFresh(inputs?: Stamps | null): boolean;
export declare function buildCli(): Promise<string[]>;
