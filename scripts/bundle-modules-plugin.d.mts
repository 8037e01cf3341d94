import type { Plugin } from "vite";
/** Vite plugin writing <outDir>/.vite/modules.json (per chunk: gzip share of each npm package / source folder). */
export function bundleModules(options: { root: string }): Plugin;
export function moduleGroup(id: string, root: string): string;
