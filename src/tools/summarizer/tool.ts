import type { ToolMeta } from "../../shared/catalogue";

/** This tool's entry in the catalogue (home grid, menus, routes, search); its icon is icon.ts beside this file. */
export const tool: ToolMeta = {
  id: "summarizer",
  order: 10,
  name: "Text Summarizer",
  description: "Condense long articles and documents into concise bullet points, paragraphs or a TL;DR.",
  category: "text",
  path: "/summarizer",
  keywords: ["summary", "tldr", "shorten", "abstract", "digest", "condense"],
};
