import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { encodeWav } from "./engine/audio-encoders";
import { ESPEAK_LANGUAGE, ESPEAK_VARIANT, espeakRate } from "./engine/espeak-voices";
import { splitForSpeech } from "./engine/text-chunks";
import { SpeechAbortedError, SpeechEngineError, SpeechProcessPool, SpeechTimeoutError } from "./engine/tts-pool";
import {
  ALL_VOICES,
  TTS_LANGUAGES,
  VOICES_BY_LANGUAGE,
  voiceForLanguage,
  type TtsFormat,
  type TtsLanguage,
} from "./contract";
import { synthesizeBuiltin } from "./text-to-speech.engine";
import { decodeAudio, medianPitch, rms, spectralDistance, spectralProfile } from "./test-support/audio-probe";
import { SAMPLE_TEXT } from "./test-support/sample-texts";

// eSpeak NG's variant files, by the gender line they declare (voices/!v in the package's data).
const FEMALE_VARIANTS = [
  "f1",
  "f2",
  "f3",
  "f4",
  "f5",
  "Annie",
  "Alicia",
  "anika",
  "linda",
  "belinda",
  "steph",
  "steph2",
  "steph3",
  "Andrea",
  "aunty",
  "grandma",
];
const MALE_VARIANTS = ["m1", "m2", "m3", "m4", "m5", "m6", "m7", "Michael"];

describe("splitting text for synthesis", () => {
  it("keeps pieces under the limit, ends them at sentences, and loses no words", () => {
    const text = "First sentence here. Second one! A third? ".repeat(40) + "word ".repeat(300);
    const chunks = splitForSpeech(text, 120);
    expect(chunks.every((c) => c.length <= 120 && c.length > 0)).toBe(true);
    expect(chunks.join(" ").split(/\s+/).filter(Boolean)).toEqual(text.split(/\s+/).filter(Boolean));
    expect(chunks[0]!.endsWith("?") || chunks[0]!.endsWith("!") || chunks[0]!.endsWith(".")).toBe(true);
  });

  it("splits CJK and Devanagari full stops, and drops blank lines", () => {
    expect(splitForSpeech("今天天气很好。我们去公园。", 8)).toEqual(["今天天气很好。", "我们去公园。"]);
    expect(splitForSpeech("यह पहला है। यह दूसरा है।", 12)).toEqual(["यह पहला है।", "यह दूसरा है।"]);
    expect(splitForSpeech("\n\n  \n")).toEqual([]);
  });
});

describe("voice table", () => {
  it("gives every spec voice a variant of its own gender, distinct inside each language", () => {
    expect(Object.keys(ESPEAK_VARIANT).sort()).toEqual([...ALL_VOICES].sort());
    for (const voices of Object.values(VOICES_BY_LANGUAGE)) {
      const variants = voices.map((v) => ESPEAK_VARIANT[v.value]!);
      expect(new Set(variants).size).toBe(variants.length);
      for (const v of voices) {
        expect(v.gender === "female" ? FEMALE_VARIANTS : MALE_VARIANTS).toContain(ESPEAK_VARIANT[v.value]);
      }
    }
  });

  it("resets the voice to the language's first one only when the current one is not offered", () => {
    expect(voiceForLanguage("en-gb", "heart")).toBe("alice");
    expect(voiceForLanguage("en-us", "michael")).toBe("michael");
    expect(voiceForLanguage("pt", "dora")).toBe("nicola");
  });

  it("maps speed to eSpeak's words per minute within its range", () => {
    expect([0.5, 1, 2].map(espeakRate)).toEqual([88, 175, 350]);
  });
});

