/**
 * The third issue-11 held-out sets (PROMPT_REVIEW_ROUND_5 read before its fixes, PROMPT_REVIEW_ROUND_6 after them):
 * every request gives a whole prompt whose frames and key points read as English.
 */
import { describe, expect, it } from "vitest";
import { promptBuilderRequest } from "./contract";
import { analyse, buildPrompt } from "./prompt-builder.engine";
import { PROMPT_REVIEW_ROUND_5, PROMPT_REVIEW_ROUND_6 } from "./prompt-builder.review-set";

const BARE_VERB_AFTER =
  /\b(?:about|a proposal about|that launches) (?:politely |kindly )?(?:decline|announce|reply|ask|launch|follow|thank|explain|remind)\b/i;
const FRAGMENT =
  /^(?:everyone|everybody|nobody|others?|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;

describe("issue-11 held-out prompt requests, rounds 5 and 6", () => {
  const requests = [...PROMPT_REVIEW_ROUND_5, ...PROMPT_REVIEW_ROUND_6].map((r) => promptBuilderRequest.parse(r));
  it.each(requests.map((r) => [r.topic, r] as const))("%s", (_, req) => {
    const out = buildPrompt(req);
    const all = [out.prompt, ...out.variations, ...out.tips].join("\n");
    expect(all).not.toMatch(BARE_VERB_AFTER);
    expect(all).not.toMatch(/\{\w+\}|\[\s*\]|undefined|null/);
    expect(all).not.toMatch(/premise "a (?:short story|story|poem)/i);
    const a = analyse(req);
    for (const p of a.keyPoints) {
      expect(p, req.topic).not.toMatch(FRAGMENT);
      // A key point never starts with a finite verb of the topic's clause ("keeps drinks", "starts Thursday").
      expect(p, req.topic).not.toMatch(/^(?:keeps|starts|stops|has|have|is|are)\b/i);
    }
    expect(out.variations.length).toBeGreaterThanOrEqual(3);
    expect(out.tips.length).toBeGreaterThanOrEqual(3);
  });
});
