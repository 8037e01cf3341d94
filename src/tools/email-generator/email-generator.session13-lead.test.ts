import { describe, expect, it } from "vitest";
import { generateEmail } from "./email-generator.engine";

/** Session 13 (lead): "her" before "next" or "last" is the reader's own ("her next order"), unless a time follows. */
const body = (prompt: string, audience: "customer" | "colleague") =>
  generateEmail({ prompt, purpose: "business", tone: "friendly", audience, length: "short" }).body;

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
