import { describe, expect, it } from "vitest";
import { summarize } from "./summarizer.engine";

/**
 * Session 14: a recipe whose method is one paragraph of orders (too long to show whole) summarized to its opening line
 * alone ("Every family has a banana bread recipe, and this is ours."), at short and at medium: the room the method
 * left was refilled only with units scoring half the method's best, and what the recipe uses and how long it keeps
 * scored lower.
 */
const RECIPE = `# The easiest banana bread

Every family has a banana bread recipe, and this is ours. It uses one bowl, no mixer and the brown bananas nobody wants to eat.

## Ingredients
- 3 very ripe bananas
- 75 g melted butter
- 150 g sugar
- 1 egg
- 1 tsp baking soda
- 190 g plain flour

## Method
Heat the oven to 175°C and line a loaf tin. Mash the bananas in a bowl, then stir in the melted butter. Mix in the sugar and the egg, then the baking soda and a pinch of salt. Fold in the flour until no dry streaks remain. Pour the batter into the tin and bake for 55 to 60 minutes, until a skewer comes out clean. Let it cool for ten minutes before turning it out.

The bread keeps for three days wrapped in foil, and it freezes well in slices.`;

describe("summarizer session 14: a recipe's summary says what it uses and how it keeps", () => {
  it.each(["short", "medium"] as const)("%s: more than the opening line", (length) => {
    const summary = summarize(RECIPE, length, "paragraph");
    expect(summary).toContain("It uses one bowl, no mixer and the brown bananas nobody wants to eat.");
    expect(summary).toContain("The bread keeps for three days wrapped in foil, and it freezes well in slices.");
    // (Still no partial method: a step or two of six is no method.)
    expect(summary).not.toMatch(/Mash the bananas|Fold in the flour/);
  });
});

/** A job ad in prose: the sentence that says who is hiring for what scored below the duties and the pay. */
const JOB_AD = `Harbour Coffee is hiring a full-time shift manager for our new Falmouth café, opening in February. You will run the floor on your shifts, train new baristas, handle cash-up and keep our standards high during the summer rush. You need at least a year of supervisory experience in hospitality and a genuine love of good coffee; barista training is provided. The pay is £13.50 an hour plus tips, with 28 days' holiday and free drinks on shift. To apply, send your CV and two lines about your favourite café to jobs@harbourcoffee.co.uk by 10 January.`;

/** A project's README: its tagline has no verb, so the TL;DR was its limitations. */
const README = `# tinyqueue-lite

A small, fast priority queue for JavaScript with no dependencies.

## Install
npm install tinyqueue-lite

## Usage
Create a queue with an optional compare function, then push and pop items. The smallest item comes out first by default. Use peek() to look at the next item without removing it.

## Performance
Push and pop run in O(log n). In our benchmark with one million numbers it was about 30% faster than the popular heap packages.

## Limitations
The queue is not thread-safe, and it does not support changing an item's priority after it has been pushed. For that, remove the item and push it again.

## License
MIT`;

describe("summarizer session 14: a post that opens with its news, a project's tagline", () => {
  const HIRING = "Harbour Coffee is hiring a full-time shift manager for our new Falmouth café, opening in February.";
  it.each(["short", "medium"] as const)("job ad, %s: says who is hiring for what, first", (length) => {
    expect(summarize(JOB_AD, length, "paragraph").startsWith(HIRING)).toBe(true);
  });
  it("job ad: the TL;DR is the hiring sentence", () => {
    expect(summarize(JOB_AD, "medium", "tldr")).toBe(`TL;DR: ${HIRING}`);
  });
  it("README: the TL;DR is the project's tagline, said with its name", () => {
    expect(summarize(README, "medium", "tldr")).toMatch(
      /^TL;DR: Tinyqueue-lite is a small, fast priority queue for JavaScript with no dependencies\.$/,
    );
  });
  it("a title that is no project name does not make a tagline a sentence", () => {
    const notes = `# Weekly update\n\nA quick note on where the migration stands.\n\nThe new server is ready and the staging site has moved over. The contact form fails on the new server, and Marc will fix it by Wednesday.`;
    expect(summarize(notes, "medium", "tldr")).not.toContain("Weekly update is");
  });
});
