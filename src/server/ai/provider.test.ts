import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  closeSharedTestDatabase,
  createTestApp,
  postJson,
  postJsonOnce,
  sharedTestDatabase,
} from "../../../tests/helpers/test-app";
import { startFakeOpenAI, systemPrompt, userPrompt, type FakeOpenAI } from "../../../tests/helpers/fake-openai";
import { testConfig } from "../config";
import { createAiProvider } from "./provider";
import { toProviderError } from "./provider-errors";
import { summarize } from "../../tools/summarizer/summarizer.engine";

const TEXT =
  "The Riverside library opened 3 new reading rooms in March. Mayor Elena Park said 1,250 people visited on the first " +
  "day. The rooms are open until 9 p.m. on weekdays. A second phase adds a children's wing next year.";
/** For the tests of the time limit (the fake never answers in time there). */
const SHORT_TIMEOUT_MS = 400;

describe("AI provider through POST /api/summarize (real HTTP to a local OpenAI-compatible server)", () => {
  let fake: FakeOpenAI;
  /** A generous time limit: on a loaded machine a normal exchange must never be taken for a timeout. */
  let app: FastifyInstance;
  /** The same provider with a short time limit. */
  let impatient: FastifyInstance;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    const provider = { AI_BASE_URL: fake.baseURL, AI_API_KEY: "sk-test-123", AI_MODEL: "fake-model-1" };
    app = await createTestApp({ ...provider, AI_TIMEOUT_MS: "30000" }, await sharedTestDatabase());
    impatient = await createTestApp(
      { ...provider, AI_TIMEOUT_MS: String(SHORT_TIMEOUT_MS) },
      await sharedTestDatabase(),
    );
  });
  afterAll(async () => {
    await app.close();
    await impatient.close();
    await closeSharedTestDatabase();
    await fake.close();
  });
  afterEach(() => fake.reset());

  /** The reply is `expected` (502), and the hub hung up on the provider rather than reading on or waiting. */
  async function expectGaveUp(res: Awaited<ReturnType<typeof postJson>>, expected: string) {
    expect(res.status).toBe(502);
    expect(res.body.message).toBe(expected);
    await fake.lastRequest().closed;
    expect(fake.lastRequest().abandoned).toBe(true);
  }
  const TIMED_OUT = "The AI provider did not answer within 0.4 seconds. Please try again.";

  it("sends the model, key, a json_schema response format and a prompt carrying text, length and style", async () => {
    fake.respondWith({ json: { summary: "Riverside opened 3 rooms." } });
    const res = await postJson(app, "/api/summarize", { text: TEXT, summaryLength: "short", summaryStyle: "bullet" });
    expect(res.status).toBe(200);
    expect(fake.requests).toHaveLength(1);
    const sent = fake.lastRequest();
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/v1/chat/completions");
    expect(sent.headers.authorization).toBe("Bearer sk-test-123");
    expect(sent.body.model).toBe("fake-model-1");
    expect(sent.body.response_format?.type).toBe("json_schema");
    const schema = sent.body.response_format?.json_schema;
    expect(schema?.name).toBe("summary");
    expect(schema?.schema).toMatchObject({
      type: "object",
      properties: { summary: { type: "string" } },
      required: ["summary"],
    });
    expect(systemPrompt(sent)).toMatch(/summar/i);
    const prompt = userPrompt(sent);
    expect(prompt).toContain(TEXT);
    expect(prompt).toMatch(/length: short/);
    expect(prompt).toMatch(/style: bullet/);

    // Another length and style change the prompt accordingly.
    fake.respondWith({ json: { summary: "x" } });
    await postJson(app, "/api/summarize", { text: TEXT, summaryLength: "long", summaryStyle: "tldr" });
    expect(userPrompt(fake.lastRequest())).toMatch(/length: long[\s\S]*style: tldr/);
  });

  it("returns the model's structured answer and says X-Engine: ai-provider", async () => {
    // The answer is computed from what was sent, so a canned reply could not pass.
    fake.respondWith((req) => ({ json: { summary: `Echo ${userPrompt(req).length}` } }));
    const res = await postJson(app, "/api/summarize", { text: TEXT });
    expect(res.status).toBe(200);
    expect(res.headers["x-engine"]).toBe("ai-provider");
    expect(res.body).toEqual({ summary: `Echo ${userPrompt(fake.lastRequest()).length}` });
    expect(res.body.summary).not.toBe(summarize(TEXT, "medium", "paragraph"));
  });

  it("answers 502 with a clear message for malformed model output (no silent fallback)", async () => {
    for (const content of ["this is not JSON {", JSON.stringify({ summary: 42 }), JSON.stringify({ other: "field" })]) {
      fake.respondWith({ content });
      const res = await postJson(app, "/api/summarize", { text: TEXT });
      expect(res.status).toBe(502);
      expect(res.headers["x-engine"]).toBe("ai-provider");
      expect(res.body.message).toBe("The AI provider's answer was not in the expected format. Please try again.");
      expect(res.body).not.toHaveProperty("summary");
    }
  });

  it("answers 502 naming the upstream status for error responses", async () => {
    for (const status of [400, 401, 429, 500, 503]) {
      fake.respondWith({ status, body: { error: { message: "upstream says no", type: "server_error" } } });
      const res = await postJson(app, "/api/summarize", { text: TEXT });
      expect(res.status).toBe(502);
      expect(res.body.message).toBe(`The AI provider answered with an error (status ${status}).`);
      // Nothing of the provider's configuration leaks to the visitor.
      expect(JSON.stringify(res.body)).not.toMatch(/sk-test|127\.0\.0\.1/);
    }
    expect(fake.requests).toHaveLength(5); // maxRetries 0: one call per request
  });

  it("answers 502 at the timeout when the provider is too slow (no hang, no 500)", async () => {
    fake.respondWith({ delayMs: 60_000, json: { summary: "too late" } });
    await expectGaveUp(await postJson(impatient, "/api/summarize", { text: TEXT }), TIMED_OUT);
  });

  it("cuts off an answer larger than the cap with 502 (declared size)", async () => {
    fake.respondWith({ raw: `{"x":"${"a".repeat(10 * 1024 * 1024)}"}` });
    const res = await postJson(app, "/api/summarize", { text: TEXT });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: "The AI provider's answer was too large. Please try again." });
  });

  it("cuts off a streamed answer of unknown size once it passes the cap, without reading the rest", async () => {
    fake.respondWith({ stream: `{"x":"${"a".repeat(10 * 1024 * 1024)}"}` });
    const res = await postJson(app, "/api/summarize", { text: TEXT });
    expect(res.body).toEqual({ message: "The AI provider's answer was too large. Please try again." });
    await expectGaveUp(res, "The AI provider's answer was too large. Please try again.");
  });

  it("gives up at the time limit on a provider that sends headers and then trickles its body", async () => {
    fake.respondWith({ trickleMs: 50 });
    await expectGaveUp(await postJson(impatient, "/api/summarize", { text: TEXT }), TIMED_OUT);
  });

  it("says a garbage 200 could not be read (not 'answered with an error (status 200)')", async () => {
    fake.respondWith({ raw: "<html>gateway page</html>" });
    const res = await postJson(app, "/api/summarize", { text: TEXT });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: "The AI provider's answer could not be read. Please try again." });
  });

  it("honours the timeout in every request under garbage-collection pressure", async () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    fake.respondWith({ delayMs: 60_000, json: { summary: "never" } });
    const collector = setInterval(gc, 5);
    try {
      const results = await Promise.all(
        Array.from({ length: 12 }, () => postJson(impatient, "/api/summarize", { text: TEXT })),
      );
      expect(results.map((r) => r.status)).toEqual(Array(12).fill(502));
    } finally {
      clearInterval(collector);
    }
  });

  it("answers 502 when the provider cannot be reached", async () => {
    const gone = await startFakeOpenAI();
    const url = gone.baseURL;
    await gone.close();
    const res = await postJsonOnce({ AI_BASE_URL: url, AI_TIMEOUT_MS: "30000" }, "/api/summarize", { text: TEXT });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe("The AI provider could not be reached.");
  });

  it("still validates input before asking the provider", async () => {
    const res = await postJson(app, "/api/summarize", { text: "   " });
    expect(res.status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});

describe("engine choice without a provider", () => {
  it("uses the built-in engine when AI_BASE_URL is unset", async () => {
    expect(createAiProvider(testConfig())).toBeNull();
    const body = { text: TEXT, summaryLength: "short", summaryStyle: "paragraph" };
    const res = await postJsonOnce({}, "/api/summarize", body);
    expect(res.status).toBe(200);
    expect(res.headers["x-engine"]).toBe("builtin");
    expect(res.body.summary).toBe(summarize(TEXT, "short", "paragraph"));
  });

  it("words the timeout in seconds", () => {
    expect(toProviderError(Object.assign(new Error("t"), { name: "TimeoutError" }), 60_000).message).toMatch(
      /within 60 seconds/,
    );
    expect(toProviderError(Object.assign(new Error("t"), { name: "TimeoutError" }), 1_000).message).toMatch(
      /within 1 second\./,
    );
  });

  it("maps unknown failures to a generic 502", () => {
    const err = toProviderError(new Error("weird"), 60_000);
    expect(err.statusCode).toBe(502);
    expect(err.message).toMatch(/could not produce an answer/);
  });
});
