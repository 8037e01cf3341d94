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
  // One offer of a call: the body's own question about a demo or a chat is not asked again in the closing
  // (email-generator.stock-lines.ts).
  [
    "cold email to a dental practice owner selling our online booking software, cuts no-shows by 30%, free 14 day trial, offer a 15 minute demo",
    { purpose: "sales", tone: "persuasive", audience: "client", length: "medium" },
    ["Would you be open to a 15-minute demo?"],
    /reply with a time that suits you for a short call/,
  ],
  [
    "networking - met Lena Fischer at the fintech meetup in Berlin last week, want to stay in touch and maybe grab coffee, mention her talk on open banking was great",
    { purpose: "networking", tone: "friendly", audience: "partner", length: "short" },
    ["I'd like to stay in touch and maybe grab coffee."],
    /up for a quick chat/,
  ],
  [
    "ask my manager for a raise, been here 3 years, took on team lead duties in spring, want to discuss at our next 1:1",
    { purpose: "business", tone: "persuasive", audience: "manager", length: "medium" },
    ["I would like to discuss this at our next 1:1."],
    /discuss at|chance to discuss this further/,
  ],
  // A bare list of tools in an application is the writer's skills; "I am available ... in January" keeps its verb.
  [
    "apply for the junior data analyst role at Brightwave. 2 years experience in reporting. SQL, Excel, Power BI. available to start in January",
    { purpose: "application", tone: "professional", audience: "recruiter", length: "medium" },
    ["My skills include SQL, Excel and Power BI.", "I am available to start in January."],
    /writing about SQL|am will be/,
  ],
  // "complaint to supplier:" is who the complaint is to; an ordinal takes its article.
  [
    "complaint to supplier: third delivery this month arrived with damaged pallets, want a credit note for the 40 units, need assurance it won't happen again",
    { purpose: "business", tone: "formal", audience: "partner", length: "long" },
    ["The third delivery this month arrived with damaged pallets."],
    /complaint to supplier/i,
  ],
  // Note grammar: "called twice no response", "the boiler broken since", "locked out since".
  [
    "complain to landlord about the boiler broken since 3 Feb, no hot water, called twice no response. ask him to send an engineer this week",
    { purpose: "business", tone: "urgent", audience: "client", length: "medium" },
    ["the boiler, which has been broken since 3 Feb.", "I called twice with no response."],
    /boiler broken since|twice no response/,
  ],
  [
    "ask IT to reset my VPN password, locked out since this morning, need access for the 2pm client call",
    { purpose: "business", tone: "professional", audience: "colleague", length: "short" },
    ["I have been locked out since this morning"],
    /I am locked out since/,
  ],
  // A reason for declining closes the refusal.
  [
    "decline the invitation to speak at the March conference, too busy with the product launch, suggest my colleague Tom Reyes instead",
    { purpose: "business", tone: "formal", audience: "partner", length: "medium" },
    ["Unfortunately, I will not be able to accept, as I am too busy with the product launch."],
    /\(too busy/,
  ],
  [
    "decline Jo's invite to the team dinner on Friday, clash with my sister's wedding",
    { purpose: "business", tone: "casual", audience: "colleague", length: "short" },
    ["because of a clash with my sister's wedding."],
    /\(clash/,
  ],
  // Spanish, German, French: what the writer proposes is said by the writer (email-generator.foreign-data.ts).
  [
    "Écrire à un collègue pour le remercier de son aide sur le projet Delta et lui proposer un café la semaine prochaine",
    { purpose: "thank-you", tone: "friendly", audience: "colleague", length: "short" },
    ["Je vous propose un café la semaine prochaine."],
    /Lui proposer/,
  ],
  [
    "Escribe a un cliente para disculparte por el retraso del pedido y ofrecerle un descuento del 10%",
    { purpose: "business", tone: "formal", audience: "customer", length: "short" },
    ["Le pido disculpas por el retraso del pedido.", "Me gustaría ofrecerle un descuento del 10%."],
    /para disculparte|de que para/,
  ],
  [
    "Schreib eine E-Mail an einen Kunden, entschuldige dich für die Verspätung und ihm einen Rabatt von 10% anbieten",
    { purpose: "business", tone: "formal", audience: "customer", length: "short" },
    ["Gerne möchte ich Ihnen einen Rabatt von 10% anbieten."],
    /entschuldige Sie|ihm einen/,
  ],
  // Probe rows (same classes, other shapes).
  [
    "tell the client we've fixed the login bug, refund the May subscription and apologise for the downtime",
    { purpose: "business", tone: "professional", audience: "client", length: "medium" },
    ["We will refund the May subscription."],
    /and refund the May/,
  ],
  [
    "apologise to Mr Lee for the wrong invoice amount, reimburse the extra £40 and attach the corrected invoice",
    { purpose: "business", tone: "formal", audience: "customer", length: "short" },
    ["I will reimburse the extra £40"],
    /Reimburse the extra/,
  ],
  [
    "remind everyone that timesheets due today, payroll runs tomorrow - Priya (HR)",
    { purpose: "business", tone: "urgent", audience: "team", length: "short" },
    ["Many thanks,\nPriya (HR)"],
    /\(Priya/,
  ],
  [
    "let customers know the café is closed on bank holiday monday, reopening tuesday 8am. Thanks, Marta",
    { purpose: "business", tone: "friendly", audience: "customer", length: "short" },
    ["reopen on Tuesday at 8am.", "Warm wishes,\nMarta"],
    /One more detail: reopening/,
  ],
  [
    "decline the vendor's invitation to their product launch dinner on the 12th, prior commitment, thank them",
    { purpose: "business", tone: "professional", audience: "partner", length: "short" },
    ["because of a prior commitment."],
    /\(prior commitment\)|of prior/,
  ],
  [
    "apply for the receptionist job at Harbour Dental, 3 years front desk experience, Word, Outlook, Dentrix, can start immediately",
    { purpose: "application", tone: "professional", audience: "recruiter", length: "medium" },
    ["I have 3 years of front desk experience. My skills include Word, Outlook and Dentrix."],
    /\(3 years/,
  ],
  [
    "remind everyone that timesheets due today, payroll runs tomorrow - Priya (HR)",
    { purpose: "business", tone: "urgent", audience: "team", length: "short" },
    ["This is a reminder that timesheets are due today."],
    /timesheets due today\./,
  ],
  // Guards: a place or a company after a dash is no signature; a landlord is asked to replace, not promised.
  [
    "tell the team lunch is at 1 - Pizza Express",
    { purpose: "business", tone: "casual", audience: "team", length: "short" },
    ["[Your Name]"],
    /\nPizza Express$/,
  ],
  [
    "tell the landlord the kettle is broken, replace it this week",
    { purpose: "business", tone: "professional", audience: "client", length: "short" },
    ["Please replace it this week."],
    /I will replace/,
  ],
];

describe("session 14 (helper email)", () => {
  for (const [prompt, options, said, never] of rows) it(prompt, () => expectRow(prompt, options, said, never));
});
