/**
 * Session 10, helper read: what a note says of a newcomer it introduces, "want to" after a joint "we", tallies written
 * as bare participles, a pitch's colon list of features,
 * a group reminder's closing, an applicant's
 * bracket after their experience. Each row fails on the code before its fix.
 */
import { describe, it } from "vitest";
import { expectRow, type Row } from "./email-generator.test-support";

const rows: Row[] = [
  [
    "introduce our new hire Jordan to the support team, starts Tuesday, previously worked at Zendesk, will cover the evening shift",
    { purpose: "introduction", tone: "friendly", audience: "team", length: "short" },
    ["Jordan starts on Tuesday", "they previously worked at Zendesk", "They will cover the evening shift."],
    /One more detail|We'll cover|reach out about previously/,
  ],
  [
    "introduce new apprentice Leah to the workshop crew, starting next week, doing a level 3 in electrical, will shadow Dave",
    { purpose: "introduction", tone: "casual", audience: "team", length: "short" },
    ["Leah starts next week", "they're doing a level 3 in electrical", "They will shadow Dave."],
    /I'm starting|I'll shadow|I'm doing/,
  ],
  [
    "welcome Raj to the finance team, joining from HSBC, based in Birmingham, will look after accounts payable",
    { purpose: "introduction", tone: "professional", audience: "team", length: "short" },
    ["Raj joins us from HSBC", "based in Birmingham", "They will look after accounts payable."],
    /One more detail|I am joining|I will look after/,
  ],
  [
    "met Tom at the conference in Leeds, we chatted about warehouse robots, want to stay in touch and maybe visit his site",
    { purpose: "networking", tone: "friendly", audience: "partner", length: "short" },
    ["I'd like to stay in touch"],
    /We would like|We'd like/,
  ],
  [
    "bumped into Aisha at the careers fair, we discussed grad schemes, would love to follow up and set up a call",
    { purpose: "networking", tone: "professional", audience: "recruiter", length: "short" },
    ["I would love to follow up"],
    /We would love|We bumped/,
  ],
  [
    "thanks to the volunteers, 120 trees planted, next planting day is 3 March",
    { purpose: "thank-you", tone: "friendly", audience: "team", length: "short" },
    ["You planted 120 trees"],
    /120 trees planted/,
  ],
  [
    "big thanks to the beach clean crew: 38 bags of litter collected, next clean is 2 June",
    { purpose: "thank-you", tone: "friendly", audience: "team", length: "short" },
    ["collected 38 bags of litter"],
    /litter collected/,
  ],
  [
    "pitch our window cleaning service to local cafes: monthly cleans, gutter clearing, free first visit, from £20 a month",
    { purpose: "sales", tone: "persuasive", audience: "customer", length: "short" },
    [
      "difference for your cafe",
      "It includes monthly cleans, gutter clearing and a free first visit, from £20 a month.",
    ],
    /\(gutter clearing|One more detail/,
  ],
  [
    "promote our bookkeeping package to freelance photographers: quarterly VAT returns, receipt scanning app, a named accountant, £49/month",
    { purpose: "sales", tone: "professional", audience: "client", length: "medium" },
    ["It includes quarterly VAT returns, a receipt scanning app and a named accountant, for £49 a month."],
    /Please promote|One more detail|^Quarterly/m,
  ],
  [
    "sell our dog grooming van to busy families: we come to your door, nail trims, flea treatment, £35 per visit",
    { purpose: "sales", tone: "friendly", audience: "customer", length: "short" },
    ["It includes nail trims and flea treatment, for £35 a visit.", "Hi [Family's Name]"],
    /Familie|One more detail|\(flea/,
  ],
  [
    "reminder to the team: timesheets due by 5pm thursday, no exceptions",
    { purpose: "business", tone: "professional", audience: "team", length: "short" },
    ["Subject: Reminder: timesheets are due by 5pm Thursday", "Just a quick reminder that timesheets are due"],
    /brief update|Following up on|follow up with you/,
  ],
  [
    "remind the team that the fire drill is at 10am on wednesday, meet in the car park",
    { purpose: "business", tone: "professional", audience: "team", length: "medium" },
    ["the fire drill is at 10am on Wednesday", "Thank you."],
    /look forward to hearing/,
  ],
  [
    "applying for the barista role, 3 years of experience at Costa (latte art), available weekends",
    { purpose: "application", tone: "professional", audience: "recruiter", length: "short" },
    ["I have 3 years of experience at Costa, and my skills include latte art."],
    /\(latte art\)/,
  ],
  [
    "applying for barista job at Pret, 2 years at Caffe Nero (team leader), food hygiene cert",
    { purpose: "application", tone: "professional", audience: "recruiter", length: "short" },
    ["at Caffe Nero as a team leader", "I have a food hygiene certificate."],
    /\(team leader/,
  ],
  [
    "apply for the warehouse operative job, 4 years at DHL (forklift licence), can start immediately",
    { purpose: "application", tone: "professional", audience: "recruiter", length: "short" },
    ["and I have a forklift licence", "I can start immediately."],
    /One more detail|\(forklift/,
  ],
  [
    "chase the client for invoice 2231, £840, was due 10 days ago",
    { purpose: "follow-up", tone: "formal", audience: "client", length: "short" },
    ["it was due 10 days ago."],
    /I was due/,
  ],
  [
    "pitch our HR software to small accountancy firms: holiday tracking, e-signatures, from £6 per employee per month",
    { purpose: "sales", tone: "professional", audience: "client", length: "short" },
    ["It includes holiday tracking and e-signatures, from £6 an employee per month."],
    /a from £6|One more detail/,
  ],
  [
    "sell our cyber security audit to small charities: phishing tests, staff training, from £9 per user per month",
    { purpose: "sales", tone: "professional", audience: "client", length: "short" },
    ["It includes phishing tests and staff training, from £9 a user per month."],
    /an user|One more detail/,
  ],
  [
    "introduce our new nurse Tariq to the ward team, starting on the 12th, training in A&E, will cover nights",
    { purpose: "introduction", tone: "friendly", audience: "team", length: "short" },
    ["Tariq starts on the 12th", "They will cover nights."],
    /We'll cover|I'll cover|One more detail/,
  ],
  [
    "thank the choir, £640 raised at the carol concert, next rehearsal is tuesday",
    { purpose: "thank-you", tone: "friendly", audience: "team", length: "short" },
    ["You raised £640 at the carol concert"],
    /£640 raised/,
  ],
  [
    "reminder to all staff: first aid refresher friday at 11am in the canteen, attendance is required",
    { purpose: "business", tone: "professional", audience: "team", length: "short" },
    ["Just a quick reminder about first aid refresher"],
    /reminder that i am|follow up with you|brief update/,
  ],
];

describe("helper read 10: newcomers, joint we, tallies", () => {
  it.each(rows)("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));
});
