import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadFlite } from "./engine/flite-runtime";
import { FLITE_VOICE, fliteSettings, usesFlite } from "./engine/flite-voices";
import { resampleLinear } from "./engine/resample";
import { SpeechProcessPool } from "./engine/tts-pool";
import { VOICES_BY_LANGUAGE } from "./contract";
import { synthesizeBuiltin } from "./text-to-speech.engine";
import { decodeAudio, medianPitch, rms } from "./test-support/audio-probe";

const ENGLISH = [...VOICES_BY_LANGUAGE["en-us"], ...VOICES_BY_LANGUAGE["en-gb"]];

describe("Flite voice table", () => {
  it("gives every English voice a Flite voice of its gender, and no other language", () => {
    expect(Object.keys(FLITE_VOICE).sort()).toEqual(ENGLISH.map((v) => v.value).sort());
    for (const v of ENGLISH) {
      expect(
        usesFlite(v.value === "alice" || v.value === "emma" || v.value === "daniel" ? "en-gb" : "en-us", v.value),
      ).toBe(true);
      // slt is Flite's only female voice; rms, awb and kal are male.
      expect(FLITE_VOICE[v.value]!.voice === "slt", v.value).toBe(v.gender === "female");
    }
    expect(usesFlite("es", "dora")).toBe(false);
    expect(usesFlite("fr", "siwis")).toBe(false);
  });

  it("asks Flite for more time and lower pitch when the output is read faster (vocal-tract scaling)", () => {
    const s = fliteSettings("heart", 1);
    const v = FLITE_VOICE.heart!;
    expect(s.f0Mean! * v.formant).toBeCloseTo(v.pitch!, 5);
    expect(s.durationStretch).toBeCloseTo(v.formant / v.tempo, 5);
    expect(fliteSettings("heart", 2).durationStretch).toBeCloseTo(s.durationStretch / 2, 5);
  });
});

describe("Flite under WASI", () => {
  it("synthesizes many times in one process (Node's own WASI aborted the process after a few)", () => {
    const flite = loadFlite();
    for (let i = 0; i < 25; i++) {
      const voice = (["slt", "rms", "awb", "kal"] as const)[i % 4]!;
      const pcm = flite.synthesize("Rice is often served in round bowls.", { voice, durationStretch: 1 });
      expect(pcm.samples.length / pcm.sampleRate, `${voice} #${i}`).toBeGreaterThan(1);
    }
  });

  it("speaks text with control characters or a leading dash as text, not as options", () => {
    const flite = loadFlite();
    const plain = flite.synthesize("-voice kal hello", { voice: "slt", durationStretch: 1 });
    expect(plain.sampleRate).toBe(16_000); // still slt (kal is 8 kHz)
    const odd = flite.synthesize("Tab\there, bell\u0007, nul\u0000 end.", { voice: "slt", durationStretch: 1 });
    expect(odd.samples.length).toBeGreaterThan(8000);
  });

  it("resamples without changing the signal's level or stretching silence", () => {
    const tone = Int16Array.from({ length: 8000 }, (_, i) =>
      Math.round(8000 * Math.sin((2 * Math.PI * 200 * i) / 8000)),
    );
    const up = resampleLinear(tone, 8000, 16000);
    expect(up.length).toBeGreaterThanOrEqual(15_998);
    expect(up.length).toBeLessThanOrEqual(16_000);
    const asFloat = (x: Int16Array) => Float32Array.from(x, (s) => s / 32768);
    expect(medianPitch(asFloat(up), 16000)).toBeGreaterThan(190);
    expect(medianPitch(asFloat(up), 16000)).toBeLessThan(210);
    expect(resampleLinear(tone, 8000, 8000)).toBe(tone);
  });
});

describe("English voices through the speech process", () => {
  let pool: SpeechProcessPool;
  beforeAll(() => {
    pool = new SpeechProcessPool({ size: 1 });
  });
  afterAll(async () => pool.close());

  it("speaks each English voice at its pitch: female voices high, male ones low, every format", async () => {
    const text = "The birch canoe slid on the smooth planks.";
    for (const v of ENGLISH) {
      const language = ["alice", "emma", "daniel"].includes(v.value) ? "en-gb" : "en-us";
      const out = await synthesizeBuiltin(pool, { text, language, voice: v.value, speed: 1, format: "wav" });
      const d = await decodeAudio(out.audio, "wav");
      expect(rms(d.samples), v.value).toBeGreaterThan(0.02);
      const pitch = medianPitch(d.samples, d.sampleRate);
      if (v.gender === "female") {
        expect(pitch, v.value).toBeGreaterThan(150);
        // slt follows the pitch asked for (within 8 %), after the vocal-tract scaling.
        expect(Math.abs(pitch / FLITE_VOICE[v.value]!.pitch! - 1), v.value).toBeLessThan(0.08);
      } else {
        expect(pitch, v.value).toBeLessThan(140);
      }
    }
    for (const format of ["mp3", "ogg", "flac"] as const) {
      const out = await synthesizeBuiltin(pool, { text, language: "en-us", voice: "heart", speed: 1, format });
      expect((await decodeAudio(out.audio, format)).duration, format).toBeGreaterThan(1.5);
    }
  }, 120_000);

  it("changes the duration with the speed", async () => {
    const text = "Speech at different speeds should take a different amount of time to say out loud.";
    const at = async (speed: number) =>
      (await synthesizeBuiltin(pool, { text, language: "en-us", voice: "michael", speed, format: "wav" })).duration;
    const [slow, normal, fast] = [await at(0.5), await at(1), await at(2)];
    expect(slow).toBeGreaterThan(normal * 1.6);
    expect(normal).toBeGreaterThan(fast * 1.6);
  });
});
