/**
 * Regression tests for the defect classes of the 2026-11-26 (session 3) read: an e-mail's several asks, lead-ins
 * ("One more thing:", "Also,") left in the summary, a policy summed up by its words about itself. Each test uses its
 * own text, written for the class.
 */
import { describe, expect, it } from "vitest";
import { summarize } from "./summarizer.engine";

describe("an e-mail that asks for several things", () => {
  const email = `Hi Tomasz,

Good to see you at the supplier day last week. The samples from Verda arrived this morning and the blue fabric looks right.

Could you confirm the order quantity by Wednesday? Also, can you ask Verda whether they can ship to the Leeds warehouse instead of Bradford? Marco says the Bradford site is full until March.

Oh and please send me the invoice for the samples so I can pay it before the month closes.

Thanks,
Ines`;

  it("keeps every ask in the short summary, without its lead-in", () => {
    const short = summarize(email, "short", "paragraph");
    expect(short).toMatch(/confirm the order quantity by Wednesday/);
    expect(short).toMatch(/Can you ask Verda whether they can ship to the Leeds warehouse/);
    expect(short).toMatch(/Please send me the invoice for the samples/);
    expect(short).not.toMatch(/\bAlso, can\b|Oh and/);
  });

  it("starts no bullet and no TL;DR with an aside's lead-in", () => {
    const bullets = summarize(email, "medium", "bullet");
    expect(bullets).toMatch(/^• Please send me the invoice/m);
    expect(bullets).not.toMatch(/^• (?:Oh and|Also|One more thing)/m);
    expect(summarize(email, "short", "tldr")).not.toMatch(/^TL;DR: (?:Oh and|Also|One more thing)/);
  });
});

describe("a policy", () => {
  const policy = `Parental Leave Policy

Purpose
This policy explains the leave available to employees of Norland Studio when they become parents.

Scope
It applies to all employees, including part-time staff, from their first day.

Entitlement
Birth parents may take up to 26 weeks of leave on full pay. Partners may take 6 weeks on full pay, in one block or in two. Leave must be requested at least eight weeks before it starts.

Returning
Employees may return part-time for the first three months without a change to their contract.

Review
This policy will be reviewed every two years.`;

  it("is summed up by its main rule, not its purpose line, in the TL;DR", () => {
    const tldr = summarize(policy, "short", "tldr");
    expect(tldr).toMatch(/^TL;DR: Birth parents may take up to 26 weeks of leave on full pay/);
  });

  it("gives its rules in the short summary, not its words about itself", () => {
    const short = summarize(policy, "short", "paragraph");
    expect(short).toMatch(/26 weeks/);
    expect(summarize(policy, "medium", "paragraph")).toMatch(/Partners may take 6 weeks/);
    expect(short).not.toMatch(/This policy explains|will be reviewed|It applies to/);
  });

  it("a short expenses note without headings is read the same way", () => {
    const note = `This page explains what the club pays back to volunteers. Fuel is paid at 30p a mile for trips to away matches. Kit bought for the team is paid back in full with a receipt. Meals are never paid back. Claims must reach the treasurer within 60 days.`;
    expect(summarize(note, "short", "tldr")).not.toMatch(/This page explains/);
    expect(summarize(note, "short", "paragraph")).not.toMatch(/This page explains/);
  });
});

describe("a post whose writer marks the point", () => {
  const post = `I spent most of last winter trying to get my sourdough to rise properly. I bought a new banneton, tried four kinds of flour and kept the starter in the airing cupboard. Nothing helped much.

The real problem was the water. Our tap water is heavily chlorinated, and once I switched to filtered water the starter doubled in six hours.

If your starter is sluggish, try that before you buy anything.`;

  it("is summed up by that point, not by its last tip or its opening anecdote", () => {
    expect(summarize(post, "short", "tldr")).toBe("TL;DR: The real problem was the water.");
    expect(summarize(post, "short", "paragraph")).toMatch(/The real problem was the water\./);
  });
});

