import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import {
  builtinAnswerBy,
  closeSharedTestDatabase,
  createTestApp,
  rejectedBy,
  sharedTestDatabase,
} from "../../../tests/helpers/test-app";
import { mlaMessages, mlaRequest, type CitationPart, type MlaRequest } from "./contract";
import { formatCitation } from "./mla-citation.engine";
import referenceCitations from "./mla-reference-citations.json" with { type: "json" };
import formCitations from "./mla-form-citations.json" with { type: "json" };
import guideExamples from "./mla-guide-examples.json" with { type: "json" };

const cite = (input: MlaRequest, now = new Date("2026-11-21T12:00:00Z")) =>
  formatCitation(mlaRequest.parse(input), now);
/** Parts with italics marked by *asterisks*, as the reference data writes them. */
const marked = (parts: CitationPart[]) => parts.map((p) => (p.italic ? `*${p.text}*` : p.text)).join("");

/**
 * The held-out sets (data, in JSON): each input is what a visitor types into the form, `expected` the works-cited
 * entry with italics marked by *asterisks*, worked out from the MLA Handbook (9th ed.) before the engine was run.
 * - mla-reference-citations.json: entries from published MLA 9 guides (`source` names the guide; straight quotes
 *   stand for their curly ones; an element the form has no field for was dropped, and the source says "adapted").
 * - mla-form-citations.json: entries in the style of library guides typed field by field (one contributor per row,
 *   the container apart from the publisher, dates and page ranges as people write them).
 * - mla-guide-examples.json: issue 12's second check, 28 entries in the manner of Purdue OWL-style guides; `rule`
 *   names the Handbook section each leans on.
 */
type HeldOut = { input: MlaRequest; expected: string };
const REFERENCE_CITATIONS = referenceCitations as (HeldOut & { source: string })[];
const FORM_CITATIONS = formCitations as (HeldOut & { kind: string })[];
const GUIDE_EXAMPLES = guideExamples as (HeldOut & { kind: string; rule: string })[];

/**
 * A held-out set: at least `min` entries, their kinds covering `kinds`, and each entry cited (on `today`) exactly as
 * expected: italics where the *asterisks* are, the same words as plain text.
 */
function heldOutSet<E extends HeldOut>(
  title: string,
  entries: E[],
  { min, today, name, kinds = [] }: { min: number; today: string; name: (e: E) => string; kinds?: string[] },
) {
  describe(title, () => {
    it(`holds at least ${min} entries of every kind it names`, () => {
      expect(entries.length).toBeGreaterThanOrEqual(min);
      const named = entries.map(name).join(" | ");
      for (const kind of kinds) expect(named).toContain(kind);
    });
    for (const entry of entries) {
      it(name(entry), () => {
        const out = cite(entry.input, new Date(`${today}T12:00:00Z`));
        expect(marked(out.parts)).toBe(entry.expected);
        expect(out.citation).toBe(entry.expected.replace(/\*/g, ""));
      });
    }
  });
}

heldOutSet("MLA reference citations from published MLA 9 guides", REFERENCE_CITATIONS, {
  min: 20,
  today: "2026-11-21",
  name: (ref) => `${ref.expected.slice(0, 60)}… (${ref.source})`,
});
heldOutSet(
  "held-out entries typed into the form (one contributor per row, container apart from publisher)",
  FORM_CITATIONS,
  {
    min: 24,
    today: "2025-02-02",
    name: (ref) => ref.kind,
    kinds: ["chapter", "DOI", "newspaper", "web page", "video", "report", "translated", "Spanish", "corporate"],
  },
);
heldOutSet("second held-out set in the manner of library guides (issue 12's check)", GUIDE_EXAMPLES, {
  min: 24,
  today: "2025-03-01",
  name: (ref) => `${ref.kind} (MLA 9 ${ref.rule})`,
  kinds: [
    "book",
    "journal",
    "web",
    "chapter",
    "corporate",
    "Spanish",
    "translated",
    "film",
    "government",
    "DOI",
    "two authors",
    "et al.",
  ],
});

describe("author element", () => {
  it("writes a name typed in natural order as MLA does in a whole entry (helper cases: mla-helper-cases.json)", () => {
    const book = {
      sourceType: "book",
      author: "Ursula K. Le Guin",
      title: "the left hand of darkness",
      website: "Ace Books",
      date: "1969",
    } as const;
    expect(cite(book).citation).toBe("Le Guin, Ursula K. The Left Hand of Darkness. Ace Books, 1969.");
  });
});

describe("locations", () => {
  it("drops the URL scheme and writes DOIs as https://doi.org/", () => {
    expect(cite({ title: "Page", website: "Site", date: "2020", url: "https://www.example.org/a/b" }).citation).toBe(
      '"Page." Site, 2020, www.example.org/a/b.',
    );
    for (const url of ["10.1000/xyz123", "doi:10.1000/xyz123", "https://dx.doi.org/10.1000/xyz123"]) {
      expect(cite({ sourceType: "journal", title: "T", website: "J", date: "2020", url }).citation).toMatch(
        /, https:\/\/doi\.org\/10\.1000\/xyz123\.$/,
      );
    }
  });
});

