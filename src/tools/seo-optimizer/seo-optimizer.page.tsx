import { ChipList } from "@/client/components/ui/chip-list";
import { useForm } from "@/client/lib/use-form";
import { useToolMutation } from "@/client/lib/use-tool-mutation";
import { postTool } from "@/client/lib/tool-reply";
import type { ToolReply } from "@/client/lib/api";
import { ToolForm } from "@/client/components/ToolForm";
import { ResultCard } from "@/client/components/ResultCard";
import { SelectField, TextareaField } from "@/client/components/LabelledField";
import { ResultSection } from "@/client/components/ResultSection";
import { CopyButton } from "@/client/components/CopyButton";
import { INDUSTRIES, SEO_TEXT_MAX, contract, seoMessages as m, seoRequest, type SeoResponse } from "./contract";
import { ScoreBar } from "./components/ScoreBar";
import { ChecksList } from "./components/ChecksList";
import { formatNumber } from "@/shared/text/format-number";

const ARTICLE_STYLES =
  "grid gap-3 leading-relaxed [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold " +
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-accent [&_em]:italic " +
  "[&_h4]:font-semibold [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:font-mono [&_code]:text-sm " +
  "[&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-surface-2 [&_pre]:p-3";

interface SeoResult extends SeoResponse {
  /** The optimized article after the browser's own sanitizing: the only HTML that reaches the DOM. */
  safeHtml: string;
  plainText: string;
}

/**
 * The call, then the second sanitizing gate: whatever the server sent, only the allow-listed tags reach the DOM.
 * DOMPurify loads alongside the request (not with the page): the article is sanitized before it is shown.
 */
async function optimize(values: unknown): Promise<ToolReply<SeoResult>> {
  const [reply, { articlePlainText, sanitizeInBrowser }] = await Promise.all([
    postTool(contract, values),
    import("./sanitize.client"),
  ]);
  const safeHtml = sanitizeInBrowser(reply.data.optimizedText);
  return { ...reply, data: { ...reply.data, safeHtml, plainText: articlePlainText(safeHtml) } };
}

export default function SeoOptimizerPage() {
  const form = useForm(seoRequest);
  const text = form.values.text;
  const wordCount = text.trim() ? text.trim().split(/\s+/).length : 0;

  const run = useToolMutation(contract, { send: optimize });
  const data = run.result?.data;

  const safeHtml = data?.safeHtml ?? "";
  // What holds the score down is shown under the score bar; the list below gives the rest.
  const caps = data?.scoreCaps ?? [];
  const advice = data ? data.recommendations.filter((r) => !caps.some((c) => c.reason === r)) : [];

  return (
    <>
      <ToolForm onSubmit={form.handleSubmit(run.submit)} run={run}>
        <TextareaField
          {...form.field("text")}
          label="Article text"
          rows={12}
          placeholder="Paste your article here…"
          hint={`${formatNumber(wordCount)} words · up to ${formatNumber(SEO_TEXT_MAX)} characters. Markdown headings (#) and list lines (-) are kept.`}
        />
        <SelectField label="Industry" {...form.register("industry")} options={INDUSTRIES} />
      </ToolForm>

      <ResultCard
        title="Optimized Article"
        run={run}
        placeholder="Your optimized article, SEO score, keywords and recommendations will appear here."
        actions={data && <CopyButton text={data.plainText} html={safeHtml} label="Copy optimized article" toasts={m} />}
      >
        {data && (
          <div className="grid gap-6">
            <ScoreBar score={data.seoScore} originalScore={data.originalScore} caps={caps} />
            <ResultSection title="Keywords">
              <ChipList items={data.keywordsUsed} testId="seo-keywords" />
              {data.focusKeyphrase && (
                <p className="text-xs text-muted">
                  Key phrase: <span className="text-foreground">{data.focusKeyphrase}</span>
                </p>
              )}
            </ResultSection>
            <div className="rounded-lg border border-border bg-surface p-4">
              <div
                className={ARTICLE_STYLES}
                data-testid="seo-article"
                dangerouslySetInnerHTML={{ __html: safeHtml }}
              />
            </div>
            {data.changes.length > 0 && (
              <ul className="list-disc pl-5 text-sm text-muted" data-testid="seo-changes">
                {data.changes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            )}
            <ResultSection title="Recommendations">
              {advice.length > 0 ? (
                <ol className="grid list-decimal gap-1 pl-5 text-sm" data-testid="seo-recommendations">
                  {advice.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-muted">Every check passed: nothing to fix.</p>
              )}
            </ResultSection>
            <ResultSection title="How the score is made">
              <ChecksList checks={data.checks} />
            </ResultSection>
          </div>
        )}
      </ResultCard>
    </>
  );
}
