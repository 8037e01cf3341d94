import { describe, expect, it } from "vitest";
import type { PromptBuilderInput, PromptCategory } from "./contract";
import { analyse, buildPrompt } from "./prompt-builder.engine";

// Session 8: the document a topic names is the deliverable in any category, with its own readers, rules and shape.
// Each row failed on the code before (the category's default deliverable and readers won).
const req = (category: PromptCategory, topic: string) =>
  ({ category, topic, tone: "professional", length: "medium" }) as PromptBuilderInput;

describe("a named document wins over the category's default deliverable", () => {
  it.each([
    ["Business Communication", "cancellation policy for our dog grooming salon, 24 hours notice or 50% fee", /policy/],
    ["Academic Research", "lesson plan introducing photosynthesis to 12 year olds, one hour", /lesson plan/],
    ["Technical Documentation", "FAQ for a home solar battery about charging and warranty", /FAQ/],
    ["Business Communication", "job listing for a weekend dishwasher at our pub in Cork, €13 an hour", /job listing/],
    ["Business Communication", "press release: our bakery opens a second shop in Bristol in March", /press release/],
    ["Social Media", "bio for my tiktok as a vegan baker in Melbourne", /bio/],
  ] as [PromptCategory, string, RegExp][])("%s: %s", (category, topic, named) => {
    const a = analyse(req(category, topic));
    expect(a.deliverable).toMatch(named);
    const p = buildPrompt(req(category, topic)).prompt;
    expect(p).not.toMatch(/business email|literature review|Subject line|Research question|citation needed/);
    expect(p).not.toMatch(/prerequisites|Hook line|Greeting, 2-4/);
  });

  it("a lesson plan is read by the teacher of the learners it names", () => {
    const a = analyse(req("Academic Research", "lesson plan teaching long division to 10 year olds using sweets"));
    expect(a.audience).toMatch(/^the teacher .*10 year olds/);
  });

  it("a customer-facing policy is read by customers, and says how to use it", () => {
    const p = buildPrompt(
      req("Business Communication", "refund policy for my pottery classes, no refunds within 48 hours"),
    ).prompt;
    expect(p).toMatch(/Audience: customers/);
    expect(p).not.toMatch(/colleagues and business partners/);
  });

  it("an Instagram or TikTok bio keeps the profile's character limit", () => {
    expect(analyse(req("Social Media", "bio for my instagram as a dog walker in Austin")).target).toMatch(
      /150 characters/,
    );
  });

  it("a document that already exists is what the message is about", () => {
    expect(
      analyse(req("Business Communication", "remind staff about our updated travel policy")).deliverable,
    ).not.toMatch(/policy/);
  });
});

describe("a length taken out of a list leaves no empty item", () => {
  it("'candles, 200 words, eco-conscious shoppers'", () => {
    const p = buildPrompt(req("Marketing Copy", "product description for soy candles, 120 words, busy parents")).prompt;
    expect(p).not.toMatch(/,\s*,/);
  });
});

describe("an image's light and colours agree with the conditions the topic names", () => {
  const image = (topic: string) => buildPrompt(req("Image Generation", topic)).prompt;
  it.each([
    ["a tropical island under a thunderstorm", /turquoise|sandy neutrals/],
    ["spring garden at midnight under a full moon", /pastels/],
    ["friends around a beach bonfire at midnight", /turquoise|moonlight/],
    ["a volcano erupting at night", /moonlight|brand-friendly/],
    ["camel caravan crossing the desert in a sandstorm", /natural daylight|studio lighting/],
  ])("%s", (topic, contradiction) => {
    expect(image(topic)).not.toMatch(contradiction);
  });
  it("a snowy night keeps its snow colours", () => {
    expect(image("a snowy village at night")).toMatch(/crisp whites/);
  });
});

describe("a noun the tagger reads as a verb ends a key point", () => {
  it.each([
    ["Academic Research", "lesson plan on the carbon cycle for year 9 students", "carbon cycle"],
    ["Technical Documentation", "guide to the software release cycle", "software release cycle"],
  ] as [PromptCategory, string, string][])("%s: %s", (category, topic, point) => {
    expect(analyse(req(category, topic)).keyPoints).toContain(point);
  });
});

// Session 8, round 2: a staff document is no e-mail; the facts after a product are what is sold; a README has its own sections
// and its topics are whole phrases. Each row failed on the code before.
describe("staff documents, selling facts and READMEs", () => {
  it.each([
    "an employee handbook section on our new parental leave policy",
    "onboarding guide for new kitchen porters at our Cardiff hotel",
    "procedure for closing the shop at night, alarm code and cash-up",
  ])("%s is a document for staff, not an e-mail", (topic) => {
    const p = buildPrompt(req("Business Communication", topic)).prompt;
    expect(p).not.toMatch(/Subject line|Greeting, 2-4|colleagues and business partners/);
    expect(p).toMatch(/headings/);
  });

  it.each([
    [
      "website for a mobile dog groomer in Leeds, from £30, fully insured and cat friendly",
      ["from £30", "fully insured", "cat friendly"],
    ],
    ["flyer for a window cleaning round in Galway, €15 a house, monthly visits", ["€15 a house", "monthly visits"]],
  ] as [string, string[]][])("%s sells each fact whole", (topic, facts) => {
    const p = buildPrompt(req("Marketing Copy", topic)).prompt;
    for (const f of facts) expect(p).toContain(`- ${f}`);
    expect(p).not.toMatch(/No background was given/);
  });

  it("a README gets Installation, Usage and Options, and its topic is what the tool does", () => {
    const a = analyse(req("Technical Documentation", "README for a rust tool that resizes PNG images in bulk"));
    expect(a.keyPoints).toContain("resizing PNG images in bulk");
    const p = buildPrompt(
      req("Technical Documentation", "README for a rust tool that resizes PNG images in bulk"),
    ).prompt;
    expect(p).toMatch(/Installation, Usage.*Options/);
    expect(p).not.toMatch(/Prerequisites, Steps|^- PNG$/m);
  });
});
