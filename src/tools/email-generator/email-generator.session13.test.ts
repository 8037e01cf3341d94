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
  [
    "Tell the team the new laptops arrived. They should collect them from IT by Friday.",
    { purpose: "business", tone: "professional", audience: "team", length: "short" },
    ["you should collect them from IT by Friday."],
    /collect you/,
  ],
  [
    "Let the client know the samples were posted today. They should arrive by Thursday.",
    { purpose: "business", tone: "professional", audience: "client", length: "short" },
    ["they should arrive by Thursday."],
    /you should arrive/,
  ],
  [
    "Let the team know the printers on floor 2 are being replaced tomorrow. They'll be back by lunch. Use the ones on floor 3 until then.",
    { purpose: "business", tone: "casual", audience: "team", length: "short" },
    ["they'll be back by lunch."],
    /you'll be back by lunch/,
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
  // A first name typed in lower case after "ask" (email-generator.lowercase-names.ts).
  [
    "ask kwame if he can review the budget by friday",
    { purpose: "business", tone: "casual", audience: "colleague", length: "short" },
    ["Hey Kwame,", "Could you review the budget by Friday?"],
    /Could I get|\[Colleague's Name\]/,
  ],
  [
    "ask priya if she can cover my shift on saturday, I'll swap for her sunday next week",
    { purpose: "business", tone: "casual", audience: "colleague", length: "short" },
    ["Hey Priya,", "Could you cover my shift on Saturday?"],
    /Could I get|priya if/,
  ],
  // The customer who asked about themselves (email-generator.clause.ts), and one who wants something
  // (email-generator.recipient.ts).
  [
    "Customer asked why they were billed for delivery when they chose click and collect. Explain it was a system error and we've refunded the £4.99.",
    { purpose: "business", tone: "friendly", audience: "customer", length: "short" },
    ["Thank you for asking why you were billed for delivery when you chose click and collect."],
    /why they|when they|you billed|Unfortunately, you asked/,
  ],
  [
    "Reply to a client who wants to pause their retainer for two months. We can do that from next month but the rate goes up 5% when it restarts.",
    { purpose: "business", tone: "professional", audience: "client", length: "short" },
    [
      "Subject: Re: your request to pause your retainer for two months",
      "I understand that you would like to pause your retainer for two months.",
    ],
    /Who wants/i,
  ],
  // "no commitment needed" is a standing rule (email-generator.note-frame.ts).
  [
    "Sell our meal kit subscription to busy parents. Recipes take 20 minutes, cancel anytime, no commitment needed.",
    { purpose: "sales", tone: "persuasive", audience: "customer", length: "short" },
    ["No commitment is needed."],
    /was needed/,
  ],
  // A company with "&" in its name, chased for a payment (email-generator.read.ts, email-generator.verbs.ts).
  [
    "Chase the payment of £900 from Lewis & Sons, it's 3 weeks late.",
    { purpose: "follow-up", tone: "formal", audience: "client", length: "short" },
    ["Dear Lewis & Sons team,", "I am writing to follow up on the payment of £900."],
    /from Lewis|from you|Client's Name/,
  ],
  [
    "Chase the invoice INV-2231 for £2,450 from Harper & Co, it was due 30 days ago and they haven't replied to two reminders.",
    { purpose: "follow-up", tone: "formal", audience: "client", length: "short" },
    ["Dear Harper & Co team,"],
    /Dear Co team|from you/,
  ],
  // Delivery terms of a quote requested (email-generator.reading.ts).
  [
    "Ask Boxwell for a price on 2,000 mailer boxes, size 20x15x5cm, delivery to Leeds by end of March.",
    { purpose: "business", tone: "formal", audience: "partner", length: "short" },
    ["(size 20x15x5cm), with delivery to Leeds by the end of March."],
    /One more detail/,
  ],
  // A job offer's subject and start date (email-generator.subject.ts, email-generator.hiring.ts).
  [
    "Tell Jamal we'd like to offer him the senior backend engineer role, salary £85k, start 3 March.",
    { purpose: "recruitment", tone: "friendly", audience: "recruiter", length: "short" },
    ["Subject: Job offer: senior backend engineer role", "The start date is 3 March."],
    /Start 3 March|opportunity/i,
  ],
  // "reminder the offsite is ...", "its at ..." typed in a hurry (email-generator.text.ts).
  [
    "reminder the team offsite is thursday. its at the Old Mill, bring a laptop",
    { purpose: "business", tone: "casual", audience: "team", length: "short" },
    ["reminder that the team offsite is Thursday. It's at the Old Mill."],
    /Quick update: reminder|\bIts at/,
  ],
  // One subject's list of verbs (email-generator.verb-list.ts).
  [
    "Pitch our scheduling tool to salon owners. It books appointments, sends reminders and takes deposits.",
    { purpose: "sales", tone: "persuasive", audience: "customer", length: "short" },
    ["It books appointments, sends reminders and takes deposits."],
    /, and it |For context, it/,
  ],
  // An application note's experience and skills (email-generator.skills-note.ts).
  [
    "Apply for the receptionist job at Parkside Surgery. I have an NVQ in business admin, three years working in a busy GP practice, confident with EMIS. CV below.",
    { purpose: "application", tone: "professional", audience: "recruiter", length: "medium" },
    [
      "I have an NVQ in business admin and three years of experience working in a busy GP practice.",
      "I am confident with EMIS",
    ],
    /three years are|I am writing about/,
  ],
  [
    "Apply for the junior graphic designer role at Bloom Studio. I have a degree in illustration, two years freelancing, good with Figma and Adobe suite. Portfolio link in my signature.",
    { purpose: "application", tone: "professional", audience: "recruiter", length: "medium" },
    ["I am good with Figma and Adobe suite.", "My portfolio link is in my signature."],
    /I am writing about two years|\(Portfolio/,
  ],
  // A sentence that turns on its own "but" takes no "In addition," (email-generator.content.ts).
  [
    "Reply to a customer who wants to return a jacket after 45 days. Our policy is 30 days but we can offer store credit as a goodwill gesture.",
    { purpose: "business", tone: "friendly", audience: "customer", length: "short" },
    ["Our policy is 30 days, but we can offer store credit as a goodwill gesture."],
    /In addition, our policy|Who wants/,
  ],
  // A place's requirement written without its subject (email-generator.venue-needs.ts, email-generator.split.ts).
  [
    "Email the restaurant to book a private room for our team dinner on 12 Dec, 20 people, budget £40 a head, needs to be step-free.",
    { purpose: "business", tone: "professional", audience: "partner", length: "short" },
    ["the private room needs to be step-free."],
    /we need to be step-free/i,
  ],
  [
    "Ask the Crown hotel if they can host our awards night, 80 guests, budget £40 a head, must be step-free and have a stage.",
    { purpose: "business", tone: "formal", audience: "partner", length: "medium" },
    ["The budget is £40 a head, and the venue must be step-free and have a stage."],
    /^Budget £40/m,
  ],
  // The writer's skills written without "I" (email-generator.own-clause.ts).
  [
    "Apply for the data analyst role at Lumen. Know Python, SQL and Power BI, 2 years at a bank.",
    { purpose: "application", tone: "professional", audience: "recruiter", length: "short" },
    ["I know Python, SQL and Power BI."],
    /A few details|- Know Python/,
  ],
  // News after a thank-you is said plainly (email-generator.content.ts).
  [
    "Thank everyone who ran the bake sale on Saturday. The leftover cakes are in the staff room.",
    { purpose: "thank-you", tone: "friendly", audience: "team", length: "medium" },
    ["Also, the leftover cakes are in the staff room."],
    /In fact,/,
  ],
  // "send a replacement and apologise": two orders (email-generator.split.ts).
  [
    "Customer says the blender arrived with a cracked jug, two blades missing. Send a replacement and apologise.",
    { purpose: "business", tone: "professional", audience: "customer", length: "short" },
    ["I am sending you a replacement."],
    /and apologise/,
  ],
];

describe("email engine: session 13 pronouns, owners, lists, places, offers, rejections and placeholders", () => {
  it.each(rows)("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));
});
