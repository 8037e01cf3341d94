import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { PageReady } from "../components/PageReady";
import type { ToolEntry } from "./catalogue";
import { firstPaint } from "./idle";

/**
 * Every src/tools/<id>/<id>.page.tsx, loaded on demand: a tool is live once its page file exists.
 * Each page is followed by PageReady, so its effect runs once the page's fields are live.
 */
const modules = import.meta.glob<{ default: ComponentType }>("../../tools/*/*.page.tsx");

const pages = new Map<string, LazyExoticComponent<ComponentType>>();
for (const [file, load] of Object.entries(modules)) {
  const match = /tools\/([^/]+)\/\1\.page\.tsx$/.exec(file);
  if (match) {
    pages.set(
      match[1]!,
      lazy(async () => {
        await firstPaint();
        const { default: Page } = await load();
        // A task of its own for hydrating the page, apart from evaluating its code: two shorter main-thread tasks.
        await new Promise((resolve) => setTimeout(resolve));
        function ToolPageBody() {
          return (
            <>
              <Page />
              <PageReady />
            </>
          );
        }
        ToolPageBody.displayName = `ToolPageBody(${Page.displayName ?? Page.name})`;
        return { default: ToolPageBody };
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
