/**
 * Section "speech": the built-in speech engines, measured with their own functions (no HTTP).
 * - Text to speech: real-time factor (RTF = processing time / seconds of audio produced) of eSpeak NG synthesis
 *   plus encoding, for each of the 9 languages (default voice, mp3: the default format) and each of the 4 formats
 *   (American English), plus the worst of all 36 language x format pairs and one run through the speech process.
 * - Speech to text: RTF (decoding + recognition) and word error rate of the built-in recognizer on the real human
 *   recordings in ../shared/data that have a reference transcript (jfk.flac; any `<name>.txt` beside an audio file),
 *   and on the 5 LibriVox utterances of the Debian package pocketsphinx-testdata when it is installed.
 *   With STT_BASE_URL set, the configured transcription server is measured on the same recordings.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { decodeTo16kMonoWav, wavSeconds } from "../src/server/speech/ffmpeg";
import { transcribeWithProvider } from "../src/server/speech/stt/openai-transcription";
import { POCKETSPHINX_DEFAULTS, pocketsphinxMissing, pocketsphinxTranscribe } from "../src/server/speech/stt/pocketsphinx";
import { encodePcm, type AudioFormat } from "../src/server/speech/tts/audio-encoders";
import { loadEspeak } from "../src/server/speech/tts/espeak-runtime";
import { espeakRate, espeakVoice } from "../src/server/speech/tts/espeak-voices";
import { splitForSpeech } from "../src/server/speech/tts/text-chunks";
import { SpeechProcessPool } from "../src/server/speech/tts/tts-pool";
import { wordErrors } from "../src/tools/speech-to-text/word-error-rate";
import { CHUNK_CHARS, synthesizeBuiltin } from "../src/tools/text-to-speech/text-to-speech.engine";
import { TTS_FORMATS, TTS_LANGUAGES, VOICES_BY_LANGUAGE, type TtsLanguage } from "../src/tools/text-to-speech/contract";
import { SAMPLE_TEXT } from "../src/tools/text-to-speech/test-support/sample-texts";
import { DATA_DIR, goal, notAvailable, row, round, type BenchContext, type BenchSection, type Row } from "./lib";

const S = "speech";
/** Characters of text spoken per language: a paragraph, as a visitor would paste. */
const TTS_CHARS = 1000;
/** Text to speech must stay well ahead of playback: 5000 characters (~6 min of speech) in under ~36 s. */
const TTS_RTF_GOAL = 0.1;
/** The recognizer must at least keep up with the recording. */
const STT_RTF_GOAL = 1;

/** Reference transcripts of the shared recordings (../shared/data/README.md). */
const KNOWN_REFERENCES: Record<string, string> = {
  "jfk.flac": "And so my fellow Americans, ask not what your country can do for you, ask what you can do for your country.",
};
const AUDIO_EXT = /\.(flac|wav|mp3|ogg|m4a|webm|opus)$/i;

export interface Recording {
  name: string;
  file: string;
  reference: string;
}

/** Recordings with a reference: the known ones, and any audio file with a `<name>.txt` next to it. */
export function recordingsWithReference(dir = DATA_DIR): Recording[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => AUDIO_EXT.test(f))
    .sort()
    .flatMap((f) => {
      const txt = path.join(dir, f.replace(AUDIO_EXT, ".txt"));
      const reference = existsSync(txt) ? readFileSync(txt, "utf8").trim() : KNOWN_REFERENCES[f];
      return reference ? [{ name: f, file: path.join(dir, f), reference }] : [];
    });
}

function paragraph(language: TtsLanguage): string {
  const sentence = SAMPLE_TEXT[language];
  const parts: string[] = [];
  while (parts.join(" ").length + sentence.length < TTS_CHARS) parts.push(sentence);
  return parts.join(" ");
}

