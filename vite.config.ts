import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { bundleModules } from "./scripts/bundle-modules-plugin.mjs";

export default defineConfig({
  root: fileURLToPath(new URL("./src/client", import.meta.url)),
  publicDir: fileURLToPath(new URL("./public", import.meta.url)),
  plugins: [react(), tailwindcss(), bundleModules({ root: fileURLToPath(new URL(".", import.meta.url)) })],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  build: {
    outDir: process.env.CLIENT_OUT_DIR ?? fileURLToPath(new URL("./dist/client", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    manifest: true,
  },
  // npm run dev starts the API on API_PORT (default 5001) before Vite, so the proxy never meets a closed port.
  server: { proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? "5001"}` } },
});
