/**
 * Issue 10, reading the user's note (email-generator.note-reading.ts): a dropped subject or auxiliary restored, a comma
 * splice split, a list of things at an event given its verb, two readers greeted and thanked together, and every
 * number, name and amount kept. Each row fails on the code before the note reader.
 */
import { describe, it } from "vitest";
import { expectRow, type Row } from "./email-generator.test-support";

const rows: Row[] = [
  [
    // A dropped auxiliary and a dropped subject ("Missed connection"), with the amount kept.
    "complain to British Airways. Flight BA284 delayed 6 hours. Missed connection, and paid £140 for a hotel. want compensation",
    { tone: "formal", audience: "customer" },
    ["Flight BA284 was delayed by 6 hours.", "I missed my connection and paid £140 for a hotel."],
    /BA284 delayed 6|[Mm]issed connection|want compensation/,
  ],
  [
    "complain to airline. flight LH901 frankfurt cancelled 2 hours before departure. paid €95 taxi and €180 hotel, want refund of both. booking ref QX7TPL",
    { tone: "formal", audience: "customer" },
    ["I paid €95 for a taxi and €180 for a hotel", "QX7TPL"],
    /[Pp]aid €95 taxi|want refund/,
  ],
  [
    // A list of things at an event, glued to a clause by a comma.
    "tell neighbours about the street party on saturday, road closed from 1pm, kids games and a bouncy castle",
    { tone: "friendly", audience: "team", length: "short" },
    ["there will be kids' games and a bouncy castle"],
    /, and kids games|Please kids/,
  ],
  [
    "tell parents the school fair moved to saturday 14 june, car park closed from 10am, face painting and a cake stall, bring cash",
    { tone: "friendly", audience: "team", length: "short" },
    ["there will be face painting and a cake stall"],
    /Please face painting/,
  ],
  [
    // A comma splice with a subjectless "happy to".
    "follow up with Dan at Acme about our proposal. We haven't heard back, happy to adjust scope or budget",
    { purpose: "follow-up", length: "short" },
    ["we are happy to adjust the scope or budget"],
    /back, happy to|should add/,
  ],
  [
    "follow up with Priya at Northwind about the website proposal sent 3 weeks ago, no reply yet, can adjust timeline or price",
    { purpose: "follow-up", length: "short" },
    ["I have not had a reply yet", "I can adjust the timeline or price"],
    /about no reply|One more detail/,
  ],
  [
    // An invoice's number is its name, never "the invoice is 2291"; the amount is kept.
    "invoice 2291 overdue 30 days, £2,450. sent reminders 2x. need payment by 5 dec otherwise pause work",
    { purpose: "follow-up", tone: "urgent" },
    ["invoice 2291 has been overdue for 30 days", "£2,450", "I sent 2 reminders"],
    /invoice is 2291/i,
  ],
  [
    "Package delivered to wrong adress. Tracking says left with neighbour at no 12 but they dont have it. Need it for birthday on sunday",
    { tone: "urgent", audience: "customer", length: "short" },
    ["my package was delivered to the wrong address"],
    /package delivered to/i,
  ],
  [
    // Two readers: both greeted, both thanked.
    "thank Mark and Ellie for the wedding invitation, we'd love to come",
    { purpose: "thank-you", tone: "friendly", audience: "colleague", length: "short" },
    ["Hi Mark and Ellie,", "Thank you both so much for the wedding invitation!"],
    /for and Ellie|Hi Mark,/,
  ],
  [
    "Thank you so much for your wedding invitation from Mark and Ellie, we will be there",
    { purpose: "thank-you", tone: "friendly", audience: "colleague", length: "short" },
    ["Hi Mark and Ellie,", "Thank you both so much for your wedding invitation!"],
    /from Mark|so much for so much/,
  ],
  [
    "order arrived damaged, 2 of 6 plates broken. order #55812. photos attached. replacement or refund pls",
    { audience: "customer", length: "short" },
    ["2 of the 6 plates were broken", "#55812"],
    /2 of 6 plates is/,
  ],
  [
    // A symptom and a thing's place, said as sentences (were bracketed after "I'm sick today").
    "tell manager I'm sick today, fever since last night. Laptop at home, will check emails if I can",
    { audience: "manager", length: "short" },
    ["I have had a fever since last night", "my laptop is at home", "I will check emails if I can"],
    /\(fever|Laptop at home/,
  ],
  [
    // A remedy asked for, and what the tracking says.
    "parcel 4471 never came. Tracking says left with neighbour but they dont have it. replacement or refund pls",
    { audience: "customer", length: "short" },
    ["it was left with a neighbour", "a replacement or a refund"],
    /says left|\(replacement/,
  ],
  [
    // After a colon, the note is read too; "should show" is the refund's.
    "reply to customer: refund processed yesterday, should show in 3-5 days, sorry for delay",
    { audience: "customer", length: "short" },
    ["The refund was processed yesterday", "it should show in 3-5 days"],
    /detail: should|Refund processed/,
  ],
  [
    "tell team friday social moved to the rooftop, pizza and drinks, starts 5pm",
    { audience: "team", tone: "friendly", length: "short" },
    ["There will be pizza and drinks", "It starts at 5pm"],
    /starts 5pm|Pizza and drinks\./,
  ],
  [
    "thank Sam for covering my shift, owe you one, happy to swap anytime",
    { purpose: "thank-you", audience: "colleague", length: "short" },
    ["I owe you one"],
    /detail: owe/,
  ],
  [
    // A label word says nothing the number does not: "ref 77821" is not added again.
    "chase council about pothole on Mill Lane, reported 6 weeks ago, ref 77821, car tyre damaged",
    { purpose: "follow-up", audience: "customer", length: "short" },
    ["I reported it 6 weeks ago", "77821", "My car tyre was damaged"],
    /ref 77821|Car tyre damaged/,
  ],
  [
    // The reader thanked with their people; "his" is the dad's, not the reader's.
    "thank you Dr Patel and the nursing team for looking after my dad during his 10 days on ward 7",
    { purpose: "thank-you", tone: "formal", audience: "partner" },
    ["you and your nursing team", "during his 10 days on ward 7"],
    /your 10 days|regarding the nursing team/,
  ],
  [
    // The order's own note, and a notice's details (were bracketed).
    "tell team office closed 24-26 dec, server maintenance on 27th, VPN down 8-10am, urgent tickets to Raj",
    { audience: "team" },
    [
      "the office is closed from 24 to 26 Dec",
      "There will be server maintenance on 27th",
      "urgent tickets should go to Raj",
    ],
    /office closed|\(server|\(urgent/,
  ],
  [
    "tell landlord boiler broken since monday, no hot water, called twice, need engineer asap",
    { audience: "client", length: "short" },
    ["the boiler has been broken since Monday"],
    /boiler broken|[Cc]alled twice, and/,
  ],
];

describe("email generator: the user's note read clause by clause", () => {
  it.each(rows)("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));
});

/**
 * Session 8, round 2: a file the tool is told to attach is said as attached, a subject names the topic, the reader's own team
 * is "your team", an introduction keeps its reason, and a lasting state or a reader's own things read naturally. Each
 * row fails on the code before.
 */
const session9: Row[] = [
  [
    "Apply for the Junior Data Analyst role at Brightwater Insurance. Did a 6 month internship at Aviva using SQL and Power BI. Attach CV",
    { purpose: "application", audience: "recruiter" },
    ["I have attached my CV."],
    /[Aa]ttach CV|One more detail/,
  ],
  [
    "send the quarterly invoice to Harlow Dental for the March cleaning contract, £1,850, due in 30 days, attach invoice, be polite",
    { length: "short" },
    ["£1,850", "I have attached the invoice"],
    /attach invoice|be polite|One more detail/,
  ],
  [
    "reply to Jenny who asked about our wedding photography packages, enclose the pricing sheet and mention we still have June dates free, keep it short",
    { tone: "friendly", length: "short" },
    ["attached the pricing sheet", "June dates free"],
    /[Ee]nclose|[Mm]ention|keep it short/,
  ],
  [
    "tell the insurer the car was damaged in the storm on 3 Feb, attach photos, claim number CL-55812",
    { tone: "formal", audience: "customer", length: "short" },
    ["I have attached the photos", "My claim number is CL-55812"],
    /attach photos|Please claim/,
  ],
  [
    "reach out to Dr Kenji Watanabe, I read his paper on soil carbon and want to ask if his lab takes visiting students",
    { purpose: "networking", tone: "formal", audience: "partner" },
    ["Subject: Your paper on soil carbon", "your lab"],
    /Staying in touch|his paper/,
  ],
  [
    "hi I'm a nurse with 3 years in ICU, want to apply as a Clinical Research Nurse, attach CV and certificates",
    { purpose: "application", tone: "formal", audience: "recruiter", length: "short" },
    ["Subject: Application: Clinical Research Nurse", "I have attached my CV and certificates"],
    /attach CV/,
  ],
  [
    "first message to Marco Rossi, engineering lead at Tidewave. saw his talk at DevConf about their move to microservices. I'd love 20 minutes to hear how they migrated off the monolith",
    { purpose: "networking", tone: "friendly", audience: "partner" },
    ["Hi Marco,", "I saw your talk at DevConf", "how your team migrated off the monolith"],
    /his talk|how they migrated|DevConf team|[Ff]irst message to|Staying in touch/,
  ],
  [
    "introduce my colleague Tomasz, who runs our Kraków office, to Helen at Greyfield Partners because they're both working on EU warehouse regulations and should talk",
    { purpose: "introduction", tone: "friendly", audience: "partner" },
    ["You're both working on EU warehouse regulations, so I thought you should talk."],
    /they're both/,
  ],
  [
    "introduce Priya (our new UX lead) to Sam from the data team as they'll be working together on the dashboard redesign",
    { purpose: "introduction", tone: "casual", audience: "colleague", length: "short" },
    ["You'll be working together on the dashboard redesign"],
    /they'll be/,
  ],
  [
    "tell the landlord there is no hot water for 3 days now and I need it fixed asap",
    { tone: "urgent", audience: "customer", length: "short" },
    ["there has been no hot water for 3 days"],
    /is no hot water|days now/,
  ],
  [
    "tell the team the conference travel is approved, book through the portal by Friday. Keep receipts.",
    { tone: "friendly", audience: "team", length: "short" },
    ["Please keep your receipts."],
    /keep receipts/i,
  ],
  [
    "email Coastal Supplies that our order 4471 arrived short by 12 boxes, don't forget to attach the delivery note, be firm but polite",
    { length: "short", audience: "customer" },
    ["I have attached the delivery note"],
    /forget to attach|firm but polite/,
  ],
  [
    "apply for the barista job at Bean There cafe, 2 years at Costa, pls attach my resume and keep it brief",
    { purpose: "application", tone: "friendly", audience: "recruiter", length: "short" },
    ["attached my resume"],
    /keep it brief|attach my resume/,
  ],
  [
    "follow up with Lena Fischer at Nordlicht GmbH about the pricing proposal, she said their board meets on the 14th, ask when they will decide",
    { purpose: "follow-up" },
    ["your board meets on the 14th"],
    /their board/,
  ],
  [
    // "their" in a reason about one of the two is her firm's, not the readers'.
    "introduce Omar (freelance translator) to Kate at Bluebird Books since she needs someone for their Arabic titles",
    { purpose: "introduction", tone: "friendly", audience: "partner", length: "short" },
    ["Kate needs someone for their Arabic titles, so I thought you should talk."],
    /your Arabic titles/,
  ],
];

describe("email generator: orders to the tool, topic subjects, the reader's team, reasons (session 8, round 2)", () => {
  it.each(session9)("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));
});