async function timed<T>(fn: () => Promise<T> | T): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await fn();
  return { ms: performance.now() - t0, value };
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function ttsRows(ctx: BenchContext): Promise<Row[]> {
  const runs = ctx.quick ? 1 : 3;
  const espeak = await loadEspeak();
  const formats = TTS_FORMATS.map((f) => f.value) as AudioFormat[];
  const rows: Row[] = [];
  // rtf[language][format] = (median synthesis + median encoding) / audio seconds
  const matrix: { language: TtsLanguage; format: AudioFormat; rtf: number }[] = [];
  const perFormatEn: Record<string, { encodeMs: number; synthMs: number; seconds: number; bytes: number }> = {};
  for (const { value: language, label } of TTS_LANGUAGES) {
    const voice = VOICES_BY_LANGUAGE[language][0]!.value;
    const text = paragraph(language);
    const chunks = splitForSpeech(text, CHUNK_CHARS);
    const synthTimes: number[] = [];
    let samples = new Int16Array();
    for (let i = 0; i < runs + 1; i++) {
      const { ms, value } = await timed(() => {
        espeak.setVoice(espeakVoice(language, voice));
        espeak.setRate(espeakRate(1));
        const pieces = chunks.map((c) => espeak.synthesize(c));
        const out = new Int16Array(pieces.reduce((n, p) => n + p.length, 0));
        let offset = 0;
        for (const p of pieces) {
          out.set(p, offset);
          offset += p.length;
        }
        return out;
      });
      if (i > 0) synthTimes.push(ms); // the first run warms the voice up
      samples = value;
    }
    const seconds = samples.length / espeak.sampleRate;
    const synthMs = median(synthTimes);
    ctx.log(`tts ${language}: ${round(seconds, 1)} s of audio synthesized in ${Math.round(synthMs)} ms`);
    for (const format of formats) {
      const encodeTimes: number[] = [];
      let bytes = 0;
      // Repeated runs where a row reports the pair (mp3, American English); one run for the rest of the matrix.
      // The first language (en-us) warms each encoder up.
      const repeat = format === "mp3" || language === "en-us" ? runs : 1;
      for (let i = 0; i < repeat + (language === "en-us" ? 1 : 0); i++) {
        const { ms, value } = await timed(() => encodePcm({ samples, sampleRate: espeak.sampleRate }, format));
        if (i > 0 || language !== "en-us") encodeTimes.push(ms);
        bytes = value.length;
      }
      const encodeMs = median(encodeTimes);
      matrix.push({ language, format, rtf: (synthMs + encodeMs) / 1000 / seconds });
      if (language === "en-us") perFormatEn[format] = { encodeMs, synthMs, seconds, bytes };
      if (format === "mp3") {
        const rtf = (synthMs + encodeMs) / 1000 / seconds;
        rows.push(row(S, `TTS RTF ${label} (${language}, ${voice}, mp3)`, round(rtf, 4), {
          goal: `< ${TTS_RTF_GOAL}`,
          status: goal(rtf < TTS_RTF_GOAL),
          note: `${text.length} chars -> ${round(seconds, 1)} s audio; synthesis ${Math.round(synthMs)} ms + mp3 ${Math.round(encodeMs)} ms`,
        }));
      }
    }
  }
  for (const format of formats) {
    const f = perFormatEn[format]!;
    const rtf = (f.synthMs + f.encodeMs) / 1000 / f.seconds;
    rows.push(row(S, `TTS RTF ${format} (American English)`, round(rtf, 4), {
      goal: `< ${TTS_RTF_GOAL}`,
      status: goal(rtf < TTS_RTF_GOAL),
      note: `encoding alone RTF ${round(f.encodeMs / 1000 / f.seconds, 4)} (${Math.round(f.encodeMs)} ms for ${round(f.seconds, 1)} s, ${Math.round(f.bytes / 1024)} KiB)`,
    }));
  }
  const worst = matrix.reduce((a, b) => (b.rtf > a.rtf ? b : a));
  rows.push(row(S, "TTS RTF worst of 9 languages x 4 formats", round(worst.rtf, 4), {
    goal: `< ${TTS_RTF_GOAL}`,
    status: goal(worst.rtf < TTS_RTF_GOAL),
    note: `${worst.language} ${worst.format}; best ${round(Math.min(...matrix.map((m) => m.rtf)), 4)}`,
  }));

  // The same work as the route does it: through the speech process (IPC, v8 serialization), warm.
  const pool = new SpeechProcessPool({ size: 1 });
  try {
    const request = { text: paragraph("en-us"), language: "en-us" as const, voice: "heart", speed: 1, format: "mp3" as const };
    await synthesizeBuiltin(pool, request); // starts the process and loads eSpeak
    const times: number[] = [];
    let duration = 0;
    for (let i = 0; i < runs; i++) {
      const { ms, value } = await timed(() => synthesizeBuiltin(pool, request));
      times.push(ms);
      duration = value.duration;
    }
    const rtf = median(times) / 1000 / duration;
    rows.push(row(S, "TTS RTF through the speech process (en-us, mp3)", round(rtf, 4), {
      goal: `< ${TTS_RTF_GOAL}`,
      status: goal(rtf < TTS_RTF_GOAL),
      note: `synthesizeBuiltin, warm process: ${Math.round(median(times))} ms for ${round(duration, 1)} s`,
    }));
  } finally {
    await pool.close();
  }
  return rows;
}

/**
 * LibriVox read speech (public domain) with reference transcripts from the Debian package pocketsphinx-testdata,
 * when installed (`apt-get install pocketsphinx-testdata`): a second, independent check of the built-in engine.
 */
