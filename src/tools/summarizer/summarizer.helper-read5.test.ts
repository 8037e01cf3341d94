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
