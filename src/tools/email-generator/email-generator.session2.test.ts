/**
 * Regression rows from the 2026-11-26 (session 2) cold reads: [prompt, options, said[], never]. "Subject: ..." is the
 * whole subject line; any other entry is said in the body; nothing is said that `never` matches.
 */
import { describe, it } from "vitest";
import { expectRow } from "./email-generator.test-support";

describe("email generator: session 2 cold-read classes", () => {
  it.each([
    // a pair introduction says who each person is, from the parenthesis, with its verb phrases as clauses
    [
      "introduce Maya Chen (UX lead at our company, did the checkout redesign) to Tom Ruiz (founder of Parcelly, looking for help with onboarding flow). suggest they grab coffee",
      { purpose: "introduction", tone: "friendly", audience: "partner" },
      [
        "Hi Maya and Tom,",
        "Maya Chen is a UX lead at our company and did the checkout redesign.",
        "Tom Ruiz is a founder of Parcelly and is looking for help with onboarding flow.",
        "you could grab coffee",
      ],
      /propose you|\(looking/,
    ],
    // a one-word first name before its description is a person; why they should talk is said to both
    [
      "introduce Ana (our new CFO) to Raj (head of finance at Kova) so they can discuss the audit",
      { purpose: "introduction" },
      [
        "Hello Ana and Raj,",
        "Ana is our new CFO",
        "Raj is the head of finance at Kova",
        "so you can discuss the audit",
      ],
      /They can discuss|great hands/,
    ],
    // a Spanish order in the infinitive ("escribir a la señora X para ...") names a person, and is never pasted
    [
      "escribir a la señora Ortiz para confirmar la reunión del jueves a las 10 en la oficina de Valencia",
      { tone: "formal", length: "short" },
      ["Estimada señora Ortiz:", "Le escribo para confirmar la reunión del jueves a las 10 en la oficina de Valencia."],
      /escribir a|equipo de/,
    ],
    [
      "decirle a mi jefe Andrés que mañana llego a las 11 porque tengo médico",
      { tone: "friendly", audience: "manager", length: "short" },
      ["Andrés", "mañana llego a las 11 porque tengo médico"],
      /decirle a/,
    ],
    // a German order in the infinitive ("Herrn X mitteilen, dass ...", "um Verständnis bitten") is read, not pasted
    [
      "Bitte Herrn Becker mitteilen, dass die Lieferung erst am 5. Mai kommt, und um Verständnis bitten",
      { tone: "formal", length: "short" },
      [
        "Guten Tag Herr Becker,",
        "Ich möchte Ihnen mitteilen, dass die Lieferung erst am 5. Mai kommt.",
        "Ich möchte Sie um Verständnis bitten.",
      ],
      /mitteilen, dass die Lieferung erst am 5\. Mai kommt\. Um|Bitte Herrn/,
    ],
    [
      "Frau Klein fragen, ob sie die Rechnung nochmal schicken kann",
      { tone: "formal", length: "short" },
      ["Guten Tag Frau Klein,", "Könnten Sie die Rechnung nochmal schicken?"],
      /Frau Klein fragen/,
    ],
    // a bare verb phrase that is the writer's purpose is said as it, never "I am writing regarding Resign ..."
    [
      "Resign from the volunteer board of the Oak Street Library Friends effective end of this month.",
      { tone: "formal", audience: "manager" },
      [
        "I am writing to resign from the volunteer board of the Oak Street Library Friends effective end of this month.",
      ],
      /regarding Resign/,
    ],
    // a subjectless progressive is the writer's own state
    [
      "follow up with Dan from Brightline about the proposal I sent last tuesday, still waiting on feedback, want to know if they need anything else",
      { purpose: "follow-up" },
      ["I am still waiting on feedback."],
      /writing about still/,
    ],
    // "following up after the interview ..." is the follow-up's event, not a topic
    [
      "following up after the interview yesterday for the product designer position w/ Anna, really enjoyed talking about the design system",
      { purpose: "follow-up", audience: "recruiter", length: "short" },
      ["I am following up on the interview yesterday for the product designer position"],
      /writing about following|on following/,
    ],
    // no earlier message is invented when the prompt mentions none
    [
      "follow up with Maria",
      { purpose: "follow-up", tone: "formal" },
      ["Dear Maria,", "I am writing to follow up with you."],
      /previous message|last message/,
    ],
    // a possessive keeps its own determiner; a length before a noun is hyphenated; '& Co' belongs to the name
    [
      "reach out to Sarah Kim, senior backend engineer, about our Staff Engineer opening at Lumen Health. remote, rust + postgres. ask if she's open to a 20 min call",
      { purpose: "recruitment", audience: "colleague" },
      ["a great fit for our Staff Engineer opening at Lumen Health", "20-minute call"],
      /the our|20 minutes call/,
    ],
    [
      "decline the offer from Halvorsen & Co, I accepted another position. thank them for their time",
      { purpose: "application", tone: "formal", audience: "recruiter", length: "short" },
      ["Dear Halvorsen & Co team,"],
      /Dear Co team/,
    ],
    // the person the writer met is the reader, and the meeting is said to them
    [
      "met jordan at the devops meetup last night, talked about kubernetes cost tooling. want to stay in touch and maybe share the article I mentioned",
      { purpose: "networking", tone: "casual", audience: "colleague", length: "short" },
      ["Hey Jordan,", "great to meet you at the devops meetup last night", "we talked about kubernetes cost tooling"],
      /Met jordan|\[Colleague/i,
    ],
    // a reader's kind of business and its name after their role is who they are, not what is asked for
    [
      "ask partner agency Bluefin for the Q3 campaign numbers (ctr, spend, conversions) before our review on the 12th",
      { audience: "partner" },
      ["Bluefin", "the Q3 campaign numbers (ctr, spend, conversions) before our review on the 12th"],
      /for agency Bluefin|ask for agency|for for/,
    ],
    // a newcomer's first week is theirs, not the writer's
    [
      "welcome the new hire Lucas Almeida to the support team, he starts monday, his buddy is Fatima, first week is shadowing",
      { purpose: "introduction", tone: "friendly", audience: "team" },
      ["His first week is shadowing."],
      /My first week/,
    ],
    // a month written in lower case beside its day is a month
    [
      "tell the client the launch is delayed two weeks to march 18 because the payment provider hasn't approved our account yet. apologize",
      { tone: "formal" },
      ["to March 18"],
      // and no investigation is promised that the prompt does not make
      /march 18|what went wrong/,
    ],
    // a capitalised word right after a person's role is their name, whatever the lexicon says of it ("Leo")
    [
      "ask my supervisor Leo if I can swap my Monday shift for Thursday this month",
      { audience: "manager", length: "short" },
      ["Hello Leo,", "Could I swap my Monday shift for Thursday this month?"],
      /Request: Leo|ask for Leo|\[Manager's Name\]/,
    ],
    // a technician's visit is arranged, not sent
    [
      "write to the energy company, I need an engineer visit before Friday to check the meter",
      { audience: "customer", length: "short" },
      ["Could you please arrange an engineer visit before Friday"],
      /send an engineer visit/,
    ],
    // a delay the writer's side causes is news the writer breaks, not something the reader reported
    [
      "let the customer know their sofa delivery is delayed by ten days because the factory closed for a week",
      { tone: "friendly", audience: "customer", length: "short" },
      ["sorry to let you know that your sofa delivery"],
      /sorry to hear/,
    ],
    // the news of a delay names the email, not the offer that softens it
    [
      "tell the client the opening of the new office is postponed to 3 March because the fit-out is late; offer two weeks of free desk space at our old office",
      { tone: "formal", audience: "client" },
      ["Subject: Opening of the new office postponed to 3 March"],
      /Subject: (?:Two weeks|Free)/,
    ],
    // a one-word name that "who" describes is a person of the pair; "ex-X" is where they worked before
    [
      "introduce Tomasz (our lead recruiter, ex-Deliveroo) to Ines who runs people ops at Fernhill, they should compare onboarding notes",
      { purpose: "introduction", tone: "friendly" },
      [
        "Hi Tomasz and Ines,",
        "Tomasz is our lead recruiter and was previously at Deliveroo.",
        "Ines runs people ops at Fernhill",
        "you two should compare onboarding notes",
      ],
      /Who runs|and ex-Deliveroo/,
    ],
    // a German imperative with its reader first ("Erinnere das Team daran, ... zu tun") is the order, never pasted
    [
      "Erinnere die Kollegen daran, die Reisekosten bis Monatsende abzurechnen",
      { tone: "friendly", audience: "team", length: "short" },
      ["Ich bitte Sie, die Reisekosten bis Monatsende abzurechnen."],
      /Erinnere|Folgendes/,
    ],
    // things the writer needs ("we need them for the event") are not the reader
    [
      "chase the printer about the 300 flyers we ordered last week, we need them by Thursday for the open day",
      { purpose: "follow-up", tone: "urgent", audience: "partner" },
      ["We need them by Thursday"],
      /We need you/,
    ],
    // ", the company pays" after a place is a sentence, not a description of the place
    [
      "invite the team to a leaving lunch for Omar on Friday 1pm at Bella's, the company pays",
      { tone: "casual", audience: "team", length: "short" },
      ["the company pays"],
      /Bella's is the company/,
    ],
    // an unnamed person met somewhere, with no relative pronoun, and her "she" is the reader
    [
      "networking email to a data scientist I met at PyCon, would love to hear how she got into climate modelling",
      { purpose: "networking", tone: "friendly", audience: "partner" },
      ["It was great to meet you at PyCon", "how you got into climate modelling"],
      /I met at|how she got/,
    ],
    // a reader who "says" something reported it: answered, never pasted after "because"
    [
      "reply to a customer who says his kettle arrived damaged, offer a refund",
      { audience: "customer", length: "short" },
      ["I am sorry to hear that your kettle arrived damaged."],
      /because who says|his kettle/,
    ],
    // "no card needed" is said as a sentence, not "There will be no card needed"
    [
      "sales email to dental clinics offering our online booking widget, 30-day free trial, no setup fee required",
      { purpose: "sales", tone: "persuasive", audience: "customer" },
      ["no setup fee is required."],
      /There will be no setup fee/,
    ],
  ] as const)("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));
});
