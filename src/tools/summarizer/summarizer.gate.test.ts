import { describe, expect, it } from "vitest";
import { summarize } from "./summarizer.engine";
import { keptFacts } from "./summarizer.facts";

// Session 7 ("fix classes"): rows from the helper's fresh set, each failing on the code before summarizer.gate and
// summarizer.facts. They assert properties (a fact kept, a sentence gone, the verdict first), not whole outputs.
const NOTICE_GAS =
  "Dear Residents,\n\nPlease be advised that Cadent will be carrying out essential gas main replacement works on Albert Road. The gas supply to flats 1-24 will be turned off on Tuesday 9 December between 9am and 3pm. Engineers will need access to each flat to relight boilers afterwards, so please make sure someone is home or leave a key with the concierge. We apologise for any inconvenience this may cause.\n\nKind regards,\nBlock Management";
const NOTICE_BINS =
  "Hi all, just a heads up from the council. Because of the bank holiday, bin collections next week move back a day, so Monday's collection will be on Tuesday 27 May and so on until Saturday. Garden waste is not affected. Please put bins out by 7am. Thanks!";
const EMAIL_UPDATE =
  "Hi team,\n\nA quick summary of where we are on the office move. The lease on the new office at 14 Carver Street has been signed and we get the keys on 1 September. Movers are booked for the weekend of 20-21 September. Please pack your desk into the crates provided by Thursday 18 September, and label everything with your name. IT will set up the new network on the 19th, so expect no VPN access that day. Any questions, ask Hannah.\n\nThanks,\nOliver";
const HOWTO_TAP =
  "In this post I will show you how to fix a dripping tap. Most drips are caused by a worn washer or O-ring, and you can fix them in about 20 minutes with basic tools. First, turn off the water supply under the sink. Then open the tap to drain the remaining water. Remove the decorative cap and unscrew the handle. Use a spanner to undo the headgear nut. Replace the washer with one of the same size (take the old one to the shop). Reassemble everything and turn the water back on. If it still drips, the valve seat may be worn and you may need a plumber.";
const ESSAY_CARS =
  "Our towns were built for cars, and it shows. In this essay I will look at why low-traffic neighbourhoods have become so controversial. Supporters point to fewer injuries and cleaner air; a 2021 study in London found street crime fell in LTN areas. Opponents say traffic is simply pushed onto main roads where poorer households live. Both sides have a point, but the evidence so far suggests the displacement effect shrinks after the first year as people change how they travel. Councils that consult early and monitor the boundary roads tend to keep their schemes.";
const REVIEW_HOTEL =
  "We stayed at the Harbour View Hotel for 4 nights in August. Check-in took ages - nearly 40 minutes - because only one person was on the desk. The room was clean and the sea view was lovely, but the air con was noisy and the walls were thin. Breakfast was the highlight, with fresh pastries and a proper cooked menu. Staff in the restaurant were friendly. Parking costs £18 a night which nobody told us about. All in all, a decent hotel let down by poor management; I wouldn't go back at this price.";
const REVIEW_COFFEE =
  "I've had the Sage Bambino Plus for three months now. The water tank is at the back and holds 1.9 litres, which is a bit awkward to refill under my cupboards. It heats up in about three seconds, which is genuinely impressive. The automatic milk frothing is the best I've used at this price, and the microfoam is good enough for latte art. The portafilter is only 54mm and the included baskets are pressurised, so you'll want to buy a non-pressurised one. Overall, this is the best entry-level espresso machine I've owned and I'd recommend it to anyone starting out, as long as you pair it with a decent grinder.";
const REVIEW_FILM =
  "The new adaptation of Great Expectations opens with a stunning sequence on the Kent marshes, all fog and mud. The cinematography stays strong throughout. But the script makes Pip so passive that the middle hour drags badly, and Miss Havisham is played for camp rather than tragedy. The last act recovers some ground. In the end it is a handsome but hollow film, worth watching for the visuals and not much else.";
