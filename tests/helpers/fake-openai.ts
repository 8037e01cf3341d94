import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real OpenAI-compatible HTTP server on 127.0.0.1 (random port) for tests of the AI provider path.
 * It answers POST /v1/chat/completions with the behaviour you set and records every request it received,
 * so a test can check what the Vercel AI SDK sent (model, response_format json_schema, messages).
 *
 *   const fake = await startFakeOpenAI();
 *   const app = await createTestApp({ AI_BASE_URL: fake.baseURL, AI_API_KEY: "test-key", AI_MODEL: "fake-model" });
 *   fake.respondWith({ json: { summary: "..." } });          // a good structured answer
 *   fake.respondWith((req) => ({ json: { post: userPrompt(req) } }));   // an answer computed from the request
 *   fake.respondWith({ content: "not json {" });              // malformed model output
 *   fake.respondWith({ status: 500, body: { error: { message: "boom" } } });   // an upstream error
 *   fake.respondWith({ delayMs: 5_000, json: {...} });        // slower than AI_TIMEOUT_MS
 *   fake.requests[0].body.model; fake.lastRequest().body.response_format
 *   await fake.lastRequest().closed; fake.lastRequest().abandoned   // the client gave up before the answer ended
 *   await fake.close();
 */

interface ChatMessage {
  role: "system" | "user" | "assistant" | "tool" | string;
  content: string | { type: string; text?: string }[] | null;
}

/** The chat-completions body as the SDK sends it (only the fields tests look at are typed). */
interface ChatCompletionBody {
  model: string;
  messages: ChatMessage[];
  response_format?: {
    type: "json_schema" | "json_object" | "text";
    json_schema?: { name?: string; strict?: boolean; description?: string; schema: Record<string, unknown> };
  };
  [key: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body (or the raw text when it was not JSON). */
  body: ChatCompletionBody;
  rawBody: string;
  /** True when the client hung up before this server had finished its answer (it gave up waiting). */
  abandoned: boolean;
  /** Resolves once the exchange is over (answer sent, or the client hung up). */
  closed: Promise<void>;
}

type FakeAnswer =
  /** A successful completion whose message content is JSON.stringify(json). */
  | { json: unknown; delayMs?: number }
  /** A successful completion whose message content is this exact text (use for malformed output). */
  | { content: string; delayMs?: number }
  /** An HTTP error status with an optional JSON (object) or text body. */
  | { status: number; body?: unknown; delayMs?: number }
  /** Status 200 with this exact body and its Content-Length (not a chat completion: garbage, HTML, a huge blob). */
  | { raw: string; delayMs?: number }
  /** Status 200 with this exact body sent in 64 KB chunks without a Content-Length (a body of unknown size). */
  | { stream: string; delayMs?: number }
  /** Status 200 headers at once, then one byte every `trickleMs` and never the end. */
  | { trickleMs: number; delayMs?: number };

export type FakeBehaviour = FakeAnswer | ((request: RecordedRequest) => FakeAnswer);

export interface FakeOpenAI {
  /** Base URL to put in AI_BASE_URL, e.g. http://127.0.0.1:41234/v1 */
  readonly baseURL: string;
  readonly port: number;
  /** Every request received, in order (including ones to unknown paths). */
  readonly requests: RecordedRequest[];
  lastRequest(): RecordedRequest;
  /** Sets how the next requests are answered (until changed). */
  respondWith(behaviour: FakeBehaviour): void;
  /** Forgets recorded requests (the behaviour stays). */
  reset(): void;
  /** Stops the server and drops open connections (delayed answers never block close). */
  close(): Promise<void>;
}

/** Text of the messages with this role, joined (string or content-part arrays). */
function messageText(request: RecordedRequest, role: ChatMessage["role"]): string {
  return request.body.messages
    .filter((m) => m.role === role)
    .map((m) => (typeof m.content === "string" ? m.content : (m.content ?? []).map((p) => p.text ?? "").join("")))
    .join("\n");
}

export const userPrompt = (request: RecordedRequest) => messageText(request, "user");
export const systemPrompt = (request: RecordedRequest) => messageText(request, "system");

export async function startFakeOpenAI(
  initial: FakeBehaviour = { status: 500, body: { error: { message: "no behaviour set" } } },
): Promise<FakeOpenAI> {
  let behaviour: FakeBehaviour = initial;
  const requests: RecordedRequest[] = [];
  let counter = 0;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      let body: ChatCompletionBody;
      try {
        body = JSON.parse(rawBody) as ChatCompletionBody;
      } catch {
        body = { model: "", messages: [], raw: rawBody };
      }
      const recorded: RecordedRequest = {
        method: req.method ?? "",
        path: (req.url ?? "").split("?")[0]!,
        headers: req.headers,
        body,
        rawBody,
        abandoned: false,
        closed: new Promise((resolve) =>
          res.on("close", () => {
            if (!res.writableFinished) recorded.abandoned = true;
            resolve();
          }),
        ),
      };
      requests.push(recorded);

      if (recorded.method !== "POST" || !recorded.path.endsWith("/chat/completions")) {
        return sendJson(res, 404, { error: { message: `Unknown path ${recorded.path}` } });
      }
      let answer: FakeAnswer;
      try {
        answer = typeof behaviour === "function" ? behaviour(recorded) : behaviour;
      } catch (error) {
        return sendJson(res, 500, { error: { message: `fake behaviour threw: ${String(error)}` } });
      }
      const send = () => {
        if (res.destroyed || res.writableEnded) return;
        if ("raw" in answer) {
          const length = Buffer.byteLength(answer.raw);
          return void res
            .writeHead(200, { "content-type": "application/json", "content-length": length })
            .end(answer.raw);
        }
        if ("stream" in answer) {
          res.writeHead(200, { "content-type": "application/json", "transfer-encoding": "chunked" });
          const text = answer.stream;
          let offset = 0;
          const next = () => {
            if (res.destroyed) return;
            if (offset >= text.length) return void res.end();
            const chunk = text.slice(offset, offset + 65_536);
            offset += chunk.length;
            if (res.write(chunk)) setImmediate(next);
            else res.once("drain", next);
          };
          return next();
        }
        if ("trickleMs" in answer) {
          res.writeHead(200, { "content-type": "application/json" });
          res.write("{");
          const drip = setInterval(() => res.write(" "), answer.trickleMs);
          res.on("close", () => clearInterval(drip));
          return;
        }
        if ("status" in answer) {
          if (answer.body === undefined) return void res.writeHead(answer.status).end();
          if (typeof answer.body === "string") {
            return void res.writeHead(answer.status, { "content-type": "text/plain" }).end(answer.body);
          }
          return sendJson(res, answer.status, answer.body);
        }
        const content = "json" in answer ? JSON.stringify(answer.json) : answer.content;
        counter += 1;
        sendJson(res, 200, {
          id: `chatcmpl-fake-${counter}`,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        });
      };
      if (answer.delayMs && answer.delayMs > 0) {
        const timer = setTimeout(send, answer.delayMs);
        res.on("close", () => clearTimeout(timer)); // the client gave up: answer nothing
      } else send();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    port,
    requests,
    lastRequest() {
      const last = requests[requests.length - 1];
      if (!last) throw new Error("The fake OpenAI server has received no request");
      return last;
    },
    respondWith(next) {
      behaviour = next;
    },
    reset() {
      requests.length = 0;
    },
    close() {
      return new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}
