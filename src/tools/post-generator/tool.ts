import type { ToolMeta } from "../../shared/catalogue";

/** This tool's entry in the catalogue (home grid, menus, routes, search); its icon is icon.ts beside this file. */
export const tool: ToolMeta = {
  id: "post-generator",
  order: 20,
  name: "Social Post Generator",
  description: "Write ready-to-share posts for Twitter/X, LinkedIn and Instagram, with hashtags.",
  category: "text",
  path: "/post-generator",
  keywords: ["twitter", "x", "linkedin", "instagram", "hashtag", "social media", "tweet"],
};
