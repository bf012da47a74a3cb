// Types for scripts/bench-lighthouse.mjs (plain ESM so it runs without a build step).
export interface SignedInPage {
  path: string;
  role: 'admin' | 'root';
}
export declare const SIGNED_IN_PAGES: readonly SignedInPage[];
export declare function pagesFromArgs(args: string[]): readonly SignedInPage[];
