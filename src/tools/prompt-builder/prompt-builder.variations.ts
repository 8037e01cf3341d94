import { escapeRegExp } from "../../shared/text/regexp";
import type { PromptLength, PromptTone } from "./contract";
import { CHAT_MESSAGE, TONE_CONTRAST, TONE_VOICE } from "./prompt-builder.data";
import type { Build } from "./prompt-builder.engine";
import { POET_ROLE, VERSE_ANGLES } from "./prompt-builder.forms";
import {
  FLAT_ART,
  FLAT_ART_ANGLES,
  LOOK_KEPT_ANGLES,
  NAMED_LOOK,
  imageCues,
  namedMedium,
  withoutMedium,
} from "./prompt-builder.image";
import { limitPhrase, limitSentence } from "./prompt-builder.limits";
import { extraDetails, imageLine, imageSubject, taskSentence } from "./prompt-builder.sections";
import { andList, dedupe, quoteList, sentence, stripEnd } from "./prompt-builder.text";

/** Readers too young for a horror angle ("young children (about 3-7)", "a 10 year old", "kids"). */
const YOUNG_READERS =
  /\b(?:children|kids|toddlers|preschoolers|(?:[2-9]|1[0-2]|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ]year[- ]olds?)\b/i;

/**
 * Variations: complete alternative prompts from the same analysis: a compact one-paragraph version, the category's
 * angles (prompt-builder.data.ts) filled with the framed topic, an "ask me questions first" version that asks about
 * what the input lacks, and the same prompt in a contrasting tone (images: other media and styles). No phrase is
 * repeated: a key point the topic already says is not added again.
 */
