import type { ToolMeta } from "../../shared/catalogue";

/** This tool's entry in the catalogue (home grid, menus, routes, search); its icon is icon.ts beside this file. */
export const tool: ToolMeta = {
  id: "mla-citation",
  order: 130,
  name: "MLA Citation Generator",
  description: "Cite websites, books, articles and journals in MLA 9th edition style.",
  category: "productivity",
  path: "/mla-citation",
  keywords: ["citation", "mla", "bibliography", "works cited", "reference", "cite"],
};
