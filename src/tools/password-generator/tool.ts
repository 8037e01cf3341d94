import type { ToolMeta } from "../../shared/catalogue";

/** This tool's entry in the catalogue (home grid, menus, routes, search); its icon is icon.ts beside this file. */
export const tool: ToolMeta = {
  id: "password-generator",
  order: 90,
  name: "Password Generator",
  description: "Generate strong random passwords in your browser, with a strength meter and entropy.",
  category: "productivity",
  path: "/password-generator",
  keywords: ["password", "passphrase", "secure", "random", "security", "generator"],
  clientOnly: true,
};
