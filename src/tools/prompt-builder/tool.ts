import type { ToolMeta } from "../../shared/catalogue";

/** This tool's entry in the catalogue (home grid, menus, routes, search); its icon is icon.ts beside this file. */
export const tool: ToolMeta = {
  id: "prompt-builder",
  order: 110,
  name: "AI Prompt Builder",
  description: "Build clear, structured prompts for ChatGPT and other AI models, with variations and tips.",
  category: "text",
  path: "/prompt-builder",
  keywords: ["prompt", "chatgpt", "llm", "prompt engineering", "midjourney"],
  backLabel: "Back to Apps",
};
