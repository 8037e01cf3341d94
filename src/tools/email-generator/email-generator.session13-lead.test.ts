import { describe, expect, it } from "vitest";
import { emailFor } from "./email-generator.test-support";

/** Session 13 (lead): "her" before "next" or "last" is the reader's own ("her next order"), unless a time follows. */
const body = (prompt: string, audience: "customer" | "colleague") =>
  emailFor(prompt, { tone: "friendly", audience, length: "short" }).body;

describe("the reader's 'her' before next or last", () => {
  it("'10% off her next order' is 'your next order' (was 'you next order')", () => {
    const text = body(
      "Apologize to the customer Dana for the delayed order, we had a warehouse issue. Offer 10% off her next order.",
      "customer",
    );
    expect(text).toContain("10% off your next order");
    expect(text).not.toMatch(/\byou next order\b/);
  });

  it("'call her next week' is still 'call you next week'", () => {
    expect(body("Thank Maria for covering my shifts and tell her I'll call her next week.", "colleague")).toContain(
      "I'll call you next week.",
    );
  });
});

describe("a question's subject with a negative auxiliary", () => {
  it.each([
    [
      "Ask Jenna in finance why my expense claim from October hasn't been paid yet. It was £86.40 for train tickets.",
      "Quick question: why hasn't my expense claim from October been paid yet?",
    ],
    ["Ask Ana why the invoice wasn't sent.", "Quick question: why wasn't the invoice sent?"],
    [
      "Ask Tom why the printer doesn't work after the update.",
      "Quick question: why doesn't the printer work after the update?",
    ],
  ])("%s", (prompt, subject) => {
    expect(
      emailFor(prompt, { purpose: "follow-up", tone: "friendly", audience: "colleague", length: "short" }).subject,
    ).toBe(subject);
  });
});

describe("news that begins before a later 'the'", () => {
  it("'Monday is a bank holiday so the office is closed' keeps its 'so' (was 'so that')", () => {
    const { body } = emailFor("Tell the team Monday is a bank holiday so the office is closed.", {
      tone: "casual",
      audience: "team",
      length: "short",
    });
    expect(body).toContain("Monday is a bank holiday so the office is closed.");
    expect(body).not.toMatch(/so that/);
  });
});

describe("a chase whose news follows the supplier's name after a comma", () => {
  const prompt =
    "Chase the supplier Hartwell Foods, the delivery due Monday still hasn't arrived and we're running out of flour. Need it by tomorrow morning or we'll have to cancel the order.";
  const email = emailFor(prompt, { purpose: "follow-up", tone: "urgent", audience: "partner" });

  it("keeps the news (was read as a description of Hartwell Foods and dropped)", () => {
    expect(email.body).toContain("The delivery due Monday still hasn't arrived and we're running out of flour.");
  });

  it("names the delivery in the subject", () => {
    expect(email.subject).toBe("Urgent: Following up on the delivery due Monday");
  });
});

describe("a reminder of a verbless 'due' note", () => {
  it.each([
    ["Remind parents permission slips due Friday.", "Just a friendly reminder that permission slips are due Friday."],
    ["Remind the team timesheets due Friday.", "Just a friendly reminder that timesheets are due Friday."],
    // (A note with its verb is kept as written.)
    [
      "Remind parents that permission slips are due Friday.",
      "Just a friendly reminder that permission slips are due Friday.",
    ],
  ])("%s", (prompt, sentence) => {
    expect(emailFor(prompt, { tone: "friendly", audience: "team", length: "short" }).body).toContain(sentence);
  });
});
