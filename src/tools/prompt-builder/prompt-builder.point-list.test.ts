import { describe, expect, it } from "vitest";
import { buildPrompt } from "./prompt-builder.engine";
import type { PromptCategory, PromptLength, PromptTone } from "./contract";

/** The "Key points" (or "Topics to cover", "Seeds") bullets of a built prompt, and its keep-exactly line. */
function listOf(
  category: PromptCategory,
  topic: string,
  length: PromptLength = "medium",
  tone: PromptTone = "professional",
) {
  const { prompt } = buildPrompt({ category, topic, tone, length, additional_context: null, keywords: null });
  const lines = prompt.split("\n");
  const start = lines.findIndex((l) =>
    /^## (?:Key points|Key concepts|Topics to cover|Seeds to build on|Key message|Story elements|Benefits to sell)/.test(
      l,
    ),
  );
  const points: string[] = [];
  for (const l of lines.slice(start + 2)) {
    if (!l.startsWith("- ")) break;
    points.push(l.slice(2));
  }
  const keep = /Keep these names and figures exactly as written: (.*)\.$/m.exec(prompt)?.[1] ?? "";
  return { prompt, points, keep };
}

describe("the key-point list says each thing once and keeps the topic's conditions", () => {
  it("a point in a second form of another is said once ('converts CSV files' beside 'converting CSV files to JSON')", () => {
    const { points } = listOf("Technical Documentation", "README for a Python CLI that converts CSV files to JSON");
    expect(points).toContain("converting CSV files to JSON");
    expect(points).not.toContain("converts CSV files");
  });

  it("'without downtime' is a point, and 'payments' keeps its head noun", () => {
    const { points } = listOf(
      "Technical Documentation",
      "how to rotate API keys in our payments service without downtime",
    );
    expect(points).toContain("without downtime");
    expect(points).toContain("payments service");
  });

  it("an announcement's start date and the readers' next step are points, not a copy of the task line", () => {
    const { points } = listOf(
      "Business Communication",
      "announce to staff that we are moving to a four-day week trial from January",
    );
    expect(points).toEqual(["we are moving to a four-day week trial", "from January", "what staff should do next"]);
  });

  it("a told clause is split at its date and its exception, and the date is kept whole", () => {
    const { points, keep } = listOf(
      "Business Communication",
      "memo telling the warehouse team that overtime is capped at 10 hours a week from 1 March unless a manager signs it off",
      "long",
    );
    expect(points.slice(0, 3)).toEqual([
      "overtime is capped at 10 hours a week",
      "from 1 March",
      "unless a manager signs it off",
    ]);
    expect(keep).toContain('"1 March"');
    expect(keep).not.toMatch(/"March"/);
  });

  it("two clauses joined by 'and' are two points", () => {
    const { points } = listOf(
      "Business Communication",
      "tell clients our office moves to Manchester on 3 June and the phone number stays the same",
    );
    expect(points.slice(0, 2)).toEqual(["our office moves to Manchester on 3 June", "the phone number stays the same"]);
  });

  it("a condition inside a relative clause goes with its predicate", () => {
    const { points } = listOf("Creative Writing", "a limerick about my cat who refuses to eat unless I watch", "short");
    expect(points).toContain("refuses to eat unless I watch");
  });

  it("a lone noun after a gerund keeps it, and a figure keeps its rate", () => {
    expect(
      listOf("Social Media", "linkedin post celebrating 5 years at Acme Logistics and thanking my team").points,
    ).toContain("thanking my team");
    const api = listOf(
      "Technical Documentation",
      "API reference for the /orders endpoint with rate limits of 100 requests per minute",
    );
    expect(api.points).toContain("rate limits of 100 requests per minute");
    expect(api.keep).toContain('"100 requests per minute"');
  });
});

describe("facts after a comma and clauses about a subject are whole points", () => {
  it("a figure's fact after a comma is one point, not its nouns", () => {
    const { points } = listOf(
      "Technical Documentation",
      "user guide for our booking app, bookings can only be cancelled up to 24 hours before",
      "short",
    );
    expect(points).toContain("bookings can only be cancelled up to 24 hours before");
    expect(points).not.toContain("24 hours");
  });

  it("what a relative clause says is one point, never a bare 'here'", () => {
    const { points } = listOf(
      "Creative Writing",
      "retirement card message for Jean from accounts who has been here 32 years",
      "short",
    );
    expect(points).toContain("has been here 32 years");
    expect(points).not.toContain("here");
  });

  it("a reason and a second question after it are two points", () => {
    const { points } = listOf(
      "Business Communication",
      "inform the board that Q3 revenue fell 12% because of the warehouse fire and what we are doing about it",
      "long",
    );
    expect(points.slice(0, 3)).toEqual([
      "Q3 revenue fell 12%",
      "the reason: the warehouse fire",
      "what we are doing about it",
    ]);
  });
});

describe("the keep-exactly line holds names and figures, not acronyms", () => {
  it("lone acronyms ('README', 'CSV', 'VPN') are not listed; a name before one is ('Python')", () => {
    expect(listOf("Technical Documentation", "README for a Python CLI that converts CSV files to JSON").keep).toBe(
      '"Python"',
    );
    expect(
      listOf("Technical Documentation", "troubleshooting guide for when the VPN won't connect on macOS").prompt,
    ).not.toMatch(/exactly as written: "VPN"/);
  });

  it("a thousands comma is no break between facts to sell", () => {
    const { points } = listOf(
      "Marketing Copy",
      "homepage hero for an accounting app for freelancers, free until you earn £1,000",
      "short",
    );
    expect(points).toContain("free until you earn £1,000");
    expect(points).not.toContain("000");
  });
});

describe("a deliverable with a word before it and a told clause after it", () => {
  it("'slack message to the team that ...' is the deliverable, never 'a message about slack message'", () => {
    const { prompt, points } = listOf(
      "Business Communication",
      "slack message to the team that the release is delayed to Friday because QA found a blocker",
      "short",
      "casual",
    );
    expect(prompt).toContain("Draft a Slack message to the team that the release is delayed");
    expect(prompt).not.toMatch(/about slack message/i);
    expect(points).not.toContain("slack");
  });
});
