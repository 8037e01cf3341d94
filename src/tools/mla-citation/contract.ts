import { z } from "zod";

/** Longest value of a citation field (characters); a URL may be longer. */
export const MLA_FIELD_MAX = 500;
export const MLA_URL_MAX = 2000;

export const mlaMessages = {
  submit: "Generate Citation",
  busy: "Generating...",
  success: { title: "Citation Generated!", description: "Your MLA citation is ready." },
  failure: "Failed to generate citation. Please try again.",
  copied: "Citation copied to clipboard",
  /** Not in the spec (it lists no MLA rule): a citation needs at least one element to start from. */
  nothingToCite: "Please enter at least a title, author, website or URL",
  fieldTooLong: `Each field takes at most ${MLA_FIELD_MAX} characters`,
  urlTooLong: `The URL takes at most ${MLA_URL_MAX} characters`,
  notText: "Each citation field must be text",
} as const;

export const SOURCE_TYPES = [
  { value: "website", label: "Website" },
  { value: "book", label: "Book" },
  { value: "article", label: "Article (newspaper or magazine)" },
  { value: "journal", label: "Journal article" },
] as const;
export type SourceType = (typeof SOURCE_TYPES)[number]["value"];

/** What the spec's single "website (publisher or website)" field means for each source type. */
export const CONTAINER_LABEL: Record<SourceType, string> = {
  website: "Website name",
  book: "Publisher",
  article: "Newspaper or magazine",
  journal: "Journal name",
};

const field = (max = MLA_FIELD_MAX, message: string = mlaMessages.fieldTooLong) =>
  z.string({ error: mlaMessages.notText }).max(max, message).optional().default("");

export const mlaRequest = z
  .object({
    sourceType: z.enum(["website", "book", "article", "journal"]).default("website"),
    title: field(),
    author: field(),
    website: field(),
    date: field(),
    url: field(MLA_URL_MAX, mlaMessages.urlTooLong),
    /** Optional extras (not in the spec's request, accepted additively): journal numbers, pages, access date. */
    volume: field(40),
    issue: field(40),
    pages: field(40),
    /** The visitor's "today" (any date format); the server's date when absent. Used only for undated online sources. */
    accessDate: field(60),
  })
  .refine((v) => [v.title, v.author, v.website, v.url].some((s) => s.trim().length > 0), {
    message: mlaMessages.nothingToCite,
    path: ["title"],
  });
export type MlaRequest = z.input<typeof mlaRequest>;
export type MlaInput = z.output<typeof mlaRequest>;

/** A run of citation text; `italic` runs are titles of containers and stand-alone works. */
export const citationPart = z.object({ text: z.string(), italic: z.boolean().optional() });
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
