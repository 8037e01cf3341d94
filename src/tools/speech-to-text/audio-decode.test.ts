import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { decodeTo16kMonoWav, ffmpegPath, wavSeconds } from "./engine/ffmpeg";
import { encodeAudio, toneWav } from "./test-audio";

const dir = mkdtempSync(path.join(os.tmpdir(), "stt-decode-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("ffmpeg from the npm package", () => {
  it("is executable after a fresh install (npm 11 skips the package's chmod)", () => {
    expect(path.basename(ffmpegPath())).toMatch(/^ffmpeg/);
  });

  it.each(["mp3", "mpga", "m4a", "mp4", "webm", "mpeg"] as const)(
    "decodes %s to 16 kHz mono 16-bit WAV of the same length",
    async (ext) => {
      const file = path.join(dir, `tone.${ext}`);
      writeFileSync(file, encodeAudio(toneWav(1.5, 440, 44_100), ext));
      const wav = await decodeTo16kMonoWav(file, 60);
      expect(wav.toString("ascii", 0, 4)).toBe("RIFF");
      expect(wav.toString("ascii", 36, 40)).toBe("data"); // bare 44-byte header, no LIST chunk
      expect(wav.readUInt16LE(22)).toBe(1);
      expect(wav.readUInt32LE(24)).toBe(16_000);
      expect(wav.readUInt16LE(34)).toBe(16);
      expect(wavSeconds(wav)).toBeGreaterThan(1.4);
      expect(wavSeconds(wav)).toBeLessThan(1.7);
    },
  );

  it("refuses audio longer than the limit and damaged files", async () => {
    const long = path.join(dir, "long.wav");
    writeFileSync(long, toneWav(3));
    await expect(decodeTo16kMonoWav(long, 2)).rejects.toThrow(/longer than 2 s/);
    const broken = path.join(dir, "broken.mp3");
    writeFileSync(broken, Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(300, 0x55)]));
    await expect(decodeTo16kMonoWav(broken, 60)).rejects.toThrow();
  });
});
