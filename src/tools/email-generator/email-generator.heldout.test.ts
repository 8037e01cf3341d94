/**
 * The held-out sets (email-generator.heldout.ts) through the automatic checks, and regression tests for the defect
 * classes found by reading set C by hand. The hand grades are in docs/tools/email-generator.md.
 */
import { describe, expect, it } from "vitest";
import { unsupportedFacts } from "../../../tests/quality/faithfulness";
import { bodyBlocks, type EmailTemplateInput } from "./contract";
import { generateEmail as generate } from "./email-generator.engine";
import { emailFor } from "./email-generator.test-support";
import {
  EMAIL_HELDOUT,
  EMAIL_HELDOUT_B,
  EMAIL_HELDOUT_C,
  EMAIL_HELDOUT_D,
  EMAIL_HELDOUT_E,
  EMAIL_HELDOUT_F,
} from "./email-generator.heldout";
import { EMAIL_HELDOUT_G } from "./email-generator.heldout-g";
import { EMAIL_HELDOUT_H } from "./email-generator.heldout-h";
import { EMAIL_HELDOUT_I } from "./email-generator.heldout-i";
import { EMAIL_HELDOUT_J } from "./email-generator.heldout-j";
import EMAIL_HELDOUT_K_M from "./email-generator.heldout-k.json" with { type: "json" };
import type { EmailCase } from "./email-generator.corpus";
import { writesAsCustomer } from "./email-generator.read";
import { normalisePrompt } from "./email-generator.text";

const ALL = [
  ...EMAIL_HELDOUT,
  ...EMAIL_HELDOUT_B,
  ...EMAIL_HELDOUT_C,
  ...EMAIL_HELDOUT_D,
  ...EMAIL_HELDOUT_E,
  ...EMAIL_HELDOUT_F,
  ...EMAIL_HELDOUT_G,
  ...EMAIL_HELDOUT_H,
  ...EMAIL_HELDOUT_I,
  ...EMAIL_HELDOUT_J,
  // Sets K and M (read cold, then fixed; grades in the commit history of this round).
  ...(EMAIL_HELDOUT_K_M as EmailCase[]),
];
const english = ALL.filter((c) => (c.lang ?? "en") === "en" && !/^(?:it-|nl-|pt-)/.test(c.id));
const run = emailFor;
/** Each input is generated once per file: several tests below read the same held-out prompt in the same options. */
const generated = new Map<string, ReturnType<typeof generate>>();
const generateEmail = (input: EmailTemplateInput) => {
  const key = JSON.stringify(input);
  if (!generated.has(key)) generated.set(key, generate(input));
  return generated.get(key)!;
};
const greetingOf = (body: string) => body.split("\n")[0]!;

