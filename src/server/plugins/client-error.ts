import type { Socket } from "node:net";

const BODY = JSON.stringify({ message: "The request could not be read." });
const TOO_LARGE = JSON.stringify({ message: "Request headers are too large." });

/**
 * Fastify's clientErrorHandler: requests Node's HTTP parser rejects (bad request line, bad headers, headers too
 * large) get a JSON 400/431 with `Connection: close`, then the socket ends. Nothing from the request is logged.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable || socket.destroyed) return;
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  const body = tooLarge ? TOO_LARGE : BODY;
  const status = tooLarge ? "431 Request Header Fields Too Large" : "400 Bad Request";
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
