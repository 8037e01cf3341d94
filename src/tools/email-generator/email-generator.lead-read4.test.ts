/**
 * Issue 10, the lead's held-out read of session 4 (set C, written before the session and graded on the unchanged
 * engine). Each row fails on the code before its fix.
 */
import { describe, it } from "vitest";
import { expectRow, type Row } from "./email-generator.test-support";

const rows: Row[] = [
  [
    "customer complained their parcel arrived damaged (order 55102). apologise, we'll send a replacement free, no need to return the broken one. replacement ships tomorrow",
    { purpose: "business", tone: "professional", audience: "customer", length: "medium" },
    ["There is no need to return the broken one", "the replacement ships tomorrow"],
    /the is broken|no need to return the is|There will be no need|, replacement ships/,
  ],
  [
    "tell the customer their refund was approved and invoice went out this morning",
    { purpose: "business", tone: "professional", audience: "customer", length: "short" },
    ["the invoice went out this morning"],
    /, invoice went out|\. Invoice went out/,
  ],
  [
    "reach out to a recruiter at Stripe about the senior backend engineer role, I have 7 years of Go and Postgres experience and led the payments migration at my current job",
    { purpose: "application", tone: "professional", audience: "recruiter", length: "medium" },
    ["I am writing to express my interest in the senior backend engineer role."],
    /let you know about the senior backend/,
  ],
  [
    "follow up with Dana from Brightline about the proposal we sent on the 3rd, she hasn't replied, offer a quick call this week",
    { purpose: "follow-up", tone: "friendly", audience: "client", length: "medium" },
    ["I haven't heard back yet."],
    /You haven't replied|She hasn't replied/,
  ],
  [
    "let the board know Q3 revenue was $2.4M, 12% above target, but churn rose to 4%. we're hiring a customer success lead to address it",
    { purpose: "business", tone: "formal", audience: "team", length: "long" },
    ["churn rose to 4%"],
    /rose to by/,
  ],
  [
    "write to my landlord to say I'm moving out at the end of my lease on 31 May and ask how to arrange the final inspection and deposit return",
    { purpose: "business", tone: "formal", audience: "client", length: "medium" },
    ["Subject: Moving out at the end of my lease on 31 May"],
    /\[next step\]|\[what you can do/,
  ],
  [
    "tell the client the project will be 2 weeks late because our lead developer is off sick, new delivery date is 14 March, offer a 10% discount on the next invoice",
    { purpose: "business", tone: "professional", audience: "client", length: "medium" },
    ["Subject: Project will be 2 weeks late", "The new delivery date is 14 March."],
    /^10% discount/m,
  ],
  [
    "hey can u write an email to my professor dr. morales asking for an extension on the essay due friday, i had covid last week and missed 3 days. i can submit by next wednesday",
    { purpose: "business", tone: "formal", audience: "manager", length: "medium" },
    ["I can submit by next Wednesday."],
    /To put this right/,
  ],
  [
    "networking email to Priya Shah who I met at the climate tech meetup in Berlin, she works on battery recycling, I'd like to ask her for 20 minutes to learn about her startup",
    { purpose: "networking", tone: "friendly", audience: "partner", length: "medium" },
    ["20 minutes so I can learn about your startup?"],
    /minutes to learn about your startup/,
  ],
  [
    "connect with Rafael Gomez, I liked his talk on accessibility at Frontend Nation and want to ask if he'd review our design system audit",
    { purpose: "networking", tone: "friendly", audience: "partner", length: "medium" },
    ["Hi Rafael,", "I'd love to connect", "Could you review our design system audit?"],
    /Please connect with you|want to ask if you'd/,
  ],
];

describe("email engine: the lead's held-out read of session 4", () => {
  it.each(rows)("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));
});
