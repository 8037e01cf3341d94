/**
 * Session 7: generate, then check. Every body sentence and the subject are read against the prompt before the
 * e-mail is returned; a broken sentence is mended or said as the user's own note, and a fact the e-mail dropped comes
 * back. Rows from the session's fresh set and the last held-out set; each fails on the code before the gate.
 */
import { describe, expect, it } from "vitest";
import type { EmailTemplateInput } from "./contract";
import { emailFor, expectRow, type Row } from "./email-generator.test-support";

const rows: Row[] = [
  [
    // A fact dropped from a bracketed list ("fully insured"), and the bracket pasted mid-sentence.
    "pitch our dog grooming service to local vets - mobile van, fully insured, 15% off first booking, serving Bristol and Bath",
    { purpose: "sales", tone: "persuasive", audience: "partner", length: "medium" },
    ["Fully insured", "15% off first booking", "Bristol and Bath"],
    /\([^)]*\) \p{L}/u,
  ],
  [
    "pitch our window cleaning to the new office park on Hawthorn Way - monthly visits, fully insured, 10% off first 3 months",
    { purpose: "sales", tone: "persuasive", audience: "client", length: "medium" },
    ["Fully insured", "Monthly visits", "10% off first 3 months"],
    /\([^)]*\) \p{L}/u,
  ],
  [
    // A subject the prompt never gave ("I based in ...") in the body and the subject line.
    "Email to Priya in HR: confirm new starter Tom Reyes begins Monday 3 March, based in the Manchester office, needs a laptop and building pass ready",
    { purpose: "business", tone: "professional", audience: "colleague", length: "medium" },
    ["Manchester office", "Tom Reyes", "3 March"],
    /\bI based\b/,
  ],
  [
    "welcome email to the team about our new hire Sam Patel, starts monday, based in the Leeds office, joining the finance team",
    { purpose: "introduction", tone: "friendly", audience: "team", length: "medium" },
    ["Leeds office", "Monday", "finance team"],
    /\b(?:we|I) based\b|\bIt starts\b/i,
  ],
  [
    "team, office closed over xmas from 24 dec, reopening 2 jan. IT support on call via the helpdesk for emergencies. enjoy the break",
    { purpose: "business", tone: "friendly", audience: "team", length: "medium" },
    ["2 Jan", "IT support"],
    /I'm reopening/,
  ],
  [
    "propose a partnership with a local brewery: we run a bakery, could supply pretzels for their taproom, sale or return for the first month",
    { purpose: "sales", tone: "persuasive", audience: "partner", length: "long" },
    // ("sale or return" kept, as its own note or after the offer it qualifies.)
    ["pretzels", "ale or return for the first month"],
    /\bIt could supply\b/i,
  ],
  [
    // A tone directive pasted in brackets.
    "follow up with the client about invoice INV-2041 for $3,450 which is now 30 days overdue, polite but firm",
    { purpose: "follow-up", tone: "formal", audience: "client", length: "short" },
    ["INV-2041", "$3,450", "30 days overdue"],
    /polite but firm/i,
  ],
  [
    // A clause where a noun phrase belongs.
    "remind the team the fire drill is tuesday at 10:30, meet at the car park assembly point, wardens wear hi-vis",
    { purpose: "business", tone: "professional", audience: "team", length: "short" },
    ["hi-vis", "10:30"],
    /writing about wardens/i,
  ],
  [
    "write to customers announcing our new loyalty scheme: earn 1 point per £1, 100 points = £5 off, sign up in store or on the app",
    { purpose: "sales", tone: "friendly", audience: "customer", length: "medium" },
    ["1 point per £1", "£5 off"],
    /about earn/i,
  ],
  [
    // A dangling possessive; the reader named as "he" in the prompt is "you".
    "ask colleague Mark if he can cover my on-call shift next weekend, I'll take his in march",
    { purpose: "business", tone: "casual", audience: "colleague", length: "short" },
    ["March"],
    /take your in|take his/i,
  ],
  [
    // A note's noun made an order.
    "update the manager on the server migration: 80% of VMs moved, DNS cutover planned for wednesday night, risk with the legacy CRM database",
    { purpose: "business", tone: "professional", audience: "manager", length: "medium" },
    ["legacy CRM database", "80%"],
    /Please risk/,
  ],
  [
    // A preposition before "is"; a note's fact kept.
    "escalate to the client: the API outage last night was caused by an expired SSL certificate on our side, fixed at 03:10, we are adding monitoring",
    { purpose: "business", tone: "formal", audience: "client", length: "medium" },
    ["03:10", "monitoring", "SSL certificate"],
    /fixed at is|escalate to you/i,
  ],
  [
    // A noun and an -ing with no verb, and a bracket the prompt did not have.
    "tell customers the payment system is down since 9am, IT engineers working on it, next update at 11, sorry for the trouble",
    { purpose: "business", tone: "professional", audience: "customer", length: "short" },
    ["IT engineers", "Next update at 11"],
    /and IT engineers working|\(next update/,
  ],
  [
    // A clause with no verb.
    "ask the venue about rebooking our party for 12 June, same room, and whether the deposit of £200 carries over",
    { purpose: "business", tone: "professional", audience: "client", length: "short" },
    ["12 June", "£200", "Same room"],
    /Same room, and whether/,
  ],
  [
    "networking - met Sarah Kim at the SaaStr conference, want to keep in touch, maybe grab coffee when im in SF in April",
    { purpose: "networking", tone: "friendly", audience: "partner", length: "short" },
    ["SaaStr", "SF in April"],
    /I'm networking/,
  ],
];

const PARAGRAPHS: Record<NonNullable<EmailTemplateInput["length"]>, [number, number]> = {
  short: [1, 2],
  medium: [3, 4],
  long: [5, 99],
};

describe("email gate: each sentence checked before the e-mail is returned", () => {
  it.each(rows)("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));

  it.each(rows)("keeps the spec's paragraph count and greeting: %s", (prompt, options) => {
    const { body } = emailFor(prompt, options);
    const blocks = body.split(/\n\n/);
    const [min, max] = PARAGRAPHS[options.length ?? "medium"];
    // Greeting and sign-off are blocks of their own.
    expect(blocks.length - 2).toBeGreaterThanOrEqual(min);
    expect(blocks.length - 2).toBeLessThanOrEqual(max);
  });
});
