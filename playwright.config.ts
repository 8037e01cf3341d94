import { defineConfig } from "@playwright/test";
import { resolveChromium } from "./scripts/chromium.mjs";

// The system Chromium when present (CI installs Debian's), else the build inside the npm package @sparticuz/chromium.
const browser = await resolveChromium();
if (!process.env.TEST_WORKER_INDEX) console.log(`Browser tests use ${browser.executablePath} (${browser.source})`);

const port = Number(process.env.E2E_PORT ?? 6173);

export default defineConfig({
  testDir: ".",
  testMatch: ["src/**/*.e2e.ts", "tests/e2e/**/*.e2e.ts"],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // A built-in engine's answer can take seconds on a loaded 2-core machine: wait up to 15 s for what a page shows.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: browser.executablePath,
      args: browser.args,
    },
  },
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), HOST: "127.0.0.1" },
  },
});
