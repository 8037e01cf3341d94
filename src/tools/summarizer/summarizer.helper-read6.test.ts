/**
 * Issue 11, helper's cold read (session 6): notices whose asks depend on a rule or an event, essays that announce a
 * list or argue against a set-up, job ads with field lines, notes with a decision, podcast hosts' framing. Each case
 * fails on the code before its fix.
 */
import { describe, expect, it } from "vitest";
import { analyse, summarize } from "./summarizer.engine";

const HOA =
  "Hi neighbors,\n\nA few updates from the Maple Ridge HOA board.\n\nThe community pool reopens for the season on May 24. Hours are 9am to 8pm daily, and lifeguards will be on duty on weekends.\n\nStarting June 1, vehicles parked on the street between 2am and 6am may be towed at the owner's expense. Please use your driveway or the overflow lot by the tennis courts.\n\nOur annual meeting is on June 12 at 7pm in the clubhouse. We will vote on a 4% dues increase to cover rising insurance costs. If you can't attend, please return your proxy form by June 10.\n\nThanks,\nThe Board";
const CLUB =
  "Hello everyone,\n\nThe chess club will meet in Room 12 instead of the library from next week, because the library is being refurbished.\n\nOur spring tournament is on Saturday 22 March. Entry is £5 and there are prizes for the top three. Please sign up with Karen by 15 March.\n\nFinally, we need someone to take over as treasurer from April. If you're interested, have a word with me at the next session.\n\nCheers,\nDave";
const ESSAY =
  "I used to think productivity was about doing more. I made long to-do lists, answered email at midnight, and felt busy all the time. But I wasn't getting the important things done.\n\nSo I changed three things. First, I stopped checking email before 11am. Second, I started each day by writing down the one task that would make the day a success. Third, I said no to any meeting without an agenda.\n\nThe results surprised me. I finished the book draft I had been stuck on for a year, and I worked fewer hours. Productivity, it turns out, is about doing less of what doesn't matter.";
const OPINION =
  "Everyone says remote work is killing company culture. I disagree.\n\nCulture was never the free snacks or the ping-pong table. It's how people treat each other, how decisions get made, and whether you can say \"I made a mistake\" without fear.\n\nYou can build all of that remotely. In fact, remote teams often have to be more deliberate about it: they write things down, they set clear expectations, and they can't rely on who happens to be in the room.\n\nThe truth is that bad culture was just easier to hide in an office.";
const BREAKFAST =
  "We have been told for years that breakfast is the most important meal of the day. Cereal companies built whole advertising campaigns around it, and many of us grew up feeling guilty for skipping it.\n\nBut the evidence is much weaker than you might think. Many of the early studies were observational, and some were funded by the food industry. When researchers ran controlled trials, people who ate breakfast did not lose more weight than those who skipped it.\n\nIn fact, for some people skipping breakfast makes no difference at all. The truth is that what you eat across the whole day matters far more than when you eat it. If you're hungry in the morning, eat. If you're not, don't force it.";
const JOB =
  "Barista – Weekend Shifts\nLocation: Kendal\nType: Part-time\nPay: £11.50 per hour\n\nLakeside Coffee is looking for a friendly barista to join our small team on Saturdays and Sundays.\n\nYou'll make great coffee, serve customers and keep the café clean. Experience is helpful but not essential — we will train you.\n\nWhat we offer: a £1,000 yearly learning budget.\n\nApply by sending your CV to jobs@lakeside.example.";
const SUPPLIER =
  "notes - call with Harbour Print 2 Oct\n- they can do 5,000 brochures at £0.38 each, A5, 16pp\n- 2,000 would be £0.52 each\n- delivery 8 working days after proof\n- decision: go with 5,000, Sam to send the PO tomorrow\n- need artwork by 10 Oct";
const HOTEL =
  "We stayed at the Harbour View Hotel for three nights in August.\n\nThe location is excellent: a five-minute walk from the old town and right on the seafront. The breakfast was varied and fresh.\n\nHowever, our room was tiny and the air conditioning was loud all night. The staff at reception were polite but couldn't move us to another room. At £180 a night, we expected more.\n\nWould I come back? Probably not at that price. If you just need a base for sightseeing, there are better-value options nearby.";
const BIKES =
  'The city council voted 7-2 on Tuesday to approve protected bike lanes on Elm Street, ending a year of debate.\n\nThe $3.2 million project will add 2.4 miles of lanes separated from traffic by concrete barriers. Construction is expected to start in September and finish by next spring.\n\n"This is about safety," said council member Dana Ortiz, who sponsored the plan. "Three cyclists have been hit on Elm Street in the last two years."\n\nOpponents, including several business owners, worried about losing 120 parking spaces. "My customers need somewhere to park," said Luis Moreno, who owns a bakery on the street. "This could put us out of business."\n\nThe city says it will add a 90-space lot behind the library to make up for some of the lost parking.';
const SOFA =
  "Dear Mr Hughes,\n\nI am writing about my order #48213, placed on 2 May. The sofa was delivered on 20 May, but one of the legs is cracked and the fabric on the left arm is torn.\n\nI have attached photos. I would like either a replacement sofa or a full refund of £899. Please let me know which you can offer by 5 June.\n\nYours sincerely,\nAnna Kowalski";
