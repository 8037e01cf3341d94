/** Types of scripts/new-tool.mjs (the `npm run new-tool <id>` scaffold). */
export function toolFiles(id: string): Record<string, string>;
export function scaffoldTool(id: string, root: string): string[];
