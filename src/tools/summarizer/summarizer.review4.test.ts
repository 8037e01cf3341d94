/**
 * Regression tests for the defect classes found by reading the third issue-11 held-out set (request and complaint
 * e-mails, a forum post, a chatbot answer, an HTML notice); each test uses its own text, written for the class.
 */
import { describe, expect, it } from "vitest";
import { isAdviceQuestion, isInstruction, isLetterAsk } from "./summarizer.ask";
import { summarize } from "./summarizer.engine";

describe("what the writer wants", () => {
  const request = `Hi Priya,

Hope your weekend was relaxing. The school fundraiser went brilliantly on Saturday and we raised more than we expected, which I've shared with the parents' group.

I wanted to ask whether I could move my working hours to 7 until 3 from January. My son starts at a new school that finishes at 3.15, and there is no after-school club yet. I've checked with Tom, who is happy to take the late client calls.

Could you let me know before the end of the month if that works?

Thanks,
Nadia`;

  it("puts a request e-mail's ask in the short summary and the TL;DR, never the small talk", () => {
    for (const len of ["short", "medium"] as const) {
      const out = summarize(request, len, "paragraph");
      expect(out).toMatch(/move my working hours/);
      expect(out).not.toMatch(/Hope your weekend/);
    }
    expect(summarize(request, "medium", "tldr")).toMatch(/move my working hours/);
  });

  const complaint = `Dear Sir or Madam,

I have bought all my appliances from your stores for ten years. Since 4 September my new washing machine has leaked water onto the kitchen floor during every spin cycle. It has now damaged the laminate.

An engineer visited on 20 September and said a seal needed replacing, but the part never arrived and nobody has contacted me since. I have phoned your helpline four times.

I am asking you to replace the machine within fourteen days and to pay for the damaged flooring, which a fitter has quoted at £240, since the fault has been there from the first week and I have not had a working machine since.

Yours faithfully,
Graham Pike`;

  it("gives a complaint's demand as its TL;DR", () => {
    expect(summarize(complaint, "medium", "tldr")).toMatch(/replace the machine/);
    expect(summarize(complaint, "short", "paragraph")).toMatch(/replace the machine/);
  });

  const forum = `Gym won't let me cancel my membership - what are my options?

I signed up to a 12-month contract at a local gym in March and paid £35 a month by direct debit. In September I was diagnosed with a back injury and my physio says I can't train for at least six months.

The gym says the contract only allows cancellation for "relocation" and wants me to keep paying until March. I've sent them the physio's letter twice and heard nothing back.

Can they really make me pay for six months I can't use, and should I just cancel the direct debit?`;

  it("keeps a forum post's question to its readers", () => {
    expect(summarize(forum, "medium", "bullet")).toMatch(/Can they really make me pay/);
  });

  it("recognises asks, instructions and advice questions, not courtesies", () => {
    expect(isLetterAsk("I was wondering if you could send the slides again.")).toBe(true);
    expect(isLetterAsk("I would really appreciate it if you could refund the fee.")).toBe(true);
    expect(isLetterAsk("Could you let me know if that works?")).toBe(false);
    expect(isLetterAsk("I'd be happy to provide any additional materials.")).toBe(false);
    expect(isInstruction("If you bought one, please return it to the store.")).toBe(true);
    expect(isInstruction("Please let me know if you have questions.")).toBe(false);
    expect(isAdviceQuestion("Is it legal for them to keep the deposit?")).toBe(true);
    expect(isAdviceQuestion("Why did nobody call?")).toBe(false);
  });
});

describe("chatbot answers and notices", () => {
  const answer = `Sure! Composting at home is easier than most people think. Here's an overview.

**How does it work?**
Microbes break down kitchen and garden waste into a dark, crumbly soil improver over six to twelve months.

**What you need**
1. **A bin:** Because air matters, choose one with a lid and holes in the sides.
2. **A mix of materials:** Combine green waste, such as peelings, with brown waste, such as cardboard.
3. **Patience:** Turn the heap every few weeks to speed things up.

In summary, home composting turns everyday waste into free fertiliser with little effort, as long as you balance green and brown materials.`;

  it("writes a bold label's sentence in lower case and sums up with the writer's own summary, without its opener", () => {
    const bullets = summarize(answer, "long", "bullet");
    expect(bullets).not.toMatch(/: Because/);
    const tldr = summarize(answer, "medium", "tldr");
    expect(tldr).toMatch(/^TL;DR: Home composting turns everyday waste into free fertiliser/);
  });

  const notice = `<section>
<h2>Safety notice: Cosyglow electric blanket</h2>
<p>We are recalling the Cosyglow single electric blanket (model CG-90, sold between October 2024 and February 2025) because a faulty controller can overheat while the blanket is switched on.</p>
<p>If you have one of these blankets, please unplug it now and stop using it. Bring it to any branch for a full refund.</p>
<p>We are sorry for the inconvenience.</p>
<p><a href="/check">Check your model</a> &middot; Call 0800 111 2222</p>
</section>`;

  it("never pads a notice with a row of links or an apology", () => {
    for (const len of ["short", "medium", "long"] as const) {
      const out = summarize(notice, len, "bullet");
      expect(out).not.toMatch(/Check your model ·|sorry for the inconvenience/);
    }
  });
});

describe("reports and essays", () => {
  const report = `Annual report: Northside Swimming Club, 2025

Summary
Membership grew to 412 swimmers, up 12% on 2024, and the club won six regional medals.

Coaching
Sessions ran five evenings a week during term time and three evenings in the holidays. Two new coaches qualified in the spring, and the junior squad moved to a longer Saturday session so that swimmers on the waiting list could join.

Finances
Income was £96,000 and pool hire cost £58,000, which is 60% of all spending. A grant of £4,000 from the town council paid for new lane ropes and a stopwatch system. The club ended the year with a small surplus of £1,200.

Volunteers
Thirty parents helped at galas, but the club still has no volunteer treasurer after the spring.

Priorities for 2026
The committee has agreed to raise fees by £2 a month and to start a learn-to-swim class for adults in April.`;

  it("reaches a report's priorities for next year", () => {
    expect(summarize(report, "short", "paragraph")).toMatch(/raise fees by £2/);
  });

  const essay = `Do open-plan offices make teams work better?

Many managers believe that removing walls makes people talk more and work together. But the evidence points the other way: when a company moves to an open plan, face-to-face conversation usually falls.

In one well-known study of two firms, face-to-face interaction dropped by about 70% after the move, while e-mail and chat rose. People put on headphones and write to the colleague sitting a few metres away.

Open plans do save money on space, and some teams like the energy. But if the goal is collaboration, companies should give people quiet rooms and team spaces rather than one open floor.`;

  it("keeps the sentence that turns an essay's set-up round", () => {
    expect(summarize(essay, "medium", "bullet")).toMatch(/But the evidence points the other way/);
  });
});
