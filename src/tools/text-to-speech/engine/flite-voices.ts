import type { TtsLanguage } from "../contract";
import type { FliteVoice } from "./flite-runtime";

/**
 * The 15 English voices of the spec speak with CMU Flite (far more intelligible than eSpeak NG: see
 * docs/tools/text-to-speech.md). Flite has one female voice (slt) and three male ones (rms, awb, kal), so the
 * female names are slt with their own pitch (Hz), pitch movement, tempo and vocal-tract length: `formant` < 1
 * lengthens the vocal tract (a darker, fuller voice), > 1 shortens it (brighter); it is done by resampling, with
 * pitch and tempo compensated so they stay as set. Formants are never raised: the round-trip bench showed
 * recognition of slt falling from WER 0.40 to 0.65 at +8 %, and improving as they are lowered a little (on Harvard
 * lists 1-2, the tuning set: bella 0.31 at 1.00 -> 0.26 at 0.96; nicole 0.33 -> 0.26). Lowering stops at 0.92 so the
 * female voices keep a female vocal tract (adult male formants sit about 15-20 % below female ones).
 * The male names use the male voices: michael rms (US), daniel awb (Scottish English, the nearest to British).
 * kal (8 kHz diphones) is left out: 0.71 WER in the round trip, against 0.23 for rms.
 */
interface FliteVoiceSettings {
  voice: FliteVoice;
  /** Target mean pitch of the output (Hz); only slt and kal follow it. */
  pitch?: number;
  /** Pitch movement (Hz standard deviation). */
  pitchRange?: number;
  /** Tempo at speed 1 (> 1 faster). */
  tempo: number;
  /** Vocal-tract scaling by resampling (1 = none). */
  formant: number;
}

const slt = (pitch: number, pitchRange: number, tempo: number, formant: number): FliteVoiceSettings => ({
  voice: "slt",
  pitch,
  pitchRange,
  tempo,
  formant,
});

export const FLITE_VOICE: Record<string, FliteVoiceSettings> = {
  // en-us: pitches about 6.5 % apart (165-242 Hz) on two vocal-tract lengths; voices near one pitch differ in tract,
  // pitch movement and tempo (every pair over 1.5 dB apart in spectrum or 6 % in pitch: text-to-speech.engine.test.ts).
  heart: slt(200, 26, 1.0, 0.92),
  bella: slt(227, 32, 1.0, 0.96),
  michael: { voice: "rms", tempo: 1.0, formant: 1 },
  alloy: slt(176, 16, 1.03, 0.92),
  aoede: slt(242, 38, 0.95, 0.96),
  kore: slt(213, 20, 1.06, 0.92),
  jessica: slt(213, 30, 1.0, 0.96),
  nicole: slt(165, 18, 0.94, 0.96),
  nova: slt(227, 24, 1.04, 0.92),
  river: slt(188, 22, 0.96, 0.92),
  sarah: slt(194, 28, 1.0, 0.96),
  sky: slt(242, 30, 1.02, 0.92),
  // en-gb
  alice: slt(200, 34, 0.98, 0.96),
  emma: slt(227, 18, 0.94, 0.96),
  daniel: { voice: "awb", tempo: 1.0, formant: 1 },
};

/** The languages Flite speaks here; eSpeak NG speaks the others. */
const FLITE_LANGUAGES: readonly TtsLanguage[] = ["en-us", "en-gb"];

export function usesFlite(language: TtsLanguage, voice: string): boolean {
  return FLITE_LANGUAGES.includes(language) && voice in FLITE_VOICE;
}

/** Flite's arguments for a voice at a speed (0.5-2), and the resampling factor to apply to its output. */
export function fliteSettings(voice: string, speed: number) {
  const v = FLITE_VOICE[voice];
  if (!v) throw new Error(`no Flite voice for ${voice}`);
  return {
    voice: v.voice,
    // The resampling shortens the audio by `formant`: ask Flite for that much more time, and that much less pitch.
    durationStretch: v.formant / (v.tempo * speed),
    ...(v.pitch !== undefined ? { f0Mean: v.pitch / v.formant } : {}),
    ...(v.pitchRange !== undefined ? { f0Stddev: v.pitchRange / v.formant } : {}),
    formant: v.formant,
  };
}