describe("missing elements and access dates", () => {
  it("omits missing elements without stray punctuation", () => {
    expect(marked(cite({ title: "Only a Title" }).parts)).toBe("*Only a Title*.");
    expect(cite({ author: "Jane Roe", website: "Example News" }).citation).toBe("Roe, Jane. Example News.");
    expect(cite({ sourceType: "book", title: "Untitled Notes", date: "1990" }).citation).toBe("Untitled Notes. 1990.");
    const sparse = cite({
      sourceType: "journal",
      title: "A Study",
      website: "Journal of Things",
      volume: "3",
    }).citation;
    expect(sparse).toBe('"A Study." Journal of Things, vol. 3.');
    for (const c of [sparse, cite({ author: "Roe, Jane", title: "X" }).citation])
      expect(c).not.toMatch(/,\s*[,.]|\.\s*\.|\s{2}|^[,. ]/);
  });
  it("adds the access date only to undated online sources", () => {
    const now = new Date("2026-11-21T08:00:00Z");
    expect(cite({ title: "Undated", website: "Site", url: "site.org/x" }, now).citation).toBe(
      '"Undated." Site, site.org/x. Accessed 21 Nov. 2026.',
    );
    expect(cite({ title: "Dated", website: "Site", date: "2020", url: "site.org/x" }, now).citation).not.toContain(
      "Accessed",
    );
    expect(cite({ sourceType: "book", title: "Print Book", website: "Pub" }, now).citation).toBe("Print Book. Pub.");
    expect(
      cite({ sourceType: "book", title: "B", website: "University of Chicago Press", date: "2005" }).citation,
    ).toBe("B. U of Chicago P, 2005.");
    expect(cite({ title: "T", website: "S", url: "s.org", accessDate: "March 3, 2025" }, now).citation).toMatch(
      /Accessed 3 Mar\. 2025\.$/,
    );
    expect(cite({ title: "T", website: "S", date: "Accessed 2024-01-09" }, now).citation).toBe(
      '"T." S. Accessed 9 Jan. 2024.',
    );
  });
  it("italicises the container, and the title of a whole website or book", () => {
    expect(marked(cite({ title: "Home", website: "Home" }).parts)).toBe("*Home*.");
    expect(marked(cite({ sourceType: "article", title: "Story", website: "The Daily" }).parts)).toBe(
      '"Story." *The Daily*.',
    );
  });
  it("escapes HTML in the rich-text version and keeps italics as <i>", () => {
    const out = cite({
      author: "Eve <script>alert(1)</script>",
      title: "A & B <img src=x onerror=alert(1)>",
      website: "<b>Site</b>",
      date: "2020",
    });
    expect(out.citationHtml).not.toMatch(/<(script|img|b)\b/);
    expect(out.citationHtml).toContain("<i>&lt;b&gt;Site&lt;/b&gt;</i>");
    expect(out.citationHtml).toContain("&amp;");
    expect(out.citation).toContain("<script>"); // the plain text is text, shown as text by the page
  });
  it("depends on the input", () => {
    const a = cite({ author: "Ana Diaz", title: "First", website: "Site A", date: "2001" }).citation;
    const b = cite({ author: "Bo Li", title: "Second", website: "Site B", date: "2002" }).citation;
    expect(a).not.toBe(b);
    expect(a).toContain("Diaz, Ana");
    expect(b).toContain("Li, Bo");
  });
});

describe("POST /api/mla-citation", () => {
  let app: FastifyInstance;
  let aiApp: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({}, await sharedTestDatabase());
    // An AI provider configured (unreachable): MLA formatting must still come from the built-in engine.
    aiApp = await createTestApp(
      { AI_BASE_URL: "http://127.0.0.1:9/v1", AI_API_KEY: "k", AI_MODEL: "m" },
      await sharedTestDatabase(),
    );
  });
  afterAll(async () => {
    await app.close();
    await aiApp.close();
    await closeSharedTestDatabase();
  });

  it("formats a citation, with website as the default source type", async () => {
    const ref = REFERENCE_CITATIONS.find((r) => r.input.sourceType === "website" && r.input.date)!;
    const { sourceType: _ignored, ...withoutType } = ref.input;
    const res = await builtinAnswerBy(app, "/api/mla-citation")(withoutType);
    expect(res.body.citation).toBe(ref.expected.replace(/\*/g, ""));
    expect(res.body.citationHtml).toMatch(/<i>[^<]+<\/i>/);
  });

  it("answers with the built-in engine even when an AI provider is configured", async () => {
    const book = {
      sourceType: "book",
      author: "Toni Morrison",
      title: "Beloved",
      website: "Vintage Books",
      date: "2004",
    };
    const res = await builtinAnswerBy(aiApp, "/api/mla-citation")(book);
    expect(res.body.citation).toBe("Morrison, Toni. Beloved. Vintage Books, 2004.");
  });

  it("rejects an empty request, wrong types, unknown source types and over-long fields", async () => {
    const rejected = rejectedBy(app, "/api/mla-citation");
    await rejected({ sourceType: "book", title: "  " }, mlaMessages.nothingToCite);
    await rejected({ title: 42 }, mlaMessages.notText);
    await rejected({ sourceType: "podcast", title: "T" }, /^sourceType: /);
    await rejected({ title: "x".repeat(501) }, mlaMessages.fieldTooLong);
  });
});