const MINUTES_PTA =
  "PTA meeting notes 14/10\nPresent: Sarah (chair), Tom, Aisha, Greg, Lena\nApologies: Mark\n\nSarah opened the meeting and thanked everyone for coming. We went over last month's minutes, which were approved.\nTom reported the summer fair raised £2,340, slightly less than last year.\nDiscussion about the Christmas disco. Agreed: disco will be on Friday 12 December, 5-7pm, tickets £3. Aisha to book the DJ by 1 November.\nGreg raised the idea of a second-hand uniform stall. Everyone was keen. Lena will set it up at the next parents' evening.\nAOB: none. Next meeting 11 November.";
const NOTICE_SCHOOL =
  "Dear Parents and Carers,\n\nIn this letter I will set out the arrangements for next week. Due to the planned strike action by NEU members, the school will be closed to pupils in Years 7 to 10 on Wednesday 5 February. Years 11 and 13 will attend as normal as they have mock exams. Remote work will be set on Google Classroom by 9am. Free school meal vouchers will be emailed on Monday.\n\nYours sincerely,\nMrs J Patel\nHeadteacher";

describe("a TL;DR keeps the when, where and how much of a notice", () => {
  it.each([
    ["gas cut", NOTICE_GAS, /Tuesday 9 December/],
    ["bin days", NOTICE_BINS, /27 May/],
  ])("%s", (_name, text, fact) => {
    const tldr = summarize(text, "short", "tldr");
    expect(tldr).toMatch(fact);
    expect(tldr).not.toMatch(/heads up|Hi all/i);
  });
  it("a cut that drops a date or a time is not taken", () => {
    const whole = "The water will be off on Monday 3 March between 9am and noon, while the main is replaced.";
    expect(keptFacts("The water will be off.", whole)).toBe(whole);
    expect(keptFacts("The water will be off on Monday 3 March between 9am and noon.", whole)).toMatch(/noon\.$/);
  });
});

describe("a sentence that only announces the text is never chosen", () => {
  it.each([
    ["update e-mail", EMAIL_UPDATE, "bullet", /A quick summary of/i],
    ["how-to post", HOWTO_TAP, "bullet", /In this post I will/i],
    ["essay", ESSAY_CARS, "bullet", /In this essay I will/i],
    ["school letter", NOTICE_SCHOOL, "paragraph", /In this letter I will/i],
    [
      "update named with a digit",
      "Hi everyone,\n\nHere's an update on the Q3 planning. We've agreed to delay the app redesign until October so we can focus on the payments bug backlog. Marta will lead the backlog work, starting Monday. Please add any payments bugs you know of to the board by Friday.\n\nCheers,\nSam",
      "bullet",
      /update on the Q3 planning/i,
    ],
  ] as const)("%s", (_name, text, style, meta) => {
    for (const length of ["short", "medium"] as const) expect(summarize(text, length, style)).not.toMatch(meta);
  });
  it("the school letter's short summary says the closure and its date", () => {
    expect(summarize(NOTICE_SCHOOL, "short", "paragraph")).toMatch(/closed to pupils[^.]*5 February/);
  });
});

describe("a review leads with its verdict", () => {
  it.each([
    ["hotel, bullets", REVIEW_HOTEL, "bullet", /^• All in all/],
    ["coffee machine, paragraph", REVIEW_COFFEE, "paragraph", /^Overall, this is the best/],
    ["film, TL;DR", REVIEW_FILM, "tldr", /hollow film/],
  ] as const)("%s", (_name, text, style, lead) => {
    expect(summarize(text, "short", style)).toMatch(lead);
  });
});

const MINUTES_ENG =
  "weekly eng sync - 3 june\nattendees: priya, dan, carlos, mei\n\n- quick round of updates. dan still on the billing migration, about 70% done\n- discussed the flaky e2e tests again. lots of back and forth about whether to quarantine them\n- decision: quarantine the 6 flakiest tests this sprint, carlos owns it, due friday\n- mei flagged that the staging db is nearly full. action: priya to bump the disk to 500gb by wednesday\n- we will move the release from 10 june to 17 june because of the migration\n- next sync same time next week";

