import { TONE_LABELS, type PromptLength, type PromptTone } from "./contract";
import {
  CHANGE_LOG,
  CHAT_FORMAT,
  CHAT_MESSAGE,
  HELP_FORMAT,
  JOB_LETTER,
  JOB_LETTER_FORMAT,
  META_DESCRIPTION,
  META_DESCRIPTION_FORMAT,
  IMAGE_DETAIL,
  SPARE_DETAIL,
  MARKETING_EMAIL,
  MARKETING_EMAIL_FORMAT,
  OPTION_LIST,
  SEARCH_AD,
  SEARCH_AD_FORMAT,
  optionListFormat,
  TONE_VOICE,
  VIDEO,
  VIDEO_FORMAT,
  type SectionId,
} from "./prompt-builder.data";
import type { Build, PromptAnalysis } from "./prompt-builder.engine";

/** A message that congratulates, thanks, welcomes, says goodbye or apologises is read for how it makes the reader
 * feel, not for a point to understand and an action to take ("the reader understands her promotion and knows what to
 * do next"). */
const RELATIONAL: readonly [RegExp, string][] = [
  [/\bcongratulat/i, "the reader feels their achievement is noticed and celebrated"],
  [/\b(?:thank|thanking|thanks|thank-you|gratitude)\b/i, "the reader feels their help was noticed and valued"],
  [/\b(?:welcom)/i, "the reader feels welcome and knows what happens first"],
  [
    /\b(?:farewell|goodbye|leaving|retire|retirement|quitting|resign)/i,
    "the reader hears the news clearly and warmly, with what happens next",
  ],
  [/\b(?:apologi[sz]|sorry)/i, "the reader sees that we understand what went wrong and what we are doing about it"],
  [/\b(?:condolence|sympathy|passed away|loss of)\b/i, "the reader feels supported, with nothing asked of them"],
  [/\bcelebrat/i, "the reader shares the good news and feels part of it"],
];
function relationalPurpose(topic: string): string | null {
  const hit = RELATIONAL.find(([re]) => re.test(topic));
  return hit ? `Purpose: ${hit[1]}.` : null;
}

/** A post's shape follows its length target: a tweet "under 280 characters" is one short post whatever the length
 * chosen, a thread is numbered parts. */
function postShape(category: string, target: string, length: PromptLength): PromptLength {
  if (category !== "Social Media") return length;
  if (/\bcharacters\b/.test(target) && !/\bthread\b/.test(target)) return "short";
  return /\b(?:thread|carousel)\b/.test(target) ? "long" : length;
}

/** A shop, a café, food, a place or a product people buy for themselves is shown on Instagram; work news on LinkedIn. */
const CONSUMER =
  /(?<!\p{L})(?:bak(?:ery|er|ing|ed)|caf[eé]|coffee|restaurant|bar|pub|shop|store|boutique|market|food|recipes?|menu|cake|bread|pizza|sourdough|salon|gym|yoga|studio|fashion|clothing|jewell?ery|pets?|dogs?|cats?|travel|holiday|hotel|beach|garden(?:ing)?|florist|flowers?|wedding|photos?|art|crafts?|handmade|skincare|makeup|candles?)(?!\p{L})/iu;
const defaultPlatform = (text: string): string =>
  CONSUMER.test(text)
    ? "write for Instagram and say how to adapt it for Facebook and X"
    : "write for LinkedIn and say how to adapt it for X and Instagram";
import { POET_ROLE } from "./prompt-builder.forms";
import { docOf } from "./prompt-builder.doc-forms";
import { FLAT_ART, imageCues, withoutStyledMedium } from "./prompt-builder.image";
import { EXPLAINER_APPROACH, EXPLAINER_FORMAT, SYSTEM_APPROACH, SYSTEM_FORMAT } from "./prompt-builder.explainer";
import { limitSentence } from "./prompt-builder.limits";
import { cap, dedupe, quoteList, sentence, stripEnd } from "./prompt-builder.text";

/**
 * The main prompt: the category's sections in its own order, under its own headings, each filled from the analysis.
 * Every prose line is a whole sentence (the quality test parses them with Link Grammar); lists are noun phrases.
 */

/** "Write a short story about a lighthouse keeper." (the visitor's own instruction when they gave one). */
/** A noun phrase as the customer would say it: the seller's "our spring sale" is "your spring sale" to them, and a
 * quantifier before it ("all hiking gear") is the seller's claim, not the customer's question. */
