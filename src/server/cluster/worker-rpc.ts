/** A cluster worker's calls to the primary: one request, one reply, matched by id, with a time limit. */
import { isHubMessage, type PrimaryReply, type WorkerRequest } from "./messages";

type Pending = { resolve: (v: unknown) => void; reject: (e: Error) => void; timer: NodeJS.Timeout };
const pending = new Map<number, Pending>();
let seq = 0;
let listening = false;

export class PrimaryCallError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = "PrimaryCallError";
  }
}

function listen() {
  if (listening) return;
  listening = true;
  process.on("message", (m: unknown) => {
    if (!isHubMessage(m) || m.type !== "hub:reply") return;
    const reply = m as PrimaryReply;
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    clearTimeout(p.timer);
    if (reply.ok) p.resolve(reply.value);
    else p.reject(new PrimaryCallError(reply.error.message, reply.error.code));
  });
}

type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never;

export function callPrimary<T>(request: WithoutId<WorkerRequest>, timeoutMs = 10_000): Promise<T> {
  listen();
  return new Promise<T>((resolve, reject) => {
    if (!process.send || !process.connected) {
      reject(new PrimaryCallError("not connected to the primary process"));
      return;
    }
    const id = ++seq;
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new PrimaryCallError("the primary process did not answer in time"));
    }, timeoutMs);
    pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
    process.send({ ...request, id });
  });
}
