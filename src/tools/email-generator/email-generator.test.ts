import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createTestApp, postJson } from "../../../tests/helpers/test-app";
import { startFakeOpenAI, systemPrompt, userPrompt, type FakeOpenAI } from "../../../tests/helpers/fake-openai";
import {
  AUDIENCE_IDS, EMAIL_PROMPT_MAX, LENGTH_IDS, PURPOSE_IDS, TONE_IDS, bodyBlocks, emailMessages, emailTemplateRequest,
  type EmailTemplateInput,
} from "./contract";
import { analysePrompt, applyContractions, generateEmail, tidyModelEmail } from "./email-generator.engine";

const WEDDING = "Write an email to my manager asking for a day off next Friday to attend my sister's wedding";
const BUDGET =
  "Request a meeting with the client to discuss the Q3 marketing budget and the new campaign timeline. The budget is $12,000. Mention that we can start on March 3.";
const ATLAS = "Thank the team for finishing the Atlas migration two weeks early";
const EXPO = "We met at the Lisbon design expo and talked about accessible dashboards; I would like to stay in touch.";
const PROMPTS = [WEDDING, BUDGET, ATLAS, EXPO];

const base: Omit<EmailTemplateInput, "prompt"> = { purpose: "business", tone: "professional", audience: "client", length: "medium" };
const email = (prompt: string, options: Partial<EmailTemplateInput> = {}) => generateEmail({ ...base, prompt, ...options });
const lower = (s: string) => s.toLowerCase();

/** Paragraphs between the greeting ("Dear X,") and the sign-off ("Best regards,\n[Your Name]"), counted here. */
function paragraphCount(body: string): number {
  const blocks = bodyBlocks(body);
  expect(blocks[0]).toMatch(/^(Dear|Hi|Hey) [^\n]+,$/);
  expect(blocks.at(-1)).toMatch(/^[^\n]+,\n\[Your Name\]$/);
  return blocks.length - 2;
}