const DEBIAN_LIBRIVOX = "/usr/share/pocketsphinx/test/data/librivox";

export function debianLibrivox(dir = DEBIAN_LIBRIVOX): Recording[] {
  const file = path.join(dir, "transcription");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8").split("\n").flatMap((line) => {
    const m = /^<s>\s*(.*?)\s*<\/s>\s*\(([^)]+)\)/.exec(line.trim());
    const wav = m ? path.join(dir, `${m[2]}.wav`) : "";
    return m && existsSync(wav) ? [{ name: m[2]!, file: wav, reference: m[1]! }] : [];
  });
}

interface Scored {
  errors: number;
  words: number;
  seconds: number;
  ms: number;
  heard: string[];
}

async function scoreGroup(recordings: Recording[], transcribe: (wav: Buffer) => Promise<string>): Promise<Scored> {
  const total: Scored = { errors: 0, words: 0, seconds: 0, ms: 0, heard: [] };
  for (const rec of recordings) {
    const decode = await timed(() => decodeTo16kMonoWav(rec.file, 30 * 60));
    const recognize = await timed(() => transcribe(decode.value));
    const e = wordErrors(rec.reference, recognize.value);
    total.errors += e.substitutions + e.deletions + e.insertions;
    total.words += e.referenceWords;
    total.seconds += wavSeconds(decode.value);
    total.ms += decode.ms + recognize.ms;
    total.heard.push(recognize.value);
  }
  return total;
}

async function sttRows(ctx: BenchContext): Promise<Row[]> {
  const groups = [
    ...recordingsWithReference().map((r) => ({ name: r.name, recordings: [r] })),
    ...(debianLibrivox().length ? [{ name: `LibriVox x${debianLibrivox().length} (pocketsphinx-testdata)`, recordings: debianLibrivox() }] : []),
  ];
  if (groups.length === 0) return [notAvailable(S, "STT word error rate", `no recording with a reference in ${DATA_DIR}`)];
  const rows: Row[] = [];
  const missing = pocketsphinxMissing();
  const provider = process.env.STT_BASE_URL
    ? { baseURL: process.env.STT_BASE_URL, apiKey: process.env.STT_API_KEY, model: process.env.STT_MODEL ?? "whisper-1", timeoutMs: 120_000 }
    : null;
  for (const group of groups) {
    if (missing) {
      rows.push(notAvailable(S, `STT built-in WER ${group.name}`, `${POCKETSPHINX_DEFAULTS.binary}: ${missing}`));
    } else {
      const r = await scoreGroup(group.recordings, (wav) => pocketsphinxTranscribe(wav));
      const wer = r.errors / r.words;
      const rtf = r.ms / 1000 / r.seconds;
      ctx.log(`built-in on ${group.name}: ${r.heard.map((h) => `"${h}"`).join(" ")}`);
      rows.push(row(S, `STT built-in WER ${group.name}`, round(wer, 2), {
        goal: "labelled basic engine when > 0.2",
        note: `PocketSphinx en-us: ${r.errors} word errors / ${r.words} reference words` +
          (group.recordings.length === 1 ? `; heard "${r.heard[0]}"` : ""),
      }));
      rows.push(row(S, `STT built-in RTF ${group.name}`, round(rtf, 2), {
        goal: `< ${STT_RTF_GOAL}`,
        status: goal(rtf < STT_RTF_GOAL),
        note: `${round(r.seconds, 1)} s audio, ffmpeg decoding + recognition ${Math.round(r.ms)} ms; load average ${round(os.loadavg()[0]!, 1)}`,
      }));
    }
    if (provider) {
      try {
        const r = await scoreGroup(group.recordings, (wav) =>
          transcribeWithProvider(provider, { audio: wav, filename: "audio.wav", mimeType: "audio/wav", language: "en" }));
        rows.push(row(S, `STT provider WER ${group.name}`, round(r.errors / r.words, 2), {
          note: `${provider.model} at STT_BASE_URL; RTF ${round(r.ms / 1000 / r.seconds, 2)}`,
        }));
      } catch (error) {
        rows.push(notAvailable(S, `STT provider WER ${group.name}`, error instanceof Error ? error.message : String(error)));
      }
    }
  }
  return rows;
}

export const speechSection: BenchSection = {
  id: S,
  title: "Speech (text to speech and speech to text engines)",
  async run(ctx) {
    const rows: Row[] = [];
    for (const part of [ttsRows, sttRows]) {
      try {
        rows.push(...(await part(ctx)));
      } catch (error) {
        rows.push(row(S, part === ttsRows ? "text to speech" : "speech to text", "error", {
          status: "fail",
          note: error instanceof Error ? error.message : String(error),
        }));
      }
    }
    return rows;
  },
};
