/**
 * Linear-interpolation resampling of 16-bit mono PCM from `from` Hz to `to` Hz (returns the input when they are
 * equal). Used to change Flite's vocal-tract length (reading its output at another rate) and to bring its 8 kHz
 * voice to 16 kHz. Speech energy sits well below both Nyquist frequencies, so no extra filter is needed for the
 * small factors used (0.9-1.1) and for 8 -> 16 kHz.
 */
export function resampleLinear(input: Int16Array, from: number, to: number): Int16Array {
  if (from === to || input.length === 0) return input;
  const step = from / to;
  const length = Math.floor((input.length - 1) / step) + 1;
  const out = new Int16Array(length);
  for (let i = 0; i < length; i++) {
    const position = i * step;
    const j = Math.floor(position);
    const frac = position - j;
    const a = input[j]!;
    const b = input[Math.min(j + 1, input.length - 1)]!;
    out[i] = Math.round(a + (b - a) * frac);
  }
  return out;
}
