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
import { Select, Textarea } from "@/client/components/ui/fields";
import {
  SUMMARY_LENGTHS, SUMMARY_STYLES, summarizeRequest, summarizerMessages as m,
  type SummarizeResponse,
} from "./contract";

const tool = toolById("summarizer")!;
type FormInput = z.input<typeof summarizeRequest>;
type FormOutput = z.output<typeof summarizeRequest>;

export default function SummarizerPage() {
  const [result, setResult] = useState<{ summary: string; engine: Engine | null } | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(summarizeRequest),
    defaultValues: { text: "", summaryLength: "medium", summaryStyle: "paragraph" },
  });
  const text = useWatch({ control: form.control, name: "text" });
  const wordCount = text.trim() ? text.trim().split(/\s+/).length : 0;

  const mutation = useMutation({
    mutationFn: (values: FormOutput) =>
      postTool<SummarizeResponse>("/api/summarize", values, (status) => m.requestFailed(status)),
    onSuccess: ({ data, engine }) => {
      setResult({ summary: data.summary, engine });
      toast(m.success);
    },
    onError: (error) => {
      toast({ title: "Error", description: error instanceof Error ? error.message : m.fallback, variant: "destructive" });
    },
  });

  const errors = form.formState.errors;
  return (
    <ToolLayout tool={tool}>
      <div className="grid gap-6">
        <Card>
          <CardContent className="pt-5">
            <form className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
              <FormField
                label="Text to summarize"
                error={errors.text?.message}
                hint={`${wordCount.toLocaleString("en-US")} words · ${text.length.toLocaleString("en-US")} characters`}
              >
                <Textarea
                  rows={10}
                  placeholder="Paste an article, report or any long text…"
                  {...form.register("text")}
                />
              </FormField>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label="Summary length">
                  <Select {...form.register("summaryLength")}>
                    {SUMMARY_LENGTHS.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </Select>
                </FormField>
                <FormField label="Summary style">
                  <Select {...form.register("summaryStyle")}>
                    {SUMMARY_STYLES.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </Select>
                </FormField>
              </div>
              <Button type="submit" size="lg" disabled={mutation.isPending}>
                {mutation.isPending ? m.busy : m.submit}
              </Button>
            </form>
          </CardContent>
        </Card>

        <Card aria-live="polite">
          <CardHeader row>
            <CardTitle>Summary</CardTitle>
            {result && (
              <div className="flex items-center gap-2">
                <EngineBadge engine={result.engine} />
                <CopyButton text={result.summary} label="Copy summary" />
              </div>
            )}
          </CardHeader>
          <CardContent>
            {result ? (
              <div className="whitespace-pre-wrap leading-relaxed" data-testid="summary-result">
                {result.summary}
              </div>
            ) : (
              <p className="text-sm text-muted">Your summary will appear here.</p>
            )}
          </CardContent>
        </Card>
      </div>
    </ToolLayout>
  );
}
