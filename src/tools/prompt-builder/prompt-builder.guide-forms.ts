import type { DocForm } from "./prompt-builder.doc-forms";

/**
 * Staff documents and READMEs: a handbook section, a guide or a procedure is a document under headings (no subject
 * line, no greeting) read by the staff it is for; a README has its own sections (Installation, Usage, Options...).
 */
const ANGLES = [
  "Write {deliverable} {about} for a reader who has one minute: the essentials first, the details after. {limitIt}",
  "Write {deliverable} {about}, then list the details you had to assume and one question to confirm each. {limitIt}",
];

/** Names of these documents, matched like a category's deliverables. */
export const GUIDE_NAMES = [
  "staff handbook section",
  "handbook section",
  "staff handbook",
  "employee handbook",
  "handbook",
  "onboarding guide",
  "staff guide",
  "training guide",
  "procedure",
  "SOP",
  "README",
];

export const GUIDE_FORMS: [RegExp, DocForm][] = [
  [
    /\bhandbooks?\b|\bonboarding guides?\b|\b(?:staff|training|employee) guides?\b|\bprocedures?\b|\bSOPs?\b/i,
    {
      doc: true,
      home: ["Technical Documentation"],
      target: { short: "200-300 words", medium: "400-700 words", long: "900-1,300 words" },
      rules: [
        "Say in the first lines what the section covers and whom it applies to.",
        "Give each rule or step in plain words, one per point, with every condition, date and figure from the brief exactly as written.",
        "Say what staff need to do in practice: how to ask or apply, whom to contact and what happens next.",
      ],
      format: [
        "A title, then short sections under headings (for example: Overview, Who it applies to, What it means for you, How to apply, Questions).",
        "Short sentences and bullet points; no subject line and no greeting: it is a document, not an e-mail.",
      ],
      constraints: [
        "Never add a rule, entitlement, deadline or legal claim the brief does not give.",
        "Use the words staff would use; define any term that must stay formal.",
      ],
      plural: "handbook sections",
      purpose: "knows what applies to them and what to do",
      role: "an HR and operations writer who writes clear staff documents people can act on",
      audience: "the staff it applies to",
      unknowns: "Use [placeholders] for any figure, date, name or contact the brief does not give.",
      angles: ANGLES,
      prose: true,
    },
  ],
  [
    /\breadmes?\b/i,
    {
      doc: true,
      target: { short: "200-350 words", medium: "400-800 words", long: "900-1,400 words" },
      rules: [
        "Open with one or two sentences on what the project does and for whom.",
        "Give the install command and a usage example the reader can copy, in fenced code blocks naming the language.",
        "List the options or settings in a table (name, what it does, default), using [placeholders] where the brief gives none.",
      ],
      format: [
        "Markdown with headings: project name, Installation, Usage (with a command example), Options, Examples, Troubleshooting, then a one-line licence note.",
      ],
      constraints: [
        "Do not invent commands, flags, package names or version numbers; use [placeholders] where details are unknown.",
        "Every code example must be complete and runnable as shown.",
      ],
      plural: "README files",
      purpose: "can install it, run it and find the options in a few minutes",
      role: "a senior developer who writes clear README files for open-source projects",
      audience: "developers who want to install and use it",
      unknowns: "Use [placeholders] for any command, flag, version or licence the brief does not give.",
      angles: ANGLES,
      prose: true,
    },
  ],
];
