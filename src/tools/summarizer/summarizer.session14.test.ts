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
