import { useMemo, useState } from "react";
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
import { INDUSTRIES, SEO_TEXT_MAX, seoMessages as m, seoRequest, type SeoResponse } from "./contract";
import { articlePlainText, sanitizeInBrowser } from "./sanitize.client";
import { ScoreBar } from "./components/ScoreBar";
import { ChecksList } from "./components/ChecksList";

const tool = toolById("seo-optimizer")!;
type FormInput = z.input<typeof seoRequest>;
type FormOutput = z.output<typeof seoRequest>;

const ARTICLE_STYLES =
  "grid gap-3 leading-relaxed [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold " +
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-accent [&_em]:italic " +
  "[&_h4]:font-semibold [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:font-mono [&_code]:text-sm " +
  "[&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-surface-2 [&_pre]:p-3";

export default function SeoOptimizerPage() {
  const [result, setResult] = useState<{ data: SeoResponse; engine: Engine | null } | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(seoRequest),
    defaultValues: { text: "", industry: "general" },
  });
  const text = useWatch({ control: form.control, name: "text" });
  const wordCount = text.trim() ? text.trim().split(/\s+/).length : 0;

  const mutation = useMutation({
    mutationFn: (values: FormOutput) => postTool<SeoResponse>("/api/seo-optimize", values),
    onSuccess: ({ data, engine }) => {
      setResult({ data, engine });
      toast(m.success);
    },
    onError: (error) => {
      toast({ title: m.failure, description: error instanceof Error ? error.message : undefined, variant: "destructive" });
    },
  });

  // Second sanitizing gate: whatever the server sent, only the allow-listed tags reach the DOM.
  const safeHtml = useMemo(() => (result ? sanitizeInBrowser(result.data.optimizedText) : ""), [result]);
  const plainText = useMemo(() => (safeHtml ? articlePlainText(safeHtml) : ""), [safeHtml]);
  const errors = form.formState.errors;
  const data = result?.data;
  // What holds the score down is shown under the score bar; the list below gives the rest.
  const caps = data?.scoreCaps ?? [];
  const advice = data ? data.recommendations.filter((r) => !caps.some((c) => c.reason === r)) : [];

  return (
    <ToolLayout tool={tool}>
      <div className="grid gap-6">
        <Card>
          <CardContent className="pt-5">
            <form className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
              <FormField
                label="Article text"
                error={errors.text?.message}
                hint={`${wordCount.toLocaleString("en-US")} words · up to ${SEO_TEXT_MAX.toLocaleString("en-US")} characters. Markdown headings (#) and list lines (-) are kept.`}
              >
                <Textarea rows={12} placeholder="Paste your article here…" {...form.register("text")} />
              </FormField>
              <FormField label="Industry">
                <Select {...form.register("industry")}>
                  {INDUSTRIES.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              </FormField>
              <Button type="submit" size="lg" disabled={mutation.isPending}>
                {mutation.isPending ? m.busy : m.submit}
              </Button>
            </form>
          </CardContent>
        </Card>

        <Card aria-live="polite">
          <CardHeader row>
            <CardTitle>Optimized Article</CardTitle>
            {result && (
              <div className="flex items-center gap-2">
                <EngineBadge engine={result.engine} />
                <CopyButton text={plainText} html={safeHtml} label="Copy optimized article" successDescription={m.copied} />
              </div>
            )}
          </CardHeader>
          <CardContent>
            {data ? (
              <div className="grid gap-6">
                <ScoreBar score={data.seoScore} originalScore={data.originalScore} caps={caps} />
                <section aria-labelledby="seo-keywords-title" className="grid gap-2">
                  <h3 id="seo-keywords-title" className="font-medium">
                    Keywords
                  </h3>
                  <ul className="flex flex-wrap gap-2" data-testid="seo-keywords">
                    {data.keywordsUsed.map((k) => (
                      <li key={k} className="rounded-full border border-accent/60 px-3 py-1 text-sm text-accent">
                        {k}
                      </li>
                    ))}
                  </ul>
                  {data.focusKeyphrase && (
                    <p className="text-xs text-muted">
                      Key phrase: <span className="text-foreground">{data.focusKeyphrase}</span>
                    </p>
                  )}
                </section>
                <div className="rounded-lg border border-border bg-surface p-4">
                  <div className={ARTICLE_STYLES} data-testid="seo-article" dangerouslySetInnerHTML={{ __html: safeHtml }} />
                </div>
                {data.changes.length > 0 && (
                  <ul className="list-disc pl-5 text-sm text-muted" data-testid="seo-changes">
                    {data.changes.map((c) => (
                      <li key={c}>{c}</li>
                    ))}
                  </ul>
                )}
                <section aria-labelledby="seo-recs-title" className="grid gap-2">
                  <h3 id="seo-recs-title" className="font-medium">
                    Recommendations
                  </h3>
                  {advice.length > 0 ? (
                    <ol className="grid list-decimal gap-1 pl-5 text-sm" data-testid="seo-recommendations">
                      {advice.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ol>
                  ) : (
                    <p className="text-sm text-muted">Every check passed: nothing to fix.</p>
                  )}
                </section>
                <section aria-labelledby="seo-checks-title" className="grid gap-2">
                  <h3 id="seo-checks-title" className="font-medium">
                    How the score is made
                  </h3>
                  <ChecksList checks={data.checks} />
                </section>
              </div>
            ) : (
              <p className="text-sm text-muted">Your optimized article, SEO score, keywords and recommendations will appear here.</p>
            )}
          </CardContent>
        </Card>
      </div>
    </ToolLayout>
  );
}
