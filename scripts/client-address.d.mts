// Types of scripts/client-address.mjs for the TypeScript that imports it (its tests).
import type { BlockList } from 'node:net';
export type Trust = null | 'any' | BlockList;
export declare function trustedProxies(value: string | undefined): Trust;
export declare function forwardedFor(socketAddress: string | undefined, header: string | string[] | undefined, trust: Trust): string;
