/** Types of scripts/check-budgets.mjs (front-end size budgets from the Vite manifest). */
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface BundleAnalysis {
  outDir: string;
  home: { js: string[]; css: string[]; jsSize: Sizes; cssSize: Sizes; htmlSize: Sizes };
  tools: { id: string; pageFile: string; js: string[]; css: string[]; pageSize: Sizes; jsSize: Sizes; cssSize: Sizes }[];
}
export const KB: number;
export const BUDGETS: { homeInitialJs: number };
export function defaultOutDir(): string;
export function analyzeBundle(outDir?: string): BundleAnalysis;
export function checkBudgets(analysis: BundleAnalysis): { name: string; actual: number; budget: number; ok: boolean }[];
