// Types for chromium.mjs (imported by playwright.config.ts).
export declare const CHROMIUM_CANDIDATES: readonly string[];
export declare const CHROMIUM_ARGS: readonly string[];
export declare function isExecutable(file: string | undefined | null): boolean;
export declare function findChromium(): string | null;
export declare function chromiumVersion(file: string): string | null;
