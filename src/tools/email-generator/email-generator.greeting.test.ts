import { describe, expect, it } from "vitest";
import { generateEmail } from "./email-generator.engine";

describe("greeting a group", () => {
  it("casual: colleagues are greeted as 'all', not 'Hey colleagues,'", () => {
    const { body } = generateEmail({
      prompt:
        "Invite colleagues to a lunch-and-learn on Git basics next Wednesday at 12:30 in room 4B, bring your laptop",
      purpose: "business",
      tone: "casual",
      audience: "colleague",
      length: "short",
    });
    expect(body.split("\n")[0]).toMatch(/^(?:Hey|Hi) all,$/);
  });
});
