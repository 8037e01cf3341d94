/**
 * Regression tests for the defect classes found by reading the second issue-11 held-out sets (minutes and retros,
 * release notes, study abstracts, reviews); each test uses its own text, written for the class.
 */
import { describe, expect, it } from "vitest";
import { analyse, summarize } from "./summarizer.engine";
import { sectionWeight } from "./summarizer.lines";

describe("minutes: housekeeping, agenda titles and opinions", () => {
  const minutes = `Minutes of the Oakfield Residents' Association meeting, 4 June.

Present: A. Rossi (chair), B. Kaur, C. Mensah, D. Lowe.

1. Minutes of the last meeting were approved without changes.

2. Parking. Residents reported that delivery vans block the junction every morning. C. Mensah said that the council had ignored earlier complaints. It was agreed to ask the council for a loading bay, and B. Kaur will write to them by 20 June.

3. Summer fair. The fair will be held on 13 July in the park. D. Lowe will book the bouncy castle.

The meeting closed at 8.45 pm. Next meeting: 2 July.`;

  it("never leads with the approved minutes or the closing time, and keeps a short agenda title out of the sentences", () => {
    expect(summarize(minutes, "medium", "tldr")).not.toMatch(/minutes of the last meeting|meeting closed/i);
    for (const len of ["short", "medium"] as const) {
      const out = summarize(minutes, len, "paragraph");
      expect(out).not.toMatch(/Minutes of the last meeting were approved|The meeting closed|Next meeting/);
      expect(out).not.toMatch(/Parking\. Residents|Summer fair\. The fair/);
      expect(out).toMatch(/loading bay/);
    }
    expect(analyse(minutes).doc.sections.map((s) => s.heading)).toEqual(
      expect.arrayContaining(["Parking", "Summer fair"]),
    );
  });

  it("weighs what went wrong in a retro above what went well", () => {
    const retro = `Sprint 7 retro — Search team
Facilitator: Nadia

What went well
- The new ranking model shipped on time.
- Everyone joined the demo.
- Coffee machine got fixed.

What didn't go well
- Index rebuilds failed three nights in a row, so results were stale for most of the week.
- Nobody owned the flaky end-to-end tests.

Action items
- Omar to add alerting on failed index rebuilds by Monday.`;
    const short = summarize(retro, "short", "paragraph");
    expect(short).not.toMatch(/Coffee machine|ranking model shipped|joined the demo/);
    expect(summarize(retro, "medium", "bullet")).toMatch(/Index rebuilds failed/);
    const ranked = analyse(retro).ranked;
    const score = (re: RegExp) => ranked.find((u) => re.test(u.text))!.score;
    expect(score(/Nobody owned/)).toBeGreaterThan(score(/ranking model shipped/));
    expect(sectionWeight("What didn't go well")).toBeGreaterThan(1);
    expect(sectionWeight("What went well")).toBeLessThan(1);
    expect(sectionWeight("Deprecated")).toBeGreaterThan(sectionWeight("Fixed"));
  });
});

describe("release notes", () => {
  it("does not label the closing paragraph with the last list's heading, nor keep a feedback courtesy", () => {
    const notes = `Release notes — Tally 3.1

New
- Shared budgets: invite a partner to edit a budget with you.
- Dark mode follows the system setting.

Removed
- The old PDF export has been removed; use the new report builder.

As always, send your feedback to hello@tally.example.`;
    for (const style of ["paragraph", "bullet"] as const) {
      const out = summarize(notes, "medium", style);
      expect(out).not.toMatch(/Removed: as always/i);
      expect(out).not.toMatch(/send your feedback/);
      expect(out).toMatch(/Shared budgets|Dark mode/);
    }
  });
});

