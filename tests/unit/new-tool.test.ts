// `npm run new-tool <id>` must give a tool that typechecks, loads and answers: scaffolded into a scratch copy of the
// project (src/shared, src/server, src/client, tests and node_modules linked), never into the real src/tools.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scaffoldTool } from "../../scripts/new-tool.mjs";

const project = fileURLToPath(new URL("../..", import.meta.url));
const ID = "scaffold-check";
let root: string;
let files: string[];

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "new-tool-"));
  mkdirSync(path.join(root, "src/tools"), { recursive: true });
  for (const dir of ["src/shared", "src/server", "src/client"])
    symlinkSync(path.join(project, dir), path.join(root, dir), "dir");
  for (const dir of ["tests", "node_modules"]) symlinkSync(path.join(project, dir), path.join(root, dir), "dir");
  files = scaffoldTool(ID, root);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("npm run new-tool", () => {
  it("writes only the tool's folder and its docs page", () => {
    expect(files.every((f) => f.startsWith(`src/tools/${ID}/`) || f === `docs/tools/${ID}.md`)).toBe(true);
    expect(files).toContain(`src/tools/${ID}/${ID}.page.tsx`);
    expect(() => scaffoldTool(ID, root)).toThrow(/exists already/);
    expect(() => scaffoldTool("Not An Id", root)).toThrow(/not a tool id/);
  });

  it("typechecks with the project's compiler options", () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      path.join(project, "tsconfig.json"),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    )!;
    const roots = files.filter((f) => /\.tsx?$/.test(f)).map((f) => path.join(root, f));
    const program = ts.createProgram(roots, { ...config.options, noEmit: true });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map(
        (d) =>
          `${d.file ? path.relative(root, d.file.fileName) : ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`,
      );
    expect(problems).toEqual([]);
  }, 240_000);

  it("loads: its catalogue entry, contract, and a route that answers through its worker", async () => {
    const dir = path.join(root, "src/tools", ID);
    const load = (file: string) => import(pathToFileURL(path.join(dir, file)).href);
    const { tool } = await load("tool.ts");
    expect(tool).toMatchObject({ id: ID, path: `/${ID}` });
    const { contract } = await load("contract.ts");
    expect(contract.endpoint).toBe(`/api/${ID}`);
    const worker = (await load(`${ID}.worker.ts`)).default as (body: unknown) => unknown;

    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const engines = {
      run: async (id: string, body: unknown) => (id === ID ? worker(body) : Promise.reject(new Error(id))),
    };
    await app.register((await load(`${ID}.route.ts`)).default, { ai: null, engines });
    const res = await app.inject({
      method: "POST",
      url: contract.endpoint,
      payload: { text: "Two words. And three more!" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-engine"]).toBe("builtin");
    expect(contract.response.parse(res.json())).toEqual({ words: 5, sentences: 2 });
    await app.close();
  });
});
