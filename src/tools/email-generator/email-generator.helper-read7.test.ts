/**
 * Issue 10, helper cold read of session 6: note-style fragments with their verb or subject left out, and orders to the
 * tool pasted as they stand. Each row fails on the code before its fix.
 */
import { describe, it } from "vitest";
import { expectRow, type Row } from "./email-generator.test-support";

const rows: Row[] = [
  [
    // A subjectless "need it ..." is the writer's need; a "please" trailing the deadline is dropped.
    "need it by friday latest please, send the report",
    { tone: "casual", audience: "colleague" },
    ["I need it by Friday at the latest."],
    /that need it|\(please\)/,
  ],
  [
    "chase Nina about the signed contract, sent it 2 weeks ago, need it back before we can start",
    { purpose: "follow-up", length: "short" },
    ["We sent it 2 weeks ago, and we need it back"],
    /\bSent it|and need it/,
  ],
  [
    "thank Anna for covering my shift on saturday, owe her one",
    { purpose: "thank-you", tone: "casual", audience: "colleague", length: "short" },
    ["I owe you one."],
    /Please owe/,
  ],
  [
    // Verbless notes: a state ("fine", "reachable"), a negated state, a thing done by someone.
    "tell the team: remote work fine those days, IT support reachable on the usual number",
    { audience: "team" },
    ["remote work is fine these days", "IT support is reachable on the usual number."],
    /work fine|support reachable/,
  ],
  [
    "car park closed next monday for resurfacing, staff park on Elm Street, permits not needed",
    { audience: "team", length: "long" },
    ["Permits are not needed."],
    /not are/,
  ],
  [
    "ask my manager Priya if I can take 3 days off 14-16 may for my sister wedding, my tasks covered by Omar",
    { audience: "manager" },
    ["My tasks are covered by Omar."],
    /tasks covered/,
  ],
  [
    // "for free" is not "is free": the clause keeps its own verb and the writer's subject.
    // (The writer speaks as "we missed", so "we will add"; helper read 8.)
    "say sorry to client we missed the deadline for the logo drafts, new date wednesday, will add extra concept for free",
    { length: "long" },
    ["we will add extra concept for free"],
    /for is free|and will add/,
  ],
  [
    // "need someone come": the verb after the person takes "to".
    "tell landlord the boiler broke again since monday, no heating, need someone come this week, i am home after 4pm",
    { length: "short" },
    ["someone to come this week"],
    /someone come/,
  ],
  [
    // A price after its label takes "of"; a service list stays one list; "intro" is the order to introduce.
    "intro our accounting services to a new client: we do VAT returns, payroll for up to 10 staff, fixed fee £95 a month",
    { purpose: "sales" },
    ["We do VAT returns and payroll for up to 10 staff.", "a fixed fee of £95 a month"],
    /\(payroll|fee £|intro our|to a new client/,
  ],
  [
    "offer bookkeeping package, fixed fee £120 a month, includes quarterly VAT",
    { purpose: "sales" },
    ["a fixed fee of £120 a month"],
    /fee £/,
  ],
  [
    // A reminder of something overdue that is not money is no payment chase; "remind X his Y ..." is told to X.
    "remind Jake his library books are overdue",
    { tone: "friendly", audience: "colleague", length: "short" },
    ["Hi Jake,", "your library books are overdue."],
    /payment|Payment/,
  ],
  [
    "remind tenant in flat 4 the rent is overdue, 2 weeks now",
    { audience: "customer", length: "short" },
    ["make the payment"],
    /library/,
  ],
  [
    // Non-native wording a user would not send: "waiting feedback", "since 2 weeks".
    "follow up with recruiter Emma about interview last thursday for product manager role, still waiting feedback",
    { purpose: "follow-up", audience: "recruiter" },
    ["waiting for feedback"],
    /waiting feedback/,
  ],
  [
    "complain to internet provider, connection drops every evening since 2 weeks, account 55-1902",
    { audience: "customer" },
    ["every evening for 2 weeks"],
    /since 2 weeks/,
  ],
];

describe("email generator: helper read 7 (note-style fragments)", () => {
  it.each(rows)("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));
});
