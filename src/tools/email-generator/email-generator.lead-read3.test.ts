/**
 * Issue 10, the lead's held-out read of session 3: prompts written before the session and graded on the unchanged
 * engine. Each row fails on the code before its fix.
 */
import { describe, it } from "vitest";
import { expectRow, type Row } from "./email-generator.test-support";

const rows: Row[] = [
  [
    "let the team know the office will be closed on Monday for the bank holiday and that the VPN will be down Sunday night 10pm-2am for maintenance",
    { purpose: "business", tone: "friendly", audience: "team", length: "short" },
    ["the office will be closed on Monday for the bank holiday"],
    /sorry|apologi/i,
  ],
  [
    "Ask our partner agency to send the final logo files in SVG and PNG before Wednesday because the printer needs them Thursday morning",
    { purpose: "business", tone: "urgent", audience: "partner", length: "short" },
    ["send the final logo files in SVG and PNG before Wednesday?", "The printer needs them Thursday morning."],
    /ask for agency|needs you\b/,
  ],
  [
    "Tell my manager I need to push the website launch from the 3rd to the 10th because the payment provider hasn't approved our account yet. Everything else is ready.",
    { purpose: "business", tone: "professional", audience: "manager", length: "medium" },
    [
      "Subject: Pushing the website launch from the 3rd to the 10th",
      "Unfortunately, I need to push the website launch",
    ],
    /pleased to let you know/,
  ],
  [
    "Pitch our bookkeeping app LedgerLeaf to small cafe owners: it reads receipts from a photo, does VAT automatically, costs 12 euros a month, free 30 day trial",
    { purpose: "sales", tone: "persuasive", audience: "customer", length: "medium" },
    ["you can start with a free 30-day trial."],
    /writing about free/,
  ],
  [
    "Ask our supplier to send the invoice by Friday",
    { purpose: "business", tone: "professional", audience: "partner", length: "short" },
    ["Could you please send the invoice by Friday?"],
    /make the payment|Payment reminder|payment has already/i,
  ],
  [
    "Write to our customers that prices for the monthly plan go up from $8 to $10 starting March 1st, existing annual plans are not affected",
    { purpose: "business", tone: "professional", audience: "customer", length: "medium" },
    ["Subject: Prices for the monthly plan go up from $8 to $10", "prices for the monthly plan go up from $8 to $10"],
    /about that prices|That prices/,
  ],
];

describe("email engine: the lead's held-out read, session 3", () => {
  it.each(rows)("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));
});