const PODCAST =
  "Host: Welcome back to Money Matters. I'm joined by Tom Reyes, a financial planner from Denver.\nTom: Thanks for having me.\nHost: Tom, what's the biggest mistake you see people make with retirement savings?\nTom: Starting too late. Someone who saves $300 a month from age 25 ends up with almost twice as much as someone who starts at 35, because of compounding.\nHost: What if you're already 45?\nTom: Then you maximise your employer match first. It's free money. After that, cut fees: a fund charging 1% a year can cost you tens of thousands over twenty years compared with an index fund charging 0.1%.\nHost: Great advice. Thanks, Tom.";

describe("summarizer, helper's cold read (session 6)", () => {
  it("an instruction or a conditional ask comes with the rule or event its paragraph opens with", () => {
    for (const style of ["paragraph", "bullet"] as const) {
      const out = summarize(HOA, "short", style);
      expect(out).toContain("Please use your driveway");
      expect(out).toContain("may be towed");
      expect(out).toContain("If you can't attend");
      expect(out).toContain("Our annual meeting is on June 12");
    }
    expect(summarize(HOA, "medium", "paragraph")).toContain("Our annual meeting is on June 12");
    const club = summarize(CLUB, "short", "paragraph");
    expect(club).toContain("Please sign up with Karen by 15 March");
    expect(club).toContain("Our spring tournament is on Saturday 22 March");
  });

  it("an essay's short summary drops a sentence that only announces a list ('So I changed three things.')", () => {
    const out = summarize(ESSAY, "short", "paragraph");
    expect(out).not.toContain("three things");
    expect(out).toContain("I used to think productivity was about doing more.");
    expect(out).toContain("Productivity, it turns out");
  });

  it("an opinion piece with rhetorical turns is an essay, summed up by its conclusion, not the view it answers", () => {
    expect(analyse(OPINION).kind).toBe("prose");
    expect(summarize(OPINION, "short", "tldr")).toBe(
      "TL;DR: The truth is that bad culture was just easier to hide in an office.",
    );
    expect(summarize(BREAKFAST, "short", "tldr")).toContain("what you eat across the whole day matters far more");
    // (An "If you're not" answer stays with the sentence it answers.)
    expect(summarize(BREAKFAST, "short", "paragraph")).toContain("If you're hungry in the morning, eat. If you're not");
  });

  it("a job ad's field lines are read as fields, never as a label on a sentence", () => {
    const out = summarize(JOB, "short", "paragraph");
    expect(out).toMatch(/^This is a part-time Barista \(Weekend Shifts\) role in Kendal, paying £11\.50 per hour\./);
    expect(out).not.toContain("Pay: £11.50 per hour:");
    expect(out).toContain("Benefits include a £1,000 yearly learning budget.");
    expect(out).not.toContain("What we offer:");
  });

  it("notes with a decision are summed up in one line by the decision, not a quote", () => {
    expect(summarize(SUPPLIER, "short", "tldr")).toMatch(/^TL;DR: Decision: go with 5,000/);
  });

  it("a podcast host's framing lines are not content", () => {
    for (const length of ["short", "medium", "long"] as const) {
      const out = summarize(PODCAST, length, "paragraph");
      expect(out).not.toContain("I'm joined by");
      expect(out).not.toContain("Great advice");
    }
  });

  it("a review's short summary holds its verdict, its question and bare answer as one point", () => {
    expect(summarize(HOTEL, "short", "paragraph")).toContain("Would I come back? Probably not at that price.");
    expect(summarize(HOTEL, "short", "bullet")).toContain("• Would I come back? Probably not at that price.");
    expect(summarize(HOTEL, "medium", "paragraph")).toContain("Would I come back? Probably not at that price.");
  });

  it("a short news story's medium summary of a decision gives the other side too", () => {
    expect(summarize(BIKES, "medium", "paragraph")).toContain("Opponents, including several business owners, worried");
    expect(summarize(BIKES, "long", "paragraph")).toContain("Opponents");
  });

  it("a complaint's short summary holds what went wrong and the remedy asked for ('I would like either...')", () => {
    const out = summarize(SOFA, "short", "paragraph");
    expect(out).toContain("one of the legs is cracked");
    expect(out).toContain("I would like either a replacement sofa or a full refund of £899.");
  });

  it("a self-question and its answer read as one sentence ('Would I buy it again? Yes, without hesitation.') are the verdict", () => {
    const review =
      "I bought the Trailmate 2 tent for weekend camping after my old one leaked in the Lakes.\n\nThe poles are colour-coded and the fly is thick enough to stay dry even in heavy, sideways rain. It arrived well packed and two days early.\n\nMy only complaint is the stuff sack, which is slightly too small, so packing it away takes a few tries on a windy morning.\n\nWould I buy it again? Yes, without hesitation. At £120 it is cheaper than most brands and feels just as sturdy.";
    expect(summarize(review, "short", "paragraph")).toContain("Would I buy it again? Yes, without hesitation.");
  });

  it("an e-mail's asks after a clause ('..., but could you start on...?') and about the offer ('Is that included...?') are its asks", () => {
    const mail =
      "Hi Lena,\n\nThanks for the proposal for the garden wall. We're happy with it, but could you use reclaimed brick rather than new? We have a pile from the old shed.\n\nAlso, the proposal doesn't mention taking the rubble away. Is that covered by the £2,600, or is it extra?\n\nBest,\nMarc";
    const out = summarize(mail, "short", "paragraph");
    expect(out).toContain("could you use reclaimed brick rather than new?");
    expect(out).toContain("Is that covered by the £2,600, or is it extra?");
  });
});
