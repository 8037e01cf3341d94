/**
 * Issue 10, the lead's cold read of session 5 (set F, prompts nobody had run before). Each row fails on the code
 * before its fix.
 */
import { describe, it } from "vitest";
import { expectRow, type Row } from "./email-generator.test-support";

const rows: Row[] = [
  [
    // "we need a <job>" in a recruitment e-mail is the job offered; "on linkedin" is how it is sent.
    "we need a senior react developer, remote, £70-80k, 4 day week; reach out to candidates on linkedin",
    { purpose: "recruitment", tone: "casual", audience: "recruiter", length: "medium" },
    ["Hey [Name],", "great fit for the senior react developer role"],
    /Could I get|linkedin|Hey everyone/i,
  ],
  [
    "message Tom on Slack about the late delivery and ask him to call the supplier",
    { purpose: "business", tone: "casual", audience: "colleague", length: "short" },
    ["Hey Tom,", "Could you call the supplier?"],
    /slack/i,
  ],
  [
    // What the readers are named by goes into what they are told; job applicants are not thanked as customers.
    "tell all applicants for the barista job that the position has been filled, thank them for applying",
    { purpose: "business", tone: "professional", audience: "customer", length: "short" },
    ["The barista job has been filled.", "We wish you every success in your job search."],
    /For the barista job that|continuing to serve you|Hello everyone/,
  ],
  [
    "thank the candidates who came to the open day on Saturday",
    { purpose: "business", tone: "friendly", audience: "recruiter", length: "short" },
    ["We'd love to stay in touch."],
    /proud of what we've achieved|job search/,
  ],
  [
    // Leaving the job, told to the team: a goodbye, not a thank-you with "It made a real difference".
    "tell my team I'm leaving the company, last day is 31 January, thank them, Sarah takes over the roadmap",
    { purpose: "business", tone: "friendly", audience: "team", length: "medium" },
    [
      "Subject: Moving on: my last day is 31 January",
      "Thank you so much for everything!",
      "I've been lucky to work with such a great team.",
      "stay in touch",
    ],
    /made a real difference|I'm lucky to work|Subject: Thank you\n/,
  ],
  [
    "let my clients know I'm leaving Brightwave at the end of the month and that Jonas will look after their accounts",
    { purpose: "business", tone: "professional", audience: "client", length: "short" },
    ["Subject: Leaving Brightwave", "Jonas will look after your accounts"],
    /made a real difference/,
  ],
  [
    "farewell email to colleagues, my last day will be Friday, it's been 6 great years",
    { purpose: "business", tone: "casual", audience: "colleague", length: "short" },
    ["Subject: Moving on: my last day is Friday", "Hey all,"],
    /about farewell email/,
  ],
  [
    // The name the writer introduces themself by signs the e-mail.
    "Introduce myself to the new parents in class 3B as their child's teacher, Ms Harper. PE is on Tuesdays, reading books go home Fridays, my door is open after school.",
    { purpose: "introduction", tone: "friendly", audience: "customer", length: "medium" },
    ["Warm wishes,\nMs. Harper"],
    /\[Your Name\]/,
  ],
  [
    "Reach out to Marco at Verde Logistics, we met at the Hamburg trade fair, I'd like to discuss cold-chain shipping for our olive oil exports",
    { purpose: "networking", tone: "professional", audience: "partner", length: "medium" },
    ["It was great to meet you at the Hamburg trade fair."],
    /We met at/,
  ],
  [
    // An invitation to speak: the talk offered after it, what the writer covers, and no partnership line at first contact.
    "invite Dr. Amara Singh to speak at our nursing conference on 9 May in Glasgow, 30 minute keynote on patient safety, we cover travel and hotel",
    { purpose: "business", tone: "formal", audience: "partner", length: "medium" },
    [
      "Dear Dr. Singh,",
      "in Glasgow, giving a 30-minute keynote on patient safety.",
      "We will cover your travel and hotel.",
    ],
    /\(30|We value our partnership|We cover travel/,
  ],
  [
    "Apply for the warehouse team leader job I saw on Indeed. I have 6 years in logistics and a forklift licence.",
    { purpose: "application", tone: "professional", audience: "recruiter", length: "medium" },
    ["Subject: Application: warehouse team leader"],
    /Subject: [^\n]*Indeed/,
  ],
  // Set E (graded once, then fixed):
  [
    // A tenant reporting a fault to the landlord does not apologise for it; a utility lost is "there is no".
    "tell my landlord Mr Okafor the boiler has been broken since monday, no hot water, 2 kids at home. need someone out by thursday latest. I can be in after 3pm any day",
    { purpose: "business", tone: "formal", audience: "client", length: "medium" },
    [
      "Dear Mr. Okafor,",
      "there is no hot water",
      "by Thursday at the latest",
      "If it helps, I can be in after 3pm any day.",
    ],
    /apologi[sz]e|sorry|There will be no hot water|In addition, I can/,
  ],
  [
    "Thank the volunteers who helped at Saturday's beach clean-up — we collected 140 kg of rubbish. Next one is 12 April at Crosby.",
    { purpose: "thank-you", tone: "friendly", audience: "team", length: "short" },
    ["Looking ahead, the next one is 12 April at Crosby."],
    /In fact|, next one/,
  ],
  [
    "Apologise to client Northwind for the outage yesterday between 2 and 4pm. Root cause was an expired certificate. We've added monitoring so it won't happen again and will credit 10% of this month's invoice.",
    { purpose: "business", tone: "professional", audience: "client", length: "medium" },
    ["The root cause was an expired certificate."],
    /In addition, root cause/,
  ],
];

describe("email engine: the lead's cold read of session 5", () => {
  it.each(rows)("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));
});

describe("lead read 6: a clause that has its verb already", () => {
  it.each<Row>([
    [
      "Email our client Harbor Foods: the launch is delayed by two weeks because of a supplier issue. Apologize and offer a free month of service.",
      {},
      ["the launch has been delayed by two weeks"],
      /\bis (?:is|has been)\b/,
    ],
    [
      "tell the customer their order is delayed by a week, sorry",
      { audience: "customer" },
      ["delayed by a week"],
      /\bis is\b/,
    ],
  ])("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));
});
