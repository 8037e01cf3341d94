import { afterEach, describe, expect, it, vi } from "vitest";
import { failureOf } from "../../client/lib/api";
import { contract } from "./contract";
import { requestSpeech } from "./text-to-speech.client";

const request = { text: "Hello", language: "en-us", voice: "heart", speed: 1, format: "mp3" } as const;

function failWith(status: number, body: string) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(body, { status })),
  );
}

/** The toast a failed request shows: the client's one error reader, then the contract's failure toast. */
async function toastText(): Promise<string | undefined> {
  try {
    await requestSpeech(request);
  } catch (error) {
    return contract.toasts.failure(failureOf(error)).description;
  }
  throw new Error("the request did not fail");
}

describe("text to speech client: the error toast's text", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Failed to generate speech' once when the error body is empty or holds no message", async () => {
    for (const body of ["", "<html>Bad gateway</html>", "{}", '{"message":""}']) {
      failWith(502, body);
      expect(await toastText()).toBe("Failed to generate speech");
    }
  });

  it("shows the server's message after the prefix, unwrapped and with details", async () => {
    failWith(500, JSON.stringify({ message: JSON.stringify({ message: "Voice model missing" }), details: "heart" }));
    expect(await toastText()).toBe("Failed to generate speech: Voice model missing (heart)");
    failWith(429, '{"message":"Too many requests"}');
    expect(await toastText()).toBe("Failed to generate speech: Too many requests");
  });

  it("names the network error when the request never reached the server", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await toastText()).toBe("Failed to generate speech: Failed to fetch");
  });

  it("rejects a reply that is not audio, or empty audio, as the contract's response schema says", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html></html>", { status: 200, headers: { "Content-Type": "text/html" } })),
    );
    await expect(requestSpeech(request)).rejects.toThrow(/response schema/);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(new Uint8Array(0), { status: 200, headers: { "Content-Type": "audio/mpeg" } })),
    );
    await expect(requestSpeech(request)).rejects.toThrow(/response schema/);
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () => new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { "Content-Type": "audio/mpeg" } }),
      ),
    );
    expect((await requestSpeech(request)).data.blob.size).toBe(3);
  });
});
