import type { Engine } from "@/client/lib/api";
import { sttMessages, type SttLanguage, type TranscribeResponse } from "./contract";
import { transcriptionErrorMessage } from "./error-message";

/**
 * POSTs the file as multipart (language first, then file) with XMLHttpRequest so the page can show upload
 * progress (fetch has no upload progress). Resolves with the text and the engine (X-Engine header); rejects
 * with an Error whose message is the spec's reading of the failure.
 */
export function uploadForTranscription(
  file: File,
  language: SttLanguage,
  onProgress: (percent: number) => void,
): Promise<{ data: TranscribeResponse; engine: Engine | null }> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append("language", language);
    form.append("file", file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/speech-to-text");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.upload.onload = () => onProgress(100);
    xhr.onerror = () => reject(new Error(sttMessages.fallback));
    xhr.onabort = () => reject(new Error(sttMessages.fallback));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const data = JSON.parse(xhr.responseText) as TranscribeResponse;
          if (typeof data.text !== "string") throw new Error("no text");
          resolve({ data, engine: xhr.getResponseHeader("X-Engine") });
        } catch {
          reject(new Error(sttMessages.fallback));
        }
        return;
      }
      reject(new Error(transcriptionErrorMessage(xhr.status, xhr.statusText, xhr.responseText)));
    };
    xhr.send(form);
  });
}