describe("built-in engine (Flite for English, eSpeak NG for the other languages, in the speech process)", () => {
  let pool: SpeechProcessPool;
  beforeAll(() => {
    pool = new SpeechProcessPool({ size: 1 });
  });
  afterAll(async () => pool.close());

  const speak = (
    language: TtsLanguage,
    voice: string,
    format: TtsFormat = "wav",
    speed = 1,
    text = SAMPLE_TEXT[language],
  ) => synthesizeBuiltin(pool, { text, language, voice, speed, format });

  it("speaks every language, and each language sounds different", async () => {
    const english = await speak("en-us", "heart", "wav", 1, SAMPLE_TEXT.es);
    for (const { value: language } of TTS_LANGUAGES) {
      const voice = VOICES_BY_LANGUAGE[language][0]!.value;
      const out = await speak(language, voice);
      const decoded = await decodeAudio(out.audio, "wav");
      expect(decoded.duration, language).toBeGreaterThan(1);
      expect(rms(decoded.samples), language).toBeGreaterThan(0.02);
    }
    // The language really switches: the Spanish sentence read by the Spanish voice differs from the English reading.
    const spanish = await speak("es", "dora", "wav", 1, SAMPLE_TEXT.es);
    expect(Math.abs(spanish.duration - english.duration)).toBeGreaterThan(0.05);
  }, 120_000);

  it("gives each voice of a language its own sound, female voices higher than male ones", async () => {
    const text = "The quick brown fox jumps over the lazy dog. She sells sea shells by the sea shore.";
    const measure = async (language: TtsLanguage, voice: string) => {
      const d = await decodeAudio(
        (await speak(language, voice, "wav", 1, language.startsWith("en") ? text : SAMPLE_TEXT[language])).audio,
        "wav",
      );
      return { pitch: medianPitch(d.samples, d.sampleRate), profile: spectralProfile(d.samples, d.sampleRate) };
    };
    // eSpeak varies each reading a little: two readings by one voice stay within 1 dB (measured: 0.1) and 3 % pitch...
    const [first, second] = [await measure("en-us", "heart"), await measure("en-us", "heart")];
    expect(spectralDistance(first.profile, second.profile)).toBeLessThan(1);
    expect(Math.abs(first.pitch / second.pitch - 1)).toBeLessThan(0.03);
    for (const [language, voices] of Object.entries(VOICES_BY_LANGUAGE) as [
      TtsLanguage,
      (typeof VOICES_BY_LANGUAGE)["en-us"],
    ][]) {
      const measured = await Promise.all(voices.map(async (v) => ({ ...v, ...(await measure(language, v.value)) })));
      for (const v of measured) {
        if (v.gender === "female") expect(v.pitch, v.value).toBeGreaterThan(150);
        else expect(v.pitch, v.value).toBeLessThan(140); // Flite's awb (daniel) sits at about 131 Hz
      }
      // ...while any two voices of a language are further apart in spectrum (closest pair measured: 2.6 dB) or pitch.
      for (let i = 0; i < measured.length; i++) {
        for (let j = i + 1; j < measured.length; j++) {
          const [a, b] = [measured[i]!, measured[j]!];
          const [dB, pitch] = [spectralDistance(a.profile, b.profile), Math.abs(a.pitch / b.pitch - 1)];
          expect(
            dB > 1.5 || pitch > 0.06,
            `${a.value} vs ${b.value}: ${dB.toFixed(1)} dB, pitch ${(pitch * 100).toFixed(0)} %`,
          ).toBe(true);
        }
      }
    }
  }, 180_000);

  it("changes the duration with the speed", async () => {
    const text = "Speech at different speeds should take a different amount of time to say out loud.";
    const slow = await speak("en-us", "heart", "wav", 0.5, text);
    const normal = await speak("en-us", "heart", "wav", 1, text);
    const fast = await speak("en-us", "heart", "wav", 2, text);
    expect(slow.duration).toBeGreaterThan(normal.duration * 1.6);
    expect(normal.duration).toBeGreaterThan(fast.duration * 1.6);
    expect(slow.duration / fast.duration).toBeGreaterThan(3);
  });

  it("encodes mp3 (CBR), wav, ogg vorbis and flac that independent decoders read back at the same length", async () => {
    const wav = await speak("en-us", "heart", "wav");
    const reference = await decodeAudio(wav.audio, "wav");
    const refPitch = medianPitch(reference.samples, reference.sampleRate);
    for (const format of ["mp3", "ogg", "flac"] as const) {
      const out = await speak("en-us", "heart", format);
      const decoded = await decodeAudio(out.audio, format);
      expect(decoded.sampleRate, format).toBe(reference.sampleRate);
      expect(Math.abs(decoded.duration - reference.duration), format).toBeLessThan(0.15);
      expect(Math.abs(medianPitch(decoded.samples, decoded.sampleRate) - refPitch), format).toBeLessThan(
        refPitch * 0.08,
      );
      if (format === "mp3") expect(decoded.info).toMatchObject({ cbr: true, kbps: "64" });
      if (format === "flac") {
        expect(decoded.info).toMatchObject({ md5Set: true, totalSamples: reference.samples.length });
      }
      if (format === "ogg")
        expect(Math.abs(Number(decoded.info.granuleSeconds) - reference.duration)).toBeLessThan(0.01);
    }
    // FLAC is lossless: the same samples come back (the two readers scale by 1/32767 and 1/32768: under 1 LSB).
    const flac = await pool.run({ type: "encode", wav: wav.audio, format: "flac" });
    const decoded = await decodeAudio(flac.audio, "flac");
    expect(decoded.samples.length).toBe(reference.samples.length);
    const worst = decoded.samples.reduce((w, s, i) => Math.max(w, Math.abs(s - reference.samples[i]!)), 0);
    expect(worst * 32768).toBeLessThan(1.01);
  });

  it("refuses voices eSpeak does not have instead of keeping the previous one", async () => {
    await expect(
      pool.run({ type: "synthesize", chunks: ["hello"], voice: "en-us+nosuch", rate: 175, format: "wav" }),
    ).rejects.toBeInstanceOf(SpeechEngineError);
    await expect(
      pool.run({ type: "synthesize", chunks: ["hello"], voice: "en-gb", rate: 175, format: "wav" }),
    ).rejects.toThrow(/does not know the voice 'en-gb'/);
    for (const id of Object.values(ESPEAK_LANGUAGE)) {
      await expect(
        pool.run({ type: "synthesize", chunks: ["a"], voice: id, rate: 175, format: "wav" }),
      ).resolves.toBeTruthy();
    }
  });

  it("transcodes a provider's WAV to ogg in the speech process", async () => {
    const samples = Int16Array.from({ length: 24000 }, (_, i) =>
      Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / 24000)),
    );
    const out = await pool.run({ type: "encode", wav: encodeWav({ samples, sampleRate: 24000 }), format: "ogg" });
    const decoded = await decodeAudio(out.audio, "ogg");
    expect(decoded.sampleRate).toBe(24000);
    expect(decoded.duration).toBeCloseTo(1, 2);
    expect(medianPitch(decoded.samples, 24000)).toBeGreaterThan(210);
    expect(medianPitch(decoded.samples, 24000)).toBeLessThan(230);
  });

  it("stops a long synthesis when the caller aborts, and keeps working", async () => {
    const controller = new AbortController();
    const long = "This sentence is part of a long text that takes a while to speak. ".repeat(60);
    const job = synthesizeBuiltin(
      pool,
      { text: long, language: "en-us", voice: "heart", speed: 0.5, format: "wav" },
      controller.signal,
    );
    setTimeout(() => controller.abort(), 300);
    await expect(job).rejects.toBeInstanceOf(SpeechAbortedError);
    expect((await speak("en-us", "heart")).duration).toBeGreaterThan(1);
  });

  it("kills a process that exceeds the time limit and starts a fresh one", async () => {
    const strict = new SpeechProcessPool({ size: 1, jobTimeoutMs: 1 });
    try {
      await expect(
        strict.run({ type: "synthesize", chunks: ["Hello there."], voice: "en-us", rate: 175, format: "wav" }),
      ).rejects.toBeInstanceOf(SpeechTimeoutError);
      await vi.waitFor(() => expect(strict.processCount).toBe(0), { timeout: 5000 });
    } finally {
      await strict.close();
    }
  });
});

