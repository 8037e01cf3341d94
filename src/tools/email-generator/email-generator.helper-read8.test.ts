/**
 * Issue 10, helper cold read 8: notes with their verb, subject or article left out, audience labels, orders to the
 * reader inside a notice, notes in brackets, and French and German orders to the tool. Each row fails on the code
 * before its fix, except the guards marked as such.
 */
import { describe, it } from "vitest";
import { expectRow, type Row } from "./email-generator.test-support";

const rows: Row[] = [
  [
    // A thing done, said without "be": with "within" a time it will happen.
    "tell parents the school trip to science museum on 3 june is cancelled, refunds processed within 5 days",
    { audience: "customer" },
    ["refunds will be processed within 5 days"],
    /refunds processed/,
  ],
  [
    "tell clients we away 12-19 august, urgent things to Tom",
    { audience: "client" },
    ["we are away from 12 to 19 August"],
    /\bwe away\b/i,
  ],
  [
    "introduce our bakery to a local cafe, we based in bath, deliver daily",
    { purpose: "sales" },
    ["We are based in"],
    /We based/,
  ],
  [
    "tell the team I'm on holiday next week, I'll check email if anything urgent",
    { audience: "team" },
    ["if anything is urgent"],
    /anything urgent/,
  ],
  [
    // A subjectless "already restarted" is the writer's; the router is the one they have.
    "complain to internet provider, already restarted router, still no connection since saturday",
    { audience: "customer" },
    ["I have already restarted the router"],
    /writing about already|restarted router/,
  ],
  [
    // A welcome note to the new hire tells them their own details.
    "welcome email to new hire Sam, starts monday 7am, buddy is Ewa, bring ID",
    { audience: "colleague" },
    ["You start Monday at 7am", "your buddy is Ewa"],
    /Starts Monday|(?<!your )buddy is/,
  ],
  [
    // An audience label is who is told, not "you are".
    "team: new coffee machine in kitchen, please clean after use",
    { audience: "team" },
    ["new coffee machine in the kitchen"],
    /[Yy]ou are new|you're new/,
  ],
  ["tell my son's teacher he has fever and won't come today", { tone: "friendly" }, ["has a fever"], /has fever/],
  [
    // What a notice tells its readers to do is said to them, and nothing of it is lost.
    "remind everyone the fire drill is on wednesday at 11, leave by nearest exit and meet in the car park, don't use lifts",
    { audience: "team" },
    ["Please leave by the nearest exit and meet in the car park.", "Please do not use the lifts."],
    /reminder that[^.]*, leave|by nearest/,
  ],
  [
    // What the writer needs, the reader is asked to send.
    "need it by friday latest please, send the report",
    { tone: "casual", audience: "colleague" },
    ["Could you send me the report?"],
    /sending you/,
  ],
  [
    // Notes in brackets are sentences; a business telling customers does not say "my delivery".
    "tell customers prices go up 5% from 1 july because of supplier costs (still free delivery)",
    { audience: "customer" },
    ["delivery is still free"],
    /\(still|[Mm]y delivery/,
  ],
  [
    "ask the team to review the draft policy, link in the shared drive (comments by 30 june)",
    { audience: "team" },
    ["The link is in the shared drive", "comments are due by 30 June"],
    /Link in|\(comments/,
  ],
  [
    "apologise to customer for delayed order, sorry for inconvenience, passed to warehouse team",
    { audience: "customer" },
    ["for the inconvenience", "to the warehouse team"],
    /for inconvenience|to warehouse team/,
  ],
  [
    // The amount of a delay takes "by"; a subjectless "will" after the writer's own clause is the writer's.
    "tell client project delayed one week, designer sick, new delivery 12 march, no extra cost",
    {},
    ["delayed by one week"],
    /project delayed one week/,
  ],
  [
    "email my manager I'm sick today, have migraine, will be back tomorrow hopefully, Leo covers standup",
    { audience: "manager", tone: "friendly", length: "short" },
    ["I'll be back tomorrow", "a migraine"],
    /It will be back/,
  ],
  [
    // An invitation to an event (no verb first) is to join it, never "Would you like to christmas lunch ...?".
    "invite team to christmas lunch 18 dec at Luigi's 1pm, company pays, tell me dietary needs by 5 dec",
    { audience: "team", tone: "friendly" },
    ["join us for Christmas lunch"],
    /like to christmas/i,
  ],
  [
    // Guards: a style directive is still no content; "to tell my team lead" keeps the reader's name.
    "email the client about the delay, don't use jargon",
    {},
    [],
    /jargon/,
  ],
  [
    "hey so I need to tell my team lead Marta that I'm moving flats next week",
    { tone: "casual", audience: "manager" },
    ["Hey Marta,"],
    /the tell/,
  ],
  [
    // French and German orders to the tool whose reader is the verb's object.
    "Informe le client que la livraison est retardée de deux jours",
    {},
    ["que la livraison est retardée de deux jours"],
    /[Ii]nforme le client/,
  ],
  [
    "Bitte Kunden informieren dass die Lieferung zwei Tage später kommt",
    {},
    ["dass die Lieferung zwei Tage später kommt"],
    /Kunden informieren/,
  ],
  [
    "Dem Kunden mitteilen, dass die Lieferung zwei Tage später kommt",
    {},
    ["dass die Lieferung zwei Tage später kommt"],
    /Kunden mitteilen|Information: Dem/,
  ],
];

describe("email generator: helper read 8 (notes, labels, brackets, orders)", () => {
  it.each(rows)("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));
});
