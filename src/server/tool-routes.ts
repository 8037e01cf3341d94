import { readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import type { ToolContext, ToolRoutePlugin } from "./tool-context";

const toolsDir = fileURLToPath(new URL("../tools", import.meta.url));

/** Every src/tools/<id>/<id>.route.ts, so adding a tool folder is all it takes to serve its API. */
export function discoverToolRoutes(): { id: string; file: string }[] {
  return readdirSync(toolsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({ id: d.name, file: path.join(toolsDir, d.name, `${d.name}.route.ts`) }))
    .filter((r) => existsSync(r.file))
    .sort((a, b) => a.id.localeCompare(b.id));
}

export async function registerToolRoutes(app: FastifyInstance, ctx: ToolContext) {
  for (const route of discoverToolRoutes()) {
    const mod = (await import(pathToFileURL(route.file).href)) as { default: ToolRoutePlugin };
    await app.register(mod.default, ctx);
  }
}
