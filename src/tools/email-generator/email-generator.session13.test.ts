/**
 * Session 13 (helper email): a "them" that points to things in the sentence before stays "them"; a second question
 * to a named reader's organisation is "you"; a customer's order number told by the business is "your"; a counted
 * detail of a reported problem joins the report; a list cut at its first comma is one sentence again; a "there" whose
 * place the reading took away names it; a job offer from a company keeps the company; a candidate is rejected to
 * their face; a plural role's placeholder is singular. Each row fails on the code before its fix.
 */
import { describe, it } from "vitest";
import { expectRow, type Row } from "./email-generator.test-support";

const rows: Row[] = [
  // "them" = the things of the sentence before (email-generator.pronoun-antecedent.ts).
  [
    "Remind the team that timesheets are due by 5pm today. Payroll can't run without them.",
    { purpose: "business", tone: "urgent", audience: "team", length: "short" },
    ["Payroll can't run without them."],
    /without you|Unfortunately, Payroll/,
  ],
  [
    "Remind everyone the expense reports are due Friday. Finance can't close the month without them.",
    { purpose: "business", tone: "professional", audience: "team", length: "short" },
    ["Finance can't close the month without them."],
    /without you/,
  ],
  // "whether they want to go ahead" after the named reader's own question: her organisation is "you".
  [
    "Follow up with Dana from Brightline Logistics about the quote we sent last week. Ask if she has any questions and whether they want to go ahead.",
    { purpose: "follow-up", tone: "professional", audience: "client", length: "short" },
    ["whether you want to go ahead?"],
    /whether they want/,
  ],
  [
    "Follow up with Marta from Quayside Foods about the samples we sent. Ask if she liked them and whether they want to place an order.",
    { purpose: "follow-up", tone: "friendly", audience: "client", length: "short" },
    ["whether you liked them and whether you want to place an order?"],
    /whether they want|liked you/,
  ],
  // The business tells its customer the customer's own order number (email-generator.reference-owner.ts), and a
  // counted detail belongs to the problem reported (email-generator.counted-detail.ts).
  [
    "Customer says their order arrived damaged - two mugs broken. Apologise, offer a full refund or replacement, whichever they prefer. Order number 48213.",
    { purpose: "business", tone: "professional", audience: "customer", length: "short" },
    ["your order arrived damaged, with two mugs broken.", "Your order number is 48213."],
    /My order number|The two mugs are broken/,
  ],
  [
    "Tell the customer their refund has been processed and should arrive within 5 working days. Order number 99120.",
    { purpose: "business", tone: "professional", audience: "customer", length: "short" },
    ["Your order number is 99120."],
    /My order number/,
  ],
  [
    "Customer's parcel arrived damaged, two glasses broken. Say sorry and send replacements today.",
    { purpose: "business", tone: "friendly", audience: "customer", length: "short" },
    ["your parcel arrived damaged, with two glasses broken."],
    /The two glasses/,
  ],
  // A list the splitter cut at its first comma (email-generator.split.ts), and a pitch that opens on its offer.
  [
    "We do monthly accounts, VAT returns and payroll for a flat £120 a month.",
    { purpose: "sales", tone: "persuasive", audience: "customer", length: "medium" },
    ["We do monthly accounts, VAT returns and payroll for a flat £120 a month."],
    /One more detail|I am writing because we do/,
  ],
  [
    "We offer deep cleans, window cleaning and carpet care for £25 an hour. First visit half price.",
    { purpose: "sales", tone: "persuasive", audience: "customer", length: "short" },
    ["We offer deep cleans, window cleaning and carpet care for £25 an hour."],
    /One more detail/,
  ],
  // "working there" names the place the reading took off the reader (email-generator.there-named.ts).
  [
    "Reach out to a former colleague, Ben, who now works at Stripe, to ask if he'd be open to a 15 minute call about what it's like working there.",
    { purpose: "networking", tone: "friendly", audience: "colleague", length: "short" },
    ["what it's like working at Stripe?"],
    /working there/,
  ],
  [
    "Message Priya, an old classmate who works at Monzo now, and ask if she'd have 20 minutes to tell me what it's like working there.",
    { purpose: "networking", tone: "casual", audience: "partner", length: "short" },
    ["working at Monzo"],
    /working there/,
  ],
  // A job offer from a company (email-generator.offer-sender.ts).
  [
    "Decline the job offer from Northwind politely.",
    { purpose: "recruitment", tone: "professional", audience: "recruiter", length: "short" },
    ["Hello Northwind team,", "Thank you for the offer to join Northwind."],
    /Hello Northwind,/,
  ],
  [
    "Turn down the offer from Harlow Analytics, I've decided to stay in my current job.",
    { purpose: "recruitment", tone: "formal", audience: "recruiter", length: "short" },
    ["the offer to join Harlow Analytics."],
    /Dear Harlow,|Dear Harlow Analytics,/,
  ],
  // A rejection goes to the candidate (email-generator.rejection.ts).
  [
    "Reject the applicant Joe Bloggs for the warehouse supervisor position.",
    { purpose: "recruitment", tone: "professional", audience: "recruiter", length: "short" },
    ["Hello Joe,", "we are not able to offer you the role this time."],
    /Please reject|opportunity/i,
  ],
  [
    "Please reject Amira for the junior developer role after her technical interview.",
    { purpose: "recruitment", tone: "friendly", audience: "recruiter", length: "short" },
    ["Subject: Your application for the junior developer role", "not able to offer you the role this time"],
    /You didn't get|opportunity/i,
  ],
  // A plural role's placeholder (email-generator.role-placeholder.ts).
  [
    "Cold email to plumbers about our invoicing app, it chases late payments automatically.",
    { purpose: "sales", tone: "persuasive", audience: "customer", length: "short" },
    ["Hi [Plumber's Name],"],
    /Plumbers's/,
  ],
];

describe("email engine: session 13 pronouns, owners, lists, places, offers, rejections and placeholders", () => {
  it.each(rows)("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));
});
