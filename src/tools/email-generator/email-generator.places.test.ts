import { describe, expect, it } from "vitest";
import { generateEmail } from "./email-generator.engine";

// Session 12 (lead): a lower-case place the prompt types is capitalised ("in brighton" -> "in Brighton"), but a word
// the tagger only guesses to be a place next to a day name stays an ordinary word ("next Monday, park at ...").
const write = (prompt: string) =>
  generateEmail({ prompt, purpose: "business", tone: "formal", audience: "team", length: "short" });

describe("email engine: lower-case place names", () => {
  it("keeps an ordinary word the tagger reads as a place beside a day name in lower case", () => {
    const { subject, body } = write(
      "tell staff the car park will be resurfaced next Monday, park at the leisure centre across the road",
    );
    expect(`${subject}\n${body}`).not.toMatch(/\bPark\b/);
    expect(body).toContain("the car park");
  });

  it("still capitalises a place the prompt writes in lower case", () => {
    const { body } = write("tell the team the summer party will be in brighton on 12 July, tickets from Dana");
    expect(body).toContain("Brighton");
    expect(body).not.toMatch(/\bbrighton\b/);
  });
});
