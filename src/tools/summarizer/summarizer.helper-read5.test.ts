/**
 * Issue 11, helper's cold read (session 5): job ads, team updates, podcast transcripts and notes the engine had not
 * met; each case fails on the code before its fix.
 */
import { describe, expect, it } from "vitest";
import { summarize } from "./summarizer.engine";
import { jobFacts, jobSentence } from "./summarizer.posting";

const JOB =
  "Senior Data Engineer\nLocation: Leeds, UK (hybrid, 2 days a week in office)\nSalary: £62,000 - £70,000 plus bonus\nContract: Permanent, full-time\n\nAbout us\nBrightwell Energy supplies renewable electricity to 400,000 homes across the north of England.\n\nThe role\nYou will design and run the batch and streaming pipelines that feed our forecasting models. You will work with analysts and data scientists to turn raw meter readings into clean, tested datasets. You will also mentor two junior engineers.\n\nWhat we offer\n- 30 days holiday plus bank holidays\n- 8% employer pension contribution\n\nTo apply, send your CV and a short note to careers@brightwell.example by 12 June.";
const NURSE =
  "Job title: Community Nurse (Band 6)\nLocation: Truro, Cornwall\nPay: £37,338 to £44,962 a year\nHours: 37.5 per week\n\nWe are looking for a compassionate Band 6 community nurse to join our district nursing team in Truro. You will manage a caseload of housebound patients, lead wound care and palliative visits, and supervise Band 5 colleagues and students.\n\nYou must be a registered nurse with the NMC and hold a full UK driving licence. Closing date: 30 April.";
const UPDATE =
  "Hi team,\n\nQuick update on Project Atlas.\n\nDesign is signed off as of yesterday. Thanks to Mei and the design crew for turning round the last feedback so quickly.\n\nThe bigger news: we're moving the launch from 25 April to 9 May. The payments provider needs an extra two weeks to certify our integration, and we don't want to launch without card payments working. Marketing has already been told and will shift the campaign.\n\nQA starts on Monday as planned. Please log any blockers in the tracker by Friday.\n\nThanks,\nJonas";
const PODCAST =
  "[00:00] Maya: Welcome to Build Better, the show about small software teams. Today I've got Ade Okafor, who ran engineering at two startups. Hi Ade.\n[00:12] Ade: Hi Maya.\n[00:15] Maya: You've written a lot about code review. What goes wrong?\n[00:20] Ade: Mostly, reviews are too big. When a pull request is 1,500 lines, nobody reads it properly. People skim and approve.\n[00:41] Maya: And the fix is smaller pull requests?\n[00:44] Ade: Partly. In my last team we set a soft limit of 400 lines and review turnaround dropped from two days to about four hours. But the bigger thing is agreeing what review is for. Is it catching bugs? Sharing knowledge? Style? Teams that don't agree argue about formatting for hours.\n[01:20] Maya: So what would you tell a team lead listening to this?\n[01:24] Ade: Automate style completely with a formatter and a linter, so humans never comment on it. Then write down in one paragraph what your reviews are for. That one change will save you more time than any tool.\n[01:45] Maya: Great advice. Thanks Ade.";
const SYNC =
  "Engineering sync 3 June. Present: Ana, Raj, Lee, Fiona. Raj said the migration to Postgres 16 is done on staging and the tests pass. Lee raised that the nightly backup took six hours last night, up from two, probably because of the new audit table. Fiona wanted to know whether the audit table needs to keep everything forever; Ana said legal only requires 18 months. We agreed to add a retention job that deletes audit rows older than 18 months. Production migration is set for Saturday 8 June at 7am; Raj will run it and Lee will be on call.";
const NOTES =
  "notes - call w/ supplier (Kestrel Print) 14/3\n- they can do 5,000 brochures at £0.38 each, A5, 16pp\n- delivery 10 working days from proof sign-off\n- price goes up 12% from 1 May bc paper costs\n- need final artwork by 28 March to hit the trade show (17 April)\n- they want 50% deposit upfront\n- Gary thinks we should go ahead, Lucy wants one more quote\n- decision: order now before the price rise, Lucy to get second quote by Friday just to check";

const LENGTHS = ["short", "medium", "long"] as const;

