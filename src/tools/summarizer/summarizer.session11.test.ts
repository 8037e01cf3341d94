// Session 11 (helper summ): reports written as "Label: text" paragraphs, and a short story's answer to its objection.
// Each row failed on main at 2dc08d9.
import { describe, expect, it } from "vitest";
import { summarize } from "./summarizer.engine";

const POSTMORTEM = `Incident post-mortem: checkout outage, 14 March 2026

Incident summary: On Tuesday 14 March between 09:12 and 10:47 GMT, customers could not complete checkout on the UK and IE storefronts. Roughly 18,400 orders failed and an estimated £212,000 in sales was delayed or lost.

Impact: All card payments returned a generic error. PayPal payments were unaffected. The mobile app showed a blank confirmation screen.

Cause: A configuration change to the payments service connection pool reduced the maximum connections from 200 to 20. The change was meant for the staging environment but was applied to production because both environments shared one config file.

Detection: Our alerting fired at 09:31, nineteen minutes after the first failures, because the error-rate threshold was set at 25%.

Resolution: The on-call engineer, Priya Nair, rolled back the configuration at 10:41 and checkout recovered by 10:47.

Follow-ups: (1) Split staging and production config files — owner: Tom Evans, due 28 March; (2) Lower the checkout error alert threshold to 5% — owner: Priya Nair, due 21 March; (3) Require a second reviewer for payments config changes — owner: Amira Shah, due 4 April.`;

const DNS = `Post-incident review - DNS resolution failures (INC-2291)

Summary: for about 40 mins on Sat 3 Feb internal services couldn't resolve each other's hostnames, which took down the api gateway and most of the customer dashboard.

Timeline: 22:05 first alerts from the gateway. 22:11 on-call paged (Marcus). 22:20 identified that the CoreDNS pods were OOM-killed. 22:38 memory limits raised and pods restarted. 22:46 full recovery confirmed.

Root cause: a cluster upgrade the previous week doubled the number of services, and CoreDNS memory limits were never revisited. Under the saturday batch load the pods ran out of memory and restarted in a loop.

What went well: paging worked and the runbook for CoreDNS was accurate.

What went badly: status page wasnt updated until 22:30, customers noticed before we told them.

Action items: raise CoreDNS limits permanently and add autoscaling (Marcus, this sprint); add a capacity check to the upgrade checklist (Jen); automate status page updates from incident channel (Dev Tools team, Q2).`;

const STATUS = `Weekly status report - Data Platform team - w/c 10 November

Overall status: Amber. We are on track for the warehouse migration but behind on the reporting API.

Progress this week: Migrated 14 of 22 pipelines to the new warehouse. Finished load testing for the ingestion service; it handled 3x peak traffic without errors. Onboarded two new engineers, Kofi and Hannah.

Risks: The reporting API depends on the finance team's schema sign-off, which has slipped twice. If we don't get it by 21 November the API launch moves from December to January.

Budget: £48k spent of £120k. Cloud costs are 12% above forecast because we are running both warehouses in parallel.

Next week: Migrate the remaining 8 pipelines, start decommissioning the old warehouse, chase finance for the schema sign-off.

Asks: We need a decision from Rachel on whether to pay for a third month of parallel running (about £9k).`;

const POLICY = `Policy notice: Changes to hybrid working from 1 January 2027

Purpose: This notice explains changes to our hybrid working policy agreed by the leadership team on 12 November.

What is changing: All staff will be expected in the office at least two days a week, up from one. Teams will choose their own anchor days but must tell HR by 15 December.

Who it applies to: All permanent and fixed-term employees in the UK. Staff with an agreed flexible working arrangement are not affected.

Why: Our staff survey showed that new starters felt isolated and took longer to get up to speed. Managers also reported that cross-team projects were harder to coordinate.

Exceptions: If you have a reason you cannot meet the new expectation, for example caring responsibilities or a health condition, speak to your manager or HR. Requests will be reviewed case by case.

Contact: hr-policy@company.co.uk`;

const MOVE = `Project update: New Leeds office fit-out

Hi all, quick update on where we are with the move.

Where we are: The builders finished the second floor last Friday and the furniture arrives on 2 December. The kitchen is running about a week behind because the worktops were delivered in the wrong size.

What's changed: The move date is now Monday 15 December instead of the 8th. This gives IT a full week to set up the network and desks after the furniture is in.

What you need to do: Pack your desk into the crates provided by Thursday 11 December. Label each crate with your name and team. Anything not in a crate will not be moved.

Parking: We have 40 spaces at the new site, allocated by ballot. Sign up on the intranet by 5 December if you want to be included.

Questions: ask me or Gareth in Facilities.

Thanks, Louise`;

const TERSE = `Status: Green
Project: HR system replacement
Period: Sept
Done: vendor contract signed, data mapping 80% complete, test environment live
Next: payroll parallel run in Oct, training for managers
Risks: payroll parallel run needs 2 people from finance for 3 weeks, not yet confirmed
Decisions needed: none this month`;

