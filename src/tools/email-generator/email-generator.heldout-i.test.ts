/**
 * Regression tests for the defect classes found by reading held-out sets I and J cold (issue 10's next round; grades
 * in docs/tools/email-generator.md). Their automatic checks run with the other sets in email-generator.heldout.test.ts.
 */
import { describe, expect, it } from "vitest";
import { generateEmail } from "./email-generator.engine";
import { EMAIL_HELDOUT_I } from "./email-generator.heldout-i";
import { EMAIL_HELDOUT_J } from "./email-generator.heldout-j";
import { emailFor } from "./email-generator.test-support";

const run = emailFor;
/** The email of a set I (or J) case, in the options it was written for. */
const caseI = (id: string) => generateEmail([...EMAIL_HELDOUT_I, ...EMAIL_HELDOUT_J].find((c) => c.id === id)!);
const greetingOf = (body: string) => body.split("\n")[0]!;

describe("email engine: defect classes from held-out set I", () => {
  it("finds the reader in 'reminder to X:' and 'sent to X', and reads a trade name in the plural as a company", () => {
    const polite = caseI("invoice-polite");
    expect(greetingOf(polite.body)).toBe("Hi Greenway Florists team,");
    expect(polite.body).toContain("sent to you on 2 September");
    expect(polite.body).not.toMatch(/reach out about Maybe/);
    const firm = caseI("invoice-firm");
    expect(firm.body).not.toMatch(/writing about Second reminder|they haven't replied/);
    expect(firm.body).toContain("you haven't replied to my last email");
    expect(firm.subject).toBe("Payment reminder: invoice INV-3021 (urgent)");
  });

  it("says the reader's pronouns as 'you' before a determiner or a time, and 'she's had' as 'you've had'", () => {
    expect(caseI("reference-linda").body).toContain("The recruiter may contact you next week.");
    const priya = caseI("nudge-priya").body;
    expect(priya).toContain("I sent you our proposal");
    expect(priya).toContain("whether you've had a chance to review it");
    expect(caseI("draft-feedback").body).toContain("There's no rush if you're swamped.");
  });

  it("gives a clause without its subject the writer's or the product's, and keeps an adverb-led clause a clause", () => {
    expect(caseI("draft-feedback").body).toContain("I mainly want feedback on the budget section");
    expect(caseI("raise-hannah").body).toContain("I took over the Berlin accounts when Tom left");
    expect(caseI("pitch-fitslot").body).toContain("It costs £49 a month");
    expect(caseI("invoice-polite").body).toMatch(/(?:Maybe|Perhaps) you missed it\./);
  });

  it("keeps a time inside its noun phrase", () => {
    const train = caseI("train-delay");
    expect(train.body).toContain("My 07:42 train from Leeds to York");
    expect(train.subject).not.toMatch(/my is/);
    expect(caseI("call-reschedule").body).toContain("move our Wednesday 2pm call to Thursday or Friday afternoon");
    expect(caseI("network-osei").body).toContain("a 20-minute video call");
  });

  it("joins a repeated prompt sentence with a connector that fits it", () => {
    const body = caseI("missed-deadline").body;
    expect(body).toContain("To be honest, I underestimated the product pages.");
    expect(body).toContain("To put this right, I'll send everything by Tuesday noon");
    expect(body).not.toMatch(/Unfortunately, I'll send|In addition, I underestimated/);
    expect(caseI("resign-david").body).not.toMatch(/In addition, my last day/);
  });

  it("says the audience's line only where it suits the email", () => {
    expect(caseI("call-reschedule").body).not.toMatch(/set up a call/);
    expect(caseI("invoice-firm").body).not.toMatch(/We value our work together/);
    expect(caseI("network-osei").body).not.toMatch(/real potential for us to work together/);
    expect(caseI("decline-brightline").body).not.toMatch(/arrange a call/);
    const partner = caseI("partner-bookshop").body;
    expect(partner).not.toMatch(/We value our partnership|Your help with this would be much appreciated/);
    expect(partner.match(/\bI (?:think|am confident)\b/g)?.length ?? 0).toBeLessThanOrEqual(2);
    expect(caseI("raise-hannah").body).not.toMatch(/worth a closer look/);
  });

  it("introduces the writer (and a partner) to neighbours as a neighbour, greeting them as a group", () => {
    const { subject, body } = caseI("neighbours");
    expect(greetingOf(body)).toBe("Hi neighbours,");
    expect(body).toContain("I wanted to introduce myself and my partner Sam.");
    expect(body).not.toMatch(/get on well|take it from here|set up a call|working with you/);
    expect(subject).toBe("Introducing myself and my partner Sam");
  });

  it("writes a cold pitch to 'gym owners' to each owner, as a seller", () => {
    const { body } = caseI("pitch-fitslot");
    expect(greetingOf(body)).toBe("Hi there,");
    expect(body).toContain("I think our booking app FitSlot could make a real difference for your gym");
  });

  it("writes a customer's cancellation and rambling complaint as the customer", () => {
    const cancel = caseI("cancel-chronicle");
    expect(greetingOf(cancel.body)).toBe("Hello Weekly Chronicle team,");
    expect(cancel.body).toContain("My customer number is 448201");
    expect(cancel.body).toContain("Please confirm this in writing.");
    expect(cancel.subject).toBe("Cancellation of my subscription");
    const laptop = caseI("laptop-ramble").body;
    expect(laptop).toContain("I bought a laptop from you three weeks ago (order 88-4410), and the screen started");
    expect(laptop).toContain("The staff there said I need to email customer service");
    expect(laptop).toContain("I would like either a replacement or a full refund.");
    expect(laptop).not.toMatch(/keep you in the loop|affects your work|after like/);
  });

  it("names the email in its subject by what it asks or follows up, without 'to you'", () => {
    expect(caseI("reference-linda").subject).toBe("Quick question: would you be willing to be a reference?");
    expect(caseI("nudge-priya").subject).toBe("Following up on our proposal");
    expect(caseI("partner-bookshop").subject).toBe("Proposal: a partnership");
    expect(caseI("loft-quote").subject).toBe("Request: a quote for a loft conversion");
  });

  it("reads 'thank you email after today's interview', 'say X, and that Y' and a role after a name", () => {
    expect(caseI("thank-oduya").body).toContain(
      "thank you for today's interview for the logistics coordinator position",
    );
    expect(caseI("decline-brightline").body).toContain(
      "I accepted another role that's closer to home, and I'd be glad to stay in touch.",
    );
    const leo = caseI("absence-leo").body;
    expect(leo).toContain("Leo will be off school on Thursday and Friday");
    expect(leo).not.toMatch(/details for my son/);
    expect(
      run("tell team office closed monday bank holiday", { tone: "casual", audience: "team", length: "short" }).body,
    ).toContain("the office will be closed on Monday for the bank holiday");
  });

  it("reads a Spanish, German and French reader named after their role, and a second German order", () => {
    const es = caseI("es-casero").body;
    expect(greetingOf(es)).toBe("Estimado señor Ruiz:");
    expect(es).toContain("Le escribo para informarle de que la calefacción no funciona desde el lunes");
    const de = caseI("de-gehalt").body;
    expect(de).toContain("dass ich gerne über eine Gehaltserhöhung sprechen möchte.");
    expect(de).toContain("Könnten Sie mir bitte sagen, ob Sie nächste Woche Zeit für ein Gespräch haben?");
    expect(caseI("fr-absence").body).toContain("que ma fille Chloé sera absente mardi");
  });
});

describe("email engine: after set I's read (loft quote)", () => {
  it("writes what a quote is for as the writer's wish, not a second request, and a start date as a wish", () => {
    const body = caseI("loft-quote").body;
    expect(body).toContain("I would like to ask for a quote for a loft conversion (roughly 30 square metres).");
    expect(body).toContain("We would like a dormer window and an en-suite shower room.");
    expect(body).toContain("Ideally, we'd like to start in spring.");
  });
});

describe("email engine: after set I's read (declining a job offer)", () => {
  it("turns a job offer down after thought and does not say 'Thank you for' twice", () => {
    const body = caseI("decline-brightline").body;
    expect(body).toContain("Thank you for the job offer. After careful thought, I have decided not to accept it.");
    expect(body).toContain("I also appreciate your time.");
    expect(body).not.toMatch(/pass on this occasion/);
  });
});

describe("email engine: defect classes from held-out set J", () => {
  it("greets the company chased and the person asked ('chase Admiral about ...', 'ask Maya if she can ...')", () => {
    const claim = caseI("car-insurance-claim");
    expect(greetingOf(claim.body)).toBe("Dear Admiral team,");
    expect(claim.body).toContain("I am writing to follow up on my car insurance claim CL-55821.");
    expect(claim.body).not.toMatch(/being our customer|Customer's Name/);
    const cover = caseI("colleague-cover").body;
    expect(greetingOf(cover)).toBe("Hi Maya,");
    expect(cover).toContain("Could you cover my Thursday evening shift at the front desk?");
    // "at 5. happy to take ...": the time ends a sentence and the writer is happy.
    expect(cover).toContain("I'm happy to take your Saturday morning in return.");
  });

  it("reads orders the tool must pass on: an update to the writer's record, an application, an objection, encouragement", () => {
    expect(caseI("hr-address").body).toContain(
      "Could you please update my home address to 22 Elm Road, Bristol BS3 4QP from 1 December?",
    );
    expect(caseI("apply-barista").body).toContain("I'm writing to apply for the barista job at Bean There Cafe.");
    const vendor = caseI("vendor-price-rise");
    expect(vendor.body).toContain("I am writing to raise a concern about your 12% price increase from January.");
    expect(vendor.subject).toBe("Concern about the 12% price increase from January");
    const intern = caseI("intern-reject");
    expect(intern.body).toContain("we're not able to offer you the summer internship this time");
    expect(intern.body).toContain("I'd encourage you to apply next year.");
    expect(intern.subject).toBe("Your application for the summer internship");
  });

  it("says no business line about working together or calls to a landlord or a child's teacher", () => {
    expect(caseI("thank-landlord").body).not.toMatch(/enjoy working with you/);
    expect(caseI("absence-leo").body).not.toMatch(/set up a call/);
    expect(caseI("landlord-tap").body).not.toMatch(/set up a call/);
  });

  it("writes a treat on a day as news, a cold pitch to office managers to each, and a Spanish company's name with 'del'", () => {
    expect(caseI("team-kudos-long").body).toContain("There will be pizza on Friday at 1pm to celebrate.");
    expect(greetingOf(caseI("sales-cleaning").body)).toBe("Hi there,");
    const es = caseI("es-factura").body;
    expect(greetingOf(es)).toBe("Estimado equipo de Aguas del Sur:");
    expect(es).not.toMatch(/para decir/);
  });
});
