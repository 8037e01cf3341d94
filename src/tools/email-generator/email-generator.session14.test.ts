/**
 * Session 14 (helper email): a name typed at the end of the prompt signs the e-mail; "mention X" with X a thing is
 * said as "I also wanted to mention X" (never a bracket or a made-up sentence); a note's "card going round" and
 * "forms back by Monday" are sentences; "sign it by Thursday" is no signature. Each row fails on the code before its
 * fix.
 */
import { describe, it } from "vitest";
import { expectRow, type Row } from "./email-generator.test-support";

const rows: Row[] = [
  // A trailing name is the sender's (email-generator.trailing-signature.ts).
  [
    "Remind parents that the school trip to the Science Museum is on Thursday 12 March, kids need packed lunch and a waterproof coat, consent forms back by Monday. Ms Okafor",
    { purpose: "business", tone: "friendly", audience: "client", length: "medium" },
    ["Warm wishes,\nMs Okafor", "Please return the consent forms by Monday."],
    /\(Ms\.? Okafor\)|\[Your Name\]|Consent forms back/,
  ],
  [
    "invite the team to leaving drinks for Priya on Friday 6pm at The Crown. Card going round, please sign it by Thursday - Sam",
    { purpose: "business", tone: "casual", audience: "team", length: "short" },
    ["Cheers,\nSam", "The card is going round.", "Please sign it by Thursday."],
    /detail: sam|Please card|\[Your Name\]|\nThursday$/i,
  ],
  [
    "let the team know the fire drill is tomorrow at 11, meet at the car park. thanks, Jo",
    { purpose: "business", tone: "casual", audience: "team", length: "short" },
    ["Cheers,\nJo"],
    /\bJo\b(?!$)|\[Your Name\]/,
  ],
  [
    "Écrire aux parents pour annoncer que la sortie au musée est reportée à vendredi - Claire Martin",
    { purpose: "business", tone: "formal", audience: "client", length: "short" },
    ["\nClaire Martin"],
    /\[Votre nom\]|Claire Martin\./,
  ],
  // "- ASAP", "- Friday": no name, nothing signed.
  [
    "ask IT to fix the printer on floor 2 - ASAP",
    { purpose: "business", tone: "professional", audience: "colleague", length: "short" },
    ["[Your Name]"],
    /\nASAP$/,
  ],
  // "mention X" with X a thing (email-generator.note-reading.ts, .features.ts, .verbs.ts).
  [
    "announce to customers that our store on High Street will be closed for refurbishment from 1-14 April, online orders still shipping, mention the parking at the retail park branch",
    { purpose: "business", tone: "friendly", audience: "customer", length: "medium" },
    ["I also wanted to mention the parking at the retail park branch."],
    /\(the parking/,
  ],
  [
    "sales follow up to Maria at Greenleaf who downloaded our whitepaper, offer a call to discuss their supply chain, mention case study with Ocado",
    { purpose: "sales", tone: "professional", audience: "customer", length: "short" },
    ["I also wanted to mention a case study with Ocado."],
    /The case study is with|mention case study/,
  ],
  [
    "pitch our payroll software to a bakery chain owner, mention 25% reduction in admin time at a similar client",
    { purpose: "sales", tone: "persuasive", audience: "client", length: "short" },
    ["I also wanted to mention a 25% reduction in admin time at a similar client."],
    /mention 25%/,
  ],
  // An order only the writer can carry out is the writer's deed (email-generator.sender-deed.ts).
  [
    "tell mrs patel we've refunded the late fee of £25 and apologise for the mix-up with her direct debit. refund the fee and offer a 10% discount on next month",
    { purpose: "business", tone: "formal", audience: "customer", length: "medium" },
    ["We have refunded the late fee of £25."],
    /Please refund|Unfortunately, we have refunded/,
  ],
  [
    "customer's boiler service was missed by our engineer, apologise, waive the call-out charge and rebook for next week",
    { purpose: "business", tone: "professional", audience: "customer", length: "short" },
    ["We will waive the call-out charge"],
    /Please waive/,
  ],
  // (The writer wronged: the reader refunds.)
  [
    "complain to the airline that my flight was cancelled and I paid £80 for a hotel, refund the hotel cost",
    { purpose: "business", tone: "formal", audience: "customer", length: "short" },
    [],
    /We will refund|I will refund/,
  ],
  // An attachment is its own sentence, not part of an offer.
  [
    "apologise to the customer for the delayed order #48213, it was stuck at customs, offer free express shipping on their next order and attach the tracking link",
    { purpose: "business", tone: "professional", audience: "customer", length: "medium" },
    ["we would like to offer you free express shipping on your next order. I have attached the tracking link."],
    /order and I have attached/,
  ],
  // "send me X" is the readers'; "I'll X and Y" is the writer's.
  [
    "remind the team the quarterly report is due friday, send me your sections by wednesday eod. i'll compile and send to finance",
    { purpose: "business", tone: "professional", audience: "team", length: "short" },
    ["Please send me your sections by the end of the day on Wednesday.", "I'll compile and send to finance."],
    /sending you|the me|happy to finance|Wednesday the end/,
  ],
  // "reach out for a role", "ask if open to a chat".
  [
    "reach out to a candidate on linkedin for a senior backend engineer role, remote, Go and Kubernetes, salary 90-110k, ask if open to a chat",
    { purpose: "recruitment", tone: "friendly", audience: "recruiter", length: "medium" },
    ["Subject: An opportunity: senior backend engineer role", "Would you be open to a chat?"],
    /about for|: for a|whether open/,
  ],
];

describe("session 14 (helper email)", () => {
  for (const [prompt, options, said, never] of rows) it(prompt, () => expectRow(prompt, options, said, never));
});
