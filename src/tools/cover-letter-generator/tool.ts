import type { ToolMeta } from "../../shared/catalogue";

/** This tool's entry in the catalogue (home grid, menus, routes, search); its icon is icon.ts beside this file. */
export const tool: ToolMeta = {
  id: "cover-letter-generator",
  order: 100,
  name: "Cover Letter Generator",
  description: "Get three tailored cover letters from your resume and a job description.",
  category: "text",
  path: "/cover-letter-generator",
  keywords: ["cover letter", "job", "resume", "cv", "application", "career"],
};
