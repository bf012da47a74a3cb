// Types for front-coding.mjs (imported by mocks/fixtures/front-coding.test.ts).
export declare function frontEncode(list: readonly string[]): string | null;