describe("summarizer, helper's cold read (session 5)", () => {
  it("a job ad's summary, bullets and TL;DR name its role, place and pay, which are metadata lines", () => {
    for (const style of ["paragraph", "bullet", "tldr"] as const) {
      const out = summarize(JOB, "short", style);
      expect(out).toContain("Senior Data Engineer role in Leeds, UK");
      expect(out).toContain("£62,000 - £70,000 plus bonus");
    }
    expect(summarize(NURSE, "short", "tldr")).toBe(
      "TL;DR: This is a Community Nurse (Band 6) role in Truro, Cornwall, paying £37,338 to £44,962 a year.",
    );
  });

  it("the job sentence uses only the ad's fields and needs a role with a place or pay", () => {
    expect(jobSentence({ role: "Engineering Manager", place: "Oslo" })).toBe(
      "This is an Engineering Manager role in Oslo.",
    );
    expect(jobFacts("Our office\nLocation: Leeds\n\nWe moved last year.")).toBeNull();
    expect(jobFacts("Notes from the call\nSalary: discussed\nWe agreed to talk again.")).toBeNull();
  });

  it("a team update's TL;DR and short summary carry its change of plan, not the sign-off before it", () => {
    expect(summarize(UPDATE, "short", "tldr")).toBe("TL;DR: We're moving the launch from 25 April to 9 May.");
    expect(summarize(UPDATE, "short", "paragraph")).toContain("from 25 April to 9 May");
  });

  it("a podcast's short summary and TL;DR carry the guest's recommendation, never the host's question", () => {
    expect(summarize(PODCAST, "short", "tldr")).toMatch(/^TL;DR: Automate style completely with a formatter/);
    for (const l of LENGTHS) {
      const out = summarize(PODCAST, l, "paragraph");
      expect(out).toContain("Automate style completely");
      expect(out).not.toMatch(/smaller pull requests\?/);
    }
  });

  it("a title and attendance run into the first paragraph of minutes are never output as sentences", () => {
    for (const l of LENGTHS) {
      const out = summarize(SYNC, l, "bullet");
      expect(out).not.toMatch(/Engineering sync 3 June|Present:/);
    }
    expect(summarize(SYNC, "short", "tldr")).toContain("retention job");
  });

  it("a note's unpunctuated first line over its list is its title, and its labelled decision is in the short summary", () => {
    const out = summarize(NOTES, "short", "paragraph");
    expect(out).not.toMatch(/call w\/ supplier/i);
    expect(out).toMatch(/Decision: order now before the price rise/);
    expect(summarize(NOTES, "short", "tldr")).not.toMatch(/call w\/ supplier/i);
  });
});

const INVOICE =
  "Subject: Invoice 2291 overdue\n\nDear Mr Patel,\n\nI am writing about invoice 2291 for £4,250, issued on 3 January for the kitchen refit at 14 Elm Grove. Payment was due within 30 days, on 2 February, and we have not yet received it.\n\nWe have sent two reminders, on 9 and 20 February. If there is a problem with the work or the invoice, please let me know and we will do our best to put it right.\n\nOtherwise, could you please arrange payment by 15 March? If we do not hear from you by then we will have to pass the matter to our collections agency.\n\nYours sincerely,\nHelen Marsh";
const TRIP =
  "Hey Sam,\n\nHope the move went OK! So, about the Lisbon trip. I looked at flights and the cheapest is easyJet from Gatwick on the 14th, £86 return, but it leaves at 6am which is brutal. The BA one at 11am is £142.\n\nI'd rather pay the extra and not get up at 3, but happy to go with whatever you prefer. Also Rita says we can stay at her flat in Alfama for free for the first three nights, which saves a lot.\n\nCan you let me know by Wednesday which flight? Prices keep going up.\n\nx Jo";
const OPS =
  "Hello all,\n\nThe weekly ops summary for week 14.\n\nWarehouse throughput was 12,400 orders, up 6% on last week. Picking errors fell to 0.4%.\n\nWe have decided to close the Reading depot at the end of June and move its stock to Swindon. The lease renewal would have cost £310,000 a year and Swindon has spare capacity.\n\nThe new scanners arrive on 22 April.\n\nRegards,\nFatima";
const BRAKES =
  "Anyone else had this? My 2019 Honda Jazz started making a grinding noise when I brake, mostly at low speed. Took it to the local garage and they said the rear brake pads were worn down to the metal and the discs were scored, quoted £340 for pads and discs all round. Main dealer quoted £520. I asked whether I could just do the rears and the garage said the fronts had about 30% left so yes, that'd be £190. I went with the rears only at the local place and the noise is gone. Lesson learned: don't ignore grinding brakes, and always get a second quote.";
const THREAD =
  "1/ We just closed our seed round: £2.1m led by Northstar Ventures, with angels from Monzo and Deliveroo. 🎉\n2/ Tidy is an app that lets landlords and tenants log repairs with photos and track them to the fix. 3,000 properties use it today.\n3/ The money goes on two things: hiring 6 engineers in Manchester and launching in Ireland this autumn.\n4/ Huge thanks to our first customers who put up with a very buggy v1.\n5/ We're hiring! Link in bio.";

