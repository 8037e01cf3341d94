/**
 * Issue 11, helper's cold read (session 6, round 3): a proposal's TL;DR without its vote, a review's TL;DR that is not
 * its verdict, a recipe or guide summed up by some of its steps, a Q&A's "A:" shown as a name, an interview that never
 * says what the business is. Each case fails on the code before its fix.
 */
import { describe, expect, it } from "vitest";
import { summarize } from "./summarizer.engine";
import { EVAL_SET } from "./summarizer.eval-set";

const ALLOTMENT = `Riverside Allotment Society - committee meeting, 3 May
Attendees: Jan (chair), Priya, Tom, Graham

- Water charges: Priya proposed raising the annual water charge from £12 to £18 per plot.
- Graham objected, saying older members can't afford it.
- Vote: carried 3-1 (Graham against). New charge applies from 1 June.
- Shed break-in: police informed, no suspects. Tom to fit a new padlock.
- Next meeting 7 June.`;
const AGM = `Oakfield Residents' Association – AGM, 21 November
Present: 23 members. Chair: Linda Moss.

1. Treasurer's report: balance £4,210, up £600 on last year.
2. Election: Linda Moss re-elected as chair unopposed. Raj Patel elected treasurer.
3. Parking: Mr Green proposed asking the council for residents-only parking on Oak Road. Several members said visitors would struggle.
Vote: carried 15-8.
4. Summer fair to be held on 12 July; volunteers needed.`;
const HALL = `PARISH COUNCIL MEETING – 2 OCTOBER

Attending: Cllrs Ahmed (Chair), Brooks, Cole, Dean, Evans. Clerk: J. Fox.

Item 5 – Village hall roof
Cllr Brooks proposed accepting the quote from Hale Roofing of £18,400 for replacing the village hall roof. Seconded by Cllr Cole.
Cllr Dean asked whether a third quote had been obtained. The clerk confirmed two quotes only.
Resolved: carried 4-1, Cllr Dean against. Work to start in November.

Item 6 – Christmas lights
The council agreed to contribute £500 to the Christmas lights fund.

Item 7 – Correspondence
A letter from a resident about dog fouling on Church Lane was noted. The clerk will ask the district council for an extra bin.`;
const KETTLE = `Bought the Kettlepro 300 after my old kettle died. It boils fast, about 2 minutes for a full jug, and looks smart on the counter.

The lid button is stiff and I nearly burned myself once. It's also louder than I expected.

3/5 - does the job but I wouldn't buy it again at £45.`;
const CURRY = `One-Pan Chickpea and Spinach Curry

A quick weeknight curry that's ready in 30 minutes and serves 4. It's vegan and freezes well.

Ingredients:
- 1 tbsp oil
- 1 onion, chopped
- 2 tbsp curry paste
- 400g tin chickpeas, drained
- 400ml tin coconut milk
- 200g spinach

Method:
1. Heat the oil in a large pan and fry the onion for 5 minutes until soft.
2. Add the garlic and curry paste and cook for 1 minute.
3. Stir in the chickpeas and coconut milk and simmer for 15 minutes.
4. Add the spinach and stir until wilted. Season and serve with rice.`;
const BANANA = `Easy Banana Bread

This moist banana bread uses three overripe bananas and no mixer. Prep takes 10 minutes, baking about an hour, and it makes one 2lb loaf (10 slices).

You will need: 3 ripe bananas, 75g melted butter, 150g sugar, 1 egg, 1 tsp vanilla, 1 tsp baking soda, a pinch of salt, 190g plain flour.

Preheat the oven to 175C and grease a loaf tin. Mash the bananas in a bowl, then stir in the melted butter. Mix in the sugar, egg and vanilla. Sprinkle over the baking soda and salt, then add the flour and stir until just combined. Pour into the tin and bake for 55-65 minutes, until a skewer comes out clean. Cool in the tin for 10 minutes.`;
const TEAM = `I run a small team of five developers. Last year we kept missing deadlines, so we made some changes.

We changed three things. First, we cut our sprint length from three weeks to two. Second, we stopped accepting new work mid-sprint unless it was a production bug. Third, every ticket now needs acceptance criteria before it can be started.

Six months later, we've hit every release date, and the team says they feel less stressed. I'd recommend trying at least the second one.`;
const VACUUM = `AeroFlow X2 Cordless Vacuum

Lightweight at just 1.4kg, the AeroFlow X2 cleans carpets and hard floors with 150AW of suction. The battery runs for up to 45 minutes and recharges in 3.5 hours.

Features:
- Anti-tangle brush roll
- Washable HEPA filter
- Converts to a handheld for stairs and cars
- LED headlights

Price: £199. Free delivery and a 2-year warranty.`;
const BAKERY = `Q: How did you get started?
A: I was a nurse for twelve years. During lockdown I started making sourdough for the neighbours, and by 2021 I had a waiting list of sixty people.

Q: So you opened Crumb & Co.?
A: Yes. We opened our bakery on Mill Street in March 2022. It's me, two bakers and a Saturday assistant. We make about 300 loaves a day, plus pastries.

Q: What's been the hardest part?
A: Energy costs. Our oven bill tripled last winter. We had to raise the price of a loaf from £3.50 to £4.20, which was painful.

Q: What's next?
A: We're opening a second shop in Harpenden in the autumn, and we'd like to start baking classes.`;
const COOP = `Interviewer: Tell me about Green Wheels.
Sam: We're a bike repair co-op in Leith. Members pay £30 a year and get access to tools and a mechanic two evenings a week.
Interviewer: How many members do you have?
Sam: About 400 now, up from 90 when we started in 2019.
Interviewer: What's the biggest challenge?
Sam: Space. Our lease runs out next March and the landlord wants to double the rent. We're looking for a new unit.`;

