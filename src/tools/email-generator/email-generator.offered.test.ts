import { describe, expect, it } from "vitest";
import { emailFor } from "./email-generator.test-support";
import { withoutReaders } from "./email-generator.offered";

/** Session 13 (lead): the readers a pitch is offered to are "you", never part of the offer or its subject. */
describe("what a sales note offers, without its readers", () => {
  it.each([
    ["a free 14-day trial to salon owners", "a free 14-day trial"],
    ["our web design services to local gyms", "our web design services"],
    ["our bookkeeping to small law firms", "our bookkeeping"],
    // (A "to" that belongs to the offer stays.)
    ["access to the dashboards", "access to the dashboards"],
  ])("%s -> %s", (offer, thing) => {
    expect(withoutReaders(offer)).toBe(thing);
  });

  it("a pitch to local gyms says 'our web design services' in its subject and body", () => {
    const { subject, body } = emailFor(
      "Offer our web design services to local gyms. We build fast mobile sites with online class booking, from £900. Suggest a short call.",
      { purpose: "sales", tone: "persuasive" },
    );
    expect(subject).toBe("Our web design services");
    expect(body).toContain("I think our web design services could make a real difference for you.");
    expect(`${subject}\n${body}`).not.toMatch(/to local gyms/);
  });

  it("'I'm working from home until Wednesday' after a problem is context, not good news", () => {
    const { body } = emailFor(
      "Ask IT to reset my VPN access, it stopped working after the password change yesterday. I'm working from home until Wednesday.",
      { audience: "colleague", length: "short" },
    );
    expect(body).toContain("I'm working from home until Wednesday.");
    expect(body).not.toMatch(/good news/i);
  });
});