const HOUSING = `Plans to turn a disused car park in Hexham into 48 affordable homes have been approved, despite objections from nearby businesses.

Northumberland County Council's planning committee voted 7-3 on Tuesday in favour of the scheme on the Loosing Hill site, which has been empty since 2019.

The homes, a mix of one and two-bedroom flats, will be let at 80% of market rent by the housing association Karbon Homes. Building work is expected to start next spring.

Councillor Anne Dale, who chairs the committee, said the town had "a real shortage of homes that young people and key workers can afford".

But traders on nearby Priestpopple said losing the 120 parking spaces would hurt footfall. "People come in from the villages to shop and they need somewhere to park," said Mark Tulley, who runs a hardware shop on the street. "Take that away and they'll go to Newcastle or the retail park instead."

The chamber of trade submitted a petition with 1,300 signatures against the plans.

Responding to the concerns, the council said a survey last year found the Loosing Hill car park was rarely more than half full, and that the nearby Wentworth car park, with 340 spaces, had spare capacity on every day surveyed. It also said it would introduce a free first hour of parking at Wentworth for 12 months after building starts.

Karbon Homes said it expected the first residents to move in by summer 2028.`;

const PHONES = `A primary school in Leicester has banned smartphones for pupils during the school day, becoming the latest in the city to do so.

From January, children at Braunstone Frith Primary who bring a phone to school will have to hand it in to the office at the start of the day and collect it at home time.

Head teacher Sarah Mills said staff had noticed more arguments between children that started on group chats, and that some younger pupils were being contacted late at night. "We want school to be a place where children can just be children," she said.

Some parents have raised concerns. Jade Robinson, whose daughter is in Year 6, said she relied on the phone to know her daughter had arrived safely after walking to school alone. "It's a safety thing for us, not a social media thing," she said.

The school said phones would be kept switched on in the office until 9.15am so parents could still use tracking apps to see children had arrived, and that the office would phone parents if a child who usually walks in had not arrived by registration.

Around a third of Leicester's primary schools now have similar policies, according to the city council. Government guidance published last year encourages schools to restrict phone use but does not require it.`;

const REVIEW = `Post-incident review: warehouse scanners offline, 9 June

What happened: Handheld scanners at the Daventry warehouse could not connect to the stock system for three hours, so 2,300 orders shipped a day late.

Root cause: The Wi-Fi controller's licence expired overnight and the access points stopped accepting new connections.

Resolution: IT applied a temporary licence at 10:15 and the scanners reconnected within minutes.

Actions: (1) Renew all network licences for three years — owner: Dana Price, due 30 June; (2) Add licence expiry dates to the monitoring dashboard — owner: IT Ops, from July.`;

/** No line of the summary opens on a report's label pasted as "Label: ...". */
const PASTED_LABEL =
  /(?:^|\n|• |TL;DR: |\. )(?:Incident summary|Cause|Root cause|What is changing|Summary of changes): /;

describe("session 11: reports written as 'Label: text' paragraphs", () => {
  it("a post-mortem's TL;DR is what happened, not its 'Cause:' line", () => {
    const tldr = summarize(POSTMORTEM, "short", "tldr");
    expect(tldr).toMatch(/^TL;DR: On Tuesday 14 March .* could not complete checkout/);
    expect(tldr).not.toMatch(PASTED_LABEL);
  });

  it("a post-mortem's bullets keep what happened and why without their labels", () => {
    const bullets = summarize(POSTMORTEM, "medium", "bullet");
    expect(bullets).not.toMatch(PASTED_LABEL);
    expect(bullets).toContain("• On Tuesday 14 March");
    expect(bullets).toContain("The cause was that a configuration change to the payments service connection pool");
  });

  it("numbered follow-ups are sentences with their owners, not one run-on line", () => {
    const long = summarize(POSTMORTEM, "long", "paragraph");
    expect(long).not.toContain("(1)");
    expect(long).toContain("Priya Nair will lower the checkout error alert threshold to 5% by 21 March.");
  });

  it("'; '-separated actions with their owners in brackets are one sentence each", () => {
    const bullets = summarize(DNS, "medium", "bullet");
    expect(bullets).toContain("• Jen will add a capacity check to the upgrade checklist.");
    expect(bullets).toContain(
      "• The cause was that a cluster upgrade the previous week doubled the number of services",
    );
  });

  it("a status report's TL;DR is its overall status, not its budget line", () => {
    expect(summarize(STATUS, "short", "tldr")).toBe(
      "TL;DR: We are on track for the warehouse migration but behind on the reporting API.",
    );
  });

  it("a policy notice's TL;DR is what changes, not its last line", () => {
    expect(summarize(POLICY, "short", "tldr")).toBe(
      "TL;DR: All staff will be expected in the office at least two days a week, up from one.",
    );
  });

  it("'What you need to do: Pack ...' reads 'You need to pack ...'", () => {
    const long = summarize(MOVE, "long", "paragraph");
    expect(long).not.toMatch(/need to do \p{L}/u);
    expect(long).toContain("You need to pack your desk into the crates provided by Thursday 11 December.");
  });

  it("an owner's 'from July' is no part of the owner's name", () => {
    const long = summarize(REVIEW, "long", "paragraph");
    expect(long).toContain("IT Ops will add licence expiry dates to the monitoring dashboard (from July).");
    expect(long).toContain("Dana Price will renew all network licences for three years by 30 June.");
  });

  it("terse 'Label: value' lines without full stops stay apart", () => {
    const bullets = summarize(TERSE, "medium", "bullet");
    expect(bullets).not.toMatch(/not yet confirmed Decisions needed/);
  });
});

describe("session 11: a short story's long summary answers the objection it reports", () => {
  it("the council's answer to the traders' parking objection", () => {
    expect(summarize(HOUSING, "long", "paragraph")).toContain("Responding to the concerns, the council said");
  });

  it("the school's answer to the parents' safety concern", () => {
    expect(summarize(PHONES, "long", "paragraph")).toContain("The school said phones would be kept switched on");
  });
});
