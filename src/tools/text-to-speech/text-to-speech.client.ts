import { apiRequest, type ToolReply } from "@/client/lib/api";
import { parseReply } from "@/client/lib/tool-reply";
import { contract, type TtsFormat, type TtsParsedRequest } from "./contract";

export interface GeneratedAudio {
  blob: Blob;
  format: TtsFormat;
}

/**
 * POST /api/text-to-speech and read the audio binary, checked against the contract's reply schema (audio, not
 * empty). Failures are read by the client's one error reader; the contract's failure toast words them.
 */
export async function requestSpeech(values: TtsParsedRequest): Promise<ToolReply<GeneratedAudio>> {
  const res = await apiRequest("POST", contract.endpoint, values);
  const blob = await res.blob();
  parseReply(contract, { type: blob.type || (res.headers.get("Content-Type") ?? ""), size: blob.size }, res.status);
  return { data: { blob, format: values.format }, engine: res.headers.get("X-Engine") };
}

/** Spec: downloads are named 'speech-<timestamp>.<ext>'. */
export function downloadName(format: TtsFormat, now = Date.now()): string {
  return `speech-${now}.${format}`;
}
