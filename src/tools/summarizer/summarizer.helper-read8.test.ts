/**
 * Issue 11, helper's cold read (session 6, round 4): a sentence shown without what it refers back to ("on those days",
 * "the tombola"), forum post headers in the output, an interview that never says what the business is, a split rating
 * missed as the verdict, a notice summed up by its thank-you, minutes' smaller decision as the TL;DR, a guide's medium
 * summary without its steps. Each case fails on the code before its fix.
 */
import { describe, expect, it } from "vitest";
import { summarize } from "./summarizer.engine";

const NEWSLETTER = `Dear Parents and Carers,

Welcome back after half term! Here are a few reminders for the coming weeks.

PE days are changing. From Monday 4 November, PE days are Tuesday and Thursday. Children should come to school in their PE kit on those days.

Our Christmas Fair will be on Saturday 7 December from 11am to 2pm in the school hall. We still need volunteers for the tombola and the cake stall. Please sign up at the office.

Thank you to everyone who came to sports day and cheered our children on. It was a lovely afternoon.

Flu vaccinations for Reception to Year 6 will take place on Wednesday 13 November. If you have not returned the consent form, please do so by Friday.

Mrs Hart
Headteacher`;
const FORUM = `Combi boiler losing pressure every few days

Posted by leakyluke:
My combi boiler (Worcester Bosch 30i, about 8 years old) keeps dropping pressure. I top it up to 1.5 bar and within three days it's down to 0.5 and the heating cuts out. No visible leaks under the boiler or on the radiators. Any ideas?

Reply from sarah_h:
Check the pressure relief valve pipe outside. If it's dripping, the valve is letting water out.

Answer from rob_k:
Most likely the expansion vessel has lost its charge. When that happens the pressure shoots up when the heating is on and the relief valve dumps water. Get a Gas Safe engineer to re-pressurise the vessel to about 1 bar; it's a 30 minute job and should cost around £80.

Reply from leakyluke:
Thanks rob_k, the engineer re-charged the expansion vessel and it's held 1.4 bar for a week now. Sorted.`;
const SEWING = `Q: How did you get started?
A: I worked in fashion retail for ten years and got tired of it. In 2018 I started Thread & Thimble, a sewing school in Bristol that runs evening and weekend classes for beginners.

Q: Who comes to your classes?
A: Mostly women in their 30s and 40s, though we get more men every year. A lot of people want to make their own clothes or mend instead of buying new.

Q: What's your most popular course?
A: The six-week Learn to Sew course. You make a tote bag, a skirt and a simple top.

Q: What's next?
A: We're hoping to open a second studio in Bath next spring.`;
const BAKERY = `Interview: Ana Ferreira, baker

You trained as an accountant. What changed?
I spent twelve years in an office and always baked at weekends. My grandmother taught me pastel de nata when I was eight. So in 2019 I opened Pão, a small Portuguese bakery on Gloucester Road. The first year was brutal; I worked six days a week and paid myself nothing.

What sells best?
The custard tarts, by far. We sell about 600 a week. The sourdough is catching up.

Any advice for someone starting out?
Don't sign a long lease. Start with a market stall and find out whether people will actually pay for what you make. And keep your day job until you have to quit.`;
const EARBUDS = `SoundBuds Air 2 review

I've used these for a month, mostly on the train and at the gym. Sound is warm and clear, with decent bass for the price. Battery life is about six hours, and the case gives three more charges.

The case feels cheap and the left bud fell out twice while running. Noise cancelling is weak; you still hear the train.

Rating: 4/5. Great value for commuting, but not for the gym.`;
const PARISH = `PARISH COUNCIL MEETING – 2 OCTOBER

Attending: Cllrs Ahmed (Chair), Brooks, Cole, Dean, Evans. Clerk: J. Fox.

Item 5 – Village hall roof
Cllr Brooks proposed accepting the quote from Hale Roofing of £18,400 for replacing the village hall roof. Seconded by Cllr Cole. Carried 4-1. Work to start in November.

Item 6 – Christmas lights
The council agreed to contribute £500 to the Christmas lights fund.

Item 7 – AOB
None.`;
const REPOT = `How to repot a houseplant

Most houseplants need repotting every 12 to 18 months, when roots start coming out of the drainage holes.

The best time is spring, when the plant is starting to grow.

What you need:
- A pot 2-5cm wider than the current one
- Fresh potting compost
- A trowel
- Gloves

Water the plant the day before so the root ball holds together.

Steps:
1. Turn the plant on its side and gently slide it out of the pot.
2. Loosen the roots with your fingers and trim any dead ones.
3. Put a layer of compost in the new pot.
4. Set the plant in so it sits at the same depth as before and fill around it.
5. Water well and let it drain.

Don't use a pot much bigger than the old one: the extra compost holds water and can rot the roots.`;
const POOL = `Hi all members,

The pool will be closed from Monday 3 February to Sunday 16 February for retiling. The gym, studios and sauna stay open as normal.

Swimming lessons during those weeks are cancelled and will be added to the end of the term. Members with a swim-only membership will get two weeks' credit automatically.

Thanks for your patience,
Fitzroy Leisure Centre`;
const TENNIS = `Greenfield Tennis Club – committee meeting, 14 March
Present: Sue (chair), Dev, Marta, Chris. Apologies: Ian.

1. Court resurfacing: Dev proposed accepting the £22,000 quote from CourtPro to resurface courts 1-3 in May. Seconded by Marta. Carried 3-1 (Chris against; wanted a third quote).
2. Junior coaching: agreed to raise junior coaching from £6 to £7 a session from April.
3. Social: quiz night on 26 April; Marta to book the hall.
4. AOB: Chris asked about new nets. To be discussed next meeting.`;
const YEAR6 = `Dear Parents and Carers,

Year 6 residential trip: the trip to Kingswood will run from Monday 9 to Wednesday 11 June. The final payment of £95 is due by Friday 2 May. Please pay through ParentPay.

Book fair: the Scholastic book fair is in the library all next week, 3.15pm to 4pm. Every book bought earns free books for the school.

Uniform: we have noticed lots of lost jumpers. Please label all uniform with your child's name.

Thank you for your continued support.

Ms Ali
Deputy Head`;
const BULLETIN = `Hello families,

Thank you to everyone who came to sports day last Friday and cheered our children on. It was a lovely afternoon and we raised £340 for the library.

School will close early at 1.30pm on Friday 19 July for the end of term. Please arrange collection at this time. After-school club will not run that day.

Reports will be sent home on Wednesday 17 July.

Have a wonderful summer,
Mr Okafor`;

