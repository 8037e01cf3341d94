import type { ToolMeta } from "../../shared/catalogue";

/** This tool's entry in the catalogue (home grid, menus, routes, search); its icon is icon.ts beside this file. */
export const tool: ToolMeta = {
  id: "text-to-speech",
  order: 50,
  name: "Text to Speech",
  description: "Turn text into natural speech in nine languages and download it as MP3, WAV, OGG or FLAC.",
  category: "audio",
  path: "/text-to-speech",
  keywords: ["tts", "voice", "read aloud", "audio", "narration", "speak"],
};
