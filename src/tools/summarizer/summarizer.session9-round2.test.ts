// Session 10 (helper): each row failed on main at feb8ea8.
import { describe, expect, it } from "vitest";
import { summarize } from "./summarizer.engine";

const MOVE = `Subject: Moving day

Hi everyone,

The warehouse team is relocating to Unit 7, Brookfield Park on Saturday 4 and Sunday 5 October.

Please clear your lockers by Thursday 2 October at 5pm. Anything left behind will go to lost property.

The phones will be switched off at 2pm on Friday, so please forward your calls to your mobile before then.

Unit 7 opens on Monday 6 October at 7am. Your new locker number will be on the noticeboard.

Parking at Brookfield is limited, but you can get a car-share permit from Sam if you ask before 30 September.

Thanks,
Rob`;

const STORY = `Children who read for pleasure for twenty minutes a day sleep better, a study of 3,000 families has found.

Researchers at the University of York asked parents to keep a sleep diary for their children aged six to eleven for two months.

Children who read before bed fell asleep eleven minutes sooner on average and woke less often in the night.

The team thinks that reading calms the mind because it replaces screens, which give off light that delays sleep.

Reading on a tablet did not have the same effect, the study found.

The researchers cautioned that the families chose to take part, and that parents who encourage reading may differ in other ways.`;

const REVIEW = `Review: Ridgeway 30 daypack

I took the Ridgeway 30 on a week of hill walks in Snowdonia and mostly liked it.

It weighs only 900g, so I barely felt it. The back panel is comfortable even after eight hours, and the rain cover kept everything dry in a downpour.

The downsides: the hip belt pockets are too small for a phone, and one of the buckles cracked on day five.

At £75 it's good value. I'd recommend it for day walkers who want something light.`;

describe("a notice to a group says its news and what its readers must do by when", () => {
  it("TL;DR: the move with its first related action; medium bullets: each dated action", () => {
    const tldr = summarize(MOVE, "short", "tldr");
    expect(tldr).toMatch(/relocating to Unit 7/);
    expect(tldr).toMatch(/; please clear your lockers/);
    const bullets = summarize(MOVE, "medium", "bullet");
    expect(bullets).toMatch(/forward your calls/);
    expect(bullets).toMatch(/car-share permit/);
    expect(bullets).toMatch(/opens on Monday 6 October/);
  });
});

describe("a short story's medium summary gives how it happens and the caveat it ends on", () => {
  it.each(["bullet", "paragraph"] as const)("%s", (style) => {
    const medium = summarize(STORY, "medium", style);
    expect(medium).toMatch(/researchers cautioned/);
    expect(medium).toMatch(/reading calms the mind/);
  });
});

describe("a review's medium summary: what it is, good points, bad points, verdict", () => {
  it.each(["bullet", "paragraph"] as const)("%s", (style) => {
    const medium = summarize(REVIEW, "medium", style);
    expect(medium).toMatch(/^•? ?I took the Ridgeway 30/);
    expect(medium).toMatch(/900g/);
    expect(medium).toMatch(/too small|cracked/);
    expect(medium.trim()).toMatch(/recommend it for day walkers[^\n]*$/);
  });
});