describe("study abstracts and reviews", () => {
  it("reads an abstract as a study and keeps its finding", () => {
    const abstract = `School start times affect how long teenagers sleep. We examined whether moving the start of the school day from 8.00 to 8.50 changed sleep and attendance in four secondary schools in Leeds. We recruited 640 pupils and measured sleep with wrist-worn trackers for six weeks before and after the change. After the change, pupils slept on average 34 minutes longer on school nights, and unexplained absences fell by 11%. Pupils in the later-start schools also reported feeling less sleepy in morning lessons. These results suggest that later start times are a cheap way to improve teenagers' sleep.`;
    expect(analyse(abstract).kind).toBe("prose");
    expect(summarize(abstract, "short", "paragraph")).toMatch(/34 minutes longer/);
    expect(summarize(abstract, "medium", "tldr")).toMatch(/34 minutes longer|results suggest/);
  });

  it("takes a review's TL;DR from its verdict, not its opening line", () => {
    const review = `I've had the Brightline desk lamp for six weeks now, on a small desk in a north-facing room with no overhead light.

The good: the light is even and warm. The arm stays exactly where you put it, and the touch dimmer has five steps.

The bad: the base is heavy and takes up more of the desk than I expected. The USB port only charges slowly, and the app nags you to register.

At £45 it isn't the cheapest. If you read or draw at a desk every evening, it is worth it for the light alone. If you want a phone charger, look elsewhere.`;
    const tldr = summarize(review, "medium", "tldr");
    expect(tldr).toMatch(/worth it for the light/);
    expect(tldr).not.toMatch(/six weeks now/);
  });
});

describe("second held-out set: grants, titles, advice, reminders", () => {
  it("keeps a permission notice's grant ('Permission is hereby granted') in the short summary", () => {
    const licence = `Harbour Icons Licence

Copyright (c) 2020 Harbour Studio

Permission is hereby granted, free of charge, to any person obtaining a copy of these icons, to use and modify them in personal and commercial projects.

You may not resell the icons as an icon set, and you may not claim that you made them.

THE ICONS ARE PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND. IN NO EVENT SHALL THE AUTHORS BE LIABLE FOR ANY CLAIM ARISING FROM THEIR USE.`;
    expect(summarize(licence, "short", "paragraph")).toMatch(/Permission is hereby granted/);
  });

  it("reads an unpunctuated first line above the text as the title, whatever its language", () => {
    const post = `Warum ich ein Jahr lang kein Auto gefahren bin

Im Januar habe ich mein Auto verkauft. Ich wollte wissen, ob ich in einer kleinen Stadt ohne Auto leben kann.

Am Ende des Jahres hatte ich etwa 3.000 Euro gespart und fühlte mich fitter als je zuvor.`;
    expect(analyse(post).doc.title).toBe("Warum ich ein Jahr lang kein Auto gefahren bin");
    for (const len of ["short", "medium"] as const)
      expect(summarize(post, len, "bullet")).not.toMatch(/Warum ich ein Jahr/);
  });

  it("reads advice written to 'you' as a post and keeps the advice its paragraphs open with", () => {
    const advice = `Things I wish I had known before my first marathon

I've run nine marathons now, and friends keep asking me what they should know, so here it is.

Start slower than you think. Almost everyone goes out too fast and pays for it after 30 km.

Eat during the race, not just before it. Your body runs out of stored energy after about two hours.

Never wear anything new on race day. New shoes or shorts that felt fine in the shop can rub badly after three hours.

Walk through the water stations if you need to. You lose a few seconds and drink far more.`;
    expect(analyse(advice).kind).toBe("prose");
    const out = summarize(advice, "medium", "bullet");
    expect(out.match(/^• (?:Start slower|Eat during|Never wear|Walk through)/gm)?.length ?? 0).toBeGreaterThanOrEqual(
      2,
    );
  });

  it("keeps a letter's 'I'm writing to remind you...' when it holds the date", () => {
    const email = `Hi all,

I'm writing to remind you that the school trip to the science museum is on Friday 8 March, leaving at 8.15 from the main gate.

Please send a packed lunch and a waterproof coat. The trip costs £12, payable through the parent app by Monday.

Thanks,
Mr Evans`;
    expect(summarize(email, "short", "paragraph")).toMatch(/8 March/);
  });
});