describe("email engine on the held-out sets", () => {
  // One test per length (each a third of the engine runs, well inside the time limit on a loaded machine).
  it.each(["short", "medium", "long"] as const)(
    "invents no name, number or date and keeps the paragraph counts, in the options each prompt was written for (%s)",
    (length) => {
      const problems: string[] = [];
      for (const c of english) {
        const { subject, body } = generateEmail({ ...c, length });
        const units = new Set([...c.prompt.matchAll(/\d([A-Z])\b/g)].map((m) => m[1]!));
        // Shorthand the engine spells out ("sat" -> "Saturday") is the prompt's own fact.
        const bad = unsupportedFacts(`${subject}\n\n${body}`, c.prompt, { allow: [normalisePrompt(c.prompt)] }).filter(
          (f) => !units.has(f),
        );
        if (bad.length) problems.push(`${c.id}/${length}: ${bad.join(", ")}`);
        const n = bodyBlocks(body).length - 2;
        const [min, max] = length === "short" ? [1, 2] : length === "medium" ? [3, 4] : [5, 99];
        if (n < min || n > max) problems.push(`${c.id}/${length}: ${n} paragraphs`);
        // A customer writing to a company is never greeted or thanked as the company's customer.
        if (writesAsCustomer(c.prompt) && /\[Customer's Name\]|Thank you for being our customer/.test(body))
          problems.push(`${c.id}/${length}: customer filler`);
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );

  it("never pastes an order to the tool or a bare label into the email", () => {
    for (const c of english) {
      const { body } = generateEmail(c);
      expect(body, c.id).not.toMatch(
        /\b(?:write|draft|compose) (?:an? )?(?:e-?mail|message)|\bask (?:them|him|her|my|the)\b|(?:^|[.!?]\s+)offer a\b|\btell (?:them|him|her)\b|\bPlease (?:head|account|member|order) (?:of|number|id)\b|\bwriting (?:about|regarding) (?:Haven|Need|Thanks)\b/im,
      );
    }
  });

  it("greets the reader the prompt names by name", () => {
    const named: Record<string, string> = {
      "wfh-lucia": "Lucia",
      "heating-okafor": "Mr. Okafor",
      "maths-hughes": "Mr. Hughes",
      "ravi-deadline": "Ravi",
      "mentor-gabriel": "Gabriel",
      "laura-onboarding": "Laura",
      "omar-facilities": "Omar",
      "quill-daniel": "Daniel",
      "nadia-ledgerly": "Nadia",
      "snapped-ben": "Ben",
      "wrong-boxes": "Kestrel Packaging",
      "conference-budget": "Priti",
      "homework-late": "Ms. Okoro",
      "offer-negotiate": "Sofia",
      "reference-request": "Greg",
      "rambling-move": "Marta",
      "networking-alum": "Dr. Singh",
      "oncall-swap": "Dev",
      "missed-meeting": "Nina",
      "cat-permission": "Ms. Grant",
      "promotion-congrats": "Jordan",
      "resign-nurse": "Helen",
      "cancel-cleaning": "Sparkle Pro",
      "partner-breakup": "BrightMedia",
      "mtg-reschedule": "Tom",
      "invoice-overdue": "Fernwood Hotels",
      "school-absence": "Mr. Patel",
      "recruit-chef": "Daniel",
      "networking-conf": "Priya",
      "intro-two": "Leila and Marco",
      "landlord-tap": "Mr. Davies",
      "prof-extension": "Professor Whitfield",
      "decline-brightline": "Ellen",
      "train-delay": "Northern Rail",
      "draft-feedback": "Jordan",
      "reference-linda": "Linda",
      "invoice-polite": "Greenway Florists",
      "invoice-firm": "Greenway Florists",
      "call-reschedule": "Halden",
      "missed-deadline": "Marcus",
      "partner-bookshop": "Riverside Books",
      neighbours: "neighbours",
      "raise-hannah": "Hannah",
      "resign-david": "David",
      "thank-oduya": "Mr. Oduya",
      "loft-quote": "Oakridge Builders",
      "cancel-chronicle": "Weekly Chronicle",
      "nudge-priya": "Priya",
      "absence-leo": "Mrs. Clarke",
      "recruit-kofi": "Kofi",
      "network-osei": "Dr. Osei",
      "laptop-ramble": "TechWorld",
      "es-casero": "señor Ruiz",
      "de-gehalt": "Frau Becker",
      "car-insurance-claim": "Admiral",
      "colleague-cover": "Maya",
      "thank-landlord": "Mrs. Patel",
      "vendor-price-rise": "PrintHub",
      "intern-reject": "Tomás",
      "hr-address": "HR",
      "es-factura": "Aguas del Sur",
      "de-termin": "Herr Schulz",
    };
    for (const c of ALL.filter((x) => named[x.id])) {
      expect(greetingOf(generateEmail(c).body), c.id).toContain(named[c.id]!);
    }
  });
});

describe("defect classes from held-out set C", () => {
  it("takes the one person the writer did something to as the reader, and writes to them as 'you'", () => {
    const { body, subject } = run(
      "I snapped at Ben in the meeting today about the release date and I feel bad. apologise and offer to grab coffee",
      { tone: "casual", audience: "colleague", length: "short" },
    );
    expect(greetingOf(body)).toBe("Hey Ben,");
    expect(body).toContain("I snapped at you in the meeting");
    expect(body).toMatch(/Can I buy you a coffee/);
    expect(body).not.toMatch(/I'd suggest that I could/);
    expect(subject).not.toMatch(/^Our apologies/);
  });

  it("reads 'supplier X sent ...' as written to X", () => {
    const { body, subject } = run(
      "supplier Kestrel Packaging sent the wrong box size on PO 5521. need correct boxes by Wednesday",
      { tone: "urgent", audience: "partner", length: "short" },
    );
    expect(greetingOf(body)).toBe("Hi Kestrel Packaging team,");
    expect(body).toContain("you sent the wrong box size");
    expect(body).toMatch(/I need correct boxes by Wednesday/);
    expect(body).not.toMatch(/affects your work/);
    expect(subject).toMatch(/Wrong box size on PO 5521/);
  });

  it("greets 'the client Ravi' as a person, not as a company's team", () => {
    const { body } = run(
      "apologize to the client Ravi for missing the deadline on the brand guidelines, we'll deliver them Monday morning",
      { tone: "formal" },
    );
    expect(greetingOf(body)).toBe("Dear Ravi,");
    expect(body).toMatch(/deliver them Monday morning/);
    expect(body).not.toMatch(/deliver you\b/);
  });

  it("gives a subject to the writer's clauses written without one", () => {
    expect(
      run("Follow up on my interview last Monday. Still very interested. Haven't heard anything.", {
        purpose: "follow-up",
        audience: "recruiter",
        length: "short",
      }).body,
    ).toMatch(/I haven't heard anything/);
    expect(
      run(
        "I want to ask my manager for a raise. I took over the EMEA accounts in January, grew revenue 18%, and I'm paid below the market band.",
        { audience: "manager" },
      ).body,
    ).toMatch(/I grew revenue by 18%/);
  });

  it("keeps a third person's pronoun and names the child instead of 'she'", () => {
    const grandma = run(
      "Ask the school office whether my daughter Emma (Year 4) can be picked up by her grandmother on Friday at 2pm",
      { tone: "formal", length: "short" },
    );
    expect(grandma.body).toMatch(/by her grandmother/);
    expect(greetingOf(grandma.body)).toBe("Dear Sir or Madam,");
    expect(grandma.subject).not.toMatch(/\(|office whether/);
    const maths = run(
      "Write to my daughter's teacher Mr. Hughes to ask how she's doing in maths, she's been struggling with fractions",
      { tone: "friendly" },
    );
    expect(maths.body).toMatch(/how my daughter is doing in maths/);
    expect(maths.body).toMatch(/my daughter has been struggling/i);
  });

  it("reads 'thanks for', 'volunteers who helped' and 'next one is' as a person would", () => {
    expect(
      run("thanks for the referral", { purpose: "thank-you", tone: "casual", audience: "colleague", length: "short" })
        .body,
    ).toMatch(/Thanks so much for the referral!/);
    const { body, subject } = run(
      "Say thanks to the volunteers who helped at Saturday's beach cleanup, we collected 340 kg of rubbish. next one is 14 June",
      { purpose: "thank-you", tone: "casual", audience: "team" },
    );
    expect(body).toMatch(/for helping at Saturday's beach cleanup/);
    expect(body).toMatch(/the next one is on 14 June/);
    expect(body).not.toMatch(/such a great team/);
    expect(subject).toBe("Thank you for helping at Saturday's beach cleanup");
  });

  it("writes labels, reasons, specifications and times as sentences, not as orders or stray brackets", () => {
    const charge = run(
      "Complain to the phone company: I've been charged twice for October ($49.99 each), account number 55-2031-88. I want a refund.",
      { tone: "formal", audience: "customer" },
    );
    expect(charge.body).toMatch(/my account number is 55-2031-88/);
    expect(greetingOf(charge.body)).toBe("Dear Sir or Madam,");
    const dinner = run(
      "Invite our top 20 customers to a product preview dinner at Alder & Vine on 3 October, 7pm. Limited seats, RSVP to events@northpeak.com by 20 September.",
      { tone: "formal", audience: "customer", length: "long" },
    );
    expect(dinner.body).toMatch(/on 3 October at 7pm\./);
    expect(dinner.body).toMatch(/Seats are limited\./);
    expect(dinner.body).not.toMatch(/invite you to our top 20 customers|whether you will be able to attend/);
    const decline = run(
      "Turn down the speaking invitation from the Fintech Forum in November, too much travel that month, but I'd love to be considered next year",
      { audience: "partner", length: "short" },
    );
    expect(decline.body).toMatch(
      /I have too much travel that month\. That said, I'd love to be considered next year\./,
    );
    expect(decline.body).not.toMatch(/\bwe will have to pass/);
    const quote = run(
      "request a quote from three printing companies for 500 A5 flyers, double-sided, full colour, delivery to our Leeds office by 10 May",
      { audience: "partner" },
    );
    expect(quote.body).toMatch(
      /a quote for 500 A5 flyers \(double-sided, full colour\), with delivery to our Leeds office by 10 May/,
    );
    const role = run(
      "reach out to Nadia Petrov about a product designer role at our fintech, Ledgerly. We loved her case study. hybrid in Berlin",
      { purpose: "recruitment", tone: "friendly" },
    );
    expect(role.body).toMatch(/the role is hybrid in Berlin/);
  });

  it("keeps an appositive title out of the body and names the benefit in a cold email's subject", () => {
    const { body, subject } = run(
      "cold email to Laura Kim, head of people at a 200-person startup, about our onboarding software that cuts new-hire paperwork time in half. ask for a 15 minute call",
      { purpose: "sales", tone: "persuasive" },
    );
    expect(greetingOf(body)).toBe("Hi Laura,");
    expect(body).not.toMatch(/head of people/);
    expect(subject).toBe("Cut new-hire paperwork time in half with our onboarding software");
  });

  it("turns a rambling follow-up into thanks, what was promised and the asks", () => {
    const { body, subject } = run(
      "so basically we had the quarterly review on tuesday and it went ok but there were a couple of things i promised to send over to the client afterwards, namely the updated timeline and the revised budget. i also want to check they're still ok with the launch on the 2nd",
      { purpose: "follow-up", length: "long" },
    );
    expect(body).toMatch(
      /Thank you again for our quarterly review on Tuesday\. As promised, I am sending you the updated timeline and the revised budget\./,
    );
    expect(body).toMatch(/whether you're still ok with the launch on the 2nd\?/);
    expect(body).not.toMatch(/Unfortunately|I know inboxes/);
    expect(subject).toBe("Following up on our quarterly review");
  });

  it("asks a landlord to send someone instead of stating a need, with a subject that says what is wrong", () => {
    const { body, subject } = run(
      "email the landlord (Mr. Okafor) that the heating hasn't worked since Saturday, I need someone to come out tomorrow",
      { tone: "urgent", length: "short" },
    );
    expect(body).toMatch(/Could you please send someone out tomorrow\?/);
    expect(subject).toBe("Urgent: Heating not working since Saturday");
  });

  it("introduces two people to each other in one email to both", () => {
    const { body, subject } = run(
      "Introduce two people: my former colleague Aisha Bello (a data engineer looking for freelance work) and Mark Stevens who runs a small analytics agency. They should talk.",
      { purpose: "introduction", tone: "friendly", audience: "partner" },
    );
    expect(greetingOf(body)).toBe("Hi Aisha and Mark,");
    expect(body).toMatch(/I'd like to introduce you to each other\./);
    expect(body).toMatch(
      /Aisha Bello, my former colleague, is a data engineer looking for freelance work\. Mark Stevens runs a small analytics agency[.,]/,
    );
    // "They should talk." is said to both of them.
    expect(body).toMatch(/you two should talk\./);
    expect(body).not.toMatch(/By way of background|\byou Bello\b/);
    expect(subject).toBe("Introduction: Aisha and Mark");
  });

  it("names a complaint by its problem and spells out what a missed deadline means", () => {
    expect(
      run(
        "Complain to the phone company: I've been charged twice for October ($49.99 each), account number 55-2031-88.",
        { tone: "formal" },
      ).subject,
    ).toBe("Complaint: charged twice for October");
    expect(
      run(
        "supplier Kestrel Packaging sent the wrong boxes. we need correct boxes by Wednesday or we miss our shipment",
        { audience: "partner" },
      ).body,
    ).toMatch(/by Wednesday, or we will miss our shipment/);
  });

  it("reads announcements 'to the team that ...', welcomes to the team and questions after 'so'", () => {
    const reorg = run(
      "announce to the team that from next month Sara will lead the mobile squad and Dev will move to platform",
      { audience: "team" },
    );
    expect(reorg.body).toMatch(/that from next month Sara will lead the mobile squad, and Dev will move to platform\./);
    expect(reorg.body).not.toMatch(/\bteam that\b/);
    const welcome = run("welcome Jonas to the team, he starts Monday as a backend developer", {
      tone: "friendly",
      audience: "team",
    });
    expect(welcome.body).toMatch(/welcoming Jonas to the team!/);
    expect(welcome.subject).toBe("Please welcome Jonas to the team");
    const move = run(
      "hey so I need to tell my team lead Marta that I'm moving flats next week, and my internet won't be set up until Monday so can I work from the office that week",
      { tone: "casual", audience: "manager" },
    );
    expect(greetingOf(move.body)).toBe("Hey Marta,");
    expect(move.body).toMatch(/Can I work from the office that week\?/);
  });
});

describe("defect classes from held-out set E (issue 10 round)", () => {
  const foreign = (prompt: string, options: Partial<EmailTemplateInput> = {}) =>
    run(prompt, { audience: "partner", ...options });

  it("drops the order to the tool in Spanish, German and French when it names the reader without 'un correo'", () => {
    const cases: [string, RegExp][] = [
      ["Escribe a la gestoría para cancelar el contrato de asesoría a partir de enero.", /\bescribe a\b/i],
      ["Escribe al proveedor para decirle que el pedido 7781 llegó incompleto.", /\bescribe al\b|para decirle/i],
      ["Schreib dem Kunden Herrn Vogel, dass sich die Lieferung um zwei Wochen verschiebt.", /\bschreib\b/i],
      ["Schreib meinem Chef, dass ich vom 3. bis 14. August Urlaub nehmen möchte.", /\bschreib\b|meinem Chef/i],
      [
        "Écris à Julien pour lui demander de décaler notre rendez-vous de mardi à jeudi matin.",
        /\bécris\b|pour lui demander/i,
      ],
    ];
    for (const [prompt, pasted] of cases) {
      const { subject, body } = foreign(prompt);
      expect(body, prompt).not.toMatch(pasted);
      expect(subject, prompt).not.toMatch(pasted);
    }
  });

  it("greets a reader named inside the order, and a boss named by role with a [name] placeholder", () => {
    expect(
      greetingOf(
        foreign("Schreib dem Kunden Herrn Vogel, dass sich die Lieferung verschiebt.", { tone: "formal" }).body,
      ),
    ).toContain("Herr Vogel");
    expect(greetingOf(foreign("Schreib meinem Chef, dass ich nächste Woche Urlaub nehmen möchte.").body)).toBe(
      "Guten Tag [Name],",
    );
    const fr = foreign("Écris à Julien pour lui demander de décaler notre rendez-vous.", { tone: "friendly" }).body;
    expect(greetingOf(fr)).toBe("Bonjour Julien,");
    expect(fr).toMatch(/te demander de décaler/);
    expect(fr).not.toMatch(/Bien à vous/);
  });

  it("says the reader's dative pronoun to them and keeps a German ordinal date in one sentence", () => {
    const { body, subject } = foreign("Schreib dem Kunden Herrn Vogel, dass wir ihm 10% Rabatt anbieten.", {
      tone: "formal",
    });
    expect(body).toContain("wir Ihnen 10% Rabatt anbieten");
    expect(subject).not.toMatch(/^Information: (?:sich|wir|ich)\b/);
    expect(foreign("Schreib meinem Chef, dass ich vom 3. bis 14. August Urlaub nehmen möchte.").subject).toBe(
      "Information: Urlaub vom 3. bis 14. August",
    );
  });

  it("splits a second order joined by 'et'/'y'/'und' and writes both", () => {
    const { body, subject } = foreign(
      "Écris un mail à Madame Dubois pour la remercier du stage et lui demander une lettre de recommandation.",
      { tone: "formal" },
    );
    expect(body).toMatch(/remercier pour le stage/);
    expect(body).toMatch(/vous demander une lettre de recommandation/);
    expect(body).not.toMatch(/je vous écris car pour/i);
    expect(subject).toBe("Merci pour le stage");
  });
});

describe("English defect classes from held-out set E (issue 10 round)", () => {
  it("spells out shorthand and frequent misspellings instead of copying them", () => {
    const { body, subject } = run(
      "pls ask Tom if we can move our mtg from tue to thu same time, something came up asap",
      { tone: "casual", audience: "colleague", length: "short" },
    );
    expect(`${subject} ${body}`).not.toMatch(/\b(?:pls|mtg|tue|thu|asap)\b/i);
    expect(body).toContain("from Tuesday to Thursday");
    expect(subject).not.toMatch(/from Tuesday\?/);
    expect(body).not.toMatch(/came up as soon as possible/);
    expect(
      run("email to my daughters teacher mr Patel, Zoe will be out wed-fri for a family funeral", { length: "short" })
        .body,
    ).toMatch(/^(?:Hi|Hello) Mr\. Patel,[\s\S]*Wednesday to Friday/);
    expect(
      run("thx for covering my shift sat!!", {
        purpose: "thank-you",
        tone: "casual",
        audience: "colleague",
        length: "short",
      }).body,
    ).toMatch(/Saturday/);
    const typos = run(
      "i ordred a blue sofa from you and recieved a grey one. want either the right one or full refund",
      { tone: "formal", length: "short" },
    ).body;
    expect(typos).not.toMatch(/ordred|recieved|, want\b|\. Want\b|In addition, want/);
    expect(typos).toMatch(/I ordered a blue sofa from you and received a grey one/);
    expect(
      run("I sat with the new hires on Monday and they need laptops, please order three", { length: "short" }).body,
    ).not.toMatch(/Saturday/);
  });

  it("says a resignation plainly, with 'my last day', and no thank-you filler twice", () => {
    const { body, subject } = run(
      "resignation email to my ward manager Helen, last day will be 12 April, moving closer to family. thank her for everything",
      { audience: "manager" },
    );
    expect(subject).toBe("Resignation");
    expect(body).toMatch(/\bresign/);
    expect(body).toContain("My last day will be 12 April");
    expect(body).toContain("I am moving closer to family");
    expect(body.match(/\bthank/gi)?.length ?? 0).toBeLessThanOrEqual(2);
    expect(body).not.toMatch(/made a real difference|return the favour/);
  });

  it("ends a contract or a partnership by notice, to the company it is with, without appointment or relationship filler", () => {
    const { body, subject } = run(
      "cancel our office cleaning contract with Sparkle Pro from the end of next month, we're moving to a smaller space. 30 days notice as per contract",
      { tone: "formal", audience: "partner" },
    );
    expect(greetingOf(body)).toBe("Dear Sparkle Pro team,");
    expect(body).toContain("cancel our office cleaning contract with you from the end of next month");
    expect(body).toContain("Please take this as our 30 days' notice, as set out in the contract.");
    expect(subject).toBe("Cancellation of our office cleaning contract");
    expect(body).not.toMatch(/short notice|what would suit you instead|work well for both sides|writing regarding 30/);
    const ending = run(
      "tell BrightMedia we're ending the co-marketing partnership after Q2, results didnt justify the spend",
      { audience: "partner" },
    ).body;
    expect(ending).not.toMatch(/work well for both sides/);
    expect(ending).toMatch(/confirm that you have received this notice/);
  });

  it("writes a pitch's and a job's bare phrases as sentences, not brackets or fragments", () => {
    const sales = run(
      "cold email to yoga studio owners about our class booking app, cuts no-shows with automatic reminders, 14 day free trial",
      { purpose: "sales", tone: "persuasive", audience: "customer", length: "short" },
    ).body;
    expect(sales).toContain("It cuts no-shows with automatic reminders");
    expect(sales).not.toMatch(/\(cuts|writing about our class/);
    const job = run(
      "reach out to chef Daniel Osei about head chef job at our new bistro in Bristol, loved his work at The Larder, competitive pay, 4 day week",
      { purpose: "recruitment", tone: "persuasive", audience: "partner" },
    ).body;
    expect(greetingOf(job)).toBe("Hi Daniel,");
    expect(job).toContain("the role offers competitive pay and a 4-day week");
    expect(job).toContain("for the head chef job");
    expect(job).not.toMatch(/\((?:competitive|4 day)/);
  });

  it("reads an appositive in an introduction, a thank-you note after an interview, and subjectless wishes", () => {
    const intro = run(
      "introduce my friend Leila, a UX designer, to Marco who runs a fintech startup and is looking for design help",
      { purpose: "introduction", tone: "friendly", audience: "partner", length: "short" },
    ).body;
    expect(greetingOf(intro)).toBe("Hi Leila and Marco,");
    expect(intro).not.toMatch(/reach out about to/);
    const thanks = run(
      "thank you note after my interview yesterday with Anna Berg for the data analyst role at Nordhavn",
      { purpose: "thank-you", tone: "formal", audience: "recruiter" },
    );
    expect(thanks.body).toMatch(/thank you for the interview yesterday for the data analyst role/);
    expect(`${thanks.subject} ${thanks.body}`).not.toMatch(/for note|with you for|made a real difference/);
    expect(
      run("follow up with Priya Shah who i met at SaaStr, would love to chat", {
        purpose: "networking",
        tone: "friendly",
        audience: "partner",
      }).body,
    ).not.toMatch(/\bit would love\b/);
  });

  it("keeps a long email's stock paragraph out when the prompt fills five paragraphs, and reads 'N days overdue'", () => {
    const long = run(
      "project update for the client: phase 1 (data migration) done on schedule, phase 2 (reporting) is 1 week behind because their API credentials arrived late, new target is 14 June, need them to confirm test users by Friday",
      { length: "long" },
    ).body;
    expect(long).not.toMatch(/Please project update|If more detail would help/);
    expect(long).toContain("The new target is 14 June.");
    expect(long).toMatch(/phase 1 \(data migration\) is done on schedule/i);
    const late = run("chase Fernwood Hotels about invoice 2291 for £4,800, 45 days overdue", {
      purpose: "follow-up",
      tone: "urgent",
    }).body;
    expect(late).toContain("It is now 45 days overdue");
    expect(greetingOf(late)).toBe("Hi Fernwood Hotels team,");
  });
});

describe("English defect classes from held-out set F (after set E's fixes)", () => {
  it("reads a resignation told to a boss as a notice, however it is phrased", () => {
    const { subject, body } = run(
      "tell my boss Rachel im quitting, last shift will be sunday, got a full time job elsewhere, thanks for being flexible with my uni schedule",
      { tone: "casual", audience: "manager", length: "short" },
    );
    expect(subject).toBe("Resignation");
    expect(greetingOf(body)).toBe("Hey Rachel,");
    expect(body).toContain("my last shift will be Sunday");
    expect(body).toMatch(/\. Thanks so much for being flexible/);
    expect(body).not.toMatch(/decided to resign\. I'm quitting/);
  });

  it("writes to the company a membership is at, spells 'no 77812' as a number, and reads 'fri's' and 'half the team'", () => {
    const gym = run("cancel my gym membership at FitZone, membership no 77812, moving abroad next month", {
      length: "short",
    }).body;
    expect(greetingOf(gym)).toBe("Hello FitZone team,");
    expect(gym).toContain("My membership number is 77812");
    const team = run("ask the team if we can push fri's retro to mon 10am, half the team is off fri", {
      tone: "friendly",
      audience: "team",
      length: "short",
    }).body;
    expect(team).toContain("Friday's retro to Monday 10am");
    expect(team).toContain("Half of you are off Friday.");
  });

  it("says 'still nothing' as a sentence and greets a trade business as a company", () => {
    const { body } = run(
      "follow up with Harris Roofing, they said theyd send the quote for the roof repair last week, still nothing",
      { purpose: "follow-up", audience: "partner", length: "short" },
    );
    expect(greetingOf(body)).toBe("Hello Harris Roofing team,");
    expect(body).toContain("You said you'd send the quote");
    expect(body).toContain("I still haven't received anything");
  });

  it("greets the person a thank-you note is for and keeps a long subject's clause whole", () => {
    const { subject, body } = run(
      "thank you note after my call with Dr. Lena Ortiz yesterday, her advice on applying to PhD programs was really helpful",
      { purpose: "thank-you", tone: "friendly", audience: "partner", length: "short" },
    );
    expect(greetingOf(body)).toBe("Hi Dr. Ortiz,");
    expect(subject).toBe("Thank you for the call yesterday");
    expect(body).toContain("Your advice on applying to PhD programs was really helpful.");
    expect(body).not.toMatch(/reach out about your advice/);
  });

  it("writes a pitch's participle and free delivery as sentences", () => {
    const { body } = run(
      "sales email to cafe owners: our wholesale sourdough, baked fresh every morning, free delivery over £50, samples available",
      { purpose: "sales", tone: "persuasive", audience: "customer" },
    );
    expect(body).toContain("It is baked fresh every morning, and it comes with free delivery over £50.");
    expect(body).not.toMatch(/\((?:baked|free delivery)/);
  });
});
