/**
 * Regression tests for the defect classes found by reading the issue-11 review sets (summarizer.review-set.ts); each
 * test uses its own text, written for the class, and the sets themselves get the reader's checks.
 */
import { describe, expect, it } from "vitest";
import { summarySentences } from "./summarizer.checks";
import { expectReaderChecks } from "./summarizer.test-support";
import { compressSentence } from "./summarizer.compress";
import { analyse, summarize } from "./summarizer.engine";
import { REVIEW_ROUND_1, REVIEW_ROUND_2 } from "./summarizer.review-set";

const LENGTHS = ["short", "medium", "long"] as const;
const STYLES = ["bullet", "paragraph", "tldr"] as const;
const outputs = (text: string) => LENGTHS.flatMap((l) => STYLES.map((s) => summarize(text, l, s)));

describe("titles and clause headings", () => {
  it("reads a rating-led or long first line above a blank line as the title, never as a sentence", () => {
    const review = `★★★★☆ Sturdy tent, fiddly poles

I took the Ridgeline 2 on four trips this summer. It stayed dry through a night of heavy rain on Dartmoor and packs down to the size of a loaf. The poles are colour-coded but the clips are stiff, and pitching it alone took me twenty minutes. For the price it is a very good tent.`;
    expect(analyse(review).doc.title).toBe("Sturdy tent, fiddly poles");
    const long = `Effects of daily reading aloud on vocabulary growth in primary pupils aged six to eight: a randomised trial

Pupils in 30 classes were assigned to daily reading aloud or usual teaching. After a year the reading classes gained 14% more words on a standard test. Teachers found the routine easy to keep.`;
    expect(analyse(long).doc.title).toMatch(/^Effects of daily reading/);
    for (const out of [...outputs(review), ...outputs(long)])
      expect(out).not.toMatch(/★|Effects of daily reading aloud on vocabulary/);
  });

  it("takes the Title-Case title of a numbered clause as its heading and drops a list clause's closing 'and'", () => {
    const terms = `TERMS OF USE

1. Definitions. "Service" means the booking website run by the Company.
2. Licence to Use. Subject to these terms, the Company grants you a personal, non-transferable right to use the Service.
3. Your Obligations. When you use the Service:
   (a) you must give accurate details when booking; and
   (b) you must not resell tickets bought through the Service; and
   (c) you must keep your password private.
4. Termination. The Company may close your account if you break these terms.`;
    const doc = analyse(terms).doc;
    expect(doc.sections.map((s) => s.heading)).toEqual(expect.arrayContaining(["Licence to Use", "Termination"]));
    for (const out of outputs(terms)) {
      expect(out).not.toMatch(/;\s*(?:and|or)\.?$/m);
      expect(out).not.toMatch(/(?:^|\. |• )Licence to Use\./m);
    }
  });
});

describe("sentences that cannot stand alone", () => {
  it("names the person a 'He said' sentence is about when the sentence naming him is left out", () => {
    const story = `Dam repairs will close the reservoir path for a month

The path around Carrow reservoir will close on Monday while engineers repair a leaking spillway, the water company said.
Walkers will be sent along the road to the village, a detour of about two miles.
"The spillway is safe, but the repair cannot wait for the dry season," said Priya Natarajan, the company's head of operations.
He said the work would cost about £600,000 and should finish before the school holidays.
The reservoir supplies water to around 40,000 homes.`;
    for (const length of LENGTHS) {
      for (const line of summarySentences(summarize(story, length, "bullet"))) {
        if (
          /would cost about £600,000/.test(line) &&
          !summarize(story, length, "bullet").includes("Priya Natarajan, the company")
        ) {
          expect(line).toMatch(/^Priya Natarajan said/);
        }
      }
    }
  });

  it("keeps an answer with its question, and a recorded decision with the proposal it decides", () => {
    const review = `I have used this standing desk for six months in a small flat.

The motor is quiet and the desk rises from sitting to standing height in about twelve seconds. The frame wobbles a little at full height when I type hard. Assembly took two people and an hour and a half.

Would I recommend it? Yes, but only if you can live with some wobble at the top.`;
    for (const out of outputs(review)) expect(out).not.toMatch(/(?:^|• |\n)Yes, but/);
    const minutes = `Garden club committee, 4 May

Present: Ann, Bill, Chloe

1. Plant sale
Chloe proposed moving the plant sale from the car park to the church hall because of the weather last year. After discussion this was agreed, provided the hall is free on 14 June.

2. Accounts
Bill reported that the club has £812 in the bank and that subscriptions are up on last year.`;
    for (const out of outputs(minutes)) expect(out).not.toMatch(/(?:^|• |\n|TL;DR: )After discussion this was agreed/);
    expect(summarize(minutes, "short", "paragraph")).toMatch(/Chloe proposed moving the plant sale/);
  });

  it("does not make its TL;DR of the view the next sentence turns round", () => {
    const essay = `For decades, people said that trams were a thing of the past. Buses were cheaper and roads were for cars. However, the opposite has happened in many French cities.

Since 2000 more than twenty French cities have opened new tram lines, and in several of them car traffic in the centre has fallen by a third. Trams carry more people than buses on the busiest routes and attract riders who would never take a bus.`;
    for (const length of LENGTHS)
      expect(summarize(essay, length, "tldr")).not.toMatch(/trams were a thing of the past|Buses were cheaper/);
  });

  it("keeps a colon's elaboration when it holds the facts, and lower-cases list items joined after a lead-in", () => {
    expect(
      compressSentence(
        "I've looked into it and you're right: the parcel left our warehouse on 3 June and was sent to the wrong depot.",
        "strong",
        "en",
      ),
    ).toMatch(/3 June/);
    const post = `Three habits that made our stand-ups shorter

We used to spend forty minutes a day in stand-ups. These are the habits we now follow:

- Every update starts with what is blocked.
- The facilitator stops any discussion longer than a minute.
- Anything else goes to a thread after the meeting.

Our stand-ups now take twelve minutes and people say they get more from them.`;
    const long = summarize(post, "long", "paragraph");
    expect(long).not.toMatch(/; (?:The|Anything|Every) /);
  });
});

describe("the review sets, as a reader checks them", () => {
  const textOf = (t: string | (() => string | null)) => (typeof t === "function" ? t() : t);
  const sets = [...REVIEW_ROUND_1, ...REVIEW_ROUND_2].filter((e) => textOf(e.text));
  it.each(sets.map((e) => [e.id, e] as const))("%s", (_, item) => {
    const input = textOf(item.text)!;
    expectReaderChecks(input, item.mustReach, (output, key) => expect(output, key).not.toMatch(/;\s*(?:and|or)\.?$/m));
  });
});
