/**
 * Session 11: who is the reader and who is a third party. A note to a group keeps its asks to pass things on to
 * someone else; a call to the readers ("Hi all -", "URGENT infra team:") is the greeting; the person met is the reader;
 * "they both ..." in an introduction is said to the readers; a team asked to act is asked directly; "Xero experience"
 * is never "experience with Xero experience". Each row fails on the code before its fix.
 */
import { describe, it } from "vitest";
import { expectRow, type Row } from "./email-generator.test-support";

const rows: Row[] = [
  // A note to a group (email-generator.hand-on.ts): the third person is not the reader, the ask stays an ask.
  [
    "Email my team: the Q3 deck is due Friday, send the final numbers to Priya by Monday",
    { tone: "professional", audience: "team", length: "short" },
    ["Hello team,", "Please send the final numbers to Priya by Monday."],
    /Hello Priya|sending you/,
  ],
  [
    "Email my team: server migration this weekend. Send any blockers to Raj by Thursday and cc Maria on anything billing related",
    { tone: "urgent", audience: "team", length: "short" },
    ["Hi team,", "Please send any blockers to Raj by Thursday and cc Maria on anything billing related."],
    /Hi Raj|sending you/,
  ],
  [
    "Email Tom: please forward the contract to Linda in legal before tomorrow",
    { tone: "professional", audience: "colleague", length: "short" },
    ["Hello Tom,", "Please forward the contract to Linda in legal before tomorrow."],
    /sending you/,
  ],
  [
    "email Sam: can you share the budget sheet with Oliver from finance before the board meeting",
    { tone: "professional", audience: "colleague", length: "short" },
    ["Please share the budget sheet with Oliver from finance before the board meeting."],
    /sending you/,
  ],
  [
    "let the team know Sophie is joining as head of design on Monday, please make her welcome and send her your onboarding docs",
    { tone: "friendly", audience: "team", length: "medium" },
    ["Please send her your onboarding docs."],
    /sending you/,
  ],
  [
    "Email the marketing team: we need the design team to sign off the banners by noon, chase them please",
    { tone: "urgent", audience: "team", length: "short" },
    ["We need the design team to sign off the banners by noon.", "Please chase them."],
    /ask for the design team|following up on please/,
  ],
  // A call to the readers (email-generator.vocative.ts).
  [
    "Hi all - reminder that timesheets are due tmrw, send them to Gary in payroll",
    { tone: "casual", audience: "team", length: "short" },
    ["Just a friendly reminder that timesheets are due tomorrow.", "Please send them to Gary in payroll."],
    /it's all|hi all|send you|I could/i,
  ],
  [
    "URGENT infra team: prod database is at 95% disk, please check the backups and free space before 5pm",
    { tone: "urgent", audience: "team", length: "short" },
    ["Hi infra team,", "the prod database is at 95% disk"],
    /about the urgent infra team|Subject: Urgent infra team/,
  ],
  // A team asked to act (email-generator.named-reader.ts): a direct request.
  [
    "urgent: need the infra team to check the load balancer config before the 6pm release",
    { tone: "urgent", audience: "team", length: "short" },
    ["Hi infra team,", "Could you please check the load balancer config before the 6pm release?"],
    /ask for the infra team/,
  ],
  [
    "team - need everyone to review the security patch PR today, it's blocking the release",
    { tone: "urgent", audience: "team", length: "short" },
    ["Could you please review the security patch PR today?"],
    /I need everyone/,
  ],
  [
    "devs need to patch the auth service tonight, the CVE is public",
    { tone: "urgent", audience: "team", length: "short" },
    ["Could you please patch the auth service tonight?"],
    /devs need to/i,
  ],
  // The person met is the reader (email-generator.loose-phrase.ts).
  [
    "met James O'Neill at the SaaStr conference yesterday, want to grab coffee next week and talk about partnership",
    { purpose: "networking", tone: "friendly", audience: "partner", length: "short" },
    ["Hi James,", "It was great to meet you at the SaaStr conference yesterday."],
    /Partner's Name|Met James/,
  ],
  [
    "I met Dr Anna Fischer at the London AI Summit last night, follow up about collaborating on the NLP project",
    { purpose: "networking", tone: "professional", audience: "partner", length: "medium" },
    ["Hello Dr. Fischer,", "It was great to meet you at the London AI Summit last night."],
    /I met you/,
  ],
  [
    "Met Carlos at the Berlin fintech meetup, he runs payments at N26. follow up re API partnership",
    { purpose: "networking", tone: "professional", audience: "partner", length: "medium" },
    ["Hello Carlos,", "It was great to meet you at the Berlin fintech meetup."],
    /Partner's Name|met Carlos/i,
  ],
  [
    "Great chatting with Lisa Wong at the Women in Tech breakfast on Tuesday, would love to stay in touch and maybe work together",
    { purpose: "networking", tone: "casual", audience: "partner", length: "short" },
    ["Hey Lisa,", "It was great chatting with you at the Women in Tech breakfast on Tuesday."],
    /Partner's Name|with Lisa Wong/,
  ],
  [
    "met Priya Raman at the Leeds digital festival, she leads data at Asda, want to set up a call about our analytics platform",
    { purpose: "networking", tone: "professional", audience: "partner", length: "medium" },
    ["Hello Priya,", "you lead data at Asda"],
    /she leads/,
  ],
  [
    "Lovely to meet you at the RHS show, Margaret - would love to visit your nursery",
    { purpose: "networking", tone: "friendly", audience: "partner", length: "short" },
    ["Hi Margaret,", "It was lovely to meet you at the RHS show"],
    /Partner's Name|about Lovely/,
  ],
  // Introductions (email-generator.introduce.ts): "they both" is said to the readers, B's organisation is kept.
  [
    "Introduce Siobhan to Tariq at Arup; they both love bridges",
    { purpose: "introduction", tone: "friendly", audience: "partner", length: "short" },
    ["Hi Siobhan and Tariq,", "Tariq works at Arup", "you both love bridges"],
    /they both/i,
  ],
  [
    "intro email to Jane at Initech introducing Tom Baker, they both love hiking",
    { purpose: "introduction", tone: "friendly", audience: "partner", length: "short" },
    ["Hi Jane,", "You both love hiking."],
    /they both/i,
  ],
  [
    "Introduce Dr Elena Rossi to Mark Chen at Stanford; they both research protein folding and should talk",
    { purpose: "introduction", tone: "formal", audience: "partner", length: "long" },
    ["Dear Dr. Rossi and Mark,", "Mark Chen works at Stanford", "You both research protein folding"],
    /Dr\. and/,
  ],
  [
    "Introduce our CTO Liam Byrne to Noah Adams at Stripe; they both are ex-Google",
    { purpose: "introduction", tone: "professional", audience: "client", length: "medium" },
    ["You are both ex-Google."],
    /both are/i,
  ],
  // The gate (email-generator.gate-checks.ts): "about ESG reporting" is a noun phrase, not a verbless clause.
  [
    "Introduce Amara Obi to Lucas Berg at Siemens; they both work on API testing",
    { purpose: "introduction", tone: "professional", audience: "partner", length: "short" },
    ["you both work on API testing"],
    /they both|One more detail/,
  ],
  // A skill named with its head noun (email-generator.hiring.ts).
  [
    "Hiring a bookkeeper, Xero experience needed, part time 20 hrs, £28k pro rata",
    { purpose: "recruitment", tone: "professional", audience: "recruiter", length: "medium" },
    ["experience with Xero is essential"],
    /Xero experience/,
  ],
  [
    "hiring a payroll clerk, Sage knowledge a plus, Excel skills essential",
    { purpose: "recruitment", tone: "professional", audience: "recruiter", length: "short" },
    ["knowledge of Sage would be a plus", "Excel skills are essential."],
    /Sage knowledge|with Excel skills/,
  ],
];

describe("email engine: session 11 reader and third parties", () => {
  it.each(rows)("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));
});