describe("summarizer, helper's cold read (session 6, round 4)", () => {
  it("a sentence that says 'on those days' or 'we still need' comes with the sentence it refers back to", () => {
    for (const length of ["short", "medium", "long"] as const) {
      const out = summarize(NEWSLETTER, length, "bullet");
      if (out.includes("on those days")) expect(out, length).toContain("PE days are Tuesday and Thursday");
      if (out.includes("tombola")) expect(out, length).toContain("Christmas Fair will be on Saturday 7 December");
    }
    expect(summarize(NEWSLETTER, "short", "bullet")).toContain("tombola");
    expect(summarize(NEWSLETTER, "short", "tldr")).not.toContain("those days");
    const medium = summarize(FORUM, "medium", "bullet");
    if (medium.includes("When that happens")) expect(medium).toContain("the expansion vessel has lost its charge");
  });

  it("a forum's post headers ('Posted by X:', 'Reply from Y:', 'Answer from Z:') are never said", () => {
    for (const length of ["short", "medium", "long"] as const)
      for (const style of ["bullet", "paragraph", "tldr"] as const)
        expect(summarize(FORUM, length, style)).not.toMatch(
          /posted by|reply from|answer from|leakyluke|sarah_h|rob_k/i,
        );
    expect(summarize(FORUM, "short", "bullet")).toContain("Gas Safe engineer");
  });

  it("an interview says what the speaker runs, even when it comes late in an answer", () => {
    expect(summarize(SEWING, "short", "tldr")).toContain("a sewing school in Bristol");
    expect(summarize(SEWING, "short", "bullet")).toContain("a sewing school in Bristol");
    expect(summarize(BAKERY, "short", "tldr")).toContain("a small Portuguese bakery");
    expect(summarize(BAKERY, "short", "bullet")).toContain("a small Portuguese bakery");
  });

  it("a rating said in a sentence of its own is read with what follows as the review's verdict", () => {
    expect(summarize(EARBUDS, "short", "tldr")).toBe(
      "TL;DR: Rating: 4/5 - great value for commuting, but not for the gym.",
    );
    expect(summarize(EARBUDS, "short", "bullet")).toContain("Rating: 4/5. Great value for commuting");
  });

  it("a notice's TL;DR is its news, not its thank-you or what goes on from it", () => {
    expect(summarize(BULLETIN, "short", "tldr")).toBe(
      "TL;DR: School will close early at 1.30pm on Friday 19 July for the end of term.",
    );
    expect(summarize(NEWSLETTER, "short", "tldr")).toBe(
      "TL;DR: From Monday 4 November, PE days are Tuesday and Thursday.",
    );
  });

  it("of two decisions, the minutes' TL;DR is the carried £18,400 roof, with its vote", () => {
    expect(summarize(PARISH, "short", "tldr")).toBe(
      "TL;DR: Cllr Brooks proposed accepting the quote from Hale Roofing of £18,400 for replacing the village hall roof; carried 4-1.",
    );
  });

  it("a guide's medium summary shows its steps whole and what it needs", () => {
    for (const length of ["medium", "long"] as const) {
      const out = summarize(REPOT, length, "bullet");
      for (const step of ["Turn the plant on its side", "Loosen the roots", "Put a layer of compost", "Water well"])
        expect(out, length).toContain(step);
      expect(out, length).toContain("fresh potting compost");
    }
  });

  // (Seen in the fresh set after grading.)
  it("a paragraph that opens 'during those weeks' never stands in for the closure it refers to", () => {
    for (const length of ["short", "medium"] as const)
      expect(summarize(POOL, length, "bullet"), length).toContain("The pool will be closed from Monday 3 February");
  });

  it("a vote cut inside its brackets loses the open bracket", () => {
    expect(summarize(TENNIS, "short", "tldr")).toBe(
      "TL;DR: Dev proposed accepting the £22,000 quote from CourtPro to resurface courts 1-3 in May; carried 3-1.",
    );
  });

  it("'Please pay through ParentPay.' comes with the payment it asks for", () => {
    const out = summarize(YEAR6, "short", "bullet");
    expect(out).toContain("Please pay through ParentPay");
    expect(out).toContain("The final payment of £95 is due by Friday 2 May");
  });
});
