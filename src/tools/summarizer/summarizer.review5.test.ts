/**
 * Regression tests for the defect classes found by the 2026-11-26 (session 2) cold read (minutes, an essay, blog
 * posts, a listicle, release notes, a recipe); each test uses its own text, written for the class.
 */
import { describe, expect, it } from "vitest";
import { isPointHeading } from "./summarizer.cues";
import { analyse, summarize } from "./summarizer.engine";

describe("minutes", () => {
  const minutes = `Garden club committee - 3 March

Present: Ruth, Owen, Bea, Iqbal

1. Spring fair
Owen said the school hall is free on 18 April. Bea thinks the car park is too small. After a long discussion everyone agreed to hold the fair on the village green instead.

2. Seeds
Ruth listed the seed orders so far. Everybody agreed that the club buys seeds in bulk this year.

3. Any other business
Iqbal will be away in May.

Actions:
- Owen: book the green
- Ruth: place the bulk order`;

  it("keeps decisions phrased 'everyone agreed that ...' and drops how the meeting got there from the TL;DR", () => {
    const short = summarize(minutes, "short", "paragraph");
    expect(short).toMatch(/village green/);
    expect(short).toMatch(/seeds in bulk/);
    expect(summarize(minutes, "short", "tldr")).toMatch(
      /^TL;DR: Everyone agreed to hold the fair on the village green/,
    );
  });
});

describe("minutes' decisions with a name first", () => {
  const minutes = `# Roadmap meeting, 2 May

Attendees: Ana (PM), Ben (Eng)

## Decisions
- SSO goes first; the billing rework waits until July.
- Ana will tell the two waiting customers.

## Action items
- Ben: SSO plan by 9 May`;

  it("says a decision that opens with an acronym as written, never as an order ('Decided to sSO goes first')", () => {
    const tldr = summarize(minutes, "short", "tldr");
    expect(tldr).toMatch(/SSO goes first/);
    expect(tldr).not.toMatch(/Decided to sSO|sSO/);
  });
});

describe("an essay pasted as one paragraph", () => {
  const essay = `Most advice about saving money focuses on how much we put aside each month. Ten percent, we are told, is the target. But a growing body of research suggests that automating our savings matters more than the amount we choose. People who move money by hand each payday skip months without noticing, even when they earn the same. Our good intentions fade when every transfer is a fresh decision. Bonuses are a common trap: money that arrives unannounced is spent before we plan for it. The practical lesson is dull. Set up one automatic transfer on payday, however small, and raise it once a year. It will not feel clever, but over years it may do more than any budgeting app.`;

  it("finds the thesis in the turn of its opening, not in its first line or a detail", () => {
    expect(analyse(essay).kind).toBe("prose");
    const tldr = summarize(essay, "short", "tldr");
    expect(tldr).toMatch(/automating our savings matters more/);
    expect(summarize(essay, "short", "paragraph")).toMatch(/automating our savings matters more/);
  });
});

describe("essays and posts", () => {
  const essay = `Most homes are heated the same way their grandparents' homes were. A boiler burns gas, water carries the heat, and radiators warm the air near the walls.

Heat pumps work differently. They move heat from outside air or ground into the house, using electricity to do it. In a mild climate one unit of electricity can deliver three units of heat.

The switch is slow for ordinary reasons. The units cost more to install, older houses lose heat through thin walls, and many installers have little training.

Many engineers now argue that insulation should come first. A well sealed house needs a smaller pump, runs more cheaply and stays comfortable in a cold snap.

Over the next decade the cheapest path is likely to be gradual: insulate when a roof is replaced, and fit a pump when the old boiler fails.`;

  it("reads an essay with no turn, no quotes and hardly a name as prose, not news", () => {
    expect(analyse(essay).kind).toBe("prose");
  });

  const post = `# How I Finally Kept a Plant Alive

I used to kill every houseplant I bought within a month.

## What went wrong

I watered on a fixed schedule, whether the soil was wet or dry. Most of the roots rotted.

## What works

I water only when the top two centimetres of soil are dry. A cheap moisture meter tells me when.

## Results

My pothos has lived for two years now and grown a metre of new vines.`;

  it("does not sum up a post with its opening anecdote", () => {
    expect(summarize(post, "short", "tldr")).not.toMatch(/I used to kill/);
  });

  const listicle = `# Four Things I Learned Running a Book Club

We have met every month since 2021. These are the lessons that kept us going.

## 1. Pick shorter books

Long novels meant half the group never finished.

## 2. Rotate the host

Nobody burns out when the work is shared.

## 3. Keep snacks simple

Bowls of crisps beat elaborate dinners.

## 4. End on time

People come back when they know they'll be home by nine.`;

  it("labels a listicle's sentences with their numbered headings, which are its points", () => {
    const short = summarize(listicle, "short", "paragraph");
    expect(short).toMatch(/Pick shorter books: long novels/);
    expect(short).toMatch(/Rotate the host: nobody burns out/);
    const heads = ["1. Charge more than you think", "2. Contracts are not optional", "3. Find other freelancers"];
    expect(heads.every((h) => isPointHeading(h, heads))).toBe(true);
    expect(isPointHeading("2. Results", ["1. Method", "2. Results", "3. Discussion"])).toBe(false);
  });

  it("lists a listicle's headed points as its TL;DR", () => {
    expect(summarize(listicle, "short", "tldr")).toBe(
      "TL;DR: Pick shorter books; rotate the host; keep snacks simple; end on time.",
    );
  });
});

