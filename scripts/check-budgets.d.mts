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
export declare function check(): number;
export declare function urlOfRouteId(id: string): string;
