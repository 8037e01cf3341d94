// npm run new-tool <id>: a new tool folder src/tools/<id>/ that works end to end (catalogue entry and icon, contract,
// built-in engine and its worker, route, page, tests) plus its docs page docs/tools/<id>.md. The example engine
// counts the words and sentences of a text: replace it with the tool's own. Nothing outside those two places changes:
// the registries read every tool folder. See docs/CONTRIBUTING.md, "Adding a tool".
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ID_SHAPE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** "word-counter" -> "WordCounter" / "Word Counter" / "wordCounter" / "WORD_COUNTER". */
function names(id) {
  const parts = id.split("-");
  const pascal = parts.map((p) => p[0].toUpperCase() + p.slice(1)).join("");
  const title = parts.map((p) => p[0].toUpperCase() + p.slice(1)).join(" ");
  return {
    pascal,
    title,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    upper: id.replace(/-/g, "_").toUpperCase(),
  };
}

/** The files of a new tool, by path relative to the project root. */
export function toolFiles(id) {
  const { pascal, title, camel, upper } = names(id);
  const dir = `src/tools/${id}`;
  return {
    [`${dir}/tool.ts`]: `import type { ToolMeta } from "../../shared/catalogue";

/** This tool's entry in the catalogue (home grid, menus, routes, search); its icon is icon.ts beside this file. */
export const tool: ToolMeta = {
  id: "${id}",
  order: 1000,
  name: "${title}",
  description: "Count the words and sentences of a text.",
  category: "productivity",
  path: "/${id}",
  keywords: ["${id.replace(/-/g, " ")}"],
};
`,
    [`${dir}/icon.ts`]: `// The tool's icon in the catalogue (any file of lucide-react/icons); one icon module, so only it is bundled.
export { default } from "lucide-react/icons/wrench";
`,
    [`${dir}/contract.ts`]: `// zod/mini: the page parses with these schemas too, and the mini build keeps its JS small.
import * as z from "zod/mini";
import { defineToolContract } from "../../shared/tool-contract";
import { errorToast, textMessages, toolText } from "../../shared/contract-fields";

/** Longest text the tool takes (characters). */
export const ${upper}_TEXT_MAX = 20_000;

export const ${camel}Messages = {
  ...textMessages("count", "the counter", ${upper}_TEXT_MAX),
  submit: "Count Words",
  busy: "Counting...",
  success: { title: "Done!", description: "Your text has been counted." },
  failure: "Failed to count the text. Please try again.",
} as const;

export const ${camel}Request = z.object({
  text: toolText(${upper}_TEXT_MAX, ${camel}Messages),
});

export const ${camel}Response = z.object({ words: z.number().check(z.int()), sentences: z.number().check(z.int()) });
export type ${pascal}Response = z.infer<typeof ${camel}Response>;

/** The whole agreement between the page and the route (see src/shared/tool-contract.ts). */
export const contract = defineToolContract({
  endpoint: "/api/${id}",
  request: ${camel}Request,
  response: ${camel}Response,
  messages: ${camel}Messages,
  failure: errorToast(${camel}Messages.failure),
});
`,
    [`${dir}/${id}.engine.ts`]: `import type { ${pascal}Response } from "./contract";

/** The built-in engine: computes its answer from the input alone (no network, no stored text). */
export function count${pascal}(text: string): ${pascal}Response {
  const words = text.match(/[\\p{L}\\p{N}]+(?:['’-][\\p{L}\\p{N}]+)*/gu)?.length ?? 0;
  const sentences = text.split(/(?<=[.!?])\\s+/).filter((s) => /[\\p{L}\\p{N}]/u.test(s)).length;
  return { words, sentences };
}
`,
    [`${dir}/${id}.worker.ts`]: `/** The built-in engine as a job of the server's engine pool (src/server/engines): request in, response out. */
import type { z } from "zod";
import type { ${camel}Request, ${pascal}Response } from "./contract";
import { count${pascal} } from "./${id}.engine";

export default function run(body: z.output<typeof ${camel}Request>): ${pascal}Response {
  return count${pascal}(body.text);
}
`,
    [`${dir}/${id}.route.ts`]: `import { engineRoute } from "../../server/engine-route";
import { contract } from "./contract";

/** POST contract.endpoint: the worker engine answers (add \`ai: (provider, body) => ...\` for a provider version). */
export default engineRoute("${id}", { contract, summary: "${title}: count the words and sentences of a text" });
`,
    [`${dir}/${id}.page.tsx`]: `import { useForm } from "@/client/lib/use-form";
import { useToolMutation } from "@/client/lib/use-tool-mutation";
import { ToolForm } from "@/client/components/ToolForm";
import { ResultCard } from "@/client/components/ResultCard";
import { TextareaField } from "@/client/components/LabelledField";
import { contract, ${camel}Messages as m, ${camel}Request } from "./contract";

/** The page's two panes (App puts them in the ToolPage frame): the form, and the result. */
export default function ${pascal}Page() {
  const form = useForm(${camel}Request);
  const run = useToolMutation(contract);
  const result = run.result?.data;

  return (
    <>
      <ToolForm onSubmit={form.handleSubmit(run.submit)} run={run}>
        <TextareaField {...form.field("text", "words")} label="Text" rows={8} />
      </ToolForm>
      <ResultCard title="Result" run={run} placeholder="The counts will appear here.">
        {result && (
          <p data-testid="${id}-result">
            {result.words} words, {result.sentences} sentences
          </p>
        )}
      </ResultCard>
    </>
  );
}
`,
    [`${dir}/${id}.test.ts`]: `import { describe, expect, it } from "vitest";
import { postJson } from "../../../tests/helpers/test-app";
import { suiteApp } from "../../../tests/helpers/suite-app";
import { contract, ${camel}Messages } from "./contract";
import { count${pascal} } from "./${id}.engine";

describe("${title} engine", () => {
  it("counts words and sentences", () => {
    expect(count${pascal}("One two. Three four five! Six?")).toEqual({ words: 6, sentences: 3 });
    expect(count${pascal}("   ")).toEqual({ words: 0, sentences: 0 });
  });
});

describe(\`POST \${contract.endpoint}\`, () => {
  const app = suiteApp();

  it("answers with the built-in engine's counts", async () => {
    const res = await postJson(app, contract.endpoint, { text: "Hello there. General Kenobi." });
    expect(res.status).toBe(200);
    expect(res.headers["x-engine"]).toBe("builtin");
    expect(contract.response.parse(res.body)).toEqual({ words: 4, sentences: 2 });
  });

  it("rejects an empty text with the contract's message", async () => {
    const res = await postJson(app, contract.endpoint, { text: " " });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(${camel}Messages.textRequired);
  });
});
`,
    [`docs/tools/${id}.md`]: `# ${title}

What the tool does, for whom, and how its built-in engine works (src/tools/${id}/${id}.engine.ts).

## API

\`POST /api/${id}\` — request and response: src/tools/${id}/contract.ts (also in the OpenAPI document at /api/docs).

## Limits and measured numbers

Text up to 20,000 characters. Add measured quality and speed numbers here (see docs/BENCHMARKS.md).
`,
  };
}

/** Writes the files under `root`; refuses an id that is not kebab-case or a folder that exists. */
export function scaffoldTool(id, root) {
  if (!ID_SHAPE.test(id))
    throw new Error(`"${id}" is not a tool id: use lower-case words joined by hyphens (e.g. word-counter)`);
  if (existsSync(path.join(root, "src/tools", id))) throw new Error(`src/tools/${id} exists already`);
  const files = toolFiles(id);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return Object.keys(files);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const id = process.argv[2];
  if (!id) {
    console.error("usage: npm run new-tool <id>   (e.g. npm run new-tool word-counter)");
    process.exit(1);
  }
  try {
    const root = fileURLToPath(new URL("..", import.meta.url));
    for (const file of scaffoldTool(id, root)) console.log(`created ${file}`);
    console.log(
      `\nThe tool is live at /${id} (and POST /api/${id}). Next: replace the example engine, see docs/CONTRIBUTING.md.`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