describe("summarizer, helper's cold read (session 6, round 3)", () => {
  it("a proposal's TL;DR says the vote that followed it", () => {
    expect(summarize(ALLOTMENT, "short", "tldr")).toBe(
      "TL;DR: Priya proposed raising the annual water charge from £12 to £18 per plot; carried 3-1 (Graham against).",
    );
  });

  it("a labelled bare vote ('Resolved: carried 4-1') comes with its motion, past the seconder and the questions", () => {
    const out = summarize(HALL, "short", "paragraph");
    expect(out).toContain("Resolved: carried 4-1");
    expect(out).toContain("Cllr Brooks proposed accepting the quote from Hale Roofing");
  });

  it("a summary that shows a proposal shows the bare vote recorded for it", () => {
    for (const length of ["short", "medium"] as const)
      for (const style of ["paragraph", "bullet"] as const) {
        const out = summarize(AGM, length, style);
        if (out.includes("Mr Green proposed")) expect(out).toContain("carried 15-8");
      }
    expect(summarize(AGM, "short", "paragraph")).toContain("Mr Green proposed");
  });

  it("a review's TL;DR is its rating verdict, not how it was bought", () => {
    expect(summarize(KETTLE, "short", "tldr")).toBe("TL;DR: 3/5 - does the job but I wouldn't buy it again at £45.");
  });

  it("a recipe's short summary is what the dish is, never part of its method", () => {
    for (const style of ["paragraph", "bullet"] as const) {
      const out = summarize(CURRY, "short", style);
      expect(out).toContain("ready in 30 minutes and serves 4");
      expect(out).not.toMatch(/Add the garlic|Stir in the chickpeas/);
    }
    // (Written as a paragraph of orders, the method is still not the gist; what it takes and makes is.)
    const banana = summarize(BANANA, "short", "paragraph");
    expect(banana).toContain("This moist banana bread");
    expect(banana).toContain("Prep takes 10 minutes");
    expect(banana).not.toMatch(/Mash the bananas|Preheat the oven/);
    expect(summarize(BANANA, "short", "tldr")).not.toMatch(/Mash|Preheat|Mix in/);
    // (The detailed summary shows the whole method.)
    const long = summarize(BANANA, "long", "paragraph");
    for (const step of ["Preheat the oven", "Mash the bananas", "Mix in the sugar", "Sprinkle over", "Pour into"])
      expect(long).toContain(step);
  });

  it("a 'First, ... Second, ... Third, ...' series or a short feature list is shown whole or not at all", () => {
    for (const length of ["short", "medium", "long"] as const) {
      const out = summarize(TEAM, length, "bullet");
      const shown = ["we cut our sprint", "we stopped accepting", "every ticket now needs"].filter((x) =>
        out.includes(x),
      );
      expect([0, 3]).toContain(shown.length);
    }
    for (const length of ["short", "medium"] as const) {
      const out = summarize(VACUUM, length, "paragraph");
      const shown = ["brush roll", "HEPA", "handheld", "LED"].filter((x) => out.includes(x));
      expect([0, 4]).toContain(shown.length);
    }
  });

  it("a Q&A's 'A:' is not shown as a speaker's name; a named speaker still is", () => {
    for (const length of ["short", "medium", "long"] as const)
      for (const style of ["paragraph", "bullet"] as const)
        expect(summarize(BAKERY, length, style)).not.toMatch(/(?:^|\n|• )A: /);
    expect(summarize(COOP, "medium", "bullet")).toContain("• Sam: ");
  });

  it("an interview with someone who runs a business is summed up by what the business is", () => {
    expect(summarize(BAKERY, "short", "tldr")).toBe("TL;DR: We opened our bakery on Mill Street in March 2022.");
    expect(summarize(COOP, "short", "tldr")).toBe("TL;DR: We're a bike repair co-op in Leith.");
  });

  it("a licence's lettered clauses are not a series: no clause heading is pulled in to complete one", () => {
    const entry = EVAL_SET.find((e) => e.id === "licence-cc-by-4")!;
    const text = typeof entry.text === "function" ? entry.text() : entry.text;
    if (!text) return;
    for (const length of ["short", "medium"] as const)
      expect(summarize(text, length, "paragraph")).not.toMatch(/^License grant\./);
  });
});
