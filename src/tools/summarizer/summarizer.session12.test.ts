// Session 12 (helper summ): minutes' agenda labels, a review's main drawback, TL;DRs that set the scene.
// Each row failed on main at fb6655b.
import { describe, expect, it } from "vitest";
import { summarize } from "./summarizer.engine";

const BOWLS = `Hillside Bowls Club - committee minutes
Date: 4 March
Present: Ron Patel (chair), Gill Moore, Steve Adair, Hannah Lowe

1. Treasurer
Treasurer: Gill reported that the club holds £5,870 after the spring subscriptions came in. The committee agreed to raise the green fee for visitors from £6 to £8 from April.

2. Green maintenance
Green: Moss has spread on the north rink over the winter. The committee agreed to hire a contractor to scarify and top-dress the whole green in late March, at a cost of £1,450. Steve will get a second quote first.

3. Social events
The spring open day will be on Saturday 25 April. Hannah will design the posters.

24/07 Date of next meeting
Wednesday 1 April 2026 at 7pm.`;

const KETTLE = `Brewline smart kettle review

I have been using the Brewline smart kettle for two months now. It costs £89 and connects to an app so you can boil water from your phone.

The good points first. It boils a full litre in about two and a half minutes, it is quiet, and the keep-warm setting is handy when you are working from home. The app sets exact temperatures for green tea and coffee.

Unfortunately the lid hinge snapped after seven weeks of normal use, and the kettle will not switch on with the lid open. Brewline sent a replacement, but it took eighteen days.

Overall: it makes a lovely cup of tea, but the fragile lid is hard to forgive at this price. 3/5.`;

const MONITOR = `Lumen 27 monitor review

I've now used the Lumen 27 as my main monitor for four months, mostly for spreadsheets, photo editing and the odd film in the evening.

Picture
The panel is sharp and colours are accurate out of the box. Text is crisp at 1440p.

Stand and ports
There is a USB-C port with 65W charging, so one cable runs my laptop. The stand tilts and swivels.

Speakers
This is the big letdown. The built-in speakers are thin and crackle at anything above half volume, so I ended up buying separate ones.

Verdict
The Lumen 27 has a sharp panel, accurate colours and handy USB-C charging for the money. But the speakers are poor enough that you should budget for a pair of your own.`;

const TABLET = `Pagewise 10 e-reader tablet review

I've been using the Pagewise 10 for six weeks, mostly for novels, comics and the odd recipe in the kitchen.

Screen
The 10-inch screen is sharp and the warm light is kind to the eyes at night. Pages turn quickly.

Battery
This is the big letdown. With the light at half brightness it lasts about four days, against the three weeks Pagewise advertises, and it takes five hours to charge.

Verdict
If you read comics or magazines, the big sharp screen makes the Pagewise 10 easy to recommend at £149. Rating: 4/5`;

const GUESTHOUSE = `We stayed at Rosemary Cottage guesthouse for three nights in May for a walking holiday.

The room was spotless and the breakfast was excellent, with eggs from their own hens. The owners gave us maps and packed lunches for the walks.

The downside was the road. Our room faced the main road, and lorries went past from 5am, so we slept badly every night.

Would we go back? Only if we could have one of the rooms at the back of the house.`;

const ESSAY = `For ten years I believed that the best way to learn a language was an app and twenty minutes a day. I kept a streak of 900 days.

Then I spent a month in Lisbon and found I could not order a coffee without panicking. The app had taught me to recognise words, not to speak.

What changed was talking to people. I found a conversation partner online and we met twice a week on video. It was awkward and slow, and I learned more in three months than in the years before.

So I now recommend a different routine to anyone who asks: one real conversation a week, with the app only as practice for it.`;

const BIKE = `# Why I sold my car and bought an e-bike

For about four years, I drove the eleven miles to my office every day and spent most of it in traffic. Last spring I sold the car and bought an e-bike, and I'm not going back.

## The cost

The car cost me about £310 a month with insurance, fuel and parking. The bike cost £1,900 once, and charging it costs pennies.

## The time

My commute went from 45 minutes in traffic to 38 minutes on quiet roads, and I arrive awake.

## What I miss

- Big shopping trips (we now get a delivery)
- Staying dry in November

## Should you do the same?

If you live more than twenty miles from work, probably not. But for most town commutes, the cheapest and calmest way to get to work is the one that skips the traffic entirely.`;

const REUNION = `hi priya

so sorry it's taken me ages to reply, work has been chaos. re the reunion - the function room at the Red Lion is free on saturday 14 june but not the 7th, it holds 60 and costs £300 for the evening. is that ok with you and sam?

we'd need to pay a £100 deposit by friday. i can put it on my card if you send me half.

speak soon
jen`;

const TEAM = `Hi all,

Quick update on the lab refit since a few of you have asked.

The refit of the second-floor lab is now confirmed for the week of 13-17 July. The contractors will disconnect the fume cupboards on Friday 10th from 2pm, so please finish any experiments and clear the benches by then. Samples need to go in the cold store boxes that will be in the corridor from Monday 6th; label them with your name and group (box plans are on the shared drive).

There will be no access to the lab during the refit. Bench space in the teaching lab can be booked for £0 through the usual room system.

Any questions, ask me or Tariq.

Thanks,
Maya`;

