import { createWriteStream } from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../../server/http-error";
import { makeSpeechTempFolder } from "./engine/temp-folders";
import { SNIFF_BYTES, sniffAudio, type AudioKind } from "./engine/sniff";
import { AUDIO_MAX_BYTES, sttMessages } from "./contract";

/** The upload, stored in a private temp folder: call dispose() when done. */
interface ReceivedAudio {
  file: string;
  kind: AudioKind;
  bytes: number;
  fields: Record<string, string>;
  dispose: () => Promise<void>;
}

/** Multipart overhead allowed above the file itself before a Content-Length is refused outright. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const multipartLimits = {
  fileSize: AUDIO_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 20,
} as const;

const tooLarge = () =>
  new HttpError(413, sttMessages.tooLarge("over 25 MB"), `The limit is ${AUDIO_MAX_BYTES} bytes (25 MiB).`);
const unsupported = () =>
  new HttpError(415, sttMessages.unsupported, "The file's content is not MP3, WAV, M4A/MP4, MPEG or WebM audio.");

/** Counts bytes (refusing past the limit) and checks the first bytes' magic number as they stream by. */
function byteGate(state: { bytes: number; kind: AudioKind | null | undefined }) {
  let head = Buffer.alloc(0);
  const decide = (): Error | null => {
    state.kind = sniffAudio(head);
    return state.kind ? null : unsupported();
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      state.bytes += chunk.length;
      if (state.bytes > AUDIO_MAX_BYTES) return callback(tooLarge());
      if (state.kind === undefined) {
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES)]).subarray(0, SNIFF_BYTES);
        if (head.length >= SNIFF_BYTES) {
          const error = decide();
          if (error) return callback(error);
        }
      }
      callback(null, chunk);
    },
    flush(callback) {
      if (state.kind === undefined && state.bytes > 0) return callback(decide());
      callback();
    },
  });
}

/**
 * Reads the multipart body as it streams: the file goes straight to disk through the byte gate (never more than
 * 25 MiB is written or held), text fields are collected. Throws HttpError 400/413/415 with the spec's messages.
 */
export async function receiveAudio(request: FastifyRequest): Promise<ReceivedAudio> {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > AUDIO_MAX_BYTES + MULTIPART_OVERHEAD) {
    request.raw.resume();
    throw tooLarge();
  }
  if (!request.isMultipart())
    throw new HttpError(400, sttMessages.noFile, "Send multipart/form-data with a file field.");

  // One private folder per request, removed by dispose() (and at shutdown / next start-up if the process dies).
  const { dir, dispose } = await makeSpeechTempFolder();
  const file = path.join(dir, "upload");
  const fields: Record<string, string> = {};
  const state: { bytes: number; kind: AudioKind | null | undefined } = { bytes: 0, kind: undefined };
  let gotFile = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
        continue;
      }
      if (part.fieldname !== "file") {
        part.file.resume();
        continue;
      }
      gotFile = true;
      // busboy stops passing bytes at the limit but only ends the part at its boundary: stop right away instead.
      const gate = byteGate(state);
      part.file.once("limit", () => gate.destroy(tooLarge()));
      await pipeline(part.file, gate, createWriteStream(file, { mode: 0o600 }));
      if (part.file.truncated) throw tooLarge();
    }
    if (!gotFile || state.bytes === 0 || !state.kind) throw new HttpError(400, sttMessages.noFile);
    return { file, kind: state.kind, bytes: state.bytes, fields, dispose };
  } catch (error) {
    await dispose();
    // Let the rest of the upload flow to nowhere so the client reads our answer (nothing is kept).
    request.raw.resume();
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") {
      throw new HttpError(400, "Send one audio file and the language only.");
    }
    throw new HttpError(400, "The upload could not be read. Please try again.");
  }
}