describe("minutes are read for decisions and actions, not procedure", () => {
  it("keeps the decision and the action with who and when, drops the procedure", () => {
    const bullets = summarize(MINUTES_PTA, "short", "bullet");
    expect(bullets).toMatch(/Agreed: disco/);
    expect(bullets).toMatch(/Aisha to book the DJ by 1 November/);
    expect(bullets).not.toMatch(/opened the meeting|last month's minutes|Everyone was keen/);
  });
  it("lower-case notes lose their title line and keep the decision", () => {
    const bullets = summarize(MINUTES_ENG, "medium", "bullet");
    expect(bullets).not.toMatch(/^• Weekly eng sync/im);
    expect(bullets).toMatch(/quarantine the 6 flakiest tests/);
  });
});

// Session 8 (non-news text kinds): each row failed on the code before summarizer.prose and the heading-label rule.
const POLICY_WARRANTY =
  "## Returns\n\nWe want you to be happy with your new bike. If you don't, you can return it within 14 days of delivery for a full refund.\n\n### What we don't cover\n- Gift cards\n- Personalised frames\n- Saddles, for hygiene reasons\n\n### How to return\nEmail support@cyclo.example with your order number. Refunds go back to your card within 5 working days. Return shipping is free in the UK.";
const MINUTES_CHOIR =
  "Harmony Choir committee, 2 March\nPresent: Ann Ruiz (chair), B. Clarke, Femi, Joan\n\n1. Spring concert: the committee agreed to hold the concert at St Mark's on 18 May. Tickets £10.\n2. Robes: Femi proposed ordering 12 new robes from Clerical Supplies for £540. Agreed.\nAction: B. Clarke to book St Mark's by 16 March.\nDecided: we keep rehearsals on Tuesday evenings.\nAOB: the piano needs tuning again. Joan will call the tuner.";
const HOWTO_SHELF =
  "How to put up a floating shelf\n\nA floating shelf looks neat and takes about half an hour to fit with a drill, a spirit level and wall plugs.\n\n1. Hold the bracket against the wall and mark the holes with a pencil.\n2. Check it is straight with the spirit level.\n3. Drill the holes and push in the wall plugs.\n4. Screw the bracket to the wall.\n5. Slide the shelf onto the bracket rods.\n\nDo not put more than 10kg on a shelf fixed to plasterboard.";

describe("labels and lists of non-news texts read as a reader needs them", () => {
  it("an item under a heading that excludes it keeps the heading", () => {
    for (const length of ["long"] as const) {
      const bullets = summarize(POLICY_WARRANTY, length, "bullet");
      expect(bullets).toMatch(/gift cards/i);
      for (const line of bullets.split("\n").filter((l) => /Gift cards|Personalised frames|Saddles/i.test(l)))
        expect(line).toMatch(/don't cover/i);
    }
  });
  it("a permission after 'If you don't,' drops the condition it cannot carry alone", () => {
    for (const length of ["short", "medium"] as const) {
      const summary = summarize(POLICY_WARRANTY, length, "bullet");
      if (!/happy with your new bike/.test(summary)) expect(summary).not.toMatch(/If you don't,/);
      expect(summarize(POLICY_WARRANTY, length, "tldr")).not.toMatch(/If you don't,/);
    }
  });
  it.each([
    ["an action line is a sentence", /B\. Clarke will book St Mark's/, /Action:/],
    ["a decision line is a sentence", /It was decided that we keep rehearsals/, /Decided:/],
  ])("paragraphs of minutes: %s", (_name, wanted, unwanted) => {
    const paragraph = summarize(MINUTES_CHOIR, "long", "paragraph");
    expect(paragraph).toMatch(wanted);
    expect(paragraph).not.toMatch(unwanted);
  });
  it("'AOB:' is never said", () => {
    for (const style of ["tldr", "bullet", "paragraph"] as const)
      expect(summarize(MINUTES_CHOIR, "long", style)).not.toMatch(/AOB/);
  });
  it("a 'How to' guide's medium summary shows its numbered steps", () => {
    const bullets = summarize(HOWTO_SHELF, "medium", "bullet");
    for (const step of ["mark the holes", "spirit level", "wall plugs", "Screw the bracket", "Slide the shelf"])
      expect(bullets).toContain(step);
  });
});

const EMAIL_UNPAID =
  "Hi Sofia,\n\nThanks for the quick reply yesterday. Our finance team tells me we still haven't been paid for the March mural (invoice 118, €2,400, due 15 April). I understand your director signed it off, but nothing has reached our account so far.\n\nCould you please check with your accounts payable team and confirm a payment date by Wednesday?\n\nBest wishes,\nTomás";
const NOTES_RUNON =
  "Notes from the residents' meeting 12th May. Attendance was good, about 30 residents. We discussed the car park lighting, the council has quoted £8,000 and the residents' fund agreed to pay £3,000 of it. Cake sale raised £150. Someone asked about the bins and the chair said she would chase the council.";

describe("the point of an e-mail and of notes written as one paragraph", () => {
  it("an e-mail's short summary holds what was not done ('haven't been paid'), not only the ask", () => {
    for (const style of ["bullet", "paragraph"] as const)
      expect(summarize(EMAIL_UNPAID, "short", style)).toMatch(/invoice 118/);
  });
  it("run-on meeting notes are read as minutes: no title line, the decision kept", () => {
    for (const style of ["bullet", "paragraph"] as const) {
      const short = summarize(NOTES_RUNON, "medium", style);
      expect(short).not.toMatch(/Notes from the residents/);
      expect(short).toMatch(/agreed to pay £3,000/);
    }
  });
});

const NOTICE_CLINIC =
  "Hi all,\n\nThe removal van is booked for Friday 9 May. Please clear your shelves by 4pm on Thursday 8 May.\n\nThe clinic reopens at 3 Mill Lane on Tuesday 13 May, with the same phone number. Patients have been told by text.\n\nThanks,\nDr Rao";
const POLICY_RENTAL =
  "## Hire terms\n\nAll bikes are hired by the day and must be back by 6pm.\n\n### What you need\n- A photo ID\n- A credit card\n\n### What can't be hired by under-16s\n- E-bikes\n- Tandems\n\nA helmet is included with every hire. Late returns cost £15 an hour.";

describe("a notice's news and a list's heading, as prose", () => {
  it("a notice to a group is summed up by its dated opening, not the arrangements before it", () => {
    expect(summarize(NOTICE_CLINIC, "short", "tldr")).toMatch(/reopens at 3 Mill Lane on Tuesday 13 May/);
  });
  it("a paragraph says a 'What ...' list as a sentence", () => {
    const paragraph = summarize(POLICY_RENTAL, "long", "paragraph");
    expect(paragraph).toMatch(/You need a photo ID and a credit card\./);
    expect(paragraph).not.toMatch(/What you need/);
  });
});

const MINUTES_BOWLS =
  "Bowls club committee minutes, 4 April\nPresent: Gwen Hall (chair), Ray Dix, Imran Ali\n\n1. Green mower: the committee discussed replacing the mower, which is 15 years old. After discussion the committee agreed to buy a reconditioned Ransomes mower for £2,200. Carried 2-1.\n2. Bar: prices stay the same this season.\nAction: Ray Dix to order the mower by 20 April.";

describe("a minutes' TL;DR says the vote its decision's item records", () => {
  it("'agreed to buy ...' with 'Carried 2-1.' after it", () => {
    expect(summarize(MINUTES_BOWLS, "short", "tldr")).toMatch(
      /agreed to buy a reconditioned Ransomes mower[^.]*carried 2-1/,
    );
  });
});

const REVIEW_BLENDER =
  "Bought the Vortex 900 blender in the spring sale for £89. It crushes ice well and the jug is easy to clean. The motor is very loud though, and the lid cracked after six weeks. Amazon replaced it without fuss.\n\n3 stars. Powerful for the price, but I'd expect a lid to last longer than that.";
const ESSAY_COMMUTE =
  "# I cycled to work for a whole winter\n\nLast October I sold my car and started cycling the 9km to work every day.\n\nThe first month was miserable. It rained for eleven days in a row and I arrived soaked twice.\n\nBy January I was fitter than I had been in years, and I had saved about £400 on fuel and parking.\n\n## Was it worth it?\n\nYes. The savings were nice, but the real win was arriving at work awake and in a good mood.\n\n## What's next\n\nThis spring I'm going to try the longer route along the canal, which adds 3km each way.";

describe("the TL;DR of a review and of a post is its verdict", () => {
  it("a bare 'N stars' is a rating, said with what it means", () => {
    expect(summarize(REVIEW_BLENDER, "short", "tldr")).toMatch(/^TL;DR: 3 stars - powerful for the price/);
  });
  it("the answer under a closing 'Was it worth it?' heading sums up the post", () => {
    expect(summarize(ESSAY_COMMUTE, "short", "tldr")).toMatch(/real win was arriving at work awake/);
  });
});

const EMAIL_BATHROOM =
  "Hi Kwame,\n\nQuick one about the bathroom. We've decided to go with the walk-in shower instead of the bath. I realise that means more tiling - could you send an updated quote before you order the tiles?\n\nThe extractor fan can stay where it is.\n\nCheers,\nNadia";

describe("an e-mail's ask after a dash, and no lead-in left as a bullet", () => {
  it("the ask after 'I realise ... -' is in the short summary and the TL;DR", () => {
    expect(summarize(EMAIL_BATHROOM, "short", "tldr")).toMatch(/could you send an updated quote/);
    expect(summarize(EMAIL_BATHROOM, "short", "bullet")).toMatch(/could you send an updated quote/);
  });
  it("'Quick one about the bathroom.' is not a point", () => {
    for (const length of ["short", "medium", "long"] as const)
      expect(summarize(EMAIL_BATHROOM, length, "bullet")).not.toMatch(/About the bathroom|Quick one/i);
  });
});

const MINUTES_VILLAGE =
  "Elmsworth Village Hall committee - minutes, 3 June\nPresent: Cllrs Ford (chair), Adeyemi, Price\n\n1. Heating: the boiler failed twice in May. Cllr Adeyemi proposed replacing it with a heat pump costing £7,800. Seconded by Cllr Price. Carried 2-1.\n2. Bookings: the Saturday yoga class will move to the small hall.\nAction: Cllr Ford to get two more quotes by 1 July.";
const NOTICE_ROTA =
  "Hi all,\n\nHere's what's changing with the cleaning rota from next month.\n\nFrom Monday 3 March, each team cleans its own kitchen on Fridays instead of the office manager doing it. A checklist will be on the fridge.\n\nPlease sign the sheet when your team has done it.\n\nThanks,\nOla";

describe("a TL;DR says the decision and the news, not the lead-up", () => {
  it("minutes: the carried proposal in an item, not the report before it", () => {
    expect(summarize(MINUTES_VILLAGE, "short", "tldr")).toMatch(
      /proposed replacing it with a heat pump[^.]*carried 2-1/,
    );
  });
  it("a notice: 'Here's what's changing ...' is an announcement, never chosen", () => {
    for (const style of ["tldr", "bullet", "paragraph"] as const)
      expect(summarize(NOTICE_ROTA, "short", style)).not.toMatch(/Here's what's changing/);
  });
});

const REVIEW_CAFE =
  "Tried the new Bean There cafe on Quay Street last Sunday. The flat white was excellent and the cinnamon buns are huge. It was packed and we waited 20 minutes for a table, and the music was far too loud to talk.\n\nWould I go back? On a weekday, yes, but not at the weekend.";

describe("a review's question and its qualified answer are one point", () => {
  it("'Would I go back? On a weekday, yes, ...' stays together in bullets", () => {
    for (const length of ["short", "medium"] as const) {
      const bullets = summarize(REVIEW_CAFE, length, "bullet");
      expect(bullets).not.toMatch(/^• Would I go back\?$/m);
      expect(bullets).not.toMatch(/^• On a weekday/m);
    }
  });
});

// Session 8, round 2: an e-mail asking for a decision, a how-to's short summary, a review's rating and aspects (set-1 texts;
// each row fails on the code before).
const EMAIL_VENUE =
  "Subject: Wedding venue - need your decision\n\nHi Priya and Tom,\n\nThe Old Barn have come back to us. Saturday 14 June is now taken, sorry. They can offer Friday 13 June at the same price, or Saturday 21 June, which costs £1,200 more because it's peak season. The caterer is free on both dates.\n\nAlso the florist says peonies may not be available in late June, so she suggests garden roses instead, which adds £150.\n\nCould you let me know by Friday which date you'd prefer, and confirm whether the roses are ok? The barn will only hold the dates until Monday.\n\nBest,\nHannah";
const EMAIL_BOILER =
  "hi all, quick q. boiler guy came today and says the heat exchanger is cracked and its not worth fixing on a 15 yr old boiler. new combi fitted would be £2,450, or he can patch it for £400 but no guarantee it lasts the winter. the landlord has to pay for either but he says to ask us what we want first. can everyone reply by thurs if ur ok with the new one going in, it means no hot water for 1 day next week\ncheers\ndan";
const HOWTO_RADIATOR =
  "How to bleed a radiator\n\nIf a radiator is cold at the top and warm at the bottom, there is air trapped inside. Bleeding it takes ten minutes. Turn the heating off first and let the radiators cool, or you may get scalded.\n\n1. Put an old towel under the bleed valve at the top corner of the radiator.\n2. Fit the radiator key onto the valve and turn it anticlockwise about a quarter turn.\n3. Let the air hiss out for 20 seconds or so until water starts to drip.\n4. Close the valve quickly by turning the key clockwise.\n5. Check the boiler pressure gauge and top it up to 1.5 bar if it has dropped.\n\nIf the radiator is still cold after bleeding, the problem may be sludge and you should call a heating engineer.";
const REVIEW_LISBON =
  "Hotel Miramar, Lisbon - our stay\n\nWe stayed four nights in May for our anniversary. The check-in was quick and the room was ready early.\n\nThe location is superb. It's a five-minute walk to the tram and the view over the river from our balcony was stunning at sunset.\n\nBreakfast was disappointing. The buffet was small, the coffee came from a machine and the eggs were cold both mornings we tried them.\n\nThe room was clean but the air conditioning rattled all night and reception took two days to send someone.\n\nWe paid €190 a night, which is fair for the location.\n\nFour stars. Book a river-view room and eat breakfast in town.";

describe("an e-mail asking for a decision is summed up by the ask and what it rests on", () => {
  it.each([
    ["venue", EMAIL_VENUE, /which date you'd prefer/, [/£1,200/, /£150/]],
    ["boiler", EMAIL_BOILER, /reply by thurs if ur ok/, [/£2,450/, /£400/]],
  ])("%s", (_name, text, ask, stakes) => {
    expect(summarize(text, "short", "tldr")).toMatch(ask);
    for (const style of ["bullet", "paragraph"] as const) {
      const short = summarize(text, "short", style);
      expect(short).toMatch(ask);
      for (const sum of stakes) expect(short).toMatch(sum);
    }
  });
});

describe("a how-to's short summary says what it does, its precaution and its key steps", () => {
  it("radiator: the timed step and the precaution, never one step alone as the TL;DR", () => {
    const tldr = summarize(HOWTO_RADIATOR, "short", "tldr");
    expect(tldr).toMatch(/air trapped inside/);
    expect(tldr).toMatch(/20 seconds/);
    const bullets = summarize(HOWTO_RADIATOR, "short", "bullet");
    expect(bullets).toMatch(/Turn the heating off first/);
    expect(bullets).toMatch(/20 seconds/);
  });
});

describe("a review is summed up by its rating and its judgements, not how the visit came about", () => {
  it("'Four stars.' with its meaning leads (closes a longer summary); the location and breakfast verdicts are points", () => {
    expect(summarize(REVIEW_LISBON, "short", "tldr")).toMatch(/^TL;DR: Four stars/);
    for (const length of ["short", "medium"] as const) {
      const bullets = summarize(REVIEW_LISBON, length, "bullet");
      // (Session 10: a longer summary keeps the review's order, good points, bad points, verdict: it ends on it.)
      expect(bullets).toMatch(length === "short" ? /^• Four stars/ : /\n• Four stars[^\n]*$/);
      expect(bullets).not.toMatch(/We stayed four nights/);
      expect(bullets).toMatch(/location is superb/);
      expect(bullets).toMatch(/Breakfast was disappointing/);
    }
  });
});