function inCustomerWords(noun: string): string {
  return noun
    .replace(/^(?:all|both|most|many)\s+(?=\p{L}{3,})/iu, "")
    .replace(/\b(?:our|my)\b/gi, "your")
    .replace(/\bours\b/gi, "yours")
    .replace(/\b(?:us|me)\b/gi, "you");
}

export function taskSentence({ input, profile, a }: Build): string {
  // (An image's subject is what the picture shows, never "Generate an image of ...".)
  if (input.category === "Image Generation") return sentence(imageSubject(a));
  if (a.instruction) return sentence(a.topic);
  return sentence(`${profile.verb} ${a.deliverable} ${a.about}`);
}

export function imageSubject(a: PromptAnalysis): string {
  const subject = a.kind === "verb" ? a.nounForm : a.subject;
  if (!a.deliverableNamed) return cap(subject);
  return cap(`${a.deliverable.replace(/^(a|an)\s+/i, "")} ${a.about}`);
}

/** Key points that the image subject does not already say ("cozy cabin" is in "a cozy cabin in snowy woods"). */
export function extraDetails(a: PromptAnalysis): string[] {
  const subject = imageSubject(a).toLowerCase();
  return a.keyPoints.filter((p) => !subject.includes(p.toLowerCase()));
}

export function imageLine({ input, a }: Build, tone: PromptTone = input.tone): string {
  const cues = imageCues(`${a.topic} ${a.contextSentences.join(" ")}`, tone, a.keywords);
  return commaList([
    withoutStyledMedium(imageSubject(a)),
    ...extraDetails(a),
    ...a.keywords,
    cues.style,
    cues.lighting,
    cues.palette,
    detailOf(a, input.length),
  ]);
}

/** A comma list without repeats or items that an earlier item already contains. */
function commaList(parts: string[]): string {
  const items = dedupe(parts.map((p) => stripEnd(p.replace(/\s+/g, " ").trim())).filter(Boolean));
  return items.filter((p, i) => !items.slice(0, i).some((q) => q.toLowerCase().includes(p.toLowerCase()))).join(", ");
}

/** How much detail the picture takes: a flat mark or a minimalist picture stays spare at every length. */
const detailOf = (a: PromptAnalysis, length: PromptLength) =>
  flatArt(a) || /\bminimal(?:ist)?\b/i.test(a.topic) ? SPARE_DETAIL[length] : IMAGE_DETAIL[length];

const bullets = (items: string[]) => items.map((i) => `- ${i}`);
/** A logo, an icon, a sticker: one flat mark, not a scene. */
const flatArt = (a: PromptAnalysis) => FLAT_ART.test(`${a.deliverable} ${a.topic}`);

function hashtag(keyword: string): string {
  const body = keyword
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => (/^\p{Ll}+\p{Lu}/u.test(w) ? w : cap(w)))
    .join("");
  return body ? `#${body}` : "";
}

