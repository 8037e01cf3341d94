import { readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import type { ToolContext, ToolRoutePlugin } from "./tool-context";
import { isRateClass } from "../shared/tool-contract";

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
    // Relative patterns, not computed paths: the bundled server (scripts/server-bundle.mjs) includes every match.
    const mod = (await import(`../tools/${route.id}/${route.id}.route.ts`)) as { default: ToolRoutePlugin };
    const rateClass = await contractRateClass(route.id);
    await app.register(async (scope) => {
      // The tool's contract names its rate-limit class; the limiter reads it from the matched route's config.
      if (rateClass) {
        scope.addHook("onRoute", (options) => {
          if (options.method !== "GET" && options.method !== "HEAD") options.config = { ...options.config, rateClass };
        });
      }
      await scope.register(mod.default, ctx);
    });
  }
}

/** The rate-limit class the tool's contract.ts names (`contract.rateLimit`), if it has a contract ("api" when absent). */
async function contractRateClass(id: string) {
  const file = path.join(toolsDir, id, "contract.ts");
  if (!existsSync(file)) return undefined;
  const mod = (await import(`../tools/${id}/contract.ts`)) as { contract?: { rateLimit?: unknown } };
  const rateClass = mod.contract?.rateLimit;
  if (rateClass === undefined) return undefined;
  if (!isRateClass(rateClass)) throw new Error(`${file}: contract.rateLimit must be "api", "subscribe" or "heavy"`);
  return rateClass;
}
