/**
 * WEB_CONCURRENCY > 1: several server processes share one port (node:cluster; the primary hands connections to
 * workers). The primary serves no HTTP itself. It owns what must not be duplicated:
 * - embedded PGlite (single-process): workers send their queries here (ipc-database.ts). With DATABASE_URL each
 *   worker connects to PostgreSQL itself;
 * - rate-limit counts when REDIS_URL is unset (ipc-rate-store.ts), so the limits stay per client, not per worker.
 * A worker that dies is replaced; SIGTERM/SIGINT stop the workers gracefully, then the database.
 */
import cluster, { type Worker } from "node:cluster";
import { buildDatabaseForPrimary } from "./primary-database";
import { WindowCounters } from "../plugins/window-counters";
import { isHubMessage, IS_CLUSTER_WORKER_ENV, type PrimaryReply, type WorkerRequest } from "./messages";
import type { AppConfig } from "../config";
import { shownUrl } from "../serve";

export async function runPrimary(config: AppConfig, workers: number): Promise<void> {
  const database = config.DATABASE_URL ? undefined : await buildDatabaseForPrimary(config);
  const counters = new WindowCounters();

  const answer = (worker: Worker, reply: PrimaryReply) => {
    if (worker.isConnected()) worker.send(reply);
  };

  async function handle(worker: Worker, m: WorkerRequest) {
    try {
      if (m.type === "hub:rate") {
        answer(worker, { type: "hub:reply", id: m.id, ok: true, value: counters.incr(m.key, m.timeWindow) });
      } else if (m.type === "hub:db-ping") {
        answer(worker, { type: "hub:reply", id: m.id, ok: true, value: database ? await database.ping() : false });
      } else {
        if (!database?.rawQuery)
          throw Object.assign(new Error("no embedded database in the primary"), { code: "57P01" });
        const value = await database.rawQuery(m.sql, m.params, m.method === "all" ? "array" : "object");
        answer(worker, { type: "hub:reply", id: m.id, ok: true, value });
      }
    } catch (error) {
      const e = error as { message?: string; code?: string };
      answer(worker, {
        type: "hub:reply",
        id: m.id,
        ok: false,
        error: { message: e.message ?? "database error", code: e.code },
      });
    }
  }

  cluster.setupPrimary({ serialization: "advanced" });
  let stopping = false;
  let listening = 0;
  const fork = () => {
    const worker = cluster.fork({ [IS_CLUSTER_WORKER_ENV]: "1" });
    worker.on("message", (m: unknown) => {
      if (isHubMessage(m)) void handle(worker, m as WorkerRequest);
    });
    worker.once("listening", (address) => {
      listening += 1;
      if (listening === workers) {
        console.log(`AI App Hub is running at ${shownUrl(config, address.port)} (${workers} processes)`);
      }
    });
    return worker;
  };
  for (let i = 0; i < workers; i++) fork();

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    console.error(`Server process ${worker.process.pid} stopped (${signal || code}); starting another`);
    setTimeout(fork, 500).unref();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w && !w.isDead()));
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    let left = alive.length;
    const done = async () => {
      await database?.close();
      process.exit(0);
    };
    if (left === 0) void done();
    for (const w of alive) {
      w.once("exit", () => {
        left -= 1;
        if (left === 0) void done();
      });
      w.process.kill(signal);
    }
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