function section(id: SectionId, b: Build): string[] | null {
  const { input, profile, a } = b;
  const { length, tone, category } = input;
  const target = a.target;
  const cues = () => imageCues(`${a.topic} ${a.contextSentences.join(" ")}`, tone, a.keywords);
  switch (id) {
    case "role": {
      const lines = [`You are ${a.form ? (a.form.role ?? POET_ROLE) : (a.role ?? profile.role)}.`];
      if (!profile.sections.some(([s]) => s === "audience")) lines.push(`You write for ${a.audience}.`);
      return lines;
    }
    case "task": {
      if (category === "Image Generation") return [taskSentence(b)];
      const lines = [taskSentence(b), ...a.orders];
      // (The form alone: "a poem", never "a poem from the point"; who sends it and to whom is in the task.)
      if (a.instruction || a.deliverableNamed)
        lines.push(`Deliverable: ${a.deliverable.replace(/\s+(?:from|to)\s.*$/i, "")}.`);
      if (target && (category !== "Story Ideas" || target !== profile.target[length]))
        lines.push(`${a.form && !a.form.prose && target === a.form.target[length] ? "Form" : "Length"}: ${target}.`);
      if (a.language) lines.push(`Write the answer in ${a.language}, the language of the brief.`);
      return lines;
    }
    case "audience": {
      const lines: string[] = [];
      if (category === "Social Media")
        lines.push(
          `Platform: ${a.platform ?? `not named; ${defaultPlatform(`${a.topic} ${a.contextSentences.join(" ")}`)}`}.`,
        );
      lines.push(`Audience: ${a.audience}.`);
      const doc = Boolean(docOf(a.form));
      if (category === "Academic Research" && !doc)
        lines.push(`Citation style: ${a.citationStyle ?? "APA 7th edition"}.`);
      // (A changelog or release notes list what changed; they have no prerequisites.)
      if (category === "Technical Documentation" && !doc && !CHANGE_LOG.test(a.deliverable))
        lines.push(
          a.explainer
            ? `Assume no prior knowledge of the ${a.system ? "system" : "process"}; define internal terms on first use.`
            : "List prerequisites at the start and assume nothing beyond them.",
        );
      if (category === "Business Communication")
        lines.push(
          JOB_LETTER.test(a.deliverable)
            ? "Purpose: the reader sees why the applicant fits the role and wants to invite them to an interview."
            : docOf(a.form)?.purpose
              ? `Purpose: the reader ${docOf(a.form)!.purpose}.`
              : (relationalPurpose(a.topic) ??
                `Purpose: the reader understands ${a.mainNoun ?? "the message"} and knows what to do next.`),
        );
      const purpose = docOf(a.form)?.purpose;
      if (purpose && category !== "Business Communication") lines.push(`Purpose: the reader ${purpose}.`);
      if (category === "Marketing Copy")
        lines.push(
          `Their main question: "${a.mainNoun ? `Why should I care about ${inCustomerWords(a.mainNoun)}?` : "What is in it for me?"}"`,
        );
      return lines;
    }
    case "focus": {
      const details = category === "Image Generation" ? dedupe([...extraDetails(a), ...a.keywords]) : a.keyPoints;
      // (A topic that names only the product gives no benefit to list: the model says which it assumes.)
      if (!details.length && category === "Marketing Copy" && !a.contextSentences.length)
        return [
          "The brief names no benefits: state the 3 benefits you assume matter most to this customer in one line before the copy, and build the copy on them.",
        ];
      return details.length ? [profile.focusIntro, ...bullets(details)] : null;
    }
    case "context":
      if (a.contextSentences.length) return bullets(a.contextSentences);
      if (a.form?.unknowns) return [a.form.unknowns];
      if (a.topicFacts.length)
        return [
          `The brief gives: ${a.topicFacts.join("; ")}.`,
          "Use these exactly; put [placeholders] for any other price, area, date or detail, and invent nothing.",
        ];
      return category === "Image Generation"
        ? null
        : ["No background was given: make sensible assumptions and list them in one line before the answer."];
    case "tone": {
      const label = TONE_LABELS[tone];
      if (category === "Story Ideas")
        return [
          `Mood: ${label.toLowerCase()} (${TONE_VOICE[tone]}).`,
          a.genre
            ? `Keep every idea in the ${a.genre} genre; vary the protagonist, the central conflict and the twist.`
            : "Vary the genres, but keep this mood in every idea.",
        ];
      if (category === "Academic Research" && !docOf(a.form))
        return [`${label}: ${TONE_VOICE[tone]}.`, "Stay objective: hedge claims the evidence only partly supports."];
      return [`${label}: ${TONE_VOICE[tone]}.`];
    }
    case "keywords": {
      if (!a.keywords.length) return null;
      if (category === "Social Media") {
        return [
          `Use these as hashtags: ${a.keywords.map(hashtag).filter(Boolean).join(" ")}`,
          profile.keywordsLine.replace("{keywords}", quoteList(a.keywords)),
        ];
      }
      return [
        profile.keywordsLine.replace("{first}", `"${a.keywords[0]}"`).replace("{keywords}", quoteList(a.keywords)),
      ];
    }
    case "approach": {
      // A verse form's rules are the craft notes, whatever the length. (Ideas in a genre the brief names differ in
      // anything but the genre.)
      const notes = a.form
        ? a.form.rules
        : length === "short"
          ? []
          : a.explainer
            ? a.system
              ? SYSTEM_APPROACH
              : EXPLAINER_APPROACH
            : a.genre
              ? profile.approach.map((n) =>
                  n.replace(
                    /^Make each idea different in genre, setting or /,
                    "Make each idea different in its protagonist or ",
                  ),
                )
              : profile.approach;
      return notes.length ? notes.map((s, i) => `${i + 1}. ${s}`) : null;
    }
    case "constraints": {
      const lines = a.form ? profile.constraints.filter((c) => !/point of view/i.test(c)) : [...profile.constraints];
      if (category === "Technical Documentation" && !docOf(a.form)) {
        lines.push(
          a.codeTopic
            ? "Put code in fenced code blocks naming the language; every example must be complete and runnable."
            : a.explainer
              ? a.system
                ? "Use a table for limits and defaults, and show each behaviour with a concrete example."
                : "Number the stages of the process and use a table where it helps comparison."
              : "Use numbered steps and a table where it helps comparison.",
        );
      }
      if (a.mustKeep.length) lines.push(`Keep these names and figures exactly as written: ${quoteList(a.mustKeep)}.`);
      if (target && !(a.form && !a.form.prose && target === a.form.target[length])) lines.push(limitSentence(target));
      if (a.compared)
        lines.push(
          `Compare ${a.compared[0]} and ${a.compared[1]} on the same criteria, side by side, and say which suits whom.`,
        );
      return lines.length ? bullets(lines) : null;
    }
    case "format": {
      const lines = a.form
        ? [...a.form.format]
        : category === "Social Media" && VIDEO.test(a.deliverable)
          ? [...VIDEO_FORMAT]
          : a.deliverableNamed && META_DESCRIPTION.test(a.deliverable)
            ? [...META_DESCRIPTION_FORMAT]
            : a.deliverableNamed && JOB_LETTER.test(a.deliverable)
              ? [...JOB_LETTER_FORMAT]
              : a.deliverableNamed && CHAT_MESSAGE.test(a.deliverable)
                ? [...CHAT_FORMAT]
                : category === "Marketing Copy" && a.deliverableNamed && SEARCH_AD.test(a.deliverable)
                  ? [...SEARCH_AD_FORMAT]
                  : category === "Marketing Copy" && a.deliverableNamed && OPTION_LIST.test(a.deliverable)
                    ? optionListFormat(a.deliverable)
                    : category === "Marketing Copy" && a.deliverableNamed && MARKETING_EMAIL.test(a.deliverable)
                      ? [...MARKETING_EMAIL_FORMAT]
                      : a.explainer
                        ? [...(a.system ? SYSTEM_FORMAT : EXPLAINER_FORMAT)[length]]
                        : // (A guide for people using a product, not writing code, has no installation or configuration chapters.)
                          category === "Technical Documentation" && !a.codeTopic
                          ? [...HELP_FORMAT[length]]
                          : [...profile.format[postShape(category, a.target, length)]];
      if (category === "Story Ideas") lines.unshift(`Give exactly ${profile.target[length]}, numbered.`);
      return lines.length ? bullets(lines) : null;
    }
    case "checklist":
      return length === "long" && profile.checklist.length ? bullets(profile.checklist) : null;
    case "imageLine":
      return [imageLine(b)];
    case "imageStyle":
      return [`${cap(cues().style)} (${TONE_LABELS[tone].toLowerCase()} tone).`];
    case "composition":
      if (length === "short") return null;
      // A logo or an icon is one mark, not a scene.
      if (flatArt(a))
        return ["One centred mark on a plain background with generous negative space; it must read at small sizes."];
      return [
        length === "long"
          ? "Layered foreground, midground and background; leading lines towards the main subject, placed on the rule of thirds."
          : "Main subject in the foreground on the rule of thirds, supporting details behind it.",
      ];
    case "lighting": {
      const c = cues();
      if (length === "short" || !(c.lighting || c.palette)) return null;
      return [sentence([c.lighting, c.palette].filter(Boolean).join("; "))];
    }
    case "avoid": {
      // (Faces, limbs and cropping are faults of scenes, not of a flat mark.)
      const avoid = flatArt(a)
        ? ["blurry", "low resolution", "watermark", "garbled text", "photorealism", "gradients", "tiny details"]
        : [
            "blurry",
            "low resolution",
            "distorted faces or hands",
            "extra limbs",
            "watermark",
            "garbled text",
            "cropped subject",
          ];
      return [avoid.join(", ")];
    }
    case "parameters": {
      const lines = [`Aspect ratio ${a.aspect}.`, `Detail level: ${detailOf(a, length)}.`];
      if (length === "long") lines.push("Generate 4 variations with different seeds and upscale the best.");
      return lines;
    }
  }
}

export function buildMainPrompt(b: Build): string {
  const blocks: string[] = [];
  for (const [id, heading] of b.profile.sections) {
    const lines = section(id, b);
    if (lines && lines.length) blocks.push(`## ${heading}\n${lines.join("\n")}`);
  }
  return blocks.join("\n\n");
}