describe("essays without sections", () => {
  const essay = `Handwriting is fading from classrooms. Pupils type their essays, and many teachers no longer grade penmanship. Yet writing by hand may matter more for learning than for neatness.

When a pupil writes a word by hand, the hand has to form every letter. That slow work links the shape of the word to its sound, and spelling improves.

Taking notes by hand works the same way. A pupil who cannot copy a lecture word for word has to choose and rephrase, and rephrasing is where understanding starts.

Keyboards are quick and tidy. Schools that keep a little handwriting in each day lose nothing of that speed and keep the slower kind of thinking.`;

  it("takes an essay's thesis from the turn in its first paragraph, without a turn word that has nothing to turn", () => {
    expect(summarize(essay, "short", "tldr")).toMatch(/writing by hand may matter more for learning/i);
    const short = summarize(essay, "short", "paragraph");
    expect(short).toMatch(/^Writing by hand may matter more|\. Writing by hand may matter more/);
    expect(short).not.toMatch(/Yet writing/);
  });

  const farms = `Farms have always been shaped by the water they can reach. Before pumps, farms sat beside rivers, and fields were small because water moved by hand or by canal. A farm's whole year followed the river's floods and low seasons.

The twentieth century brought deep wells and electric pumps. Farms spread onto dry plains, and crops that need heavy watering became cheap to grow.

The costs arrived slowly. Water tables fell year after year, old wells ran dry, and some rivers no longer reach the sea in summer.

Many farmers now plant crops that need less water and water them at night through buried pipes. Such fields lose far less to evaporation.

Change is slow because a farm's equipment lasts for decades. Small subsidies for drip lines and drought-hardy seed can still turn a region round within a generation.`;

  it("spreads an essay's medium summary over its paragraphs", () => {
    const medium = summarize(farms, "medium", "bullet").split("\n");
    const paragraphOf = (line: string) =>
      farms.split("\n\n").findIndex((p) => p.includes(line.replace(/^• /, "").replace(/[.]$/, "")));
    expect(medium.every((l) => paragraphOf(l) >= 0)).toBe(true);
    expect(new Set(medium.map(paragraphOf)).size).toBeGreaterThanOrEqual(3);
  });
});

describe("release notes and recipes", () => {
  const notes = `## v1.8.0 - 2026-10-02

### Added
- Offline mode for the mobile app.
- Two-factor login with authenticator apps.

### Fixed
- Crash when uploading an empty file.
- Wrong totals on the monthly report.

### Removed
- Support for Android 9.`;

  it("sums up a release by what it adds and removes, not by one item", () => {
    const out = summarize(notes, "short", "tldr");
    expect(out).toMatch(/offline mode/i);
    expect(out).toMatch(/two-factor login/i);
    expect(out).toMatch(/Android 9/);
    expect(out).toMatch(/^TL;DR: v1\.8\.0 /);
  });

  const recipe = `Quick Tomato Pasta

A weeknight dinner for two. It takes 20 minutes and uses only pantry staples.

Ingredients:
- 200 g spaghetti
- 1 tin tomatoes
- 2 cloves garlic

Method:
1. Boil the spaghetti in salted water for 10 minutes.
2. Fry the garlic in olive oil for one minute.
3. Add the tomatoes and simmer for 8 minutes.
4. Toss the drained pasta in the sauce.`;

  it("sums up a recipe with what it is, not one of its steps", () => {
    const out = summarize(recipe, "short", "tldr");
    expect(out).not.toMatch(/Boil|Fry|Add the|Toss/);
    expect(out).toMatch(/20 minutes/);
  });
});
