import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { toolById } from "@/shared/catalogue";
import { postTool, type Engine } from "@/client/lib/api";
import { toast } from "@/client/lib/use-toast";
import { ToolLayout } from "@/client/components/ToolLayout";
import { FormField } from "@/client/components/FormField";
import { CopyButton } from "@/client/components/CopyButton";
import { EngineBadge } from "@/client/components/EngineBadge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input, Select } from "@/client/components/ui/fields";
import { CONTAINER_LABEL, SOURCE_TYPES, mlaMessages as m, mlaRequest, type MlaResponse } from "./contract";

const tool = toolById("mla-citation")!;
type FormInput = z.input<typeof mlaRequest>;
type FormOutput = z.output<typeof mlaRequest>;

/** The visitor's own today (yyyy-mm-dd), sent as the access date for undated online sources. */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

export default function MlaCitationPage() {
  const [result, setResult] = useState<(MlaResponse & { engine: Engine | null }) | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(mlaRequest),
    defaultValues: { sourceType: "website", title: "", author: "", website: "", date: "", url: "", volume: "", issue: "", pages: "" },
  });
  const sourceType = useWatch({ control: form.control, name: "sourceType" }) ?? "website";
  const periodical = sourceType === "journal" || sourceType === "article";

  const mutation = useMutation({
    mutationFn: (values: FormOutput) =>
      postTool<MlaResponse>("/api/mla-citation", { ...values, accessDate: localToday() }, () => m.failure),
    onSuccess: ({ data, engine }) => setResult({ ...data, engine }),
    onError: () => toast({ title: "Error", description: m.failure, variant: "destructive" }),
  });

  const errors = form.formState.errors;
  return (
    <ToolLayout tool={tool}>
      <div className="grid gap-6">
        <Card>
          <CardContent className="pt-5">
            <form className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
              <FormField label="Source type">
                <Select {...form.register("sourceType")}>
                  {SOURCE_TYPES.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label="Title" error={errors.title?.message} hint={sourceType === "book" ? "Title of the book" : "Title of the page or article"}>
                <Input placeholder="e.g. The Reading Brain: Differences between Digital and Print" {...form.register("title")} />
              </FormField>
              <FormField label="Author" error={errors.author?.message} hint="One or more names, e.g. Jane Smith and John Doe (or an organisation)">
                <Input placeholder="e.g. Stefanie Hollmichel" autoComplete="off" {...form.register("author")} />
              </FormField>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label={CONTAINER_LABEL[sourceType]} error={errors.website?.message}>
                  <Input {...form.register("website")} />
                </FormField>
                <FormField label="Publication date" error={errors.date?.message} hint="Any form, e.g. 2024-03-05 or March 5, 2024">
                  <Input {...form.register("date")} />
                </FormField>
              </div>
              {periodical && (
                <div className="grid gap-4 sm:grid-cols-3">
                  <FormField label="Volume (optional)" error={errors.volume?.message}>
                    <Input inputMode="numeric" {...form.register("volume")} />
                  </FormField>
                  <FormField label="Issue (optional)" error={errors.issue?.message}>
                    <Input {...form.register("issue")} />
                  </FormField>
                  <FormField label="Pages (optional)" error={errors.pages?.message}>
                    <Input placeholder="e.g. 193-200" {...form.register("pages")} />
                  </FormField>
                </div>
              )}
              <FormField label="URL or DOI" error={errors.url?.message}>
                <Input type="url" inputMode="url" placeholder="https://..." {...form.register("url")} />
              </FormField>
              <Button type="submit" size="lg" disabled={mutation.isPending}>
                {mutation.isPending ? m.busy : m.submit}
              </Button>
            </form>
          </CardContent>
        </Card>

        <Card aria-live="polite">
          <CardHeader row>
            <CardTitle>Citation</CardTitle>
            {result && (
              <div className="flex items-center gap-2">
                <EngineBadge engine={result.engine} />
                <CopyButton text={result.citation} html={result.citationHtml} label="Copy citation" successDescription={m.copied} />
              </div>
            )}
          </CardHeader>
          <CardContent>
            {result ? (
              <p className="rounded-md bg-surface-2 p-4 pl-8 -indent-4 font-serif leading-relaxed break-words" data-testid="citation-result">
                {result.parts.map((part, i) => (part.italic ? <i key={i}>{part.text}</i> : <span key={i}>{part.text}</span>))}
              </p>
            ) : (
              <p className="text-sm text-muted">Your MLA citation will appear here.</p>
            )}
          </CardContent>
        </Card>
      </div>
    </ToolLayout>
  );
}
