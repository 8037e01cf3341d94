/**
 * Regression tests for the defect classes found by reading the outputs of a held-out review set (texts not in the
 * repository): each test uses its own small text written for the class, never the review texts themselves.
 */
import { describe, expect, it } from "vitest";
import { analyse, pickUnits, summarize } from "./summarizer.engine";
import { detokenize, isTokenized } from "./summarizer.detokenize";
import { hasDateline, stripDateline } from "./summarizer.lines";
import { looksLikeHtml } from "./summarizer.markup";
import { readStructure } from "./summarizer.structure";

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe("markdown with a few HTML tags (a README) stays markdown", () => {
  const sections = Array.from({ length: 12 }, (_, i) =>
    [
      `## \`option${i}\``,
      `<a id="opt-${i}"></a>`,
      "",
      `+ Default: \`${i}\``,
      "",
      `Option ${i} controls how the server treats request number ${i} when the queue is full. It is ignored when`,
      `the <code>fast</code> mode is on, and it can be changed at runtime with the admin command.`,
      "",
      "```js",
      `server.set('option${i}', ${i})`,
      "```",
    ].join("\n"),
  ).join("\n\n");
  const readme = `<h1 align="center">Relay</h1>\n\nRelay is a small HTTP proxy that queues requests when the backend is slow.\n\n${sections}`;

  it("is not read as HTML, so its lines, headings and paragraphs survive", () => {
    expect(looksLikeHtml(readme)).toBe(false);
    const doc = readStructure(readme);
    expect(doc.title).toBe("Relay");
    expect(doc.sections.length).toBeGreaterThan(10);
    expect(doc.units.every((u) => words(u.text) < 60)).toBe(true);
  });

  it("gets a summary of its budget's length, without 'Default:' lines, and keeps code names in lower case", () => {
    const summary = summarize(readme, "medium", "bullet");
    expect(words(summary)).toBeGreaterThan(40);
    expect(summary).not.toMatch(/Default:/);
    expect(summary).not.toMatch(/<\/?[a-z]+/);
    expect(summary).not.toMatch(/\bOption\d/);
  });

  it("still reads a real HTML page as HTML", () => {
    expect(looksLikeHtml("<html><body><h1>News</h1><p>One.</p><p>Two.</p></body></html>")).toBe(true);
  });
});

describe("transcripts and chat exports", () => {
  const podcast = [
    "[00:00:01] HOST: Welcome back to Workbench, the show about small workshops. I'm Lee.",
    "[00:00:05] GUEST: Thanks for having me.",
    "[00:00:07] HOST: You repair violins for a living. How did that start?",
    "[00:00:10] GUEST: I apprenticed with a luthier in Cremona for four years before opening my own shop in 2015.",
    "[00:00:20] HOST: What do people get wrong about old instruments?",
    "[00:00:23] GUEST: Most cracks are not fatal. A good repair with hide glue can be undone by the next restorer, which is why we never use modern epoxy.",
    "[00:00:35] GUEST: Humidity does more damage than accidents, so every case should have a humidifier in winter.",
    "[00:00:45] HOST: Great advice. Thanks so much.",
    "[00:00:47] GUEST: Thank you.",
  ].join("\n");

  it("drops timestamps and labels, names the speaker once a turn, and skips small talk", () => {
    const summary = summarize(podcast, "short", "bullet");
    expect(summary).not.toMatch(/\d{2}:\d{2}/);
    expect(summary).not.toMatch(/\bGUEST\b|\bHOST\b/);
    expect(summary).toMatch(/^• Guest: /m);
    expect(summary).not.toMatch(/Thanks for having me|Thanks so much|Thank you\./);
    expect(analyse(podcast).kind).toBe("conversation");
  });

  it("reads 'Name  9:42 AM' chat headers as speakers, never as text", () => {
    const chat = [
      "#ops",
      "",
      "Ana Costa  10:02 AM",
      "the nightly backup failed again, disk on the backup host is at 100%",
      "",
      "Ben Ortiz  10:05 AM",
      "I'll clear the old snapshots and move retention from 90 to 30 days",
      "",
      "Ana Costa  10:20 AM",
      "backup rerun finished, 41 GB free now",
    ].join("\n");
    const summary = summarize(chat, "medium", "paragraph");
    expect(summary).not.toMatch(/\d{1,2}:\d{2}\s*AM/);
    expect(summary).toMatch(/Ana Costa: /);
  });

  it("does not take a post's one-off labels ('Result:', 'Edit:') for speakers", () => {
    const post =
      "I asked for my deposit back in writing.\nResult: I got the full amount after two weeks.\nEdit: thanks for all the replies.";
    expect(analyse(post).kind).not.toBe("conversation");
  });
});

