/** Starting a TypeScript server file in a child process (node --import tsx) and reading the port it prints. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { ROOT } from "./lib";

interface Child {
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

export function startChild(file: string, args: string[] = [], env: Record<string, string> = {}): Promise<Child> {
  const proc = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, file), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
      proc.once("exit", () => resolve());
      proc.kill("SIGTERM");
      setTimeout(() => proc.kill("SIGKILL"), 5000).unref();
    });
  return new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${file} did not start in 60 s: ${err.slice(-300)}`));
    }, 60_000);
    proc.stderr!.on("data", (d: Buffer) => (err += d.toString()));
    proc.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (!line) return;
      clearTimeout(timer);
      const msg = JSON.parse(line) as { port?: number; error?: string };
      if (msg.error || !msg.port) {
        void stop();
        reject(new Error(msg.error ?? "no port"));
      } else resolve({ port: msg.port, process: proc, stop });
    });
    proc.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with ${code}: ${err.slice(-300)}`));
    });
  });
}
