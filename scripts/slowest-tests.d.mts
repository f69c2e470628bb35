// Types of scripts/slowest-tests.mjs for the TypeScript that imports it (its tests).
export interface SlowFile {
  file: string;
  seconds: number;
  tests: number;
}
export declare function slowestFiles(
  report: { testResults?: { name: string; startTime: number; endTime: number; assertionResults?: unknown[] }[] },
  root?: string,
): SlowFile[];
export declare function formatSlowest(files: readonly SlowFile[], count: number): string[];
export interface FailedTest {
  file: string;
  test: string | null;
  error: string;
}
export declare function failedTests(
  report: {
    testResults?: {
      name: string; status?: string; message?: string;
      assertionResults?: { fullName?: string; title?: string; status?: string; failureMessages?: string[] }[];
    }[];
  },
  root?: string,
): FailedTest[];
export declare function formatFailed(failed: readonly FailedTest[]): string[];
