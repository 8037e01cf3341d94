import { defineConfig } from "vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { bundleModules } from "./scripts/bundle-modules-plugin.mjs";

/**
 * The client is written against React's API (and typed with @types/react) but runs on Preact through preact/compat:
 * about 12 kB gzip of runtime instead of react-dom's 60-odd, for the same components. Every `react` / `react-dom`
 * import, ours and the libraries' (wouter, radix-ui, lucide-react), resolves to preact/compat; the automatic JSX
 * runtime (`react/jsx-runtime`) to Preact's. The build's prerender renders with preact-render-to-string
 * (src/client/entry-server.tsx).
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  // wouter's shim for React < 18 (CommonJS): preact/compat has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: "preact/compat" },
];

export default defineConfig({
  root: fileURLToPath(new URL("./src/client", import.meta.url)),
  publicDir: fileURLToPath(new URL("./public", import.meta.url)),
  plugins: [tailwindcss(), bundleModules({ root: fileURLToPath(new URL(".", import.meta.url)) })],
  resolve: {
    alias: [{ find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) }, ...PREACT_ALIASES],
    dedupe: ["preact"],
  },
  oxc: { jsx: { runtime: "automatic", importSource: "react" } },
  build: {
    outDir: process.env.CLIENT_OUT_DIR ?? fileURLToPath(new URL("./dist/client", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    manifest: true,
    rolldownOptions: {
      // radix-ui's modules open with "use client" (a React Server Components marker): meaningless here.
      onLog(level, log, handler) {
        if (log.code === "MODULE_LEVEL_DIRECTIVE" && log.message.includes('"use client"')) return;
        handler(level, log);
      },
    },
  },
  // npm run dev starts the API on API_PORT (default 5001) before Vite, so the proxy never meets a closed port.
  server: { proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? "5001"}` } },
});
