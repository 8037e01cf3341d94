import type { PromptCategory, PromptLength } from "./contract";
import type { VerseForm } from "./prompt-builder.forms";
import { CATEGORY_PROFILES, type CategoryProfile } from "./prompt-builder.data";
import { GUIDE_FORMS, GUIDE_NAMES } from "./prompt-builder.guide-forms";

/**
 * Documents a topic can name in any category ("refund policy for my shoe shop", "lesson plan teaching fractions",
 * "FAQ for our banking app", "job ad for a barista"). The document the visitor names is what gets written, whatever
 * the category's default (a policy under Business Communication is not "a business email", a lesson plan under
 * Academic Research is not "a literature review"), and it brings its own readers, rules, shape and length.
 */
export interface DocForm extends VerseForm {
  doc: true;
  /** Categories whose own sections already fit the document (a product description in Marketing Copy). */
  home?: PromptCategory[];
  /** Constraints that replace the category's ("Mark claims that need a citation" is no rule for a lesson plan). */
  constraints: string[];
  /** Who reads it when the topic names people it is for: a lesson plan "for 9 year olds" is read by their teacher. */
  readers?: (named: string) => string;
  /** The readers as the topic's subject decides them ("refund policy": customers; "remote work policy": staff). */
  audienceOf?: (topic: string) => string | null;
  /** What the reader gets from it, after "the reader": "knows what the policy allows and how to use it". */
  purpose?: string;
  /** A length that the topic decides ("Instagram bio": up to 150 characters). */
  fit?: (topic: string) => string | null;
}

const ranges = (short: string, medium: string, long: string): Record<PromptLength, string> => ({ short, medium, long });

const DOC_ANGLES = [
  "Write {deliverable} {about} for a reader who has one minute: the essentials first, the details after. {limitIt}",
  "Write two versions of {deliverable} {about}: one {tone} and one shorter and plainer. Label them A and B. {limitEach}",
  "Write {deliverable} {about}, then list the details you had to assume and one question to confirm each. {limitIt}",
];

const NO_INVENTED_TERMS = "Use [placeholders] for any figure, date, name or contact the brief does not give.";

/** Names that mark a deliverable in any category (matched like a category's own deliverables, plurals too). */
export const DOC_NAMES = [
  "refund policy",
  "return policy",
  "returns policy",
  "privacy policy",
  "cancellation policy",
  "policy",
  "lesson plan",
  "FAQ",
  "FAQ page",
  "job ad",
  "job advert",
  "job posting",
  "job listing",
  "menu",
  "checklist",
  "bio",
  "press release",
  "product description",
  "newsletter",
  "speech",
  "toast",
  "eulogy",
  ...GUIDE_NAMES,
];

const CUSTOMER_POLICY =
  /\b(?:refunds?|returns?|exchanges?|shipping|delivery|cancellations?|privacy|cookies?|warranty|booking|customers?|shop|store|online|website|app)\b/i;