const VARIATIONS: Record<PromptLength, number> = { short: 3, medium: 4, long: 5 };

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Fills {placeholders}; a [part] whose placeholders are all empty is dropped. */
function fill(template: string, vars: Record<string, string>): string {
  const value = (k: string) => vars[k] ?? "";
  const out = template
    .replace(/\[([^\]]*)\]/g, (_m, part: string) =>
      [...part.matchAll(/\{(\w+)\}/g)].every((m) => value(m[1]!)) ? part : "",
    )
    .replace(/\{(\w+)\}/g, (_m, k: string) => value(k));
  return out
    .replace(/(,\s*)+(?=,|$)/g, "")
    .replace(/\s+,/g, ",")
    .replace(/\(\s*\)/g, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

const NEWS_TOPIC =
  /\b(?:announc\w*|launch\w*|introduc\w*|celebrat\w*|welcom\w*|thank\w*|congratulat\w*|invit\w*|apologi[sz]\w*|remind\w*|promot(?:ion|ed)|new (?:job|role)|anniversary|graduat\w*|retir\w*|closing|acquir\w*|milestone)\b/i;
/** A topic that gives advice, so a numbered list of tips fits it. */
const ADVICE_TOPIC =
  /\b(?:tips?|advice|how\s+(?:to|do|can|you)|ways?\s+to|guide|mistakes?|hacks?|checklist|steps?|best\s+practices|lessons?|dos\s+and\s+don|ideas?\s+for|avoid\w*|improv\w*|prevent\w*|sav(?:e|ing)\s+(?:money|time|energy)|keep\w*\s+\S+\s+(?:safe|healthy|warm|cool|fresh|clean)|beginners?|first[- ]time|stay\w*\s+(?:safe|healthy|focused|motivated|productive)|get\w*\s+(?:better|started|more))\b/i;
const MEDIA = [/watercolou?r/i, /\bphoto(?:graph)?\b/i, /\b3d render\b/i, /\bvector\b/i, /\boil paint/i, /\bpencil\b/i];

/** Key points the topic does not already say word for word. */
const newPoints = (b: Build) =>
  b.a.keyPoints.filter((p) => !b.a.subject.toLowerCase().includes(p.replace(/^the reason:\s+/i, "").toLowerCase()));

function compact(b: Build, tone: PromptTone): string {
  const { profile, a, input } = b;
  // Points taken from the context are not listed when the context itself follows.
  const shownContext = a.contextSentences
    .slice(0, input.length === "short" ? 2 : 4)
    .join(" ")
    .toLowerCase();
  // (The items a comparison weighs are in its task already: "comparing nuclear and wind power".)
  const points = newPoints(b).filter((p) => !shownContext.includes(p.toLowerCase()) && !a.compared?.includes(p));
  const parts = [
    `Act as ${a.form ? (a.form.role ?? POET_ROLE) : (a.role ?? profile.role)}.`,
    taskSentence(b),
    `Write for ${a.audience}.`,
    `Tone: ${tone} (${TONE_VOICE[tone]}).`,
    a.target ? limitSentence(a.target) : "",
    points.length ? `Cover these points: ${andList(points.slice(0, 3))}.` : "",
    a.keywords.length ? `Include ${quoteList(a.keywords)}.` : "",
    a.contextSentences.length
      ? `Context: ${a.contextSentences.slice(0, input.length === "short" ? 2 : 4).join(" ")}`
      : "",
  ];
  return parts.filter(Boolean).join(" ");
}

function interactive(b: Build): string {
  const { a, input } = b;
  const gaps: string[] = [];
  if (!a.contextSentences.length && a.form?.unknowns) gaps.push("the memories and details to include");
  if (!a.audienceNamed && !a.form?.audience) gaps.push("who will read it");
  if (!a.contextSentences.length && !a.form?.unknowns) gaps.push("the facts and background to use");
  if (!a.keywords.length) gaps.push("words or ideas it must include");
  gaps.push("the goal it should achieve", "an example of a style I like");
  return [
    sentence(`I need ${a.deliverable} ${a.about}`),
    `Before writing, ask me up to 3 short questions about ${andList(gaps.slice(0, 3))}.`,
    /^\d+ ideas$/.test(a.target)
      ? `Then write the ${a.target} in a ${input.tone} tone.`
      : `Then write it in a ${input.tone} tone.`,
    a.target && !/^\d+ ideas$/.test(a.target) ? limitSentence(a.target) : "",
    a.keywords.length ? `Use ${quoteList(a.keywords)}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/** The contrasting tone of the "same prompt, other tone" variation, among the tones usual for the category: a
 * research paper is never rewritten "friendly". */
function contrastTone({ input, profile }: Build): PromptTone {
  const contrast = TONE_CONTRAST[input.tone];
  return profile.usualTones.includes(contrast)
    ? contrast
    : (profile.usualTones.find((t) => t !== input.tone) ?? contrast);
}

export function buildVariations(b: Build): string[] {
  const { input, profile, a } = b;
  const count = VARIATIONS[input.length];
  const image = input.category === "Image Generation";
  // (A medium or a look the topic names is kept in every image variation: only the framing and the light change.)
  const medium = image ? namedMedium(a.topic) : null;
  const look = image && !FLAT_ART.test(a.topic) && (medium !== null || NAMED_LOOK.test(a.topic));
  const all =
    image && FLAT_ART.test(a.topic)
      ? FLAT_ART_ANGLES
      : look
        ? LOOK_KEPT_ANGLES
        : a.form
          ? (a.form.angles ?? VERSE_ANGLES)
          : profile.angles;
  // An image angle in the medium the topic already names ("a watercolor illustration of ...") adds nothing.
  const fresh = image
    ? all.filter((t) => !MEDIA.some((re) => re.test(t) && re.test(a.topic)))
    : // An announcement, a thank-you or an apology is not a list of tips: only advice is ("we just hit 1,000
      // subscribers" or "why prices are going up" as a numbered list of quick tips misreads the topic).
      // A genre the brief names is not traded for "completely different genres".
      // A chat message is not a bulleted update for an executive.
      all.filter(
        (t) =>
          !(/\bquick tips\b/.test(t) && (NEWS_TOPIC.test(a.topic) || !ADVICE_TOPIC.test(a.topic))) &&
          !(a.genre && t.includes("{genres}")) &&
          // (An explanation of how a process works is no tutorial to follow.)
          !(a.explainer && /step-by-step tutorial/.test(t)) &&
          !(/busy reader/.test(t) && CHAT_MESSAGE.test(a.deliverable)),
      );
  const angles = fresh.length >= (image ? 3 : 2) ? fresh : all;
  const start = hash(`${a.topic}|${input.category}`) % angles.length;
  const vars: Record<string, string> = {
    deliverable: a.deliverable,
    about: a.about,
    topic: a.nounForm,
    // The angles show the subject in other media, so a medium the topic names ("oil painting of ...") is left out.
    subject: medium ? withoutMedium(imageSubject(a)) : imageSubject(a),
    look: medium ? `${medium}, ` : "",
    tone: input.tone,
    voice: TONE_VOICE[input.tone],
    target: a.target,
    plural: a.form?.plural ?? "",
    limit: a.target ? limitPhrase(a.target) : "",
    limitIt: a.target ? limitSentence(a.target) : "",
    limitEach: a.target ? limitSentence(a.target, "each version") : "",
    audience: a.audience,
    // (A comparison weighs both items alike; a figure or a date is no angle: "starting with 1 September".)
    p1: a.compared ? "" : ((image ? extraDetails(a) : newPoints(b).filter((p) => !/^[$€£#]?\d/.test(p)))[0] ?? ""),
    lighting: imageCues(a.topic, input.tone, a.keywords).lighting,
    genres: YOUNG_READERS.test(a.audience) ? "adventure, comedy and fairy tale" : "horror, comedy and science fiction",
    keywords: (image
      ? a.keywords.filter((k) => !imageSubject(a).toLowerCase().includes(k.toLowerCase()))
      : a.keywords
    ).join(", "),
  };
  // A long topic with its own trailing detail ("..., told from the bike's point of view, bittersweet but funny"): an
  // angle's own ending ("... that begins at the ending") would attach to that detail, so the angle gets the topic up
  // to its first comma and the detail follows as a sentence of its own.
  // (Notes given as they were typed, "with these details: ...", follow the angle whole: "Use these details: ...".)
  const notes = /^with these details:\s*/.exec(a.about);
  const comma = image || notes ? -1 : a.about.indexOf(", ");
  const detail = notes
    ? stripEnd(a.about.slice(notes[0].length))
    : comma > 0 && a.about.slice(0, comma).split(/\s+/).length >= 4
      ? stripEnd(a.about.slice(comma + 2))
      : "";
  // The readers without their determiner ("the client" is named by "apologising to a client ...").
  const readers = a.audience.toLowerCase().replace(/^(?:the|our|my|your|a|an)\s+/, "");
  const named = new RegExp(`\\b${escapeRegExp(readers)}\\b`, "i").test(a.about);
  // "a troubleshooting section on new support agents": when the topic is the readers, an angle is about the piece.
  const topicIsReaders = a.nounForm.toLowerCase().replace(/^(?:the|our|my|your|a|an)\s+/, "") === readers;
  const angle = (i: number) => {
    let template = angles[(start + i) % angles.length]!;
    if (topicIsReaders)
      template = template
        .replace(/\b(?:on|about) \{topic\}/, "for {deliverable} {about}")
        .replace("{topic}", "{deliverable} {about}");
    // "tips for first-time runners for first-time runners": the topic already names its readers.
    if (named) template = template.replace(/\s*\b(?:for|aimed at) \{audience\}/, "");
    // (A story for young children is not started as a novel.)
    if (YOUNG_READERS.test(a.audience)) template = template.replace("start a novel", "start a story");
    // "copy for announcing our sale": a gerund topic says what the piece does, so it follows the noun directly.
    if (/^\p{Ll}+ing\b/u.test(a.nounForm)) template = template.replace(/\bfor \{topic\}/, "{topic}");
    const text = fill(
      template,
      detail && template.includes("{about}") ? { ...vars, about: notes ? "" : a.about.slice(0, comma) } : vars,
    )
      .replace(/\s+(?=[:,.])/g, "")
      .replace(/\s{2,}/g, " ");
    if (image) return text;
    return detail && template.includes("{about}")
      ? `${sentence(stripEnd(text))} ${notes ? "Use these details" : "Keep this detail from the brief"}: ${detail}.`
      : sentence(stripEnd(text));
  };
  // (A logo's flat-art cues do not change with the tone: the contrasting line would repeat the prompt itself.)
  const contrasted = image ? imageLine(b, TONE_CONTRAST[input.tone]) : "";
  const out = image
    ? [angle(0), angle(1), angle(2), ...(contrasted === imageLine(b, input.tone) ? [angle(4)] : [contrasted]), angle(3)]
    : [compact(b, input.tone), angle(0), interactive(b), compact(b, contrastTone(b)), angle(1)];
  // A brief in another language: every text variation asks for the answer in it.
  const inLanguage = a.language && !image ? out.map((v) => `${v} Write the answer in ${a.language}.`) : out;
  return dedupe(inLanguage).slice(0, count);
}