describe("a sentence that opens with a pronoun for an earlier one", () => {
  const notes = `Notes from the client call with Harbor Foods, 12 March.

They are unhappy with the delivery times of the last two orders. Both arrived four days late, and the second one was missing two pallets. It cost them a weekend promotion.

We offered a 10% credit on the next order. They accepted but want a named contact in our logistics team.

This should be Priya, since she already handles their invoices. Next call is on 26 March.`;
  const sentences = notes.split(/(?<=[.!?])\s+/);

  it("comes with the sentence it stands on, in every length and style", () => {
    for (const length of ["short", "medium", "long"] as const) {
      for (const style of ["paragraph", "bullet"] as const) {
        const out = summarize(notes, length, style);
        sentences.forEach((s, i) => {
          if (i > 0 && /^(?:They|It|This)\b/.test(s) && out.includes(s))
            expect(out, `${length} ${style}`).toContain(sentences[i - 1]);
        });
      }
    }
  });

  it("does not open the TL;DR", () => {
    expect(summarize(notes, "short", "tldr")).not.toMatch(/^TL;DR: (?:They|It|This|Both)\b/);
  });
});

describe("a message typed in lower case", () => {
  const message = `hi priya - quick one. the printer on floor 2 is out of toner again and the supplier says the next delivery is friday. can you order two cartridges from Staples today? i also need the receipt for the March order, finance keeps asking. ta!`;

  it("is read sentence by sentence, and its short summary holds its asks but not its greeting", () => {
    const short = summarize(message, "short", "paragraph");
    expect(short).toMatch(/Can you order two cartridges from Staples today\?/);
    expect(short).toMatch(/I also need the receipt for the March order/);
    expect(short).not.toMatch(/quick one/i);
    expect(summarize(message, "short", "tldr")).not.toMatch(/\? i also/);
  });
});

describe("a notice to a group", () => {
  const notice = `Hello all,

As some of you have heard, the library will move to the new Arts building over the Easter break. The removal company will start on Monday 14 April at 7am and expects to finish by Thursday evening. The new reading room is on the second floor.

Before you leave on Friday 11 April, please return every book you have on loan and clear your locker into the boxes provided.

The catalogue will be offline during the move, so expect slow answers to requests.

Best,
Library staff`;

  it("is summed up by its news and its ask, the news first", () => {
    const short = summarize(notice, "short", "paragraph");
    expect(short).toMatch(/^The library will move to the new Arts building over the Easter break/);
    expect(short).toMatch(/please return every book you have on loan/);
    expect(summarize(notice, "short", "tldr")).toMatch(/^TL;DR: The library will move to the new Arts building/);
  });
});

describe("an essay that corrects a view", () => {
  const essay = `People say that cheap flights killed the sleeper train. It is a neat explanation, and it is mostly wrong. Sleeper routes were cut long before budget airlines were big, because rail companies counted them as loss-makers and stopped investing. The answer is not to subsidise every old route. It is to run a few long routes well, with modern carriages and tickets sold like airline seats. Where operators did this, as on the Vienna to Hamburg line, trains now sell out weeks ahead.`;

  it("is summed up by the correction, said with the subject it corrects, not by the view it answers", () => {
    const tldr = summarize(essay, "short", "tldr");
    expect(tldr).toMatch(/^TL;DR: The answer is to run a few long routes well/);
    expect(tldr).not.toMatch(/People say|is not to subsidise/);
  });
});

describe("a notice to a named group ('Dear residents', 'Dear Parents and Carers')", () => {
  const notice = `Dear residents,

The lifts in Block B will be replaced from Monday 2 June and will be out of service for about three weeks. The contractor, Arlo Lifts, will work from 8am to 5pm on weekdays because the new motors have to be craned in.

If you need help with shopping or stairs during the works, please tell the concierge by Friday 30 May. Could you also keep the lobby clear of bikes and buggies while the crane is on site?

Kind regards,
Estate Office`;

  it("opens its short summary and its TL;DR with the news", () => {
    expect(summarize(notice, "short", "paragraph")).toMatch(
      /^The lifts in Block B will be replaced from Monday 2 June/,
    );
    expect(summarize(notice, "short", "tldr")).toMatch(
      /^TL;DR: The lifts in Block B will be replaced from Monday 2 June/,
    );
  });
});

