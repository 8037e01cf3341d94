import { afterAll, beforeAll } from "vitest";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../../src/server/config";
import { createTestApp } from "./test-app";
import { startFakeOpenAI, type FakeOpenAI } from "./fake-openai";

type Overrides = Partial<Record<keyof AppConfig, string>>;

/** Stands for the object `current()` returns once the suite's beforeAll has made it (methods bound to it). */
function lateBound<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, property) {
      const target = current();
      if (!target) throw new Error(`${what} is made in beforeAll: use it inside a test or hook`);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The describe block's app (createTestApp in beforeAll, closed in afterAll), usable in its tests as the app. */
export function suiteApp(overrides: Overrides = {}): FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await createTestApp(overrides);
  });
  afterAll(async () => app?.close());
  return lateBound("The test app", () => app);
}

/** The describe block's fake OpenAI-compatible provider and an app configured to use it (2 s provider timeout). */
export function suiteWithFakeProvider(overrides: Overrides = {}): { app: FastifyInstance; fake: FakeOpenAI } {
  let fake: FakeOpenAI | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    app = await createTestApp({ AI_BASE_URL: fake.baseURL, AI_TIMEOUT_MS: "2000", ...overrides });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });
  return { app: lateBound("The test app", () => app), fake: lateBound("The fake provider", () => fake) };
}
