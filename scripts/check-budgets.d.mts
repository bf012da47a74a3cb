// Types for scripts/check-budgets.mjs (plain ESM so it runs without a build step).
export interface MarkerHit {
  file: string;
  label: string;
  context: string;
}
export declare const BUDGETS: Readonly<{ initialGzip: number; routeGzip: number }>;
export declare function findMarkers(sources: Map<string, string>): {
  hits: MarkerHit[];
  allowed: MarkerHit[];
};
export declare function findFaker(sources: Map<string, string>): { file: string; label: string }[];
export declare function check(): Promise<number>;
export declare function urlOfRouteId(id: string): string;
export interface LighthouseFigure {
  build: 'demo' | 'live';
  dir?: string;
  page: string;
  score?: number;
  tbtMs?: number;
  cls?: number;
  lcpMs?: number;
  error?: string;
}
export interface BenchReport {
  date?: string;
  results?: { name?: string; lighthouse?: LighthouseFigure[] }[];
}
export declare const LIGHTHOUSE_BUDGETS: Readonly<{
  score: Readonly<{ demo: number; live: number }>;
  tbtMs: number;
  cls: number;
}>;
export declare function checkLighthouse(
  report: BenchReport | null | undefined,
): (LighthouseFigure & { problems: string[] })[] | null;
export declare function lighthouseBudget(report: BenchReport | null | undefined): {
  rows: (string | number)[][];
  failures: string[];
  note: string;
};
