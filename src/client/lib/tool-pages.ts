import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { TOOLS, type ToolEntry } from "./catalogue";

/**
 * Every src/tools/<id>/<id>.page.tsx, loaded on demand: a tool is live once its page file exists.
 * Each page comes wrapped in the QueryClientProvider (lib/query-provider.tsx), loaded alongside it.
 */
const modules = import.meta.glob<{ default: ComponentType }>("../../tools/*/*.page.tsx");

const pages = new Map<string, LazyExoticComponent<ComponentType>>();
for (const [file, load] of Object.entries(modules)) {
  const match = /tools\/([^/]+)\/\1\.page\.tsx$/.exec(file);
  if (match) {
    pages.set(
      match[1]!,
      lazy(async () => {
        const [page, { withQueryClient }] = await Promise.all([load(), import("./query-provider")]);
        return { default: withQueryClient(page.default) };
      }),
    );
  }
}

export function toolPage(id: string) {
  return pages.get(id);
}

export function isToolLive(tool: ToolEntry): boolean {
  return pages.has(tool.id);
}

export const LIVE_TOOL_COUNT = TOOLS.filter(isToolLive).length;
