import { describe, expect, it } from "vitest";
import { generateEmail } from "./email-generator.engine";

describe("a customer writing about an order", () => {
  it("'I ordered ... I want a full refund' is written to the shop, whatever audience was picked", () => {
    const { body } = generateEmail({
      prompt:
        "I ordered a standing desk (order #55812) three weeks ago, it arrived with a cracked leg. I want a replacement leg or a full refund.",
      purpose: "business",
      tone: "persuasive",
      audience: "customer",
      length: "long",
    });
    expect(body).not.toMatch(/\[Customer's Name\]|being our customer/);
    expect(body).toContain("order #55812");
  });
});
