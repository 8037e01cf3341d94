import type { ToolMeta } from "../../shared/catalogue";

/** This tool's entry in the catalogue (home grid, menus, routes, search); its icon is icon.ts beside this file. */
export const tool: ToolMeta = {
  id: "jsonl-creator",
  order: 120,
  name: "JSONL Creator",
  description: "Build and validate JSONL fine-tuning data files from message pairs, right in your browser.",
  category: "productivity",
  path: "/jsonl-creator",
  keywords: ["jsonl", "fine-tuning", "dataset", "openai", "training data", "json"],
  clientOnly: true,
};
