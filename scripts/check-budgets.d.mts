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