describe("summarizer, helper's cold read (session 5): letters, posts and threads", () => {
  it("a letter's ask after 'Otherwise,' is its ask, and a case it allows for ('If there is a problem...') is not its problem", () => {
    expect(summarize(INVOICE, "short", "tldr")).toBe("TL;DR: Could you please arrange payment by 15 March?");
    const short = summarize(INVOICE, "short", "paragraph");
    expect(short).toContain("invoice 2291 for £4,250");
    expect(short).not.toMatch(/If there is a problem/);
  });

  it("'Can you let me know by Wednesday which flight?' asks for a decision; 'Hope the move went OK!' is a courtesy", () => {
    expect(summarize(TRIP, "short", "paragraph")).toContain("Can you let me know by Wednesday which flight?");
    expect(summarize(TRIP, "short", "tldr")).not.toMatch(/Hope the move/);
  });

  it("a line that only names the update ('The weekly ops summary for week 14.') is never a summary sentence", () => {
    for (const l of LENGTHS) expect(summarize(OPS, l, "paragraph")).not.toMatch(/ops summary for week 14/);
  });

  it("a post's 'Lesson learned: ...' is its point, in the short summary and the TL;DR", () => {
    expect(summarize(BRAKES, "short", "paragraph")).toContain("always get a second quote");
    expect(summarize(BRAKES, "short", "tldr")).toContain("always get a second quote");
  });

  it("a numbered thread loses its '1/' numbers and emoji starts, and 'use it today' comes with what 'it' is", () => {
    for (const l of LENGTHS) {
      const out = summarize(THREAD, l, "paragraph");
      expect(out).not.toMatch(/(?:^|\s)\d\/|🎉/u);
      if (out.includes("use it today")) expect(out).toContain("Tidy is an app");
    }
  });
});

const CHANGELOG =
  "## Changelog — v2.3.0 (2026-03-10)\n\n### Breaking\n- Dropped support for Node 16. Node 18 or later is required.\n- The `config.timeout` option is now in milliseconds, not seconds.\n\n### Added\n- Retries with exponential backoff for failed uploads.\n- A `--dry-run` flag for the sync command.\n\n### Fixed\n- Memory leak when watching more than 1,000 files.\n- Windows paths with spaces are quoted correctly.";
const SENTENCE_ITEMS =
  "# Release 5.2\n\n## New\n- Bank feeds for Monzo and Starling: transactions now import automatically every four hours.\n- Recurring invoices can be paused without being deleted.\n\n## Deprecated\n- The legacy CSV import will be removed in version 6.0. Please use the new import wizard.\n\n## Fixed\n- Totals were rounded twice on multi-currency invoices.";

describe("summarizer, helper's cold read (session 5): release notes", () => {
  it("a changelog's TL;DR leads with its breaking changes and says its added items as phrases", () => {
    expect(summarize(CHANGELOG, "short", "tldr")).toBe(
      "TL;DR: v2.3.0 makes 2 breaking changes; adds retries with exponential backoff for failed uploads and a --dry-run flag for the sync command; brings 2 fixes.",
    );
  });

  it("items written as sentences are named by their label or counted, never pasted into the TL;DR", () => {
    const tldr = summarize(SENTENCE_ITEMS, "short", "tldr");
    expect(tldr).toContain("adds bank feeds for Monzo and Starling and 1 more");
    expect(tldr).not.toMatch(/will be removed|can be paused|a way to bank/);
  });
});

const HOTEL =
  'Stayed 3 nights at the Harbour View Hotel in Whitby. Room was clean and the bed comfortable but the "sea view" was mostly of the car park, with a sliver of sea. Breakfast was excellent, the kippers especially. Staff were friendly but check-in took 40 minutes because the system was down. Parking costs £15 a night extra, which nobody mentioned when we booked. Would I come back? Probably not at £180 a night; there are better-value places on the West Cliff.';

describe("summarizer, helper's cold read (session 5): answers", () => {
  it("a bare answer ('Probably not at £180 a night') comes with the question it answers", () => {
    for (const l of LENGTHS) {
      const out = summarize(HOTEL, l, "paragraph");
      if (out.includes("Probably not")) expect(out).toMatch(/Would I come back\?\s+Probably not/);
    }
  });
});

const CLUB_NOTICE =
  "Hello members,\n\nThe pitch has been re-seeded and the new nets are up. Thanks to everyone who helped on the work day.\n\nBecause the pavilion roof is being repaired, we have had to move the club dinner from 6 June to 20 June. The venue and the menu stay the same.\n\nPlease reply to Carol by 1 June with your numbers.\n\nBest,\nGeoff";

describe("summarizer, helper's cold read (session 5): notices", () => {
  it("a notice to a group leads with its change of plan ('had to move the club dinner from 6 June to 20 June')", () => {
    expect(summarize(CLUB_NOTICE, "short", "tldr")).toContain("move the club dinner from 6 June to 20 June");
    expect(summarize(CLUB_NOTICE, "short", "paragraph")).toContain("move the club dinner from 6 June to 20 June");
  });
});

const KETTLE =
  "I bought the Breville Aura kettle in January for £45. It boils a full litre in about two and a half minutes and switches off reliably. The water window is easy to read and the lid opens with one button. Downsides: the handle gets warm and the limescale filter is fiddly to clean. For a small household, it's a good buy. For anyone who needs hot water for a big family, get a 2-litre model.";

describe("summarizer, helper's cold read (session 5): review verdicts", () => {
  it("a review's verdict for two kinds of reader ('For a small household, ...; for anyone who...') is its TL;DR", () => {
    expect(summarize(KETTLE, "short", "tldr")).toBe(
      "TL;DR: For a small household, it's a good buy; for anyone who needs hot water for a big family, get a 2-litre model.",
    );
  });
});
