/**
 * The shape of the tool catalogue. Each tool describes itself in src/tools/<id>/tool.ts (and its icon in icon.ts);
 * two registries read those files: client/lib/catalogue.ts (bundled, with the icons) and server/catalogue.ts (Node).
 * Nothing here lists the tools, so adding a tool is adding its folder.
 */
export const CATEGORIES = [
  { id: "all", label: "All Apps" },
  { id: "text", label: "Text Generation" },
  { id: "image", label: "Image Generation" },
  { id: "audio", label: "Audio & Speech" },
  { id: "productivity", label: "Productivity" },
  { id: "coming-soon", label: "Coming Soon" },
] as const;

export type CategoryTab = (typeof CATEGORIES)[number]["id"];
export type ToolCategory = Exclude<CategoryTab, "all" | "coming-soon">;

/** What src/tools/<id>/tool.ts exports as `tool`. */
export interface ToolMeta {
  /** The folder's name. */
  id: string;
  /** Place in the home grid and the menus (ascending). */
  order: number;
  name: string;
  description: string;
  category: ToolCategory;
  path: `/${string}`;
  /** Extra words the search box matches (synonyms, what people type). */
  keywords: readonly string[];
  /** Runs entirely in the browser: no request leaves the page. */
  clientOnly?: boolean;
  /** The back link's label: 'Back to Home' unless the spec gives the tool another ('Back to Apps'). */
  backLabel?: string;
}

/** The tools' entries in catalogue order; a tool.ts whose id is not its folder's name is a mistake caught here. */
export function orderTools<T extends ToolMeta>(entries: readonly { folder: string; tool: T }[]): T[] {
  for (const { folder, tool } of entries) {
    if (tool.id !== folder) throw new Error(`src/tools/${folder}/tool.ts: id "${tool.id}" must be the folder's name`);
  }
  return entries.map((e) => e.tool).sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
