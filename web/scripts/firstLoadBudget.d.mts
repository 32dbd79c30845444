// Types for the TypeScript callers of firstLoadBudget.mjs (the dashboard browser journey).
export declare const KB: number;
export declare const FIRST_LOAD_BUDGET_BYTES: number;

export interface BudgetRow {
  file: string;
  gzip: number;
}

export interface BudgetReport {
  rows: BudgetRow[];
  total: number;
  budget: number;
  ok: boolean;
}

export declare function criticalPathChunks(
  manifest: Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>,
  path: { key: string; optional?: boolean }[],
): { key: string; file: string }[];

export declare function budgetReport(
  chunks: { key: string; file: string }[],
  gzipBytes: (file: string) => number,
  budgetBytes: number,
): BudgetReport;

export declare function formatBudgetReport(report: BudgetReport, subject?: string): string;
