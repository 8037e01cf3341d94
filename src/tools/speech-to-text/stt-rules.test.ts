import { describe, expect, it } from "vitest";
import { sniffAudio } from "./engine/sniff";
import { AUDIO_MAX_BYTES, STT_LANGUAGES, contract, isoLanguage, languageOffered, sttMessages } from "./contract";

/** The toast a failed transcription shows: the client's one error reader, then the contract's failure toast. */
const transcriptionErrorMessage = (status: number, statusText: string, body: string) =>
  contract.toasts.failure(readErrorBody(status, statusText, body)).description;
import { readErrorBody } from "../../client/lib/api";
import { checkAudioFile } from "./file-checks";
import { encodeAudio, paddedWav, toneWav } from "./test-audio";

const bytes = (...values: number[]) => Uint8Array.from([...values, ...new Array(16).fill(0)]);

describe("magic-byte sniffing", () => {
  it("recognises every accepted container made by a real encoder", () => {
    const wav = toneWav(0.3);
    expect(sniffAudio(wav)).toBe("wav");
    expect(sniffAudio(encodeAudio(wav, "mp3"))).toBe("mp3");
    expect(sniffAudio(encodeAudio(wav, "m4a"))).toBe("mp4");
    expect(sniffAudio(encodeAudio(wav, "mp4"))).toBe("mp4");
    expect(sniffAudio(encodeAudio(wav, "webm"))).toBe("webm");
    expect(sniffAudio(encodeAudio(wav, "mpeg"))).toBe("mpeg");
  });

  it("recognises a bare MPEG audio frame header and refuses impossible ones", () => {
    expect(sniffAudio(bytes(0xff, 0xfb, 0x90, 0x64))).toBe("mp3"); // MPEG-1 layer III 128 kbps 44.1 kHz
    expect(sniffAudio(bytes(0xff, 0xfb, 0xf0, 0x64))).toBeNull(); // bitrate index 15 is invalid
    expect(sniffAudio(bytes(0xff, 0xf1, 0x50, 0x80))).toBeNull(); // ADTS AAC (layer 0) is not MP3
  });

  it("refuses other files whatever their name or declared type", () => {
    expect(sniffAudio(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBeNull(); // PNG
    expect(sniffAudio(Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj"))).toBeNull();
    expect(sniffAudio(Buffer.from("just some text pretending to be audio"))).toBeNull();
    expect(sniffAudio(Buffer.from('fLaC\0\0\0"\x10\x00\x10\x00'))).toBeNull(); // FLAC is not in the spec's list
    expect(sniffAudio(Buffer.from("\0\0\0\x1cftypheic\0\0\0\0"))).toBeNull(); // HEIC image in an ISO box
    expect(sniffAudio(Buffer.from("RIFF\0\0\0\0AVI LIST"))).toBeNull(); // RIFF but not WAVE
  });

  it("builds padded WAVs of an exact size that still sniff as WAV", () => {
    const file = paddedWav(100_001);
    expect(file.length).toBe(100_001);
    expect(sniffAudio(file)).toBe("wav");
  });
});

describe("the page's file checks, in the spec's order", () => {
  it("asks for audio when the type is not audio/", () => {
    expect(checkAudioFile({ type: "image/png", size: 10 })).toBe(sttMessages.notAudio);
    expect(checkAudioFile({ type: "", size: 10 })).toBe("Please select an audio file.");
    expect(checkAudioFile({ type: "video/quicktime", size: 10 })).toBe(sttMessages.notAudio);
  });

  it("takes video/webm and video/mp4 (how Chromium labels .webm and .mp4 files) as the WebM and MP4 audio containers", () => {
    expect(checkAudioFile({ type: "video/webm", size: 1000 })).toBeNull();
    expect(checkAudioFile({ type: "video/mp4", size: 1000 })).toBeNull();
    expect(checkAudioFile({ type: "video/webm;codecs=opus", size: 1000 })).toBeNull();
    expect(checkAudioFile({ type: "video/mp4", size: AUDIO_MAX_BYTES * 2 })).toBe(sttMessages.tooLarge("50.00 MB"));
  });

  it("offers only English with the built-in recognizer, every language with a transcription service", () => {
    const builtin = { engine: "builtin" as const };
    expect(STT_LANGUAGES.filter((l) => languageOffered(builtin, l.value)).map((l) => l.value)).toEqual(["english"]);
    expect(STT_LANGUAGES.every((l) => languageOffered({ engine: "ai-provider" }, l.value))).toBe(true);
  });

  it("refuses audio types outside the accepted list before looking at the size", () => {
    expect(checkAudioFile({ type: "audio/ogg", size: AUDIO_MAX_BYTES + 1 })).toBe(
      "Unsupported audio format. Please use MP3, WAV, M4A, MP4, MPEG, MPGA, or WEBM formats.",
    );
    expect(checkAudioFile({ type: "audio/flac", size: 1 })).toBe(sttMessages.unsupported);
  });

  it("accepts exactly 25 MiB and refuses one byte more with the size in the message", () => {
    expect(checkAudioFile({ type: "audio/mpeg", size: AUDIO_MAX_BYTES })).toBeNull();
    expect(checkAudioFile({ type: "audio/wav", size: AUDIO_MAX_BYTES + 1 })).toBe(
      "File too large (25.00 MB). Please upload an audio file smaller than 25MB.",
    );
    expect(checkAudioFile({ type: "audio/webm", size: 30 * 1024 * 1024 })).toBe(
      "File too large (30.00 MB). Please upload an audio file smaller than 25MB.",
    );
    for (const type of [
      "audio/mpeg",
      "audio/mp3",
      "audio/wav",
      "audio/x-wav",
      "audio/mp4",
      "audio/x-m4a",
      "audio/webm",
      "audio/mpga",
      "audio/webm;codecs=opus",
    ]) {
      expect(checkAudioFile({ type, size: 1000 }), type).toBeNull();
    }
  });
});

describe("the page's reading of a failed response", () => {
  it("uses the message, unwraps a JSON message inside it and appends details", () => {
    expect(transcriptionErrorMessage(400, "Bad Request", JSON.stringify({ message: "Nope" }))).toBe("Nope");
    expect(
      transcriptionErrorMessage(
        502,
        "Bad Gateway",
        JSON.stringify({ message: JSON.stringify({ message: "inner reason" }) }),
      ),
    ).toBe("inner reason");
    expect(
      transcriptionErrorMessage(
        413,
        "Payload Too Large",
        JSON.stringify({ message: "Too big", details: "limit 25 MiB" }),
      ),
    ).toBe("Too big (limit 25 MiB)");
  });

  it("says 'Server error (status: statusText)' when the body is not JSON, and falls back otherwise", () => {
    expect(transcriptionErrorMessage(504, "Gateway Timeout", "<html>upstream timed out</html>")).toBe(
      "Server error (504: Gateway Timeout)",
    );
    expect(transcriptionErrorMessage(500, "Internal Server Error", "{}")).toBe("Failed to transcribe audio");
    expect(transcriptionErrorMessage(500, "Internal Server Error", JSON.stringify({ details: "x" }))).toBe(
      "Failed to transcribe audio (x)",
    );
    expect(
      contract.toasts.failure({
        status: null,
        statusText: "",
        serverMessage: null,
        details: null,
        json: false,
        generic: "",
      }).description,
    ).toBe("Failed to transcribe audio");
  });
});

describe("language mapping for OpenAI-compatible servers", () => {
  it("maps every spec language to ISO-639-1 and omits auto", () => {
    const expected: Record<string, string | null> = {
      english: "en",
      spanish: "es",
      french: "fr",
      german: "de",
      italian: "it",
      portuguese: "pt",
      dutch: "nl",
      russian: "ru",
      japanese: "ja",
      chinese: "zh",
      hindi: "hi",
      arabic: "ar",
      korean: "ko",
      auto: null,
    };
    expect(STT_LANGUAGES.map((l) => l.value)).toEqual(Object.keys(expected));
    for (const l of STT_LANGUAGES) expect(isoLanguage(l.value)).toBe(expected[l.value]);
    expect(STT_LANGUAGES.find((l) => l.value === "auto")?.label).toBe("Auto-detect");
  });
});

describe("basic-engine label", () => {
  it("labels built-in results when the measured accuracy is low or unknown, never a provider's", async () => {
    const { isLowAccuracy, LOW_ACCURACY_WER } = await import("./contract");
    expect(isLowAccuracy({ engine: "builtin", measuredWer: 0.64 })).toBe(true);
    expect(isLowAccuracy({ engine: "builtin", measuredWer: null })).toBe(true);
    expect(isLowAccuracy(undefined)).toBe(true);
    expect(isLowAccuracy({ engine: "builtin", measuredWer: LOW_ACCURACY_WER / 2 })).toBe(false);
    expect(isLowAccuracy({ engine: "ai-provider", measuredWer: null })).toBe(false);
  });
});
