import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { orderTools, type ToolMeta } from "../shared/catalogue";

const toolsDir = fileURLToPath(new URL("../tools", import.meta.url));

/** Folders of src/tools with a tool.ts. */
function toolFolders(): string[] {
  return readdirSync(toolsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(path.join(toolsDir, d.name, "tool.ts")))
    .map((d) => d.name);
}

/** The catalogue on the server (and in Node tests and benches): every src/tools/<id>/tool.ts, in catalogue order. */
export const TOOLS: readonly ToolMeta[] = orderTools(
  await Promise.all(
    toolFolders().map(async (folder) => {
      // A relative pattern, not a computed path: the bundled server (scripts/server-bundle.mjs) includes every match.
      const mod = (await import(`../tools/${folder}/tool.ts`)) as { tool: ToolMeta };
      return { folder, tool: mod.tool };
    }),
  ),
);