describe("structured abstracts", () => {
  const abstract = [
    "Background: Little is known about how hedgerows affect pollinator numbers on arable farms.",
    "Methods: We counted bees and hoverflies on 40 farms in two regions over three summers, half with restored hedgerows.",
    "Results: Farms with restored hedgerows had 38% more pollinators in field margins, and yields of field beans rose by 6%.",
    "Conclusions: Restoring hedgerows increases pollinator numbers and can pay for itself through higher bean yields.",
  ].join("\n");

  it("reads inline labels as sections and reaches the conclusion in the shortest summary", () => {
    expect(readStructure(abstract).sections.map((s) => s.heading)).toEqual([
      "Background",
      "Methods",
      "Results",
      "Conclusions",
    ]);
    const short = summarize(abstract, "short", "paragraph");
    expect(short).toMatch(/Restoring hedgerows increases pollinator numbers/);
    expect(short).not.toMatch(/Background:|Conclusions:/);
    expect(summarize(abstract, "short", "tldr")).toMatch(/hedgerows/);
  });
});

describe("quotations that span sentences", () => {
  const story = `Nurses at the Westfield clinic will strike on Friday over staffing, their union said on Monday. The union says each nurse now covers twelve patients, up from eight two years ago.

"We have asked for more staff for a year. Nobody listened. Now patients wait six hours to be seen," said the union's regional secretary, Joan Pike.

The clinic's management said it had hired nine nurses since January and called the strike unnecessary.`;

  it("does not pick the middle of a quotation as if it were the reporter's own sentence", () => {
    for (const length of ["short", "medium", "long"] as const) {
      const bullets = summarize(story, length, "bullet").split("\n");
      expect(bullets.filter((b) => (b.match(/"/g)?.length ?? 0) % 2 === 1)).toEqual([]);
    }
  });
});

describe("datelines", () => {
  it("removes wire and press-release datelines, and leaves a sentence that only opens with a name and a dash", () => {
    expect(stripDateline("(PR Newswire) -- Acme Corp said on Monday it would close two plants.")).toBe(
      "Acme Corp said on Monday it would close two plants.",
    );
    expect(stripDateline("OAKVILLE, March 3, 2025 — Oakville Library today opened a new branch.")).toBe(
      "Oakville Library today opened a new branch.",
    );
    expect(hasDateline("Maria Lopez — the new coach — arrived on Monday.")).toBe(false);
    const release =
      "FOR IMMEDIATE RELEASE\n\nOakville Library opens east branch\n\nOAKVILLE, March 3, 2025 — Oakville Library today opened its east branch, the first new branch in 20 years. The branch has 30,000 books and a maker space.";
    expect(summarize(release, "short", "paragraph")).toMatch(/^Oakville Library today opened/);
  });
});

describe("tokenized text (the classic CNN/DailyMail form)", () => {
  const text =
    "the city council voted 7-2 on tuesday to ban cars from the old town , a plan the mayor 's office says will cut traffic by 30 % . `` it 's a big day , '' said councillor amy roe . shops in the area do n't support the plan , and a group of owners said they would challenge it in court .";

  it("is written back for a reader", () => {
    expect(isTokenized(text)).toBe(true);
    expect(isTokenized("A normal sentence, with commas. And another one.")).toBe(false);
    expect(detokenize("the mayor 's office says it wo n't cut 30 % , `` yes , '' said i .")).toBe(
      "the mayor's office says it won't cut 30%, “yes,” said I.",
    );
    const summary = summarize(text, "long", "paragraph");
    expect(summary).toMatch(/voted 7-2 on Tuesday/);
    expect(summary).not.toMatch(/ [,.%]|\s's\b/);
  });
});

describe("minutes", () => {
  const minutes = `Garden club – notes, 2 May

Present: Nadia (chair), Olu, Grace, Piotr.

1. Shed
The shed roof leaks again. Olu got a quote of £240 for new felt.

2. Decisions
- Agreed to replace the shed roof felt before June (£240).
- The request for a second compost bin was turned down.

Action items
- Grace to book the roofer for a Saturday.
- Piotr to tell members about the compost bin decision.`;

  it("reads a numbered heading over a '-' list as a section, and writes decisions and action items as sentences", () => {
    expect(readStructure(minutes).sections.map((s) => s.heading)).toContain("Decisions");
    const paragraph = summarize(minutes, "long", "paragraph");
    expect(paragraph).toMatch(/It was agreed to replace the shed roof felt/);
    expect(paragraph).not.toMatch(/Agreed will/);
    // "Grace" is tagged a verb by the tagger; the attendance list says she is a person.
    expect(paragraph).toMatch(/Grace will book the roofer/);
    expect(summarize(minutes, "short", "paragraph")).toMatch(/agreed to replace the shed roof/);
  });
});

describe("labels that carry meaning", () => {
  it("keeps a changelog's Fixed / Removed labels on its items", () => {
    const changelog = `## 2.3.0

### Added
- Export to PDF from the reports page.

### Fixed
- The date picker showed the wrong month in leap years.

### Removed
- The old XML import, deprecated since 1.8.`;
    const bullets = summarize(changelog, "long", "bullet");
    expect(bullets).toMatch(/Fixed: the date picker showed the wrong month/);
    expect(bullets).toMatch(/Removed: the old XML import/);
  });
});

describe("the TL;DR", () => {
  it("uses the writer's own summary inside a paragraph ('Short version: ...')", () => {
    const review = `I have used the Kestrel 2 tent on six trips this year. Short version: it is light and quick to pitch, but the fly lets in rain at the doors. The poles are aluminium and the pack weighs 1.4 kg. Pitching takes about four minutes once you have done it twice.

The doors are the problem. In heavy rain water ran down the zips and pooled inside. I sealed the seams myself, which helped a little.`;
    expect(summarize(review, "medium", "tldr")).toMatch(/light and quick to pitch/);
  });

  it("in an e-mail, prefers the proposal to a 'quick update' opener", () => {
    const email = `Hi all,

Quick update: I spoke to both caterers today. Green Fork quotes $22 a head for 40 people and Olive Tree $19, but Olive Tree cannot do vegan options. I'd suggest we go with Green Fork. If nobody objects by Friday, I'll pay the deposit.

Thanks,
Mia`;
    const tldr = summarize(email, "short", "tldr");
    expect(tldr).not.toMatch(/Quick update/);
    expect(tldr).toMatch(/Green Fork|deposit/);
  });

  it("keeps a sentence that ends with a preposition as a candidate", () => {
    const story =
      "Divers have found a shipwreck that historians believed had sunk far to the north, a discovery that could show where the fleet's missing gold came from. The wreck lies in 40 metres of water. Divers will return in May.";
    expect(summarize(story, "short", "tldr")).toMatch(/Divers have found a shipwreck/);
  });
});

describe("lengths", () => {
  it("gives a non-news text a medium summary longer than its short one", () => {
    const post = `I switched our team's stand-up from daily to three times a week in March. The main reason was that half the updates were "no change since yesterday". We kept Monday, Wednesday and Friday and added a written thread for blockers on the other days.

After two months, meeting time dropped from 75 to 45 minutes a week. Blockers were raised faster, because people no longer waited for the next stand-up to mention them. Two people said they missed the daily contact, so we now have an optional coffee call on Tuesdays.

I would do it again, but I would set up the written blocker thread before changing the schedule, not after.`;
    const a = analyse(post);
    const total = (l: "short" | "medium" | "long") => pickUnits(a, l).reduce((s, u) => s + u.words, 0);
    expect(total("medium")).toBeGreaterThan(total("short"));
    expect(total("long")).toBeGreaterThan(total("medium"));
  });
});
