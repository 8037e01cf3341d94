import { useForm } from "@/client/lib/use-form";
import { useToolMutation } from "@/client/lib/use-tool-mutation";
import { ToolForm } from "@/client/components/ToolForm";
import { ResultCard } from "@/client/components/ResultCard";
import { SelectField, TextareaField } from "@/client/components/LabelledField";
import { CopyButton } from "@/client/components/CopyButton";
import { SUMMARY_LENGTHS, SUMMARY_STYLES, contract, summarizeRequest } from "./contract";

export default function SummarizerPage() {
  const form = useForm(summarizeRequest);
  const run = useToolMutation(contract);
  const summary = run.result?.data.summary;

  return (
    <>
      <ToolForm onSubmit={form.handleSubmit(run.submit)} run={run}>
        <TextareaField
          {...form.field("text", "words")}
          label="Text to summarize"
          rows={10}
          placeholder="Paste an article, report or any long text…"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Summary length" {...form.register("summaryLength")} options={SUMMARY_LENGTHS} />
          <SelectField label="Summary style" {...form.register("summaryStyle")} options={SUMMARY_STYLES} />
        </div>
      </ToolForm>

      <ResultCard
        title="Summary"
        run={run}
        placeholder="Your summary will appear here."
        actions={summary !== undefined && <CopyButton text={summary} label="Copy summary" />}
      >
        {summary !== undefined && (
          <div className="whitespace-pre-wrap leading-relaxed" data-testid="summary-result">
            {summary}
          </div>
        )}
      </ResultCard>
    </>
  );
}
