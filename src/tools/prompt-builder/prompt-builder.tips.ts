import { contentTerms } from "../../shared/text/tokens";
import type { PromptCategory, PromptLength } from "./contract";
import { VAGUE_WORDS } from "./prompt-builder.data";
import type { Build } from "./prompt-builder.engine";
import { andList, dedupe } from "./prompt-builder.text";
import { namesOf } from "./prompt-builder.phrases";

const opensTopic = (topic: string, name: string) => topic.trimStart().startsWith(name);

/** The facts a topic may already give: its reason, its benefit, its deadline, the reader's next step. */
const REASON = /\b(?:because|due to|owing to|since|as a result of|after|so that)\b/i;
const BENEFIT =
  /\b(?:save|saves|saving|free|off|discount|faster|cheaper|better|easier|so you can|so they can|helps?)\b/i;
const DEADLINE = /\b(?:by|until|before|due|deadline|no later than)\b/i;
const NEXT_STEP = /\b(?:please|sign up|register|reply|rsvp|book|call|contact|pick up|collect|bring)\b/i;

/** Tips computed from what the input lacks first, then the category's own tips. */
const TIPS: Record<PromptLength, number> = { short: 4, medium: 5, long: 6 };

/** An audience a visitor could name, per category. */
const AUDIENCE_EXAMPLE: Record<PromptCategory, string> = {
  "Creative Writing": "for my 8-year-old niece",
  "Business Communication": "for first-time managers",
  "Academic Research": "for second-year economics students",
  "Technical Documentation": "for junior backend developers",
  "Social Media": "for parents in our town",
  "Image Generation": "",
  "Marketing Copy": "for busy parents",
  "Story Ideas": "for middle-grade readers",
};

/** The key points taken from the topic (not from the context). */
const topicPoints = (a: { keyPoints: string[]; topic: string }) =>
  a.keyPoints.filter((p) => a.topic.toLowerCase().includes(p.toLowerCase()));

/** The names, figures and dates the topic itself gives (at most three), or its numbers when none is listed. */
function topicDetails(a: { mustKeep: string[]; topic: string }): string[] {
  const topic = a.topic.toLowerCase();
  // (A name the topic gives mid-sentence counts even where the prompt does not list it to keep: "a fox who moves to
  // Paris".)
  const named = namesOf(a.topic).filter(
    (n) => n.length > 1 && !opensTopic(a.topic, n) && !a.mustKeep.some((k) => k.includes(n)),
  );
  const kept = dedupe([...a.mustKeep, ...named]).filter((k) => topic.includes(k.toLowerCase()));
  const found = kept.length ? kept : (a.topic.match(/[$€£]?\d[\d,.]*(?:%|\s?(?:am|pm))?/giu) ?? []);
  return dedupe(found).slice(0, 3);
}

