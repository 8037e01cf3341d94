import type { ComponentType } from "react";
import type { LucideProps } from "lucide-react";
import { orderTools, type ToolMeta } from "@/shared/catalogue";

/** A catalogue entry in the browser: the tool's tool.ts with the icon from its icon.ts. */
export interface ToolEntry extends ToolMeta {
  icon: ComponentType<LucideProps>;
}

const metas = import.meta.glob<ToolMeta>("../../tools/*/tool.ts", { eager: true, import: "tool" });
const icons = import.meta.glob<ComponentType<LucideProps>>("../../tools/*/icon.ts", { eager: true, import: "default" });

const folderOf = (file: string) => /tools\/([^/]+)\//.exec(file)![1]!;

/** Every src/tools/<id>/tool.ts (bundled with the home page: a few hundred bytes each), in catalogue order. */
export const TOOLS: readonly ToolEntry[] = orderTools(
  Object.entries(metas).map(([file, tool]) => {
    const icon = icons[file.replace(/tool\.ts$/, "icon.ts")];
    if (!icon) throw new Error(`${file}: the tool has no icon.ts beside it`);
    return { folder: folderOf(file), tool: { ...tool, icon } };
  }),
);
