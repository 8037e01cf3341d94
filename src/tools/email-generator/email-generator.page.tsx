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
import { EngineBadge } from "@/client/components/EngineBadge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Select, Textarea } from "@/client/components/ui/fields";
import { Spinner } from "@/client/components/ui/spinner";
import {
  AUDIENCE_IDS, AUDIENCE_LABELS, EMAIL_PROMPT_MAX, LENGTH_IDS, LENGTH_LABELS, PURPOSE_IDS, PURPOSE_LABELS, TONE_IDS,
  TONE_LABELS, emailMessages as m, emailTemplateRequest, type EmailTemplateResponse,
} from "./contract";
import { EmailResult } from "./components/EmailResult";

const tool = toolById("email-generator")!;
type FormInput = z.input<typeof emailTemplateRequest>;
type FormOutput = z.output<typeof emailTemplateRequest>;

function Options<T extends string>({ ids, labels }: { ids: readonly T[]; labels: Record<T, string> }) {
  return ids.map((id) => (
    <option key={id} value={id}>
      {labels[id]}
    </option>
  ));
}

export default function EmailGeneratorPage() {
  const [result, setResult] = useState<(EmailTemplateResponse & { engine: Engine | null }) | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(emailTemplateRequest),
    defaultValues: { prompt: "", purpose: "business", tone: "professional", audience: "client", length: "medium" },
  });
  const prompt = useWatch({ control: form.control, name: "prompt" });

  const mutation = useMutation({
    mutationFn: (values: FormOutput) => postTool<EmailTemplateResponse>("/api/email-template", values, () => m.failure),
    onSuccess: ({ data, engine }) => {
      setResult({ ...data, engine });
      toast(m.success);
    },
    onError: () => toast({ title: "Error", description: m.failure, variant: "destructive" }),
  });

  const errors = form.formState.errors;
  return (
    <ToolLayout tool={tool}>
      <div className="grid gap-6">
        <Card>
          <CardContent className="pt-5">
            <form className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
              <FormField
                label="Describe your email"
                error={errors.prompt?.message}
                hint={`${prompt.length.toLocaleString("en-US")} / ${EMAIL_PROMPT_MAX.toLocaleString("en-US")} characters`}
              >
                <Textarea
                  rows={5}
                  placeholder="e.g. Ask my manager for a day off next Friday to attend my sister's wedding"
                  {...form.register("prompt")}
                />
              </FormField>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label="Purpose">
                  <Select {...form.register("purpose")}>
                    <Options ids={PURPOSE_IDS} labels={PURPOSE_LABELS} />
                  </Select>
                </FormField>
                <FormField label="Tone">
                  <Select {...form.register("tone")}>
                    <Options ids={TONE_IDS} labels={TONE_LABELS} />
                  </Select>
                </FormField>
                <FormField label="Audience">
                  <Select {...form.register("audience")}>
                    <Options ids={AUDIENCE_IDS} labels={AUDIENCE_LABELS} />
                  </Select>
                </FormField>
                <FormField label="Length">
                  <Select {...form.register("length")}>
                    <Options ids={LENGTH_IDS} labels={LENGTH_LABELS} />
                  </Select>
                </FormField>
              </div>
              <Button type="submit" size="lg" disabled={mutation.isPending}>
                {mutation.isPending ? m.busy : m.submit}
              </Button>
            </form>
          </CardContent>
        </Card>

        <Card aria-live="polite" aria-busy={mutation.isPending}>
          <CardHeader row>
            <CardTitle>Your Email Template</CardTitle>
            {result && !mutation.isPending && <EngineBadge engine={result.engine} />}
          </CardHeader>
          <CardContent>
            {mutation.isPending ? (
              <div className="flex items-center justify-center gap-3 py-12 text-muted">
                <Spinner label="Generating email template" />
                <span>{m.busy}</span>
              </div>
            ) : result ? (
              <EmailResult result={result} />
            ) : (
              <p className="py-8 text-center text-sm text-muted">{m.placeholder}</p>
            )}
          </CardContent>
        </Card>
      </div>
    </ToolLayout>
  );
}
