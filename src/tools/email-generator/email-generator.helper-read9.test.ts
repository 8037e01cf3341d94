/**
 * Session 9, helper read: hiring notes (requirements, pay, how the writer found the reader), the reader named in the
 * third person, a pitch's feature list, stock lines said twice, and a closing bracket about everyone. Each row fails
 * on the code before its fix.
 */
import { describe, it } from "vitest";
import { expectRow, type Row } from "./email-generator.test-support";

const rows: Row[] = [
  [
    "recruiting a payroll clerk, 3 days a week, must know Xero. message Hannah who I found on LinkedIn, ask if she'd be up for a call",
    { purpose: "recruitment", tone: "friendly", audience: "partner", length: "short" },
    ["The role needs someone who knows Xero", "I came across your profile on LinkedIn."],
    /One more detail|must know|Who I found/i,
  ],
  [
    "we need a backend developer, needs 3+ yrs experience, Python essential, £55k. email Omar who I saw on github",
    { purpose: "recruitment", tone: "professional", audience: "colleague", length: "medium" },
    ["The role needs 3+ years of experience", "experience with Python is essential", "The salary is £55k."],
    /Who I saw|\(£55k\)|Python essential/,
  ],
  [
    "hiring a van driver, early starts, clean licence required. contact Mo who I met at the depot open day, see if hes keen",
    { purpose: "recruitment", tone: "casual", audience: "partner", length: "short" },
    ["A clean licence is required.", "whether you're keen?"],
    /see if|One more detail/i,
  ],
  [
    "need the courier to redeliver parcel 88123 today, nobody was home yesterday",
    { purpose: "business", tone: "urgent", audience: "customer", length: "short" },
    ["Could you please redeliver parcel 88123 today?"],
    /ask for the courier|today as soon as possible/,
  ],
  [
    "need the agency to send the signed contract now, the client is waiting",
    { purpose: "follow-up", tone: "urgent", audience: "partner", length: "short" },
    ["Could you please send the signed contract now?"],
    /ask for the agency|now as soon as possible/,
  ],
  [
    // Written to a colleague, the agency is someone else: the writer's own words stand.
    "need the agency to send the signed contract now, the client is waiting",
    { purpose: "business", tone: "professional", audience: "colleague", length: "short" },
    ["I need the agency to send the signed contract now"],
    /ask for the agency/,
  ],
  [
    "pitch our invoicing tool to freelancers: no setup fee, flat £9/month, free 14 day trial, cancel anytime",
    { purpose: "sales", tone: "friendly", audience: "customer", length: "medium" },
    ["no setup fee, just a flat £9 a month", "You can cancel at any time."],
    /There will be no|comes with a flat|need to cancel/,
  ],
  [
    "offer our window cleaning to shops on the high street - fortnightly visits, no contract, first clean free",
    { purpose: "sales", tone: "professional", audience: "client", length: "short" },
    ["your first clean is free"],
    /\(first clean free\)|There will be no contract/,
  ],
  [
    "follow up with Raj on the roof repair quote from Tuesday, happy to talk through the figures or set up a call",
    { purpose: "follow-up", tone: "friendly", audience: "client", length: "long" },
    ["happy to talk through the figures"],
    /happy to talk[\s\S]*happy to set up a call/,
  ],
  [
    "chase the insurer about my claim, submitted 6 weeks ago, would like an update",
    { purpose: "follow-up", tone: "formal", audience: "partner", length: "long" },
    ["update"],
    /request an update[\s\S]*appreciate a brief update/,
  ],
  [
    "tell the team the Easter plan: site closed Friday, Priya covering the phones, everyone else off (back Tuesday as usual)",
    { purpose: "business", tone: "casual", audience: "team", length: "short" },
    ["Everyone else is off.", "back on Tuesday as usual."],
    /Priya covering the phones \(|\(everyone else off|\(back/,
  ],
];

describe("email generator: helper read 9 (hiring notes, named reader, feature lists, stock lines, brackets)", () => {
  it.each(rows)("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));
});
