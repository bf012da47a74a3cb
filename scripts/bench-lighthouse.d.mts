// Types for scripts/bench-lighthouse.mjs (plain ESM so it runs without a build step).
export interface SignedInPage {
  path: string;
  role: 'admin' | 'root';
}
export declare const SIGNED_IN_PAGES: readonly SignedInPage[];
export declare function pagesFromArgs(args: string[]): readonly SignedInPage[];
/** A self-signed certificate for 127.0.0.1 made by `openssl`, or null where there is none. */
export declare function loopbackCertificate(): { key: Buffer; cert: Buffer } | null;
/** The build in `dir` served over HTTP/2 on a free loopback port (HTTP/1.1 without a certificate). */
export declare function previewForLighthouse(
  root: string,
  dir: string,
): Promise<{ url: string; protocol: 'h2' | 'http/1.1'; stop: () => unknown }>;
