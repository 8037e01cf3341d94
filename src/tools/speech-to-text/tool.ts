import type { ToolMeta } from "../../shared/catalogue";

/** This tool's entry in the catalogue (home grid, menus, routes, search); its icon is icon.ts beside this file. */
export const tool: ToolMeta = {
  id: "speech-to-text",
  order: 40,
  name: "Speech to Text",
  description: "Transcribe audio recordings in MP3, WAV, M4A, MP4 or WEBM into text.",
  category: "audio",
  path: "/speech-to-text",
  keywords: ["transcribe", "transcription", "audio", "voice", "dictation", "whisper", "stt"],
};
