import type { ToolMeta } from "../../shared/catalogue";

/** This tool's entry in the catalogue (home grid, menus, routes, search); its icon is icon.ts beside this file. */
export const tool: ToolMeta = {
  id: "qr-generator",
  order: 60,
  name: "QR Code Generator",
  description: "Create QR codes for resume links and professional profiles, in your colours.",
  category: "image",
  path: "/qr-generator",
  keywords: ["qr", "barcode", "resume", "link", "vcard", "png", "svg"],
  clientOnly: true,
};
