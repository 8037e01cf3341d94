/**
 * Regression rows from the session-3 cold reads: [prompt, options, said[], never]. "Subject: ..." is the whole
 * subject line; any other entry is said in the body; nothing is said that `never` matches.
 */
import { describe, expect, it } from "vitest";
import { TONE_IDS } from "./contract";
import { EMAIL_CORPUS } from "./email-generator.corpus";
import { TONE_MORE } from "./email-generator.data";
import { generateEmail } from "./email-generator.engine";
import { emailFor, expectRow } from "./email-generator.test-support";

describe("email generator: session 3 paragraph plan", () => {
  it("fills a medium email from the prompt's content and next steps, never with a stock padding line", () => {
    const padding = [
      ...Object.values(TONE_MORE),
      "If more detail would help, I am happy to send it.",
      "I appreciate you taking the time to look into this.",
    ];
    for (const c of EMAIL_CORPUS.filter((x) => (x.lang ?? "en") === "en"))
      for (const tone of TONE_IDS) {
        const { body } = generateEmail({ ...c, tone, length: "medium" });
        for (const line of padding) expect(body, `${c.id}/${tone}`).not.toContain(line);
      }
  });

  it("makes a long email's paragraphs of the prompt's context and its ask before any library line", () => {
    const { body } = emailFor(
      "Need to tell my landlord Mr. Patel that the heating broke again last night and ask him to send someone tomorrow morning.",
      { tone: "formal", length: "long" },
    );
    const blocks = body.split("\n\n");
    expect(blocks.length - 2).toBeGreaterThanOrEqual(5);
    expect(blocks[1]).toMatch(/the heating broke again last night\.$/);
    expect(blocks[2]).toBe("Could you please send someone tomorrow morning?");
    expect(body).not.toContain(TONE_MORE.formal);
  });

  it.each([
    // a delay the writer breaks to a client is bad news, with an apology, not "I am pleased to let you know"
    [
      "tell client the website launch slips two weeks because the payment provider hasn't approved our account yet. new date around March 3",
      { tone: "professional", audience: "client", length: "medium" },
      [
        "Unfortunately, the website launch slips two weeks",
        "sorry for the inconvenience",
        "The new date is around March 3.",
      ],
      /pleased|We value our work together/,
    ],
    // a request that already gives its date asks for no [date]
    [
      "Ask my colleague Tom for feedback on the slide deck before the board meeting on Wednesday.",
      { purpose: "business", tone: "friendly", audience: "colleague", length: "long" },
      ["Hi Tom,"],
      /\[date\]|Thanks for taking the time to read this/,
    ],
    // an event the writer calls off for the team asks for no confirmation that it was "processed"
    [
      "We need to cancel the offsite. Budget got cut. Apologise, and say we'll do a team lunch instead in April.",
      { tone: "friendly", audience: "team", length: "medium" },
      ["cancel the offsite", "team lunch instead in April"],
      /confirm once|Sorry for the short notice/,
    ],
    // an overdue invoice with "please pay" is a payment reminder, and the writer does not apologise for it
    [
      "invoice #4471 for $3,200 is 30 days overdue, please pay",
      { tone: "urgent", audience: "client", length: "medium" },
      ["If the payment has already been made"],
      /sorry|apologi/i,
    ],
  ] as const)("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));
});