describe("a review and an essay in the writer's own voice", () => {
  it("gives a review's closing verdict as its TL;DR, not the purchase that opens it", () => {
    const review = `Review: Tamber kettle, three months in

I bought the Tamber in June to replace a kettle that had started to leak.

It boils a full litre in just under three minutes, and the temperature dial is genuinely useful for green tea. The lid is stiff, though, and the handle gets warm near the top.

The limescale filter clogs quickly in our hard-water area and needs rinsing every week.

For anyone who drinks a lot of tea at different temperatures, I would buy it again; if you only need boiling water, a cheaper kettle will do.`;
    expect(summarize(review, "short", "tldr")).toMatch(
      /^TL;DR: For anyone who drinks a lot of tea at different temperatures, I would buy it again/,
    );
  });

  it("reads an essay that quotes one phrase as an essay: its turn is in the summary", () => {
    const essay = `We often treat a quiet team meeting as a failure. A manager says "any questions?" and, when nobody speaks, fills the silence with another slide.

But silence is not agreement. It is usually the sound of people who have not had time to think, or who do not feel safe enough to disagree in front of the room.

None of this means meetings should be longer. It means the questions should arrive a day early, in writing, so that the meeting can be spent on the answers.

A team that is given time to think will say more than one that is asked to perform.`;
    const short = summarize(essay, "short", "paragraph");
    expect(short).toMatch(/silence is not agreement/);
  });
});

describe("third read: a handbook's words about itself, a fix, a denial without its correction", () => {
  it("leaves out 'This handbook tells...' when the rules follow", () => {
    const handbook = `Allotment rules – Greenway Gardens

About these rules
This page tells new plot holders what the committee expects of them.

Plots
Plot holders must cultivate at least three quarters of their plot. Bonfires are not allowed between April and October. Hosepipes may only be used before 9am.

Sheds
Sheds must be no larger than 2 m by 1.5 m.`;
    expect(summarize(handbook, "short", "paragraph")).not.toMatch(/This page tells/);
    expect(summarize(handbook, "short", "tldr")).not.toMatch(/This page tells/);
  });

  it("gives a post's fix, not its failed attempts", () => {
    const post = `I spent three evenings trying to stop my bathroom mirror fogging up, and I want to save you the trouble.

Anti-fog spray lasted a day. Opening the window made the room freezing and did little.

The fix was boring: clean the extractor fan's filter, which was clogged with dust, and leave the fan on for ten minutes after a shower.

The mirror has stayed clear for a month now.`;
    expect(summarize(post, "short", "tldr")).toMatch(/^TL;DR: The fix was boring/);
    expect(summarize(post, "short", "paragraph")).toMatch(/The fix was boring/);
  });

  it("never shows 'X is not A' without the sentence that says what X is", () => {
    const essay = `Cities keep building wider roads to cure traffic jams. Within a few years the new lanes fill up again.

The problem is not that there are too many cars. It is that wider roads make driving easier, so more people drive, until the jams return.

Cities that priced road space, like Stockholm, cut traffic by a fifth within months.`;
    for (const length of ["short", "medium"] as const) {
      const out = summarize(essay, length, "paragraph");
      if (/The problem is not that there are too many cars/.test(out))
        expect(out, length).toMatch(/It is that wider roads/);
    }
  });
});

describe("a retro written as one list of labelled items", () => {
  const retro = `Stand-up notes, Thursday
- Done: the export bug is fixed and deployed
- Problem: the staging database ran out of disk twice this week
- Priya suggests moving logs to object storage
- Agreed: logs move to object storage before the next release
- Action: Tom to set up the bucket by Monday
- Action: Priya to update the runbook`;

  it("is read as minutes: its decision is the TL;DR and its short summary holds every action", () => {
    expect(summarize(retro, "short", "tldr")).toMatch(/^TL;DR: Agreed: logs move to object storage/);
    const short = summarize(retro, "short", "paragraph");
    expect(short).toMatch(/Tom to set up the bucket by Monday|Tom will set up the bucket by Monday/);
    expect(short).toMatch(/Priya to update the runbook|Priya will update the runbook/);
  });
});

describe("a status update written as labelled lines", () => {
  const update = `Weekly update – mobile team

Shipped: dark mode reached all Android users on Monday. Crash-free sessions held at 99.4%.

In progress: offline sync for notes. The conflict screen is designed; the API work starts next week.

Blocked: push notifications on iOS. We are still waiting for the new signing certificate from IT.

Next week: finish offline sync and run the accessibility audit.`;

  it("reaches its blocker and is summed up by what shipped, not by next week's plan", () => {
    expect(summarize(update, "short", "paragraph")).toMatch(
      /waiting for the new signing certificate|push notifications on iOS/,
    );
    expect(summarize(update, "short", "tldr")).not.toMatch(/^TL;DR: Next week/);
  });
});
