/**
 * eSpeak NG compiled to WebAssembly (@echogarden/espeak-ng-emscripten, GPL-3.0). Loaded only inside the speech
 * process (tts-process.ts), never by the server itself. One long-lived instance; about 70 ms to load.
 */
// @ts-expect-error: the package ships no type declarations
import createEspeakModule from "@echogarden/espeak-ng-emscripten";
import { concatArrays } from "./typed-arrays";

interface EspeakWorker {
  set_voice(name: string): number;
  set_rate(wordsPerMinute: number): void;
  get_rate(): number;
  get_samplerate(): number;
  synthesize(text: string, callback: (samples: Int16Array, events: unknown[]) => void): void;
}

interface EspeakModule {
  eSpeakNGWorker: new () => EspeakWorker;
  FS: { stat(path: string): unknown };
}

const VARIANT_DIR = "/usr/share/espeak-ng-data/voices/!v/";

export interface Espeak {
  readonly sampleRate: number;
  /** `language` or `language+variant`; throws when eSpeak does not know either (it would keep the old voice). */
  setVoice(name: string): void;
  setRate(wordsPerMinute: number): void;
  /** 16-bit mono samples at `sampleRate`. */
  synthesize(text: string): Int16Array;
}

export async function loadEspeak(): Promise<Espeak> {
  const module = (await (createEspeakModule as () => Promise<EspeakModule>)()) as EspeakModule;
  const worker = new module.eSpeakNGWorker();
  const variantExists = (variant: string) => {
    try {
      module.FS.stat(VARIANT_DIR + variant);
      return true;
    } catch {
      return false;
    }
  };
  return {
    sampleRate: worker.get_samplerate(),
    setVoice(name) {
      const variant = name.split("+")[1];
      if (variant !== undefined && (!/^[A-Za-z0-9]+$/.test(variant) || !variantExists(variant))) {
        throw new Error(`eSpeak has no voice variant '${variant}'`);
      }
      const code = worker.set_voice(name);
      if (code !== 0) throw new Error(`eSpeak does not know the voice '${name}' (code ${code})`);
    },
    setRate(wordsPerMinute) {
      // set_voice keeps the previous rate, so the rate is always set after the voice.
      worker.set_rate(wordsPerMinute);
      if (worker.get_rate() !== wordsPerMinute) throw new Error(`eSpeak refused the rate ${wordsPerMinute}`);
    },
    synthesize(text) {
      const parts: Int16Array[] = [];
      worker.synthesize(text, (samples) => {
        parts.push(samples);
      });
      return concatArrays(parts, Int16Array);
    },
  };
}
