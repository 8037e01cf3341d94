import {
  ACCEPTED_AUDIO_TYPES,
  AUDIO_CONTAINER_VIDEO_TYPES,
  AUDIO_MAX_BYTES,
  formatFileSize,
  sttMessages,
} from "./contract";

/** The spec's checks on a chosen file, in its order; returns the first failure's message, or null when fine. */
export function checkAudioFile(file: { type: string; size: number }): string | null {
  const type = file.type.toLowerCase().split(";")[0]!.trim();
  if (!type.startsWith("audio/") && !AUDIO_CONTAINER_VIDEO_TYPES.includes(type)) return sttMessages.notAudio;
  if (!(ACCEPTED_AUDIO_TYPES as readonly string[]).includes(type)) return sttMessages.unsupported;
  if (file.size > AUDIO_MAX_BYTES) return sttMessages.tooLarge(formatFileSize(file.size));
  return null;
}
