import { readdirSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";
import type { ToolContext, ToolRoutePlugin } from "./tool-context";
import { isRateClass } from "./plugins/rate-limit";

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
    const rateClass = await contractRateClass(route.file);
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

/** RATE_LIMIT_CLASS exported by the tool's contract.ts beside its route, if any ("api" when absent). */
async function contractRateClass(routeFile: string) {
  const contract = path.join(path.dirname(routeFile), "contract.ts");
  if (!existsSync(contract)) return undefined;
  const mod = (await import(pathToFileURL(contract).href)) as { RATE_LIMIT_CLASS?: unknown };
  if (mod.RATE_LIMIT_CLASS === undefined) return undefined;
  if (!isRateClass(mod.RATE_LIMIT_CLASS)) throw new Error(`${contract}: RATE_LIMIT_CLASS must be "api", "subscribe" or "heavy"`);
  return mod.RATE_LIMIT_CLASS;
}
