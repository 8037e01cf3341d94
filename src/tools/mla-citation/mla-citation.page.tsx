import type * as z from "zod/mini";
import { useForm } from "@/client/lib/use-form";
import { useToolMutation } from "@/client/lib/use-tool-mutation";
import { ToolForm } from "@/client/components/ToolForm";
import { ResultCard } from "@/client/components/ResultCard";
import { FormField } from "@/client/components/FormField";
import { SelectField } from "@/client/components/LabelledField";
import { CopyButton } from "@/client/components/CopyButton";
import { Input } from "@/client/components/ui/fields";
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

/** The form's values as the request: rows left empty are not sent, nor fields hidden for this source type. */
function toRequest(values: z.output<typeof mlaRequest>) {
  const contributors = values.contributors.filter((c) => c.first.trim() || c.last.trim() || c.organization.trim());
  return {
    ...values,
    contributors,
    container: shows("container", values.sourceType) ? values.container : "",
    publisher: shows("publisher", values.sourceType) ? values.publisher : "",
    platform: shows("platform", values.sourceType) ? values.platform : "",
    containerEditors: values.sourceType === "chapter" ? values.containerEditors : "",
    edition: shows("edition", values.sourceType) ? values.edition : "",
    volume: shows("numbers", values.sourceType) ? values.volume : "",
    issue: shows("numbers", values.sourceType) ? values.issue : "",
    pages: shows("pages", values.sourceType) ? values.pages : "",
    doi: shows("doi", values.sourceType) ? values.doi : "",
    accessed: shows("accessed", values.sourceType) ? values.accessed : "",
    accessDate: localToday(),
  };
}

export default function MlaCitationPage() {
  const form = useForm(mlaRequest, {
    sourceType: "website",
    title: "",
    contributors: [{ ...emptyPerson }],
    container: "",
    publisher: "",
    platform: "",
    containerEditors: "",
    edition: "",
    date: "",
    url: "",
    doi: "",
    volume: "",
    issue: "",
    pages: "",
    accessed: "",
    titleLanguage: "auto",
  });
  const sourceType = form.values.sourceType ?? "website";

  const run = useToolMutation(contract, { toRequest });
  const errors = form.errors;
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
        <FormField
          label="Title"
          error={errors.title}
          hint={
            sourceType === "book" || sourceType === "report"
              ? "Title of the book or report"
              : sourceType === "film"
                ? "Title of the film"
                : "Title of the page, article, chapter or video"
          }
        >
          <Input
            placeholder="e.g. The Reading Brain: Differences between Digital and Print"
            {...form.register("title")}
          />
        </FormField>
        <ContributorRows form={form} />
        {(shows("container", sourceType) || shows("publisher", sourceType)) && (
          <div className="grid gap-4 sm:grid-cols-2">
            {shows("container", sourceType) && (
              <FormField label={CONTAINER_FIELD[sourceType] ?? CONTAINER_LABEL[sourceType]} error={errors.container}>
                <Input {...form.register("container")} />
              </FormField>
            )}
            {shows("publisher", sourceType) && (
              <FormField
                label={
                  sourceType === "website"
                    ? "Publisher (if not the website)"
                    : sourceType === "film"
                      ? CONTAINER_LABEL.film
                      : "Publisher"
                }
                error={errors.publisher}
              >
                <Input {...form.register("publisher")} />
              </FormField>
            )}
          </div>
        )}
        {sourceType === "chapter" && (
          <FormField
            label="Editors of the book (optional)"
            hint="e.g. Ben Rafoth, or Ann Lee and Bo Kim"
            error={errors.containerEditors}
          >
            <Input {...form.register("containerEditors")} />
          </FormField>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Publication date" error={errors.date} hint="e.g. 2024, March 2024 or 2024-03-05">
            <Input {...form.register("date")} />
          </FormField>
          {shows("edition", sourceType) ? (
            <FormField label="Edition (optional)" error={errors.edition} hint="e.g. 2 or revised">
              <Input {...form.register("edition")} />
            </FormField>
          ) : shows("accessed", sourceType) ? (
            <FormField label="Access date (optional)" error={errors.accessed} hint="Added anyway when there is no date">
              <Input {...form.register("accessed")} />
            </FormField>
          ) : null}
        </div>
        {(shows("numbers", sourceType) || shows("pages", sourceType)) && (
          <div className="grid gap-4 sm:grid-cols-3">
            {shows("numbers", sourceType) && (
              <>
                <FormField label="Volume (optional)" error={errors.volume}>
                  <Input inputMode="numeric" {...form.register("volume")} />
                </FormField>
                <FormField label="Issue (optional)" error={errors.issue}>
                  <Input {...form.register("issue")} />
                </FormField>
              </>
            )}
            <FormField label="Pages (optional)" error={errors.pages}>
              <Input placeholder="e.g. 193-200" {...form.register("pages")} />
            </FormField>
          </div>
        )}
        {shows("platform", sourceType) && (
          <FormField
            label="Database or streaming service (optional)"
            hint="e.g. JSTOR, ProQuest or Netflix"
            error={errors.platform}
          >
            <Input {...form.register("platform")} />
          </FormField>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="URL or DOI" error={errors.url}>
            <Input type="url" inputMode="url" placeholder="https://..." {...form.register("url")} />
          </FormField>
          {shows("doi", sourceType) && (
            <FormField label="DOI (optional)" error={errors.doi} hint="Preferred to a URL when the work has one">
              <Input placeholder="10.1000/xyz123" {...form.register("doi")} />
            </FormField>
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