export function buildTips(b: Build): string[] {
  const { input, profile, a } = b;
  const tips: string[] = [];
  const terms = contentTerms(a.topic).length;
  if (terms === 0) {
    tips.push("Your topic names no subject yet: say what it is about, who it is for and one concrete detail.");
  } else if (terms < 4) {
    tips.push(
      `Your topic has only ${terms} content word${terms === 1 ? "" : "s"}. Add who it is for${topicDetails(a).length ? " and the goal" : ", the goal and one concrete detail"} for a sharper result.`,
    );
  } else if (!a.audienceNamed && !a.form?.audience && input.category !== "Image Generation") {
    tips.push(
      `Name the audience in your topic (for example "${input.category === "Technical Documentation" && !a.codeTopic ? "for new office staff" : AUDIENCE_EXAMPLE[input.category]}"): right now the prompt assumes ${a.audience}.`,
    );
  } else if (topicPoints(a).length > 2 && input.category !== "Image Generation") {
    // Only the points the topic itself gives (the context's come in the context's order).
    // (Two points have little order to choose, and an image already gets "Put the main subject first".)
    const points = topicPoints(a);
    const listed = points.length > 3 ? `${points.slice(0, 3).join(", ")}...` : andList(points);
    tips.push(
      `Reorder the ${points.length} key points of your topic (${listed}) so that the most important one comes first.`,
    );
  } else if (topicDetails(a).length && input.category !== "Image Generation") {
    // A topic that already gives a figure, a date or a name is not asked for one: it is asked what the figure means.
    const details = topicDetails(a);
    // (Only the facts the topic does not give already: "cancelled because of the rail strike" has its reason.)
    const lacking = [
      ...(REASON.test(a.topic) ? [] : ["a reason"]),
      ...(BENEFIT.test(a.topic) || !/^(?:Marketing Copy|Social Media)$/.test(input.category) ? [] : ["a benefit"]),
      ...(DEADLINE.test(a.topic) ? [] : ["a deadline"]),
      ...(NEXT_STEP.test(a.topic) ? [] : ["what the reader should do next"]),
    ].slice(0, 3);
    tips.push(
      `Your topic already gives ${andList(details.map((d) => `"${d}"`))}; add the one fact it still lacks (${lacking.join(lacking.length > 2 ? ", " : " or ").replace(/, ([^,]+)$/, " or $1")}) so the model does not have to invent it.`,
    );
  } else {
    tips.push(
      "Add one concrete detail to your topic (a number, a place, a name): specific prompts get specific answers.",
    );
  }

  if (!a.contextSentences.length && a.form?.unknowns) {
    tips.push(
      "Add the names, dates and memories to use in Additional Context: the prompt leaves [placeholders] for what it lacks, and real details are what make it yours.",
    );
  } else if (!a.contextSentences.length && input.category === "Image Generation") {
    tips.push(
      "Add scene details in Additional Context (setting, time of day, what else is in the picture): they become part of the image prompt.",
    );
  } else if (!a.contextSentences.length) {
    tips.push(
      "Add facts, constraints or an example in Additional Context: without it the prompt asks the model to state its own assumptions.",
    );
  } else {
    tips.push(
      `Your context adds ${a.contextSentences.length} point${a.contextSentences.length === 1 ? "" : "s"} to the prompt; an example of the result you like would steer it even more.`,
    );
  }

  if (!a.keywords.length) {
    tips.push(
      input.category === "Social Media"
        ? "Add 2-5 keywords: they become the post's hashtags."
        : input.category === "Image Generation"
          ? "Add keywords for style, colours or objects: they are added to the image prompt as descriptors."
          : "Add 2-5 keywords for terms the answer must use.",
    );
  } else {
    const haystack = `${a.topic} ${a.contextSentences.join(" ")}`.toLowerCase();
    const foreign = a.keywords.filter((k) => !haystack.includes(k.toLowerCase()));
    if (a.keywords.length > 8)
      tips.push(
        `${a.keywords.length} keywords is a lot: keep the 3-5 that matter most so the text does not read stuffed.`,
      );
    else if (input.category === "Image Generation")
      tips.push(
        `Your keyword${a.keywords.length === 1 ? " is" : "s are"} added to the image prompt as ${a.keywords.length === 1 ? "a descriptor" : "descriptors"}, so put the most important one first.`,
      );
    else if (foreign.length)
      tips.push(
        `Your keyword${foreign.length === 1 ? "" : "s"} ${andList(foreign.map((k) => `"${k}"`))} ${foreign.length === 1 ? "does" : "do"} not appear in your topic or context, so say how ${foreign.length === 1 ? "it relates" : "they relate"} and the model will use ${foreign.length === 1 ? "it" : "them"} naturally.`,
      );
    else
      tips.push(
        `All ${a.keywords.length} keyword${a.keywords.length === 1 ? "" : "s"} already appear in your topic or context, so the model will treat them as central.`,
      );
  }

  if (!profile.usualTones.includes(input.tone)) {
    tips.push(
      `A ${input.tone} tone is unusual for ${input.category}: keep it if that is the point, or try ${profile.usualTones[0]}.`,
    );
  }
  const vague = VAGUE_WORDS.exec(a.topic);
  if (vague)
    tips.push(`Replace vague words like "${vague[1]}" in your topic with specifics: names, numbers, examples.`);
  // The platform tip is for topics that name none.
  tips.push(
    ...profile.tips
      .filter((t) => !(a.platform && /^Name the platform\b/.test(t)))
      // A help article for people using a product needs its screens and wording, not code or version numbers.
      .map((t) => (input.category === "Technical Documentation" && !a.codeTopic ? (HELP_TIPS[t] ?? t) : t)),
  );
  return dedupe(tips).slice(0, Math.max(3, TIPS[input.length]));
}

const HELP_TIPS: Record<string, string> = {
  "Paste real code, error messages or config into Additional Context: documentation is only as accurate as its source.":
    "Paste the real screen names, menu labels or messages into Additional Context: a guide is only as accurate as its source.",
  "Name versions (language, framework, OS): instructions differ between them.":
    "Name the product's plan or version and the device people use: screens differ between them.",
};
