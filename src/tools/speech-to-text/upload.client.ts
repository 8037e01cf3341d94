import { ApiError, readErrorBody, type ToolReply } from "@/client/lib/api";
import { parseReply } from "@/client/lib/tool-reply";
import { contract, type SttLanguage, type TranscribeResponse } from "./contract";

/**
 * POSTs the file as multipart (language first, then file) with XMLHttpRequest so the page can show upload
 * progress (fetch has no upload progress). Resolves with the reply parsed by the contract's response schema and the
 * engine (X-Engine header); rejects with an ApiError read by the client's one error reader.
 */
export function uploadForTranscription(
  file: File,
  language: SttLanguage,
  onProgress: (percent: number) => void,
): Promise<ToolReply<TranscribeResponse>> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append("language", language);
    form.append("file", file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", contract.endpoint);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.upload.onload = () => onProgress(100);
    xhr.onerror = () => reject(new Error(""));
    xhr.onabort = () => reject(new Error(""));
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(readErrorBody(xhr.status, xhr.statusText, xhr.responseText)));
        return;
      }
      try {
        const value: unknown = JSON.parse(xhr.responseText);
        resolve({ data: parseReply(contract, value, xhr.status), engine: xhr.getResponseHeader("X-Engine") });
      } catch (error) {
        reject(error instanceof ApiError ? error : new Error(""));
      }
    };
    xhr.send(form);
  });
}
