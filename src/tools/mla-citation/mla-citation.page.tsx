import type * as z from "zod/mini";
import { useForm } from "@/client/lib/use-form";
import { useToolMutation } from "@/client/lib/use-tool-mutation";
import { ToolForm } from "@/client/components/ToolForm";
import { ResultCard } from "@/client/components/ResultCard";
import { InputField, SelectField } from "@/client/components/LabelledField";
import { CopyButton } from "@/client/components/CopyButton";
import { CONTAINER_LABEL, SOURCE_TYPES, TITLE_LANGUAGES, contract, mlaMessages as m, mlaRequest } from "./contract";
import { ContributorRows, emptyPerson } from "./components/ContributorRows";

/** The visitor's own today (yyyy-mm-dd), sent as the access date for undated online sources. */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** Which optional fields each source type shows (MLA 9 core elements that apply to it). */
const SHOWS = {
  container: ["website", "chapter", "article", "journal", "video"],
  publisher: ["website", "book", "chapter", "report", "film"],
  platform: ["journal", "article", "film"],
  edition: ["book", "chapter", "report"],
  numbers: ["article", "journal"],
  pages: ["chapter", "article", "journal"],
  doi: ["book", "chapter", "journal", "report"],
  accessed: ["website", "article", "video", "film"],
} as const;
const shows = (what: keyof typeof SHOWS, type: string) => (SHOWS[what] as readonly string[]).includes(type);

const CONTAINER_FIELD: Record<string, string> = {
  website: "Website name",
  chapter: "Book title",
  article: "Newspaper or magazine",
  journal: "Journal name",
  video: "Website (e.g. YouTube)",
};

/** The optional fields, each with the SHOWS entry that says which source types show it. */
const SHOWN_BY = {
  container: "container",
  publisher: "publisher",
  platform: "platform",
  edition: "edition",
  volume: "numbers",
  issue: "numbers",
  pages: "pages",
  doi: "doi",
  accessed: "accessed",
} as const;

/** The form's values as the request: rows left empty are not sent, nor fields hidden for this source type. */
function toRequest(values: z.output<typeof mlaRequest>) {
  const contributors = values.contributors.filter((c) => c.first.trim() || c.last.trim() || c.organization.trim());
  const request = { ...values, contributors, accessDate: localToday() };
  for (const [field, group] of Object.entries(SHOWN_BY) as [keyof typeof SHOWN_BY, keyof typeof SHOWS][]) {
    if (!shows(group, values.sourceType)) request[field] = "";
  }
  if (values.sourceType !== "chapter") request.containerEditors = "";
  return request;
}

export default function MlaCitationPage() {
  const form = useForm(mlaRequest, { contributors: [{ ...emptyPerson }] });
  const sourceType = form.values.sourceType ?? "website";

  const run = useToolMutation(contract, { toRequest });
  const result = run.result?.data;
  return (
    <>
      <ToolForm onSubmit={form.handleSubmit(run.submit)} run={run}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Source type" {...form.register("sourceType")} options={SOURCE_TYPES} />
          <SelectField
            label="Title language"
            hint="Titles in other languages keep the capitals you type"
            {...form.register("titleLanguage")}
            options={TITLE_LANGUAGES}
          />
        </div>
        <InputField
          {...form.field("title")}
          label="Title"
          hint={
            sourceType === "book" || sourceType === "report"
              ? "Title of the book or report"
              : sourceType === "film"
                ? "Title of the film"
                : "Title of the page, article, chapter or video"
          }
          placeholder="e.g. The Reading Brain: Differences between Digital and Print"
        />
        <ContributorRows form={form} />
        {(shows("container", sourceType) || shows("publisher", sourceType)) && (
          <div className="grid gap-4 sm:grid-cols-2">
            {shows("container", sourceType) && (
              <InputField
                {...form.field("container")}
                label={CONTAINER_FIELD[sourceType] ?? CONTAINER_LABEL[sourceType]}
              />
            )}
            {shows("publisher", sourceType) && (
              <InputField
                {...form.field("publisher")}
                label={
                  sourceType === "website"
                    ? "Publisher (if not the website)"
                    : sourceType === "film"
                      ? CONTAINER_LABEL.film
                      : "Publisher"
                }
              />
            )}
          </div>
        )}
        {sourceType === "chapter" && (
          <InputField
            {...form.field("containerEditors")}
            label="Editors of the book (optional)"
            hint="e.g. Ben Rafoth, or Ann Lee and Bo Kim"
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField {...form.field("date")} label="Publication date" hint="e.g. 2024, March 2024 or 2024-03-05" />
          {shows("edition", sourceType) ? (
            <InputField {...form.field("edition")} label="Edition (optional)" hint="e.g. 2 or revised" />
          ) : shows("accessed", sourceType) ? (
            <InputField
              {...form.field("accessed")}
              label="Access date (optional)"
              hint="Added anyway when there is no date"
            />
          ) : null}
        </div>
        {(shows("numbers", sourceType) || shows("pages", sourceType)) && (
          <div className="grid gap-4 sm:grid-cols-3">
            {shows("numbers", sourceType) && (
              <>
                <InputField {...form.field("volume")} label="Volume (optional)" inputMode="numeric" />
                <InputField {...form.field("issue")} label="Issue (optional)" />
              </>
            )}
            <InputField {...form.field("pages")} label="Pages (optional)" placeholder="e.g. 193-200" />
          </div>
        )}
        {shows("platform", sourceType) && (
          <InputField
            {...form.field("platform")}
            label="Database or streaming service (optional)"
            hint="e.g. JSTOR, ProQuest or Netflix"
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField {...form.field("url")} label="URL or DOI" type="url" inputMode="url" placeholder="https://..." />
          {shows("doi", sourceType) && (
            <InputField
              {...form.field("doi")}
              label="DOI (optional)"
              hint="Preferred to a URL when the work has one"
              placeholder="10.1000/xyz123"
            />
          )}
        </div>
      </ToolForm>

      <ResultCard
        title="Citation"
        run={run}
        placeholder="Your MLA citation will appear here."
        actions={
          result && <CopyButton text={result.citation} html={result.citationHtml} label="Copy citation" toasts={m} />
        }
      >
        {result && (
          <p
            className="rounded-md bg-surface-2 p-4 pl-8 -indent-4 font-serif leading-relaxed break-words"
            data-testid="citation-result"
          >
            {result.parts.map((part, i) =>
              part.italic ? <i key={i}>{part.text}</i> : <span key={i}>{part.text}</span>,
            )}
          </p>
        )}
      </ResultCard>
    </>
  );
}
