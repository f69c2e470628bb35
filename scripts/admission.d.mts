// Types of scripts/admission.mjs for the TypeScript that imports it (its tests).
export type Lane = 'read' | 'write' | 'image';
export interface LaneLimit {
  readonly inFlight: number;
  readonly perTurn: number;
  readonly waiting: number;
}
export declare function laneOf(method: string | undefined, url: string | undefined): Lane;
export declare function admissionLimits(database?: 'sqlite' | 'postgres'): Readonly<Record<Lane, LaneLimit>>;
export interface Admission {
  admit(lane: Lane, run: () => Promise<unknown>): boolean;
  readonly counts: Record<Lane, { running: number; waiting: number }>;
}
export declare function admission(limits?: Readonly<Record<Lane, LaneLimit>>, next?: (callback: () => void) => void): Admission;
export declare const BUSY_TEXT: Readonly<Record<'en' | 'sr' | 'sr-Cyrl' | 'lv', string>>;
export declare function busyAnswer(target: string, options?: { https?: boolean }): { status: number; headers: Record<string, string>; body: string };
