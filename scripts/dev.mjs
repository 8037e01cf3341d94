// npm run dev: the API with reload on change (port 5001) and Vite with hot module reload (PORT, default 5000).
import { spawn } from "node:child_process";

const port = process.env.PORT ?? "5000";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: "5001", NODE_ENV: "development" },
  }),
  spawn("npx", ["vite", "--port", port, "--strictPort", "--host", process.env.HOST ?? "127.0.0.1"], {
    stdio: "inherit",
    env: process.env,
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