describe("minutes: a point that says who did what needs no agenda label", () => {
  it("the writer's label goes from a clause that names who reported ('Treasurer: Gill reported ...')", () => {
    for (const style of ["bullet", "paragraph"] as const) {
      const out = summarize(BOWLS, "medium", style);
      expect(out, style).toMatch(/Gill reported that the club holds £5,870/);
      expect(out, style).not.toMatch(/Treasurer: Gill/);
    }
  });
  it("the writer's label goes from a short clause that repeats it ('Treasurer: The treasurer presented the accounts.')", () => {
    const NOTES =
      "Parish hall trustees - notes of meeting, 9 May\n\nPresent: A. Grey, B. Hunt, C. Ito\n\nRoof: The roof leaks again.\n\nAccounts: The treasurer presented the accounts. The trustees agreed to move £2,000 from reserves to pay for the new boiler in June.\n\nHire: Bookings are up by a third on last year, mostly for children's parties.";
    for (const style of ["bullet", "paragraph"] as const)
      expect(summarize(NOTES, "long", style), style).not.toMatch(/Accounts: The treasurer/);
  });
  it("no heading is lent to a decision that says itself ('Green maintenance: the committee agreed ...')", () => {
    const out = summarize(BOWLS, "short", "bullet");
    expect(out).toMatch(/• The committee agreed to hire a contractor/);
    expect(out).not.toMatch(/• [A-Z][a-z ]+: the committee agreed/);
  });
  it("a numbered 'Date of next meeting' item is the next-meeting line, without its number", () => {
    const out = summarize(BOWLS, "medium", "bullet");
    expect(out).toMatch(/• Next meeting: Wednesday 1 April 2026 at 7pm\./);
    expect(out).not.toMatch(/07 Date of next meeting|wednesday 1 April/);
  });
});

describe("a heading that is a question", () => {
  it("is never pasted before its item as a label ('What about parking?: ...')", () => {
    const PAGE = `<h1>Town hall refurbishment</h1><p>The town hall will close from 1 September for eighteen months while the roof, heating and lifts are replaced.</p><p>Council meetings will move to the library during the works.</p><h2>What about parking?</h2><ul><li>The town hall car park is closed to the public.</li><li>Blue badge holders can park free in Market Street.</li></ul><h2>Find out more</h2><p>Plans are on the council website.</p>`;
    for (const length of ["short", "medium", "long"] as const)
      for (const style of ["bullet", "paragraph"] as const)
        expect(summarize(PAGE, length, style), `${length} ${style}`).not.toMatch(/\?:/);
  });
});

describe("a review's summary gives its main drawback", () => {
  it("the drawback the writer marks ('Unfortunately the lid hinge snapped ...') is in the short summary", () => {
    for (const style of ["bullet", "paragraph"] as const)
      expect(summarize(KETTLE, "short", style), style).toMatch(/lid hinge snapped/);
  });
  it("a drawback announced in a few words ('This is the big letdown.') is said by the sentence after it", () => {
    for (const style of ["bullet", "paragraph"] as const)
      expect(summarize(TABLET, "short", style), style).toMatch(/lasts about four days/);
  });
  it("the TL;DR says the verdict's praise with the drawback that turns it", () => {
    const out = summarize(MONITOR, "medium", "tldr");
    expect(out).toMatch(/sharp panel/);
    expect(out).toMatch(/speakers are poor/);
  });
  it("'Overall:' opening a TL;DR is said as 'Overall,'", () => {
    expect(summarize(KETTLE, "medium", "tldr")).toMatch(/^TL;DR: Overall, it makes a lovely cup of tea/);
  });
  it("a conditional answer to the writer's own question is one sentence ('We would go back only if ...')", () => {
    expect(summarize(GUESTHOUSE, "medium", "tldr")).toMatch(/^TL;DR: We would go back only if we could have/);
  });
});

describe("a TL;DR never sets the scene", () => {
  it("a post's TL;DR is not the years it opens with ('For about four years, ...')", () => {
    expect(summarize(BIKE, "medium", "tldr")).not.toMatch(/For about four years/);
  });
  it("an essay's TL;DR is its point, not the years it opens with, and keeps what its colon announces", () => {
    const out = summarize(ESSAY, "medium", "tldr");
    expect(out).not.toMatch(/For ten years/);
    expect(out).toMatch(/one real conversation a week/);
  });
  it("a letter's 'is that ok with you?' is said after what it asks about", () => {
    const out = summarize(REUNION, "medium", "tldr");
    expect(out).toMatch(/Red Lion/);
    expect(out).toMatch(/is that ok with you and sam\?$/);
  });
  it("a notice to a group leads with what is now confirmed for a date", () => {
    expect(summarize(TEAM, "medium", "tldr")).toMatch(/now confirmed for the week of 13-17 July/);
  });
});
