import { afterEach, describe, expect, it, vi } from "vitest";
import { requestSpeech, speechErrorMessage } from "./text-to-speech.client";

const request = { text: "Hello", language: "en-us", voice: "heart", speed: 1, format: "mp3" } as const;

function failWith(status: number, body: string) {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(body, { status })));
}

describe("text to speech client: the error toast's text", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Failed to generate speech' once when the error body is empty or holds no message", async () => {
    for (const body of ["", "<html>Bad gateway</html>", "{}", '{"message":""}']) {
      failWith(502, body);
      await expect(requestSpeech(request)).rejects.toThrow(/^Failed to generate speech$/);
    }
  });

  it("shows the server's message after the prefix, unwrapped and with details", async () => {
    failWith(500, JSON.stringify({ message: JSON.stringify({ message: "Voice model missing" }), details: "heart" }));
    await expect(requestSpeech(request)).rejects.toThrow(/^Failed to generate speech: Voice model missing \(heart\)$/);
    expect(speechErrorMessage('{"message":"Too many requests"}')).toBe("Too many requests");
    expect(speechErrorMessage("")).toBeNull();
  });

  it("names the network error when the request never reached the server", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(requestSpeech(request)).rejects.toThrow(/^Failed to generate speech: Failed to fetch$/);
  });
});
