import { describe, expect, it } from "vitest";
import { htmlToText, looksLikeHtml, stripInlineMarkdown } from "./summarizer.markup";
import { summarize } from "./summarizer.engine";
import { readStructure } from "./summarizer.structure";

const unitTexts = (text: string) => readStructure(text).units.map((u) => u.text);
const headings = (text: string) => readStructure(text).sections.map((s) => s.heading);

describe("markdown", () => {
  const post = `# 5 Things I Learned

*Posted by Sam Whitaker · 8 min read*

Intro paragraph with **bold**, _emphasis_, \`code\` and a [link](https://example.com). It has two sentences.

Setext heading
--------------

- First item
- Second item with ![an image](x.png) inside
1. Numbered item

\`\`\`js
const hidden = "code is not prose";
\`\`\`

| Plan | Price |
|------|-------|
| Team | $9    |

## Summary
Last words here, for the reader.`;

  it("reads headings (atx and setext) as sections, never as units", () => {
    expect(headings(post)).toEqual(["5 Things I Learned", "Setext heading", "Summary"]);
    expect(readStructure(post).title).toBe("5 Things I Learned");
    expect(unitTexts(post).some((t) => /Things I Learned|Setext heading|^Summary$/.test(t))).toBe(false);
  });

  it("strips inline marks, drops code blocks, tables and bylines, keeps list items whole", () => {
    const units = unitTexts(post);
    expect(units).toContain("Intro paragraph with bold, emphasis, code and a link.");
    expect(units).toContain("First item");
    expect(units).toContain("Second item with inside");
    expect(units).toContain("Numbered item");
    expect(units.join(" ")).not.toMatch(/hidden|Plan|\$9|Posted by|\*|`|\[|\]\(/);
    const items = readStructure(post).units.filter((u) => u.listItem);
    expect(items.map((u) => u.text)).toEqual(["First item", "Second item with inside", "Numbered item"]);
  });

  it("gives sections their weight: Decisions and Action items up, Attendees down", () => {
    const doc = readStructure(
      "# Sync\n\n## Decisions\n- We ship on Friday.\n\n## Action items\n- Dev to fix the bug.\n\n## References\n- An old link that nobody reads.",
    );
    const weight = (h: string) => doc.sections.find((s) => s.heading === h)!.weight;
    expect(weight("Decisions")).toBeGreaterThan(1);
    expect(weight("Action items")).toBeGreaterThan(1);
    expect(weight("References")).toBeLessThan(1);
  });

  it("leaves snake_case, arithmetic and lone asterisks alone", () => {
    expect(stripInlineMarkdown("Set max_retry_count to 2 * 3 and call it a_b.")).toBe(
      "Set max_retry_count to 2 * 3 and call it a_b.",
    );
    expect(stripInlineMarkdown("He said `` hello '' twice .")).toBe("He said `` hello '' twice .");
  });
});

describe("HTML", () => {
  const page = `<!DOCTYPE html><html><head><title>Trees for hot streets | Gazette</title>
<style>p { color: red; }</style><script>track("x < y");</script></head>
<body><nav><a href="/">Home</a> | <a href="/news">News</a></nav>
<article><h2>Quarterly update</h2><p class="byline">By Hannah Okafor &middot; 12 June 2025</p>
<p>Revenue rose by <strong>18%</strong> to &pound;4.2&nbsp;million. Costs rose too.</p>
<ul><li>1,150 new customers</li><li>Churn fell to 2.4%</li></ul></article>
<footer>&copy; 2025 Gazette. All rights reserved.</footer></body></html>`;

  it("is recognised as HTML, and plain text with a stray < is not", () => {
    expect(looksLikeHtml(page)).toBe(true);
    expect(looksLikeHtml("If a < b and c > d, then the answer is yes.")).toBe(false);
  });

  it("reads text, not tags: scripts, styles, navigation and footers dropped, entities decoded", () => {
    const text = htmlToText(page);
    expect(text).not.toMatch(/<|>|&[a-z]+;|track|color: red|Home|All rights reserved/);
    expect(text).toContain("Revenue rose by 18% to £4.2 million.");
  });

  it("turns h1-h6 into sections, li into items and the <title> into the title when there is no h1", () => {
    const doc = readStructure(page);
    expect(doc.title).toBe("Trees for hot streets | Gazette");
    expect(doc.sections.map((s) => s.heading)).toContain("Quarterly update");
    expect(doc.units.filter((u) => u.listItem).map((u) => u.text)).toEqual([
      "1,150 new customers",
      "Churn fell to 2.4%",
    ]);
    expect(doc.units.map((u) => u.text).join(" ")).not.toMatch(/Hannah Okafor|Quarterly update/);
  });
});

describe("plain-text structure", () => {
  it("reads ALL-CAPS lines, 'Label:' lines and short unpunctuated lines as headings", () => {
    const notes = `LECTURE 7: PHOTOSYNTHESIS

OVERVIEW
Photosynthesis turns light into chemical energy.

Resolved:
- To accept the report.

Root cause
A configuration change lowered the pool size.`;
    expect(headings(notes)).toEqual(["LECTURE 7: PHOTOSYNTHESIS", "OVERVIEW", "Resolved", "Root cause"]);
    expect(unitTexts(notes)).toEqual([
      "Photosynthesis turns light into chemical energy.",
      "To accept the report.",
      "A configuration change lowered the pool size.",
    ]);
  });

  it("sets aside bylines, datelines, metadata lines, greetings, sign-offs, signatures and quoted replies", () => {
    const email = `From: Rachel <rachel@example.com>
To: Website team
Subject: Launch date
Date: Thu, 9 Oct 2025

Hi everyone,

The search filters need three more weeks, so I propose launching on 17 November.

Thanks,
Rachel

--
Rachel Nguyen | Project Manager

On Mon, 6 Oct 2025 at 09:15, Jonas <jonas@example.com> wrote:
> Can we still launch on 3 November as planned?`;
    const doc = readStructure(email);
    expect(doc.title).toBe("Launch date");
    expect([...doc.metaKeys].sort()).toEqual(["date", "from", "subject", "to"]);
    expect(doc.signals.greeting && doc.signals.signOff).toBe(true);
    expect(doc.units.map((u) => u.text)).toEqual([
      "The search filters need three more weeks, so I propose launching on 17 November.",
      "Can we still launch on 3 November as planned?",
    ]);
    expect(doc.units[1]!.weight).toBeLessThan(doc.units[0]!.weight); // the quoted earlier e-mail counts less
  });

  it("strips a news dateline from the first sentence and reads minutes' metadata as metadata", () => {
    expect(unitTexts("LONDON (Reuters) -- Most trains will stop on Friday. Talks broke down.")[0]).toBe(
      "Most trains will stop on Friday.",
    );
    expect(unitTexts("washington ( cnn ) president obama says the deal is good . critics disagree .")[0]).toBe(
      "president obama says the deal is good .",
    );
    const minutes = readStructure(
      "Weekly sync\n\nAttendees: Laura (PM), Dev\nPUBLISHED: 08:12 BST, 3 July 2025\n\nThe release moves to 27 November.",
    );
    expect(minutes.metaKeys.has("attendees")).toBe(true);
    expect(minutes.units.map((u) => u.text)).toEqual(["The release moves to 27 November."]);
  });

  it("joins hard-wrapped lines, and a lead-in ending in ':' with its short list", () => {
    const licence = `Subject to the terms of this License, the Licensor hereby grants You a
     worldwide licence to exercise the rights, as set out in Section 2(a)
     (4) below, to:

       1. reproduce the material; and
       2. share adapted material.`;
    expect(unitTexts(licence)).toEqual([
      "Subject to the terms of this License, the Licensor hereby grants You a worldwide licence to exercise the rights, as set out in Section 2(a) (4) below, to: reproduce the material; and share adapted material.",
    ]);
  });

  it("keeps a text made only of a heading or a very short line", () => {
    expect(unitTexts("# Notes")).toEqual(["Notes"]);
    expect(unitTexts("Hello world")).toEqual(["Hello world"]);
  });
});

describe("minutes and retros written one section a line", () => {
  const retro = [
    "Retro — Sprint 42",
    "What went well: the search rewrite shipped on time; on-call was quiet.",
    "What didn't: two bugs reached production because the payment tests were flaky and we skipped them.",
    "Decisions: flaky tests get quarantined within a day and fixed within a week.",
    "Action items: Raj to set up the test quarantine job.",
  ].join("\n");

  it("reads 'Decisions: ...' and 'What didn't: ...' as sections with their text", () => {
    expect(headings(retro)).toEqual(
      expect.arrayContaining(["What went well", "What didn't", "Decisions", "Action items"]),
    );
    expect(unitTexts(retro)).toContain("flaky tests get quarantined within a day and fixed within a week.");
  });

  it("the short summary carries the decision, labelled, and the action item", () => {
    const short = summarize(retro, "short", "paragraph");
    expect(short).toMatch(/Decisions: flaky tests get quarantined/);
    expect(short).toMatch(/Action items: Raj to set up/);
  });
});
