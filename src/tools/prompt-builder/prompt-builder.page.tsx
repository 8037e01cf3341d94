import type * as z from "zod/mini";
import { useForm } from "@/client/lib/use-form";
import { Lightbulb } from "lucide-react";
import { useToolMutation } from "@/client/lib/use-tool-mutation";
import { optionsOf } from "@/client/lib/options";
import { ToolForm } from "@/client/components/ToolForm";
import { ResultCard } from "@/client/components/ResultCard";
import { InputField, SelectField, TextareaField } from "@/client/components/LabelledField";
import { ResultSection } from "@/client/components/ResultSection";
import { CopyButton } from "@/client/components/CopyButton";
import {
  CONTEXT_MAX,
  PROMPT_CATEGORIES,
  PROMPT_LENGTHS,
  PROMPT_TONES,
  TONE_LABELS,
  TOPIC_MAX,
  contract,
  parseKeywords,
  promptBuilderForm,
  promptBuilderMessages as m,
  type PromptBuilderRequest,
  type PromptBuilderResponse,
} from "./contract";

/** The form's values as the API's request: keywords as a list (unset when empty), empty context unset. */
function toRequest({
  keywordsText,
  additional_context,
  ...rest
}: z.output<typeof promptBuilderForm>): PromptBuilderRequest {
  return {
    ...rest,
    additional_context: additional_context?.trim() ? additional_context : undefined,
    keywords: parseKeywords(keywordsText),
  };
}

export default function PromptBuilderPage() {
  const form = useForm(promptBuilderForm);
  const run = useToolMutation(contract, { toRequest });

  return (
    <>
      <ToolForm title="Prompt Details" onSubmit={form.handleSubmit(run.submit)} run={run}>
        <SelectField label="Category" {...form.register("category")} options={optionsOf(PROMPT_CATEGORIES)} />
        <TextareaField
          {...form.field("topic", TOPIC_MAX)}
          label="Topic"
          rows={3}
          placeholder="e.g. A lighthouse keeper who finds a message in a bottle from her future self"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Tone" {...form.register("tone")} options={optionsOf(PROMPT_TONES, TONE_LABELS)} />
          <SelectField label="Length" {...form.register("length")} options={PROMPT_LENGTHS} />
        </div>
        <TextareaField
          {...form.field("additional_context", CONTEXT_MAX)}
          label="Additional context (optional)"
          rows={4}
          placeholder="Facts, audience, examples or constraints the prompt should include"
        />
        <InputField
          {...form.field("keywordsText")}
          label="Keywords (optional)"
          hint="Separate keywords with commas"
          placeholder="e.g. fog, salt, memory"
          autoComplete="off"
        />
      </ToolForm>

      <ResultCard title="Your Prompt" run={run} placeholder={m.placeholder}>
        {run.result && <PromptResults result={run.result.data} />}
      </ResultCard>
    </>
  );
}

function PromptResults({ result }: { result: PromptBuilderResponse }) {
  return (
    <div className="grid min-w-0 gap-6">
      <ResultSection
        title="Main Prompt"
        actions={
          <CopyButton text={result.prompt} label="Copy prompt" toasts={m}>
            Copy
          </CopyButton>
        }
      >
        <pre
          className="max-h-[32rem] overflow-y-auto whitespace-pre-wrap [overflow-wrap:anywhere] rounded-md border border-border bg-surface-2 p-4 font-sans text-sm leading-relaxed"
          data-testid="main-prompt"
          tabIndex={0}
          aria-label="Main Prompt"
        >
          {result.prompt}
        </pre>
      </ResultSection>

      <ResultSection title="Variations">
        <ol className="grid gap-3" data-testid="variations">
          {result.variations.map((variation, i) => (
            <li key={i} className="grid min-w-0 gap-2 rounded-md border border-border bg-surface-2 p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium text-accent">Variation {i + 1}</span>
                <CopyButton text={variation} label={`Copy variation ${i + 1}`} toasts={m} />
              </div>
              <p
                className="whitespace-pre-wrap [overflow-wrap:anywhere] text-sm leading-relaxed"
                data-testid="variation"
              >
                {variation}
              </p>
            </li>
          ))}
        </ol>
      </ResultSection>

      <ResultSection title="Tips">
        <ul className="grid gap-2" data-testid="tips">
          {result.tips.map((tip, i) => (
            <li key={i} className="flex gap-2 text-sm leading-relaxed">
              <Lightbulb aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-warning" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{tip}</span>
            </li>
          ))}
        </ul>
      </ResultSection>
    </div>
  );
}
