/** Types of scripts/check-budgets.mjs (front-end size budgets from the Vite manifest). */
export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface BundleAnalysis {
  outDir: string;
  home: { js: string[]; css: string[]; jsSize: Sizes; cssSize: Sizes; htmlSize: Sizes; packages: PackageShare[] };
  tools: {
    id: string;
    pageFile: string;
    js: string[];
    css: string[];
    pageSize: Sizes;
    jsSize: Sizes;
    cssSize: Sizes;
    packages: PackageShare[];
  }[];
}
/** Gzip share (unminified code) of one npm package or source folder. */
export interface PackageShare {
  name: string;
  bytes: number;
}
export const KB: number;
export const BUDGETS: { homeInitialJs: number; toolLazyJs: number };
export const CEILINGS: Record<string, number>;
export function describePackages(packages: PackageShare[], count?: number): string;
export function defaultOutDir(): string;
export function analyzeBundle(outDir?: string): BundleAnalysis;
export function checkBudgets(
  analysis: BundleAnalysis,
): { name: string; actual: number; budget: number; ceiling: number; ok: boolean; withinCeiling: boolean }[];