const DOC_FORMS: [RegExp, DocForm][] = [
  [
    /\bpolic(?:y|ies)\b/i,
    {
      doc: true,
      target: ranges("150-250 words", "300-500 words", "600-900 words"),
      rules: [
        "Say in the first lines whom and what the policy covers.",
        "Give each rule in plain words, one rule per point, with every time limit, fee and condition from the brief exactly as written.",
        "Spell out the exceptions rather than hiding them in general wording.",
        "Say how to use the policy in practice: the steps to take, whom to contact and what happens next.",
      ],
      format: [
        "A title, then short sections under headings (for example: What this covers, The rules, Exceptions, How to ask, Contact).",
        "Short sentences and bullet points; no legal boilerplate the brief does not call for.",
      ],
      constraints: [
        "Never add a rule, fee, deadline or legal claim the brief does not give.",
        "Use the words the reader would use; define any term that must stay formal.",
      ],
      plural: "policies",
      purpose: "knows what the policy allows, what it excludes and how to use it",
      role: "an operations writer who drafts clear, fair policies people can act on",
      audience: "the staff it applies to",
      audienceOf: (topic) => (CUSTOMER_POLICY.test(topic) ? "customers checking where they stand" : null),
      unknowns: NO_INVENTED_TERMS,
      angles: DOC_ANGLES,
      prose: true,
    },
  ],
  [
    /\blesson plans?\b/i,
    {
      doc: true,
      target: ranges("about 300 words", "400-700 words", "800-1,200 words"),
      rules: [
        "State 1-3 learning objectives as what the learners will be able to do by the end.",
        "Plan the lesson in timed stages (starter, teaching, activity, plenary) whose times add up to the lesson's length.",
        "Pitch every explanation, example and task at the learners' age and level, with the teacher's key questions.",
        "Include support and stretch for different learners and a quick check of understanding at the end.",
      ],
      format: [
        "Headings: Objectives, Materials, Lesson stages (a table with time, teacher and learners), Differentiation, Assessment.",
        "Bullet points a teacher can follow at a glance.",
      ],
      constraints: [
        "Use only materials an ordinary classroom has, plus any the brief names.",
        "Keep every instruction to the learners short enough to say aloud.",
      ],
      plural: "lesson plans",
      purpose: "can teach the lesson from it without further preparation",
      role: "an experienced teacher who writes practical, well-paced lesson plans",
      audience: "the teacher who will teach it",
      readers: (learners) => `the teacher who will teach it to ${learners}`,
      angles: DOC_ANGLES,
      prose: true,
    },
  ],
  [
    /\bFAQs?\b|\bfrequently asked questions\b/i,
    {
      doc: true,
      target: ranges("5 questions and answers", "8-10 questions and answers", "12-15 questions and answers"),
      rules: [
        "Write each question in the words a customer would type, as a real question.",
        "Answer each in two to four sentences: the direct answer first, then the steps or the condition.",
        "Group related questions under short headings, the most asked first.",
      ],
      format: [
        "Each question in bold with its answer below it.",
        "Short group headings when there are more than 6 questions.",
      ],
      constraints: [
        "No feature, limit, fee or policy the brief does not give.",
        "Plain words a first-time user understands; no internal jargon.",
      ],
      plural: "FAQs",
      purpose: "finds the answer to their question in one read",
      role: "a support content writer who writes clear help-centre FAQs",
      audience: "people looking for a quick answer",
      unknowns: NO_INVENTED_TERMS,
      angles: DOC_ANGLES,
    },
  ],
  [
    /\bjob (?:ad|advert|advertisement|posting|listing)s?\b/i,
    {
      doc: true,
      target: ranges("about 150 words", "250-400 words", "450-650 words"),
      rules: [
        "Open with the role, where it is, and the hours and pay the brief gives.",
        "Say what the job involves day to day and what the person needs; keep must-haves apart from nice-to-haves.",
        "Say what the employer offers and how to apply, with a [closing date] if the brief gives none.",
      ],
      format: [
        "A job title line, then short sections: About the role, What you'll do, What we're looking for, What we offer, How to apply.",
        "Bullet points under each section.",
      ],
      constraints: [
        "Inclusive wording; no requirement about age, gender or anything else the law forbids.",
        "No pay, benefit or requirement the brief does not give.",
      ],
      plural: "job ads",
      purpose: "knows whether the role suits them and how to apply",
      role: "a recruiter who writes job ads the right candidates answer",
      audience: "people who could fill the role",
      unknowns: NO_INVENTED_TERMS,
      angles: DOC_ANGLES,
      prose: true,
    },
  ],
  [
    /\bmenus?\b/i,
    {
      doc: true,
      target: ranges("8-10 dishes", "12-18 dishes", "20-30 dishes"),
      rules: [
        "Group the dishes into sections in the order guests order them.",
        "Give each dish a short name and a one-line description of what is on the plate; no adjective the dish cannot back up.",
        "Show prices and dietary marks (V, VG, GF) only where the brief gives them; otherwise write [price].",
      ],
      format: ["Section headings, then one line per dish: name, description, [price]."],
      constraints: ["No dish, ingredient or price the brief does not give or clearly imply."],
      plural: "menus",
      purpose: "can choose what to order quickly",
      role: "a menu writer for restaurants and cafés",
      audience: "guests choosing what to order",
      angles: DOC_ANGLES,
    },
  ],
  [
    /\bcheck-?lists?\b/i,
    {
      doc: true,
      target: ranges("10-15 items", "20-30 items", "35-50 items"),
      rules: [
        "One action per item, starting with a verb, in the order it is done.",
        "Group the items under short phases (for example: Before, On the day, After).",
        "Make every item concrete enough to tick off; an explanation is one short line at most.",
      ],
      format: ["A heading per phase, then the items as - [ ] checkboxes.", "No introduction beyond one line."],
      constraints: ["No tool, system or step the brief does not give or clearly imply; use [placeholders]."],
      plural: "checklists",
      purpose: "can work through it without missing a step",
      role: "an operations writer who turns processes into checklists people actually use",
      audience: "the person working through it",
      angles: DOC_ANGLES,
    },
  ],
  [
    /\bbios?\b|\bbiograph(?:y|ies)\b|\babout me\b/i,
    {
      doc: true,
      target: ranges("1-2 lines", "about 50-80 words", "120-180 words"),
      rules: [
        "Say who you are and what you do in the first line, in plain words.",
        "Add one or two concrete details that make you memorable: where you work, whom you work with, what you are known for.",
        "End with what the reader should do next (book, follow, get in touch) when the brief gives a goal.",
      ],
      format: ["The bio only, ready to paste.", "A first-person version and a third-person version."],
      constraints: ["No credential, award or client the brief does not give."],
      plural: "bios",
      purpose: "knows who you are and why to get in touch",
      role: "a writer who helps people introduce themselves in a few sharp lines",
      audience: "people visiting the profile for the first time",
      unknowns: NO_INVENTED_TERMS,
      angles: DOC_ANGLES,
      fit: (topic) =>
        /\b(?:instagram|insta|tiktok|twitter|x bio|threads)\b/i.test(topic)
          ? "up to 150 characters (the profile's limit)"
          : null,
    },
  ],
  [
    /\bpress releases?\b/i,
    {
      doc: true,
      target: ranges("about 250 words", "400-500 words", "600-800 words"),
      rules: [
        "Put the news in the headline in plain words, and answer who, what, when, where and why in the first paragraph.",
        "Give the most important facts first; add one quote from a named spokesperson, as a [placeholder] if the brief gives none.",
        "End with a short paragraph about the organisation and the media contact.",
      ],
      format: ["FOR IMMEDIATE RELEASE, headline, dateline, body paragraphs, quote, About section, Media contact, ###."],
      constraints: ["No figure, quote, partner or date the brief does not give."],
      plural: "press releases",
      purpose: "has the news and the facts needed to report it",
      role: "a PR writer whose press releases journalists can use as they are",
      audience: "journalists and editors deciding whether to cover it",
      unknowns: NO_INVENTED_TERMS,
      angles: DOC_ANGLES,
      prose: true,
    },
  ],
  [
    /\bproduct descriptions?\b/i,
    {
      doc: true,
      home: ["Marketing Copy"],
      target: ranges("about 80 words", "150-250 words", "300-400 words"),
      rules: [
        "Open with what the product does for the buyer, not with its name.",
        "Turn each feature from the brief into what the buyer gets from it.",
        "Close with the practical facts a buyer checks: size, materials, care, what is in the box.",
      ],
      format: ["A short opening paragraph, then 3-5 benefit bullets, then the practical details."],
      constraints: ["No claim, certification or review the brief does not give."],
      plural: "product descriptions",
      purpose: "knows what the product does for them and whether to buy it",
      role: "an e-commerce copywriter",
      audience: "shoppers deciding whether to buy",
      unknowns: NO_INVENTED_TERMS,
      angles: DOC_ANGLES,
      prose: true,
    },
  ],
  [
    /\bnewsletters?\b/i,
    {
      doc: true,
      home: ["Marketing Copy"],
      target: ranges("150-250 words", "300-450 words", "500-700 words"),
      rules: [
        "Lead with the item the readers care most about; give each item its own short section.",
        "Each section: a headline, two or three sentences and a link or a next step.",
        "Keep one personal voice throughout, as one person writing to the list.",
      ],
      format: ["A subject line and a preview line.", "A short intro, one headed section per item, and a sign-off."],
      constraints: ["No date, offer or figure the brief does not give."],
      plural: "newsletters",
      purpose: "catches up on the news and knows what to do next",
      role: "an editor who writes newsletters people open",
      audience: "subscribers on the mailing list",
      unknowns: NO_INVENTED_TERMS,
      angles: DOC_ANGLES,
      prose: true,
    },
  ],
];

/** The form as a named document, when it is one. */
export const docOf = (form: VerseForm | null): DocForm | null => (form && "doc" in form ? (form as DocForm) : null);

/** The document a deliverable names, if any (not in a category whose own sections fit it). */
export function docFormOf(deliverable: string, category: PromptCategory): DocForm | null {
  if (category === "Image Generation" || category === "Story Ideas") return null;
  const form = [...DOC_FORMS, ...GUIDE_FORMS].find(([re]) => re.test(deliverable))?.[1] ?? null;
  return form && !form.home?.includes(category) ? form : null;
}

/** The category's profile for a named document: the plain headings of a business text (Task, Audience & purpose, Key
 * points...), the document's own constraints and no category checklist (no "Research question" over a lesson plan). */
export function docProfile(profile: CategoryProfile, form: DocForm): CategoryProfile {
  const plain = CATEGORY_PROFILES["Business Communication"];
  return {
    ...profile,
    sections: plain.sections.filter(([id]) => id !== "checklist"),
    focusIntro: plain.focusIntro,
    keywordsLine: plain.keywordsLine,
    constraints: form.constraints,
    checklist: [],
  };
}
