import type { ToolMeta } from "../../shared/catalogue";

/** This tool's entry in the catalogue (home grid, menus, routes, search); its icon is icon.ts beside this file. */
export const tool: ToolMeta = {
  id: "email-generator",
  order: 80,
  name: "Email Template Generator",
  description: "Draft professional emails for any purpose, tone and audience in seconds.",
  category: "text",
  path: "/email-generator",
  keywords: ["email", "mail", "template", "outreach", "letter", "follow-up"],
};
