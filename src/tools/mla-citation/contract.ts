import * as z from "zod/mini";
import { defineToolContract } from "../../shared/tool-contract";
import { choiceOf, errorToast, optionalText, optionList } from "../../shared/contract-fields";
import OPTIONS from "./mla-citation.options.json" with { type: "json" };
import { isMlaDate } from "./mla-dates";

/** Longest value of a citation field (characters); a URL may be longer. */
const MLA_FIELD_MAX = 500;
const MLA_URL_MAX = 2000;

export const mlaMessages = {
  submit: "Generate Citation",
  busy: "Generating...",
  failure: "Failed to generate citation. Please try again.",
  copied: "Citation copied to clipboard",
  /** Not in the spec (it lists no MLA rule): a citation needs at least one element to start from. */
  nothingToCite: "Please enter at least a title, author, website or URL",
  fieldTooLong: `Each field takes at most ${MLA_FIELD_MAX} characters`,
  urlTooLong: `The URL takes at most ${MLA_URL_MAX} characters`,
  notText: "Each citation field must be text",
  badDate:
    "Please enter the date as a year, a month and year, or a day, month and year (e.g. 2024, March 2024 or 5 March 2024)",
  badAccessDate: "Please enter the access date as a day, month and year (e.g. 5 March 2024)",
  tooManyContributors: "Please list at most 20 authors",
} as const;

export const SOURCE_TYPES = optionList(OPTIONS.sourceTypes);
export type SourceType = (typeof SOURCE_TYPES)[number]["value"];

/** What the spec's single "website (publisher or website)" field means for each source type. */
export const CONTAINER_LABEL: Record<SourceType, string> = OPTIONS.containerLabel;

/** Roles a person or organisation can have in a citation (MLA 9 "contributors"). */
export const CONTRIBUTOR_ROLES = optionList(OPTIONS.contributorRoles);
export type ContributorRole = (typeof CONTRIBUTOR_ROLES)[number]["value"];

/** Languages whose titles keep the capitalisation typed (MLA 9: follow the language's own rules). */
export const TITLE_LANGUAGES = optionList(OPTIONS.titleLanguages);

const field = (max = MLA_FIELD_MAX, message: string = mlaMessages.fieldTooLong) =>
  optionalText(max, { notText: mlaMessages.notText, tooLong: message });

/** One person or organisation, as one row of the form. */
const contributor = z.object({
  first: field(120),
  last: field(120),
  organization: field(),
  role: choiceOf(CONTRIBUTOR_ROLES, "author"),
});
type Contributor = z.output<typeof contributor>;

/** A date MLA can write: empty, or one that parses (checked by mla-dates.ts's parser, shared with the server). */
const dateField = (message: string, max = 60) =>
  field(max).check(z.refine((v) => !v.trim() || isMlaDate(v), { message }));

export const mlaRequest = z
  .object({
    sourceType: choiceOf(SOURCE_TYPES, "website"),
    title: field(),
    author: field(),
    website: field(),
    date: field().check(
      z.refine((v) => !v.trim() || isMlaDate(v, { allowAccessed: true }), { message: mlaMessages.badDate }),
    ),
    url: field(MLA_URL_MAX, mlaMessages.urlTooLong),
    /** Optional extras (not in the spec's request, accepted additively): journal numbers, pages, access date. */
    volume: field(40),
    issue: field(40),
    pages: field(40),
    /**
     * The visitor's "today" (any date format); the server's date when absent. Used only for undated online
     * sources. (The page sends it without asking; an explicit access date goes in `accessed`.)
     */
    accessDate: field(60),
    /** Everything below is optional and additive (MLA 9 elements the first form had no field for). */
    /** Authors, editors and translators one per row; when given, they replace the free-text `author`. */
    contributors: z.pipe(
      z._default(z.optional(z.array(contributor).check(z.maxLength(20, mlaMessages.tooManyContributors))), []),
      // A row left empty (the form starts with one) is no contributor.
      z.transform((rows: Contributor[]) =>
        rows.filter((c) => c.first.trim() || c.last.trim() || c.organization.trim()),
      ),
    ),
    /** Title of the container: the book a chapter is in, the journal, the website (then `website` is the publisher). */
    container: field(),
    /** Publisher, when the container is given separately. */
    publisher: field(),
    /** Editors of the container (a chapter's book), names as typed: "Ben Rafoth" or "Ann Lee and Bo Kim". */
    containerEditors: field(),
    /** A second container (MLA 9, 2.4): the database a journal article was read in, the service a film streams on. */
    platform: field(),
    edition: field(60),
    doi: field(200),
    /** An access date the visitor wants printed (MLA 9 recommends one for undated online works). */
    accessed: dateField(mlaMessages.badAccessDate),
    /** "auto" detects English; titles in other languages keep the capitalisation typed. */
    titleLanguage: choiceOf(TITLE_LANGUAGES, "auto"),
  })
  .check(
    z.refine(
      (v) =>
        [v.title, v.author, v.website, v.url, v.container, v.doi].some((s) => s.trim().length > 0) ||
        v.contributors.length > 0,
      {
        message: mlaMessages.nothingToCite,
        path: ["title"],
      },
    ),
  );
export type MlaRequest = z.input<typeof mlaRequest>;
export type MlaInput = z.output<typeof mlaRequest>;

/** A run of citation text; `italic` runs are titles of containers and stand-alone works. */
export const citationPart = z.object({ text: z.string(), italic: z.optional(z.boolean()) });
export type CitationPart = z.infer<typeof citationPart>;

export const mlaResponse = z.object({
  /** The plain-text citation (what the spec reads). */
  citation: z.string(),
  /** The same citation as escaped HTML with <i> for italics, for rich-text copying. */
  citationHtml: z.string(),
  /** The same citation as runs, so the page renders italics as React elements (never as HTML). */
  parts: z.array(citationPart),
});
export type MlaResponse = z.infer<typeof mlaResponse>;

export const contract = defineToolContract({
  endpoint: "/api/mla-citation",
  request: mlaRequest,
  response: mlaResponse,
  // The citation itself is the confirmation: no success toast (the spec lists none).
  messages: mlaMessages,
  failure: errorToast(mlaMessages.failure),
});
