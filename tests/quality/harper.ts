/** harper.js (npm, offline WebAssembly) as the spelling and style check of generated text. */
import { Dialect, LocalLinter } from "harper.js";
import { binaryInlined } from "harper.js/binaryInlined";

interface HarperLint {
  kind: string;
  message: string;
  problem: string;
}

let linter: LocalLinter | undefined;

function getLinter(): LocalLinter {
  linter ??= new LocalLinter({ binary: binaryInlined, dialect: Dialect.American });
  return linter;
}

/** Harper's lints for plain text (markdown parsing off, so "#" or "*" in a post is not read as markup). */
export async function harperLints(text: string): Promise<HarperLint[]> {
  const lints = await getLinter().lint(text, { language: "plaintext" });
  return lints.map((l) => ({ kind: l.lint_kind(), message: l.message(), problem: l.get_problem_text() }));
}
