/**
 * Session 11: note grammar carried into a frame is repaired where it has one right answer (shared/text/sentence-repair)
 * and taken out by the gate where it has not (shared/text/sentence-check.clauses). Rows from the lead's fresh set;
 * each fails on the code before. Also: a child away for a family funeral is a note to the school, not sympathy;
 * times offered to meet are asked about.
 */
import { describe, it } from "vitest";
import { expectRow, type Row } from "./email-generator.test-support";

const rows: Row[] = [
  [
    "asking for a pay rise: been here 3 years, took over the supplier contracts when Mark left, saved £60k last year renegotiating freight",
    { purpose: "business", tone: "professional", audience: "manager", length: "long" },
    ["I have been here 3 years", "£60k"],
    /\bI been\b/,
  ],
  [
    "networking: ask Laura Chen (VP Product at Fable) for 20 minutes to hear how she moved from engineering into product. we were both at Imperial, she graduated 2012",
    { purpose: "networking", tone: "friendly", audience: "partner", length: "medium" },
    ["graduated in 2012", "Imperial"],
    /graduated 2012/,
  ],
  [
    "cancel my gym membership (member no. 55821) from end of this month, moving to Cardiff. please confirm in writing",
    { purpose: "business", tone: "formal", audience: "customer", length: "short" },
    ["from the end of this month", "55821"],
    /from end of/,
  ],
  [
    "Tell the customer their laptop repair is done, the screen and hinge were replaced, total £149, ready for collection from tomorrow 9-5, bring the receipt",
    { purpose: "business", tone: "friendly", audience: "customer", length: "short" },
    ["it will be ready for collection from tomorrow", "£149"],
    /there will be ready|\(ready/i,
  ],
  [
    "Pitch our window cleaning service to local shops: monthly clean from £25, fully insured, 4.9 stars on Google, first clean half price",
    { purpose: "sales", tone: "friendly", audience: "customer", length: "medium" },
    ["Fully insured", "4.9 stars on Google", "half price", "Our monthly clean is priced from £25."],
    /\ba fully insured\b|about monthly clean/i,
  ],
  [
    "follow up after the conference: Ben asked for our pricing deck and a case study from the retail sector. attach both, suggest a call next week",
    { purpose: "follow-up", tone: "professional", audience: "client", length: "medium" },
    ["pricing deck"],
    /\bthe both\b/i,
  ],
  [
    "need to tell the school that Maya will be off Thursday and Friday for her grandad's funeral in Dublin, we'll make sure she catches up on homework",
    { purpose: "business", tone: "formal", audience: "customer", length: "short" },
    ["Maya will be off Thursday and Friday", "Dublin"],
    /Thinking of you|anything I can do to help/i,
  ],
  [
    // Times offered to meet are asked about, not given as a gift ("we would like to offer you Thursday ...").
    "Say sorry to the client for missing yesterday's 2pm call - my train was stuck outside Reading for an hour. Offer Thursday or Friday morning instead.",
    { purpose: "business", tone: "professional", audience: "client", length: "short" },
    ["Would Thursday or Friday morning work for you instead?", "Reading"],
    /offer you Thursday/,
  ],
  [
    // "welcome drinks" is an event the note announces, not a welcome to the team (nor a newcomer's first days).
    "announce to staff that Helen Park joins as Head of Finance on 6 January, she was previously CFO at Greenway Foods. welcome drinks Friday 10 Jan 5pm in the canteen",
    { purpose: "business", tone: "friendly", audience: "team", length: "medium" },
    [
      "Helen Park joins as Head of Finance on 6 January",
      "Greenway Foods",
      "Subject: Helen Park joins as Head of Finance on 6 January",
    ],
    /Welcome to drinks|first few days|glad to have you on board/i,
  ],
  [
    // A yes/no question with a wh-clause joined on is two questions; "you have" is asked with "do".
    "Ask the venue (The Old Granary) if they have availability for a 60-person wedding reception on Saturday 14 June 2025, and what their catering packages cost",
    { purpose: "business", tone: "friendly", audience: "customer", length: "medium" },
    [
      "Could you also let me know what your catering packages cost?",
      "Subject: Quick question: do you have availability for a 60-person wedding reception?",
    ],
    /, and what your catering packages cost\?|have you availability/,
  ],
  [
    "write to my kid's teacher Mrs Alvarez asking how Leo is settling in, he's been saying he has no one to play with at break",
    { purpose: "business", tone: "friendly", audience: "customer", length: "short" },
    ["Subject: Quick question: how is Leo settling?"],
    /how Leo is settling\?/,
  ],
  [
    // An invitation is itself the occasion to talk: no offer to go through it at the next team meeting.
    "invite the whole department to a lunch and learn on accessibility testing, Wednesday 12-1, room 4B, pizza provided, speaker is Dana from the UX team",
    { purpose: "business", tone: "friendly", audience: "team", length: "medium" },
    ["Dana from the UX team", "4B"],
    /next team meeting/,
  ],
  [
    // Urgent work: no offer to go through it at the next team meeting, and no praise of how the team works together.
    "urgent: the production database backup failed last night and the last good backup is from Tuesday. Need the infra team to check the S3 bucket permissions before 5pm today",
    { purpose: "business", tone: "urgent", audience: "team", length: "short" },
    ["S3 bucket permissions", "5pm today"],
    /next team meeting|the way you work together/,
  ],
  [
    "Congratulate Tom on passing his CFA Level 2, I know he studied every weekend for months",
    { purpose: "thank-you", tone: "friendly", audience: "colleague", length: "short" },
    ["Congratulations on passing your CFA Level 2!"],
    /Thanks a lot!/,
  ],
];

describe("email: session 11 lead rows", () => {
  it.each(rows)("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));
});
