import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SEARCH_ARGS, pocketsphinxTranscribe } from "./engine/pocketsphinx";
import { toneWav } from "./test-audio";

// A stand-in recognizer that prints the arguments it was given, so the command line can be checked.
const dir = mkdtempSync(path.join(os.tmpdir(), "ps-args-"));
const binary = path.join(dir, "fake_pocketsphinx");
writeFileSync(binary, '#!/bin/sh\necho "$@"\n');
chmodSync(binary, 0o755);
const modelDir = path.join(dir, "model");
mkdirSync(path.join(modelDir, "en-us"), { recursive: true });
for (const f of ["en-us/mdef", "en-us.lm.bin", "cmudict-en-us.dict"]) writeFileSync(path.join(modelDir, f), "");

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("PocketSphinx command line", () => {
  it("passes the model files and the search settings chosen on LibriVox (not on the jfk check clip)", async () => {
    const out = await pocketsphinxTranscribe(toneWav(0.2), { binary, modelDir });
    expect(out).toContain(`-hmm ${path.join(modelDir, "en-us")}`);
    expect(out).toContain(`-lm ${path.join(modelDir, "en-us.lm.bin")}`);
    expect(out).toContain(SEARCH_ARGS.join(" "));
    // The jfk-tuned wide beams cost 1.8x the CPU for the same LibriVox WER: they must not come back.
    expect(out).not.toMatch(/-beam|-wbeam|-pbeam|-topn/);
  });
});
