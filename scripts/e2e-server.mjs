// The server the browser tests run against: built client, fresh embedded database in a temp dir.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { register } from "tsx/esm/api";

process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "hub-e2e-"));
process.env.LOG_LEVEL ??= "warn";
process.env.WEB_CONCURRENCY ??= "1";
// Browser tests send many requests from one address: keep rate limiting on, with room for them.
process.env.RATE_LIMIT_MAX ??= "100000";
process.env.RATE_LIMIT_SUBSCRIBE_MAX ??= "1000";
process.env.RATE_LIMIT_HEAVY_MAX ??= "1000";
if (process.env.CLIENT_OUT_DIR) process.env.CLIENT_DIR ??= process.env.CLIENT_OUT_DIR;
process.env.CONTACT_EMAIL ??= "hello@example.org";
process.env.DONATE_BTC_ADDRESS ??= "bc1qexampleexampleexampleexampleexample0";
process.env.DONATE_SOL_ADDRESS ??= "So1anaExampleAddress1111111111111111111111";
process.env.DONATE_ETH_ADDRESS ??= "0x000000000000000000000000000000000000dEaD";
process.env.DONATE_COFFEE_URL ??= "https://example.org/coffee";
register();
await import("../src/server/main.ts");
