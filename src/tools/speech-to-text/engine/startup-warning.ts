import type { AppConfig } from "../../../server/config";
import { POCKETSPHINX_INSTALL_HINT, pocketsphinxMissing } from "./pocketsphinx";

/**
 * The one line printed at server start-up when speech to text cannot work: no transcription service is set and the
 * built-in recognizer is not installed. Null when nothing is missing.
 */
export function recognizerStartupWarning(
  config: Pick<AppConfig, "STT_BASE_URL" | "POCKETSPHINX_BIN" | "POCKETSPHINX_MODEL_DIR">,
): string | null {
  if (config.STT_BASE_URL) return null;
  const missing = pocketsphinxMissing({ binary: config.POCKETSPHINX_BIN, modelDir: config.POCKETSPHINX_MODEL_DIR });
  return missing
    ? `Warning: speech to text will answer 503: ${missing}. To fix it, ${POCKETSPHINX_INSTALL_HINT}.`
    : null;
}

/** Prints recognizerStartupWarning once (main.ts calls it in the primary process only). */
export function warnIfRecognizerMissing(config: AppConfig): void {
  const warning = recognizerStartupWarning(config);
  if (warning) console.warn(warning);
}
