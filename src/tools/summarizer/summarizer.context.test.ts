import { describe, expect, it } from "vitest";
import { summarize } from "./summarizer.engine";
import type { SummaryLength, SummaryStyle } from "./contract";

const LENGTHS: SummaryLength[] = ["short", "medium", "long"];
const all = (text: string, styles: SummaryStyle[] = ["paragraph", "bullet"]) =>
  LENGTHS.flatMap((l) => styles.map((s) => summarize(text, l, s)));

/** Issue 11 cold reads (e-mails, minutes, changelogs, guides): units that cannot stand alone, and labels that lie. */
describe("summarizer: units read in their context", () => {
  const contract = `Hi Dana,

Thanks for sending over the contract draft yesterday. I went through it with our legal team this morning and we're mostly happy with it, but there are three points we'd like to change before we sign.

First, the payment terms. The draft says net 60, but our standard is net 30, and our finance team can't approve anything longer than 45 days. Could we meet at 45?

Second, clause 8.2 makes us responsible for data loss caused by "any third-party service". We can accept liability for services we choose, but not for the hosting provider you selected.

Third, the termination notice period is 6 months. Given that this is a first-year pilot, we'd prefer 90 days.

If you can agree to these three changes, I think we can sign by the end of next week, which keeps the March 1 start date.

Best regards,
Owen Marsh`;

  it("a follow-up question comes with the sentence it follows up", () => {
    for (const out of all(contract)) if (out.includes("meet at 45")) expect(out).toContain("net 30");
  });

  it("an ordinal opener goes when the summary shows no first point", () => {
    for (const out of [...all(contract), summarize(contract, "short", "tldr")]) {
      if (!/\bFirst\b/.test(out)) expect(out).not.toMatch(/(?:^|[.•:]\s+)(?:Second|Third),/m);
    }
  });

  const board = `Board of Directors — Greenfield Housing Co-op
Minutes of meeting held 3 October 2026

Present: J. Alvarez (Chair), M. Chen (Treasurer), R. Patel (Secretary), L. Novak, S. Brooks

Treasurer's report: M. Chen reported that the reserve fund stands at $212,000. Two units are more than 60 days behind on their monthly charges. The board agreed to send formal notices this week.

Roof replacement: Three bids were received. The lowest, from Summit Roofing, is $148,000; the highest is $191,000. L. Novak raised concerns about Summit's warranty, which is only 10 years. After discussion the board voted 4-1 to accept the bid from Hartley & Sons at $163,000, which includes a 25-year warranty.

Laundry room: Members have complained that two of the six machines are frequently broken. S. Brooks will get quotes for replacing them.

Motion to raise monthly charges by 3% from January 1 to rebuild the reserve fund. Moved by M. Chen, seconded by R. Patel. Carried unanimously.

The meeting adjourned at 8:40 p.m.`;

  it("minutes without a Decisions section keep the decisions they record, a motion with its outcome", () => {
    const short = summarize(board, "short", "paragraph");
    expect(short).toContain("voted 4-1");
    expect(short).toMatch(/Motion to raise monthly charges by 3%[^\n]*Carried unanimously/);
  });

  it("a comparison ('The lowest, ...') comes with the sentence that says what is compared", () => {
    for (const out of all(board)) if (out.includes("The lowest")) expect(out).toContain("Three bids");
  });

  const changelog = `# Changelog

## [3.2.0] - 2026-01-14

### Added
- Dark mode for the dashboard, following the system setting by default.
- CSV export for the invoices table.

### Fixed
- Fixed a crash when uploading files larger than 2 GB.

### Removed
- The deprecated v1 REST API has been removed. Use the v2 API instead.

## [3.1.4] - 2025-12-02

### Fixed
- Memory leak in the websocket client.`;

  it("a changelog's short and medium summaries are about its latest release", () => {
    for (const length of ["short", "medium"] as const)
      for (const style of ["paragraph", "bullet"] as const)
        expect(summarize(changelog, length, style)).not.toContain("websocket");
  });

  const notes = `Acme Notes 5.0 release notes

What's new
Offline mode: you can now create and edit notes without a connection.
Faster search: search now returns results in under 100 milliseconds.

Known issues
Shared folders are not yet available on the web app; support is coming in 5.1.

Acme Notes 5.0 is rolling out today on iOS, Android and desktop. The update is free for all users.`;

  it("the closing paragraph after a status section keeps no status label and its name's capital", () => {
    for (const out of all(notes)) {
      expect(out).not.toMatch(/Known issues: acme/i);
      if (/rolling out/.test(out)) expect(out).toContain("Acme Notes 5.0 is rolling out");
    }
  });

  const policy = `Refund Policy

1. Free trial. New customers may use the service free of charge for 14 days.

2. Annual plans. Annual subscriptions may be cancelled within 30 days of purchase for a full refund.

3. How to request a refund. Refund requests must be sent to billing@example.com. We will respond within 5 business days.`;

  it("a numbered 'How to ...' title is a label, never a person's task", () => {
    for (const out of all(policy)) expect(out).not.toMatch(/How will/);
  });

  const guide = `# How to set up SSH keys

Using SSH keys means you don't have to type your password every time you push.

## 1. Generate a key

Open a terminal and run:

\`\`\`
ssh-keygen -t ed25519 -C "you@example.com"
\`\`\`

Press Enter to accept the default file location, then choose a passphrase.

## 2. Add the key to the agent

Start the agent with \`eval "$(ssh-agent -s)"\` and add your key with \`ssh-add ~/.ssh/id_ed25519\`.`;

  it("the lead-in of a code block ('Open a terminal and run:') is not a heading, and code keeps its brackets", () => {
    for (const out of all(guide, ["paragraph", "bullet", "tldr"])) {
      expect(out).not.toMatch(/run: press/i);
      expect(out).not.toContain('"$"');
    }
  });

  const survey = `Hello team,

We got 1,240 responses, which is about 18% of active customers. Overall satisfaction went up from 7.1 to 7.6 out of 10.

The weak spot is onboarding. Almost a third of new customers said they didn't understand how to set up their first project.

Pricing came up less than I expected. Only 9% mentioned it as a concern, compared with 21% last year.

My proposal is that we make onboarding the main goal for Q3. I'll share a draft plan at Friday's all-hands.

Thanks,
Nadia`;

  it("a sentence that names its topic only as 'it' comes with the short sentence that set the topic", () => {
    for (const out of all(survey)) if (out.includes("mentioned it")) expect(out).toContain("Pricing came up");
  });

  const recipe = `# Lemon Garlic Chicken

This one-pan chicken is on the table in 35 minutes and needs only pantry staples plus a lemon.

## Ingredients
- 4 boneless chicken thighs
- 1 lemon, zested and juiced
- 4 cloves garlic, minced

## Method
1. Brown the chicken skin-side down for 6 minutes, then turn and cook 4 more minutes.
2. Pour in the stock, lemon juice and zest, scraping up the browned bits.
3. Simmer for 10 minutes until cooked through.`;

  it("never samples one ingredient of a recipe's list", () => {
    for (const out of all(recipe)) expect(out).not.toMatch(/Ingredients:|lemon, zested|cloves garlic/);
  });

  const notice = `Subject: Server maintenance this Saturday

Hi all,

Our IT provider will carry out maintenance on the file server and email system this Saturday, 14 June, from 8 a.m. to about 2 p.m.

During this time you won't be able to access the shared drive, and email will be delayed. The VPN will also be down.

Before you leave on Friday, please save any open documents and log off your computer rather than just locking it.

Thanks,
Maria`;

  it("a notice to a group ('Hi all') has its news as its TL;DR, not one of its requests", () => {
    expect(summarize(notice, "short", "tldr")).toMatch(/^TL;DR: Our IT provider will carry out maintenance/);
  });
});
