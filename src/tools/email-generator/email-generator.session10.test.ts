/**
 * Session 10, helper read: notes whose first words are background or a label, a reader named as the thing sent,
 * shorthand clauses without a subject or verb, learner's English, stock lines that ask the user to invent a claim,
 * and "he"/"she" said of the writer's family. Each row fails on the code before its fix.
 */
import { describe, it } from "vitest";
import { expectRow, type Row } from "./email-generator.test-support";

const rows: Row[] = [
  // Background first (email-generator.note-frame.ts): the point is read, not "As you know".
  [
    "As you know, the car park is being resurfaced next week. Ask staff to park on Mill Lane from Monday 3 June.",
    { tone: "friendly", audience: "team", length: "medium" },
    ["I'm writing because the car park is being resurfaced next week."],
    /As you know|reach out about/,
  ],
  [
    "As discussed at the meeting on Tuesday, we will move the launch to 9 May. Ask Priya to update the plan by Friday.",
    { tone: "professional", audience: "colleague", length: "short" },
    ["Hello Priya,", "we discussed this at the meeting on Tuesday"],
    /As discussed|9 May at the meeting/,
  ],
  [
    "Because the printer broke, the brochures will arrive on Thursday instead of Tuesday. Tell Ms Hale and ask if that still works.",
    { tone: "professional", audience: "client", length: "short" },
    ["the brochures will arrive on Thursday instead of Tuesday because the printer broke"],
    /that because|Subject: A request/,
  ],
  // Labels.
  [
    "hr notice: the office closes at 3pm on Friday 20 December for the party",
    { tone: "friendly", audience: "team", length: "short" },
    ["Subject: Office closes at 3pm on Friday 20 December for the party"],
    /hr notice/i,
  ],
  [
    "appointment reminder: your physio session with Dr Grant is on 6 June at 2pm, cancel 48 hours in advance or a £30 fee applies",
    { tone: "professional", audience: "customer", length: "short" },
    [
      "Hello [Customer's Name],",
      "your physio session with Dr. Grant is on 6 June at 2pm",
      "A £30 fee applies unless you cancel 48 hours in advance.",
    ],
    /I need to cancel|Hello Dr|with you are|appointment reminder/i,
  ],
  // The reader is the one things are sent to, and where the news begins after "tell ...".
  [
    "Send Olu the signed lease and ask him to return a copy by Monday",
    { tone: "friendly", audience: "client", length: "short" },
    ["Hi Olu,", "I'm sending you the signed lease."],
    /you Olu/,
  ],
  [
    "tell residents of the building the lift will be out of service from 2 to 4 June",
    { tone: "professional", audience: "customer", length: "short" },
    ["Dear residents,", "the lift will be out of service from 2 to 4 June"],
    /the building the lift/,
  ],
  [
    "tell the tenant Ms Cole that the deposit must be paid by 1 July, otherwise we will offer the flat to someone else",
    { tone: "formal", audience: "customer", length: "short" },
    ["the deposit must be paid by 1 July, or we will offer the flat to someone else"],
    /the otherwise/,
  ],
  [
    "the website relaunch went live this morning, let the team know and thank Chloe for the late nights",
    { tone: "professional", audience: "team", length: "short" },
    ["Hello team,", "Special thanks to Chloe for the late nights."],
    /Hello Chloe|(?:Unfortunately|In fact), special/,
  ],
  [
    "introduce our new treasurer Ama Boateng to the governors, she starts in January",
    { purpose: "introduction", tone: "formal", audience: "partner", length: "short" },
    ["Dear governors,"],
    /\(the governors\)|Partner's Name/,
  ],
  // Shorthand clauses get the words they left out.
  [
    "chase Ben about invoice 77 for £400, due 3 March, still not paid",
    { purpose: "follow-up", tone: "professional", audience: "client", length: "short" },
    ["It is still not paid."],
    /Still is not paid/,
  ],
  [
    "the network outage this morning lasted 40 minutes, no customers affected, all systems are normal now",
    { tone: "professional", audience: "team", length: "short" },
    ["no customers were affected"],
    /no customers affected/,
  ],
  [
    "update the board: sales up 8% to £2.3m, costs down 4%, ask them to approve the new hire",
    { tone: "formal", audience: "manager", length: "medium" },
    ["sales are up 8% to £2.3m", "Costs are down 4%."],
    /regarding sales up|The costs/,
  ],
  [
    "tell my manager Jo i cant come in today my daughter has a fever, i will check emails",
    { tone: "casual", audience: "manager", length: "short" },
    ["Subject: Can't come in today", "I can't come in today because my daughter has a fever."],
    /today my daughter/,
  ],
  [
    "I am writing to my customer for to inform that the order will be delay by three day because the courier not deliver it.",
    { tone: "formal", audience: "customer", length: "medium" },
    ["the order will be delayed by three days because the courier did not deliver it"],
    /for to|will be delay\b|three day\b|courier not/,
  ],
  // "he" after "my son" is the son, not the doctor written to.
  [
    "thank Dr Malik for fitting my son in on Friday, he is sleeping much better now",
    { purpose: "thank-you", tone: "friendly", audience: "partner", length: "short" },
    ["He is sleeping much better now."],
    /You're sleeping/,
  ],
  // Pitches: a comma list's features, no line that asks the user to invent a result, no "a" before a mass noun.
  [
    "pitch our bookkeeping to cafes, £90 per month, monthly reports, first month free",
    { purpose: "sales", tone: "persuasive", audience: "customer", length: "medium" },
    ["it includes monthly reports"],
    /One more detail/,
  ],
  [
    "pitch our payroll bureau to small charities: monthly payslips, pension filing, HMRC submissions, from £6 per employee per month",
    { purpose: "sales", tone: "persuasive", audience: "client", length: "long" },
    ["It includes monthly payslips"],
    /\[a customer like you\]|\[a result\]/,
  ],
  [
    "pitch our gutter cleaning to homeowners, £60 per visit, annual roof inspection, free quote",
    { purpose: "sales", tone: "persuasive", audience: "customer", length: "medium" },
    ["you get a free quote"],
    /quote is free|One more detail/,
  ],
  [
    "tell guests the sauna is closed on Monday and offer free access to the gym instead",
    { tone: "friendly", audience: "customer", length: "short" },
    ["offer you free access to the gym instead"],
    /a free access/,
  ],
  // A note the e-mail could not place (email-generator.detail-frame.ts): a sentence, not "One more detail: ...".
  [
    "remind the team the fire drill is tomorrow at 11, lasts about 15 minutes, meet at the car park",
    { tone: "professional", audience: "team", length: "short" },
    ["It lasts about 15 minutes."],
    /One more detail/,
  ],
  [
    "let Mr Hughes know his car is ready for collection, MOT passed, £54.85, open till 6pm",
    { tone: "professional", audience: "customer", length: "short" },
    ["The amount is £54.85."],
    /One more detail/,
  ],
  [
    "confirm the booking for Anna's party on 12 July, room for 30 people, buffet included, deposit £100",
    { tone: "professional", audience: "client", length: "short" },
    ["The deposit is £100."],
    /One more detail/,
  ],
];

describe("email engine: session 10 helper read", () => {
  it.each(rows)("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));
});
