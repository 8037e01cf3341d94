import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();
const optionalUrl = optionalString.refine((v) => v === undefined || /^https?:\/\/\S+$/i.test(v), {
  message: "must be an http(s) URL",
});
const intFrom = (def: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(def);
const bool = (def: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? def : v === "true" || v === "1" || v === "yes"));

/** Every setting the server reads, from the environment only. Documented in README.md. */
export const configSchema = z.object({
  PORT: intFrom(5000, 0, 65535),
  HOST: z.string().default("127.0.0.1"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.string().default("production"),
  DATA_DIR: z.string().default("./data"),
  /** Where the built client is served from (default dist/client). */
  CLIENT_DIR: optionalString,
  /** The site's public address (https://example.org): pages' canonical links. Unset: each request's own origin. */
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: "must be a postgres:// URL",
  }),
  BODY_LIMIT_BYTES: intFrom(2 * 1024 * 1024, 1024, 64 * 1024 * 1024),
  TRUST_PROXY: optionalString,

  COMPANY_NAME: z.string().default("AI App Hub"),
  CONTACT_EMAIL: optionalString.refine((v) => v === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
    message: "must be an e-mail address",
  }),
  DONATE_BTC_ADDRESS: optionalString,
  DONATE_SOL_ADDRESS: optionalString,
  DONATE_ETH_ADDRESS: optionalString,
  DONATE_COFFEE_URL: optionalUrl,
  CARD_BUY_BUTTON_ID: optionalString,
  CARD_PUBLISHABLE_KEY: optionalString,

  AI_BASE_URL: optionalUrl,
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: intFrom(60_000, 100, 600_000),
  /** Speech to text: an OpenAI-compatible /v1/audio/transcriptions server (base URL ends with /v1). */
  STT_BASE_URL: optionalUrl,
  STT_API_KEY: optionalString,
  STT_MODEL: z.string().default("whisper-1"),
  STT_TIMEOUT_MS: intFrom(300_000, 100, 1_800_000),
  /** Recordings allowed to wait for the decoder, and behind the one the built-in recognizer is working on; more are answered 503. */
  STT_QUEUE_MAX: intFrom(4, 0, 1_000),
  /** The built-in recognizer's program and model folder (defaults: Debian's pocketsphinx packages). */
  POCKETSPHINX_BIN: optionalString,
  POCKETSPHINX_MODEL_DIR: optionalString,
  /** Text to speech: an OpenAI-compatible /v1/audio/speech server such as Kokoro-FastAPI (base URL ends with /v1). */
  TTS_BASE_URL: optionalUrl,
  TTS_API_KEY: optionalString,
  TTS_MODEL: z.string().default("kokoro"),
  TTS_TIMEOUT_MS: intFrom(120_000, 100, 1_800_000),
  HSTS: bool(false),

  /** Per-client-IP limits on /api routes, per window; subscribe and the speech routes have their own, stricter ones. */
  RATE_LIMIT_ENABLED: bool(true),
  RATE_LIMIT_WINDOW_MS: intFrom(60_000, 1_000, 3_600_000),
  RATE_LIMIT_MAX: intFrom(120, 1, 10_000_000),
  RATE_LIMIT_SUBSCRIBE_MAX: intFrom(5, 1, 10_000_000),
  RATE_LIMIT_HEAVY_MAX: intFrom(20, 1, 10_000_000),
  /** Server processes sharing the port (node:cluster). One process already uses every core (ENGINE_THREADS). */
  WEB_CONCURRENCY: intFrom(1, 1, 64),
  /** Worker threads for the built-in text engines (0 = one per CPU core), their queue bound and per-job limit. */
  ENGINE_THREADS: intFrom(0, 0, 64),
  ENGINE_QUEUE_MAX: intFrom(200, 1, 100_000),
  ENGINE_TIMEOUT_MS: intFrom(30_000, 100, 600_000),
  /** How much lower than the main thread the engine threads run (Linux nice value added; 0 = same priority). */
  ENGINE_NICENESS: intFrom(10, 0, 19),
  /** Sent as X-Served-By on every response when set (tell instances apart behind a proxy). */
  INSTANCE_NAME: optionalString,
  /** redis://: share rate-limit counts between instances (default: in-memory, per instance). */
  REDIS_URL: optionalString.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    message: "must be a redis:// URL",
  }),
});

export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** Settings for tests and embedding: defaults plus overrides, validated the same way. */
export function testConfig(overrides: Partial<Record<keyof AppConfig, string>> = {}): AppConfig {
  return loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test", RATE_LIMIT_ENABLED: "false", ...overrides });
}

/** What the browser may know about the operator's settings (GET /api/config). */
export function publicConfig(config: AppConfig) {
  const wallets = [
    { id: "bitcoin", name: "Bitcoin", address: config.DONATE_BTC_ADDRESS },
    { id: "solana", name: "Solana", address: config.DONATE_SOL_ADDRESS },
    { id: "ethereum", name: "Ethereum", address: config.DONATE_ETH_ADDRESS },
  ].filter((w): w is { id: string; name: string; address: string } => Boolean(w.address));
  return {
    companyName: config.COMPANY_NAME,
    contactEmail: config.CONTACT_EMAIL ?? null,
    wallets,
    coffeeUrl: config.DONATE_COFFEE_URL ?? null,
    cardButton:
      config.CARD_BUY_BUTTON_ID && config.CARD_PUBLISHABLE_KEY
        ? { buyButtonId: config.CARD_BUY_BUTTON_ID, publishableKey: config.CARD_PUBLISHABLE_KEY }
        : null,
    aiProvider: Boolean(config.AI_BASE_URL),
  };
}
