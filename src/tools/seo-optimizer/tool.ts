import type { ToolMeta } from "../../shared/catalogue";

/** This tool's entry in the catalogue (home grid, menus, routes, search); its icon is icon.ts beside this file. */
export const tool: ToolMeta = {
  id: "seo-optimizer",
  order: 70,
  name: "SEO Article Optimizer",
  description: "Score an article on readability and keyword checks and get a structured, optimized version.",
  category: "text",
  path: "/seo-optimizer",
  keywords: ["seo", "search engine", "keywords", "readability", "yoast", "blog"],
};
