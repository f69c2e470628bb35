// Types of scripts/cli-bundle.mjs for the TypeScript that imports it (its tests, the start-up benchmark).
export declare const root: string;
export declare const outDir: string;
export declare const bundlePath: string;
export declare const inputsPath: string;
export type Stamps = Record<string, [mtimeMs: number, size: number]>;
export declare function builtFrom(): Stamps | null;
export declare function isFresh(inputs?: Stamps | null): boolean;
export declare function buildCli(): Promise<string>;
export declare const codeCachePath: string;
