import type { ToolMeta } from "../../shared/catalogue";

/** This tool's entry in the catalogue (home grid, menus, routes, search); its icon is icon.ts beside this file. */
export const tool: ToolMeta = {
  id: "humanizer",
  order: 30,
  name: "Text Humanizer",
  description: "Rewrite stiff, machine-sounding text in a casual, friendly or professional voice.",
  category: "text",
  path: "/humanizer",
  keywords: ["rewrite", "paraphrase", "tone", "natural", "ai detector"],
};
