import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { Lightbulb } from "lucide-react";
import { toolById } from "@/shared/catalogue";
import { postTool, type Engine } from "@/client/lib/api";
import { toast } from "@/client/lib/use-toast";
import { ToolLayout } from "@/client/components/ToolLayout";
import { FormField } from "@/client/components/FormField";
import { CopyButton } from "@/client/components/CopyButton";
import { EngineBadge } from "@/client/components/EngineBadge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Input, Select, Textarea } from "@/client/components/ui/fields";
import { Spinner } from "@/client/components/ui/spinner";
import {
  CONTEXT_MAX, PROMPT_CATEGORIES, PROMPT_LENGTHS, PROMPT_TONES, TONE_LABELS, TOPIC_MAX, parseKeywords,
  promptBuilderForm, promptBuilderMessages as m, type PromptBuilderRequest, type PromptBuilderResponse,
} from "./contract";

const tool = toolById("prompt-builder")!;
type FormInput = z.input<typeof promptBuilderForm>;
type FormOutput = z.output<typeof promptBuilderForm>;

const count = (value: string | null | undefined, max: number) =>
  `${(value ?? "").length.toLocaleString("en-US")} / ${max.toLocaleString("en-US")} characters`;

/** The form's values as the API's request: keywords as a list (unset when empty), empty context unset. */
function toRequest({ keywordsText, additional_context, ...rest }: FormOutput): PromptBuilderRequest {
  return {
    ...rest,
    additional_context: additional_context?.trim() ? additional_context : undefined,
    keywords: parseKeywords(keywordsText),
  };
}

export default function PromptBuilderPage() {
  const [result, setResult] = useState<(PromptBuilderResponse & { engine: Engine | null }) | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(promptBuilderForm),
    defaultValues: { category: "Creative Writing", topic: "", tone: "professional", length: "medium", additional_context: "", keywordsText: "" },
  });
  const [topic, context] = useWatch({ control: form.control, name: ["topic", "additional_context"] });

  const mutation = useMutation({
    mutationFn: (values: FormOutput) => postTool<PromptBuilderResponse>("/api/prompt-builder", toRequest(values), () => m.failure.description),
    onSuccess: ({ data, engine }) => {
      setResult({ ...data, engine });
      toast(m.success);
    },
    onError: () => toast({ title: m.failure.title, description: m.failure.description, variant: "destructive" }),
  });

  const errors = form.formState.errors;
  return (
    <ToolLayout tool={tool} backLabel={m.backLabel}>
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Prompt Details</CardTitle>
          </CardHeader>
          <CardContent>
            <form className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
              <FormField label="Category">
                <Select {...form.register("category")}>
                  {PROMPT_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label="Topic" error={errors.topic?.message} hint={count(topic, TOPIC_MAX)}>
                <Textarea
                  rows={3}
                  className="min-h-[80px]"
                  placeholder="e.g. A lighthouse keeper who finds a message in a bottle from her future self"
                  {...form.register("topic")}
                />
              </FormField>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label="Tone">
                  <Select {...form.register("tone")}>
                    {PROMPT_TONES.map((t) => (
                      <option key={t} value={t}>
                        {TONE_LABELS[t]}
                      </option>
                    ))}
                  </Select>
                </FormField>
                <FormField label="Length">
                  <Select {...form.register("length")}>
                    {PROMPT_LENGTHS.map((l) => (
                      <option key={l.value} value={l.value}>
                        {l.label}
                      </option>
                    ))}
                  </Select>
                </FormField>
              </div>
              <FormField label="Additional context (optional)" error={errors.additional_context?.message} hint={count(context, CONTEXT_MAX)}>
                <Textarea
                  rows={4}
                  className="min-h-[96px]"
                  placeholder="Facts, audience, examples or constraints the prompt should include"
                  {...form.register("additional_context")}
                />
              </FormField>
              <FormField label="Keywords (optional)" error={errors.keywordsText?.message} hint="Separate keywords with commas">
                <Input placeholder="e.g. fog, salt, memory" autoComplete="off" {...form.register("keywordsText")} />
              </FormField>
              <Button type="submit" size="lg" disabled={mutation.isPending}>
                {mutation.isPending ? m.busy : m.submit}
              </Button>
            </form>
          </CardContent>
        </Card>

        <Card aria-live="polite" aria-busy={mutation.isPending}>
          <CardHeader row>
            <CardTitle>Your Prompt</CardTitle>
            {result && !mutation.isPending && <EngineBadge engine={result.engine} />}
          </CardHeader>
          <CardContent>
            {mutation.isPending ? (
              <div className="flex items-center justify-center gap-3 py-12 text-muted">
                <Spinner label="Generating prompt" />
                <span>{m.busy}</span>
              </div>
            ) : result ? (
              <PromptResults result={result} />
            ) : (
              <p className="py-8 text-center text-sm text-muted">{m.placeholder}</p>
            )}
          </CardContent>
        </Card>
      </div>
    </ToolLayout>
  );
}

function PromptResults({ result }: { result: PromptBuilderResponse }) {
  return (
    <div className="grid min-w-0 gap-6">
      <section aria-labelledby="pb-main" className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="pb-main" className="font-medium">
            Main Prompt
          </h3>
          <CopyButton text={result.prompt} label="Copy prompt" successDescription={m.copied} failureDescription={m.copyFailed}>
            Copy
          </CopyButton>
        </div>
        <pre
          className="max-h-[32rem] overflow-y-auto whitespace-pre-wrap [overflow-wrap:anywhere] rounded-md border border-border bg-surface-2 p-4 font-sans text-sm leading-relaxed"
          data-testid="main-prompt"
          tabIndex={0}
          aria-labelledby="pb-main"
        >
          {result.prompt}
        </pre>
      </section>

      <section aria-labelledby="pb-variations" className="grid gap-2">
        <h3 id="pb-variations" className="font-medium">
          Variations
        </h3>
        <ol className="grid gap-3" data-testid="variations">
          {result.variations.map((variation, i) => (
            <li key={i} className="grid min-w-0 gap-2 rounded-md border border-border bg-surface-2 p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium text-accent">Variation {i + 1}</span>
                <CopyButton
                  text={variation}
                  label={`Copy variation ${i + 1}`}
                  successDescription={m.copied}
                  failureDescription={m.copyFailed}
                />
              </div>
              <p className="whitespace-pre-wrap [overflow-wrap:anywhere] text-sm leading-relaxed" data-testid="variation">
                {variation}
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="pb-tips" className="grid gap-2">
        <h3 id="pb-tips" className="font-medium">
          Tips
        </h3>
        <ul className="grid gap-2" data-testid="tips">
          {result.tips.map((tip, i) => (
            <li key={i} className="flex gap-2 text-sm leading-relaxed">
              <Lightbulb aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-warning" />
              <span className="min-w-0 [overflow-wrap:anywhere]">{tip}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
