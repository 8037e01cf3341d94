/**
 * Session 12 (helper email): the reader written about in the third person is "you" with the verb agreeing; the one
 * person a note thanks is its reader; invitees and their place are kept apart from the event; bare feelings are the
 * writer's; a moved gathering is news, not an apology; a remedy is said as putting things right; terse job-advert
 * and event-programme fragments become sentences; subjects keep the phrase that is the news. Each row fails on the
 * code before its fix.
 */
import { describe, it } from "vitest";
import { expectRow, type Row } from "./email-generator.test-support";

const rows: Row[] = [
  // The reader written about as "she"/"he" (email-generator.reader-pronouns.ts).
  [
    "apologize to customer Jenna Park, her order #55821 shipped to the wrong address because of our label error",
    { tone: "professional", audience: "client", length: "short" },
    ["Hello Jenna,", "Your order #55821 shipped to the wrong address because of our label error."],
    /\bHer order/,
  ],
  [
    "apologize to customer Lena Vogel, her parcel went to the wrong depot because of our scanning error",
    { tone: "professional", audience: "client", length: "short" },
    ["Your parcel went to the wrong depot because of our scanning error."],
    /\bHer parcel/,
  ],
  [
    "welcome new hire Ana Ruiz to the finance team, she starts monday, desk is next to mine, lunch on us first day",
    { tone: "friendly", audience: "team", length: "short" },
    ["You start Monday."],
    /You starts/,
  ],
  [
    "follow up with Priya from Brightwave about the proposal we sent on 3 November, she hasnt replied, ask if she needs anything else from us",
    { purpose: "follow-up", tone: "professional", audience: "client", length: "medium" },
    ["I haven't heard back yet."],
    /You hasn|You haven't replied/,
  ],
  // Negatives and family possessives typed without the apostrophe (email-generator.text.ts).
  [
    "let the client know the website launch slips from 1 dec to 8 dec because the payment provider hasnt approved our account yet",
    { tone: "professional", audience: "client", length: "medium" },
    ["hasn't approved our account yet"],
    /hasnt/,
  ],
  [
    "ask my manager for friday off next week for my sisters wedding, i'll finish the audit report before thursday",
    { tone: "professional", audience: "manager", length: "short" },
    ["my sister's wedding"],
    /sisters wedding/,
  ],
  // The one person a note thanks by name is its reader (email-generator.thanked-reader.ts); a resignation's subject.
  [
    "resign from my position as warehouse supervisor, last day will be 19 December, thank Gail for the opportunity",
    { tone: "formal", audience: "manager", length: "short" },
    ["Subject: Resignation - warehouse supervisor", "Dear Gail,", "thank you for the opportunity."],
    /\[Manager's Name\]|you for Gail|Notice: resign/,
  ],
  [
    "resign from my job as night porter, last shift is 2 January, thank Tariq for the opportunity",
    { tone: "professional", audience: "manager", length: "short" },
    ["Subject: Resignation - night porter", "Hello Tariq,"],
    /Notice: resign/,
  ],
  [
    "quit my job as a teaching assistant, last day is Friday 20 June, thank Mrs Khan for the opportunity",
    { tone: "professional", audience: "manager", length: "short" },
    ["I am writing to resign from my job as a teaching assistant."],
    /Please quit/,
  ],
  // The invitees' place is theirs, not the event's (email-generator.verbs.ts).
  [
    "invite the neighbours on Elm Street to a street clean-up on Saturday 9 May from 10 to 12, gloves and bags provided",
    { tone: "friendly", audience: "customer", length: "short" },
    ["join us for a street clean-up on Saturday 9 May from 10 to 12!"],
    /for on Elm|Invitation: on/,
  ],
  [
    "invite the parents in class 4B to a bake sale on Friday 12 June at 3pm, all money goes to the school trip",
    { tone: "friendly", audience: "customer", length: "short" },
    ["Subject: Invitation: bake sale on Friday 12 June at 3pm", "join us for a bake sale on Friday 12 June at 3pm!"],
    /for in class|Invitation: in/,
  ],
  // A bare feeling is the writer's (email-generator.feeling.ts).
  [
    "Congratulate Tomasz on passing his CPA exam on the first try!! so proud, drinks on me next week",
    { purpose: "thank-you", tone: "friendly", audience: "colleague", length: "short" },
    ["I'm proud of you."],
    /It['’]s proud|It is proud/,
  ],
  [
    "congratulate Lily on her new baby boy! so happy, can't wait to meet him",
    { purpose: "thank-you", tone: "friendly", audience: "colleague", length: "short" },
    ["I'm happy for you."],
    /I['’]m happy\./,
  ],
  // A moved gathering is news, not an apology; "Pizza still happening" is a sentence (email-generator.verbless-ing.ts).
  [
    "Email my team that the Friday all-hands moves to 3pm because the CEO's flight lands late. Pizza still happening.",
    { tone: "friendly", audience: "team", length: "short" },
    ["the Friday all-hands moves to 3pm because the CEO's flight lands late.", "Pizza is still happening"],
    /Unfortunately|sorry|\(Pizza/,
  ],
  [
    "let the team know the workshop has been moved to room 4 since room 2 is broken. Snacks still provided.",
    { tone: "friendly", audience: "team", length: "short" },
    ["I wanted to let you know that the workshop has been moved to room 4"],
    /Unfortunately|sorry/,
  ],
  [
    "tell the team the quarterly review moves to Tuesday at 11 because the client cancelled Monday. Lunch still happening.",
    { tone: "professional", audience: "team", length: "short" },
    ["Lunch is still happening"],
    /Unfortunately|\(Lunch/,
  ],
  // The remedy after an apology (email-generator.content.ts).
  [
    "apologize to customer Jenna Park, her order #55821 shipped to the wrong address because of our label error. we're sending a replacement by express today",
    { tone: "professional", audience: "customer", length: "medium" },
    ["To put this right, we're sending a replacement by express today."],
    /In addition, we/,
  ],
  [
    "say sorry to customer Omar Haddad, his parcel arrived damaged because our courier dropped it, we'll send a new one tomorrow",
    { tone: "professional", audience: "customer", length: "short" },
    ["because our courier dropped it. We'll send a new one tomorrow."],
    /, and we['’]ll send/,
  ],
  // Terse job-advert fragments (email-generator.job-fragments.ts).
  [
    "recruit senior backend engineers for our fintech startup, remote ok, Go and Postgres, salary 90-110k, reply if interested",
    { purpose: "recruitment", tone: "persuasive", audience: "recruiter", length: "medium" },
    ["Remote working is OK", "you would be working with Go and Postgres."],
    /The remote is|Please go and/,
  ],
  [
    "hiring a frontend developer, remote possible, React and TypeScript, 50-60k",
    { purpose: "recruitment", tone: "professional", audience: "recruiter", length: "short" },
    ["Remote working is possible, and you would be working with React and TypeScript"],
    /remote possible/,
  ],
  // What an event offers (email-generator.event-programme.ts).
  [
    "invite clients to our annual open day on 12 March at the Leeds office, tours, demos, lunch provided, RSVP by 1 March",
    { tone: "professional", audience: "client", length: "medium" },
    ["There will be tours and demos."],
    /\(demos\)|One more detail: tours/,
  ],
  [
    "invite partners to our product launch on 5 May at the Manchester studio, talks, live demos, drinks from 6",
    { tone: "professional", audience: "partner", length: "medium" },
    ["There will be talks and live demos."],
    /\(live demos\)|One more detail: talks/,
  ],
  // A note's label (email-generator.read.ts).
  [
    "escalate: the server outage has lasted 3 hours, customers cant log in, need the vendor's on-call engineer now",
    { tone: "urgent", audience: "partner", length: "short" },
    ["the server outage has lasted 3 hours."],
    /because escalate|escalate:/i,
  ],
  // Subjects (email-generator.subject.ts).
  [
    "customer complained their coffee machine arrived with a cracked lid, apologise, we'll send a new lid free and a 15% discount code",
    { tone: "professional", audience: "customer", length: "medium" },
    ["Subject: Our apologies: your coffee machine arrived with a cracked lid"],
    /^Our apologies: your coffee machine arrived$/m,
  ],
  [
    "ask the supplier why invoice 4471 charges 300 units when we only received 250 and request a corrected invoice",
    { tone: "professional", audience: "partner", length: "medium" },
    ["Subject: Quick question: why invoice 4471 charges 300 units?"],
    /when we only\?/,
  ],
];

describe("email engine: session 12 reader pronouns, invitations, feelings, news and fragments", () => {
  it.each(rows)("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));
});
