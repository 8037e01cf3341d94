// Child process of the http section: the npm peer summarizer behind the smallest equivalent JSON API
// (node:http, POST /api/summarize {text, count} -> {summary}). Prints {"port":N}.
import { createServer } from "node:http";
import { loadLexrank } from "../peers";

const peer = loadLexrank();
if (!peer) {
  console.log(JSON.stringify({ error: "lexrank not installed" }));
  process.exit(0);
}
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    let body: { text?: unknown; count?: unknown };
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as typeof body;
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (req.method !== "POST" || req.url !== "/api/summarize" || typeof body.text !== "string") {
      res.writeHead(400).end();
      return;
    }
    peer.summarize(body.text, Number(body.count) || 3).then(
      (sentences) => {
        res
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify({ summary: sentences.join(" ") }));
      },
      () => res.writeHead(500).end(),
    );
  });
});
server.listen(Number(process.argv[2] ?? 0), "127.0.0.1", () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === "object" && address ? address.port : 0 }));
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