describe("speech process memory", () => {
  const commandLine = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);

  it("runs plain JavaScript, warms Flite only, loads eSpeak NG on demand and ends an idle process", async () => {
    const pool = new SpeechProcessPool({ size: 1, idleMs: 500 });
    try {
      // Two warm-ups at once (two page visits) start one process.
      await Promise.all([pool.warm(), pool.warm()]);
      expect(pool.processCount).toBe(1);
      const [first] = pool.processIds;
      // No TypeScript loader in the speech process: it runs the bundled program.
      const args = commandLine(first!);
      expect(args.some((a) => a.includes("tsx"))).toBe(false);
      expect(args.at(-1)).toMatch(/tts-process\.mjs$/);
      const english = await pool.run({
        type: "flite",
        chunks: ["Hello there."],
        settings: { voice: "slt", durationStretch: 1, formant: 1 },
        format: "wav",
      });
      expect(english.samples).toBeGreaterThan(1000);
      expect(english.espeak).toBe(false); // English needs no eSpeak NG
      const spanish = await pool.run({
        type: "synthesize",
        chunks: ["Hola, buenos días."],
        voice: "es",
        rate: 175,
        format: "wav",
      });
      expect(spanish.samples).toBeGreaterThan(1000);
      expect(spanish.espeak).toBe(true);
      // Idle for idleMs: the process (holding eSpeak NG) exits; an idle pool holds no process.
      await vi.waitFor(() => expect(pool.processCount).toBe(0), { timeout: 30_000, interval: 100 });
      await pool.warm();
      expect(pool.processCount).toBe(1);
      expect(pool.processIds[0]).not.toBe(first);
      const again = await pool.run({
        type: "flite",
        chunks: ["Hello again."],
        settings: { voice: "slt", durationStretch: 1, formant: 1 },
        format: "mp3",
      });
      expect(again.espeak).toBe(false);
    } finally {
      await pool.close();
    }
  }, 90_000);
});
