/**
 * Which Chromium the browser tests and Lighthouse use:
 * 1. CHROMIUM_PATH when set (when that file does not exist: a warning, then the packaged build of point 3);
 * 2. the system Chromium (Debian's /usr/bin/chromium, which CI installs) when present;
 * 3. otherwise the build shipped inside the npm package @sparticuz/chromium (unpacked to /tmp on first use), so
 *    `npm install && npm test` needs nothing from apt. CHROMIUM_SOURCE=packaged forces this one (to check it).
 */
import { existsSync } from "node:fs";

export const HEADLESS_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const SYSTEM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** @returns {Promise<{ executablePath: string, args: string[], source: string }>} */
export async function resolveChromium() {
  let packagedOnly = process.env.CHROMIUM_SOURCE === "packaged";
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) {
      return { executablePath: process.env.CHROMIUM_PATH, args: HEADLESS_ARGS, source: "CHROMIUM_PATH" };
    }
    console.warn(
      `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist: using the Chromium of @sparticuz/chromium`,
    );
    packagedOnly = true;
  }
  const system = packagedOnly ? undefined : SYSTEM_PATHS.find((p) => existsSync(p));
  if (system) return { executablePath: system, args: HEADLESS_ARGS, source: "system" };
  const { default: packaged } = await import("@sparticuz/chromium");
  const executablePath = await packaged.executablePath();
  // The package's own flags are tuned for serverless hosts; keep only the ones a local headless run needs.
  const args = [...new Set([...HEADLESS_ARGS, "--headless=new", "--disable-dev-shm-usage", "--no-zygote"])];
  return { executablePath, args, source: "@sparticuz/chromium (npm)" };
}

// `node scripts/chromium.mjs` prints the path (used by .ci/run and for troubleshooting).
if (import.meta.url === `file://${process.argv[1]}`) {
  const c = await resolveChromium();
  console.log(`${c.executablePath} (${c.source})`);
}
