// Types of budgets.mjs for the TypeScript that imports it (scripts/budgets.test.ts).

export declare const BUDGET: { homeKb: number; homeTargetKb: number; routeKb: number; coldBuildS: number };
export declare function brotliKb(file: string): number;

export interface RouteWeight {
  /** the screen's file name (`TeamPnlPage.tsx`) */
  key: string;
  /** its manifest key (the source path) */
  source: string;
  kb: number;
}

export declare function measureSite(dist: string): { homeKb: number; routes: RouteWeight[]; largestRoute: RouteWeight | { key: string; kb: number } };
export declare function siteBudgetRows(
  measured: ReturnType<typeof measureSite>,
): { name: string; budget: number; measured: number; unit: string; ok: boolean }[];