describe("email engine", () => {
  it("gives short 1-2, medium 3-4 and long 5+ paragraphs for every purpose, tone and audience", () => {
    for (const prompt of PROMPTS) {
      PURPOSE_IDS.forEach((purpose, i) => {
        TONE_IDS.forEach((tone, j) => {
          const audience = AUDIENCE_IDS[(i + j) % AUDIENCE_IDS.length]!; // every audience, across the combinations
          const count = (length: EmailTemplateInput["length"]) => paragraphCount(generateEmail({ prompt, purpose, tone, audience, length }).body);
          const [short, medium, long] = [count("short"), count("medium"), count("long")];
          expect(short).toBeGreaterThanOrEqual(1);
          expect(short).toBeLessThanOrEqual(2);
          expect(medium).toBeGreaterThanOrEqual(3);
          expect(medium).toBeLessThanOrEqual(4);
          expect(long).toBeGreaterThanOrEqual(5);
        });
      });
    }
  });

  it("adds a paragraph for the prompt's further sentences", () => {
    expect(paragraphCount(email(WEDDING, { length: "medium" }).body)).toBe(3);
    expect(paragraphCount(email(BUDGET, { length: "medium" }).body)).toBe(4);
    expect(paragraphCount(email(WEDDING, { length: "short" }).body)).toBe(1);
    expect(paragraphCount(email(BUDGET, { length: "short" }).body)).toBe(2);
  });

  it("changes the email with each purpose, tone, audience and length", () => {
    const variants = <K extends keyof EmailTemplateInput>(key: K, values: readonly EmailTemplateInput[K][]) =>
      new Set(values.map((v) => JSON.stringify(email(BUDGET, { [key]: v }))));
    expect(variants("purpose", PURPOSE_IDS).size).toBe(PURPOSE_IDS.length);
    expect(variants("tone", TONE_IDS).size).toBe(TONE_IDS.length);
    expect(variants("audience", AUDIENCE_IDS).size).toBe(AUDIENCE_IDS.length);
    expect(variants("length", LENGTH_IDS).size).toBe(LENGTH_IDS.length);
    // Even the shortest email changes with each option.
    const short = <K extends keyof EmailTemplateInput>(key: K, values: readonly EmailTemplateInput[K][]) =>
      new Set(values.map((v) => email(WEDDING, { length: "short", [key]: v }).body)).size;
    expect(short("purpose", PURPOSE_IDS)).toBe(PURPOSE_IDS.length);
    expect(short("tone", TONE_IDS)).toBe(TONE_IDS.length);
    expect(short("audience", AUDIENCE_IDS)).toBe(AUDIENCE_IDS.length);
  });

  it("derives the subject from the prompt's best key phrase, with the purpose's framing", () => {
    for (const prompt of PROMPTS) {
      const top = analysePrompt(prompt).topicTitle;
      expect(prompt).toContain(top);
      for (const purpose of PURPOSE_IDS) {
        const { subject } = email(prompt, { purpose });
        expect(lower(subject)).toContain(lower(top));
        expect(subject.length).toBeLessThanOrEqual(90);
      }
    }
    expect(email(BUDGET).subject).toContain("Q3 Marketing Budget");
    expect(email(ATLAS, { purpose: "thank-you" }).subject).toContain("Atlas Migration");
    expect(email(EXPO, { tone: "urgent" }).subject).toMatch(/^Urgent: .*Lisbon Design Expo/);
    expect(email(WEDDING).subject).not.toBe(email(ATLAS).subject);
  });

  it("writes the request in the first person and keeps the prompt's facts", () => {
    const wedding = email(WEDDING).body;
    expect(wedding).toContain("to ask for a day off next Friday to attend my sister's wedding.");
    expect(wedding).not.toMatch(/write an email/i);
    const budget = email(BUDGET, { length: "long" }).body;
    for (const fact of ["Q3 marketing budget", "campaign timeline", "$12,000", "March 3"]) expect(budget).toContain(fact);
    expect(budget).toContain("We can start on March 3."); // "Mention that ..." is an instruction: its content stays
    expect(budget).not.toMatch(/mention that/i);
    // Every key phrase of the prompt shows up in a long email.
    const expo = email(EXPO, { length: "long" }).body;
    const phrases = analysePrompt(EXPO).phrases.map((p) => p.text);
    expect(phrases).toEqual(expect.arrayContaining(["Lisbon design expo", "accessible dashboards"]));
    for (const phrase of phrases) expect(expo).toContain(phrase);
  });

  it("turns mentions of the chosen audience into 'you'", () => {
    expect(email(ATLAS, { audience: "team" }).body).toContain("thank you for finishing the Atlas migration");
    expect(email(ATLAS, { audience: "manager" }).body).toContain("thank the team for finishing");
    expect(email(BUDGET, { audience: "client" }).body).toContain("request a meeting with you to discuss");
    expect(email(WEDDING, { audience: "manager" }).body).not.toContain("my manager");
  });

  it("greets the audience, or the person the prompt names", () => {
    expect(bodyBlocks(email(ATLAS, { audience: "team", tone: "formal" }).body)[0]).toBe("Dear Team,");
    expect(bodyBlocks(email(ATLAS, { audience: "team", tone: "casual" }).body)[0]).toBe("Hey team,");
    expect(bodyBlocks(email(ATLAS, { audience: "customer" }).body)[0]).toBe("Dear Valued Customer,");
    expect(bodyBlocks(email(ATLAS, { audience: "manager", tone: "friendly" }).body)[0]).toBe("Hi [Manager's Name],");
    const named = email("Write a short email to Priya Natarajan about the quarterly sales report", { audience: "colleague" });
    expect(bodyBlocks(named.body)[0]).toBe("Dear Priya Natarajan,");
    expect(named.subject).toContain("Quarterly Sales Report");
  });

  it("follows the tone: contractions, urgency with the prompt's deadline", () => {
    const prompt = "I would like to share that I'm leaving the design team and we don't have a replacement yet";
    const formal = email(prompt, { tone: "formal" }).body;
    expect(formal).not.toMatch(/\b(I'm|don't|I'd)\b/);
    expect(formal).toContain("I am leaving the design team");
    const casual = email(prompt, { tone: "casual" }).body;
    expect(casual).toMatch(/\bI'd\b/);
    expect(casual).toContain("don't have a replacement");
    expect(email(WEDDING, { tone: "urgent" }).body).toContain("reply by next Friday?");
    expect(email(ATLAS, { tone: "urgent" }).body).toContain("reply by the end of the day?");
    expect(applyContractions("I am sure it is fine and we do not mind", "contract")).toBe("I'm sure it's fine and we don't mind");
    expect(applyContractions("I'm sure it's fine and we can't stop", "expand")).toBe("I am sure it is fine and we cannot stop");
  });

  it("still writes a usable email for a bare instruction", () => {
    const result = email("Write a formal email", { length: "long" });
    expect(result.subject).toBe("Regarding This Matter");
    expect(paragraphCount(result.body)).toBeGreaterThanOrEqual(5);
    expect(result.body).not.toMatch(/write a formal email/i);
  });
});

describe("email request contract", () => {
  const parse = (prompt: unknown) => emailTemplateRequest.safeParse({ prompt });
  const message = (prompt: unknown) => {
    const r = parse(prompt);
    return r.success ? null : r.error.issues[0]!.message;
  };

  it("takes 10 to 1000 characters with the spec's messages", () => {
    expect(message("123456789")).toBe("Prompt must be at least 10 characters");
    expect(message("          ")).toBe("Prompt must be at least 10 characters");
    expect(message(undefined)).toBe("Prompt must be at least 10 characters");
    expect(message("1234567890")).toBeNull();
    expect(message("a".repeat(EMAIL_PROMPT_MAX))).toBeNull();
    expect(message("a".repeat(EMAIL_PROMPT_MAX + 1))).toBe("Prompt is too long");
  });

  it("defaults to business, professional, client, medium", () => {
    const r = emailTemplateRequest.parse({ prompt: WEDDING });
    expect(r).toEqual({ prompt: WEDDING, purpose: "business", tone: "professional", audience: "client", length: "medium" });
  });

  it("tidies a model's answer", () => {
    expect(tidyModelEmail({ subject: "Subject:  Day off  ", body: "Hi,\r\n\r\n\r\n\r\nText  \n\n\nBye" })).toEqual({ subject: "Day off", body: "Hi,\n\nText\n\nBye" });
    expect(tidyModelEmail({ subject: "x", body: " \n " })).toBeNull();
  });
});

describe("POST /api/email-template", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it("answers with the built-in engine and the spec's defaults", async () => {
    const res = await postJson(app, "/api/email-template", { prompt: WEDDING });
    expect(res.status).toBe(200);
    expect(res.headers["x-engine"]).toBe("builtin");
    expect(res.body).toEqual(email(WEDDING));
  });

  it("passes every option through", async () => {
    for (const length of LENGTH_IDS) {
      const res = await postJson(app, "/api/email-template", { prompt: BUDGET, purpose: "sales", tone: "persuasive", audience: "partner", length });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(generateEmail({ prompt: BUDGET, purpose: "sales", tone: "persuasive", audience: "partner", length }));
    }
  });

  it("rejects short, blank, missing and too-long prompts with the spec's messages", async () => {
    for (const prompt of ["too short", "   \n      ", undefined, 42]) {
      const res = await postJson(app, "/api/email-template", { prompt });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: emailMessages.promptTooShort });
    }
    const long = await postJson(app, "/api/email-template", { prompt: "a".repeat(EMAIL_PROMPT_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ message: emailMessages.promptTooLong });
  });

  it("rejects unknown options naming the field", async () => {
    for (const field of ["purpose", "tone", "audience", "length"]) {
      const res = await postJson(app, "/api/email-template", { prompt: WEDDING, [field]: "sonnet" });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(new RegExp(`^${field}: `));
    }
  });
});

describe("POST /api/email-template with an AI provider", () => {
  let fake: FakeOpenAI;
  let app: FastifyInstance;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    app = await createTestApp({ AI_BASE_URL: fake.baseURL, AI_TIMEOUT_MS: "2000" });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it("sends the prompt and options and returns the model's email, tidied", async () => {
    fake.respondWith({ json: { subject: "Subject: Day off on Friday", body: "Dear Sam,\n\n\n\nMay I take Friday off?\n\nBest,\nAlex" } });
    const res = await postJson(app, "/api/email-template", { prompt: WEDDING, purpose: "business", tone: "formal", audience: "manager", length: "short" });
    expect(res.status).toBe(200);
    expect(res.headers["x-engine"]).toBe("ai-provider");
    expect(res.body).toEqual({ subject: "Day off on Friday", body: "Dear Sam,\n\nMay I take Friday off?\n\nBest,\nAlex" });
    const sent = fake.lastRequest();
    expect(sent.body.response_format?.json_schema?.name).toBe("email_template");
    expect(userPrompt(sent)).toContain(WEDDING);
    expect(userPrompt(sent)).toMatch(/Tone: Formal/);
    expect(userPrompt(sent)).toMatch(/Audience: Manager/);
    expect(userPrompt(sent)).toMatch(/1 to 2 paragraphs/);
    expect(systemPrompt(sent)).toMatch(/subject/);
  });

  it("answers 502 for a malformed answer, an upstream error, or a blank email (no silent fallback)", async () => {
    fake.respondWith({ json: { subject: "Only a subject" } });
    const malformed = await postJson(app, "/api/email-template", { prompt: WEDDING });
    expect(malformed.status).toBe(502);
    expect(malformed.headers["x-engine"]).toBe("ai-provider");
    expect(malformed.body.message).toMatch(/not in the expected format/);

    fake.respondWith({ content: "not json {" });
    expect((await postJson(app, "/api/email-template", { prompt: WEDDING })).status).toBe(502);

    fake.respondWith({ status: 500, body: { error: { message: "boom" } } });
    const upstream = await postJson(app, "/api/email-template", { prompt: WEDDING });
    expect(upstream.status).toBe(502);
    expect(upstream.body.message).toMatch(/status 500/);

    fake.respondWith({ json: { subject: "Hi", body: "  \n\n " } });
    const blank = await postJson(app, "/api/email-template", { prompt: WEDDING });
    expect(blank.status).toBe(502);
    expect(blank.body.message).toMatch(/empty email/);
  });

  it("still validates the request before calling the provider", async () => {
    fake.reset();
    const res = await postJson(app, "/api/email-template", { prompt: "short" });
    expect(res.status).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});
