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
