/**
 * Helmet's headers, worked out once at start-up and replayed on every request. @fastify/helmet builds Helmet's
 * middleware anew for each request (every option checked again, the CSP directives parsed and joined again) in two
 * hooks, one of them async; our options hold no per-request part (no nonces, no directive given as a function), so
 * the headers are the same for every request. They are read by running @fastify/helmet itself, with the same options,
 * on one request of a throw-away Fastify instance: the same names (as written), values and order as it sets them.
 */
import Fastify from "fastify";
import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import type { OutgoingHttpHeader } from "node:http";

type HeaderList = readonly (readonly [name: string, value: OutgoingHttpHeader])[];

/** The headers @fastify/helmet sets on a response with `options`, in the order it sets them. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<HeaderList> {
  const probe = Fastify({ logger: false });
  let headers: HeaderList = [];
  try {
    await probe.register(helmet, options);
    probe.get("/", async (_request, reply) => {
      // (getRawHeaderNames: the names as Helmet wrote them, which is how they go on the wire; not in @types/node.)
      const raw = reply.raw as typeof reply.raw & { getRawHeaderNames(): string[] };
      headers = raw.getRawHeaderNames().map((name) => [name, raw.getHeader(name)!] as const);
      return "";
    });
    await probe.inject({ url: "/" });
  } finally {
    await probe.close();
  }
  if (headers.length === 0) throw new Error("@fastify/helmet set no header: its options or its version changed");
  return headers;
}
