// Types of site-headers.mjs (plain JavaScript for next.config.mjs); the implementation and its comments are there.

export declare const DEFAULT_SITE_URL: string;
export interface SiteOrigin {
  readonly origin: string;
  readonly https: boolean;
  readonly error: string | null;
}
export declare function siteOrigin(value: string | undefined): SiteOrigin;
export declare const PERMISSIONS_POLICY: string;
export declare const HSTS: string;
export declare const COMMON_HEADERS: readonly { readonly key: string; readonly value: string }[];
export declare const STATIC_CSP: string;
export declare function pageCsp(nonce: string, options: { dev: boolean; https: boolean }): string;
export declare function prerenderedPageCsp(
  hashes: { readonly scripts: readonly string[]; readonly styles: readonly string[] },
  options: { https: boolean },
): string;
