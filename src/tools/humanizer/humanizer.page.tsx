import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
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
import { Textarea } from "@/client/components/ui/fields";
import { RadioGroup } from "@/client/components/ui/radio-group";
import { VOICE_STYLES, humanizeRequest, humanizedTextOf, humanizerMessages as m } from "./contract";

const tool = toolById("humanizer")!;
type FormInput = z.input<typeof humanizeRequest>;
type FormOutput = z.output<typeof humanizeRequest>;

export default function HumanizerPage() {
  const [result, setResult] = useState<{ text: string; engine: Engine | null } | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(humanizeRequest),
    defaultValues: { text: "", voiceStyle: "casual" },
  });
  const text = useWatch({ control: form.control, name: "text" });
  const wordCount = text.trim() ? text.trim().split(/\s+/).length : 0;

  const mutation = useMutation({
    mutationFn: async (values: FormOutput) => {
      const { data, engine } = await postTool<unknown>("/api/humanize", values);
      const humanized = humanizedTextOf(data);
      if (humanized === null) throw new Error(m.failure.description);
      return { text: humanized, engine };
    },
    onSuccess: (r) => {
      setResult(r);
      toast(m.success);
    },
    onError: () => toast({ ...m.failure, variant: "destructive" }),
  });

  const errors = form.formState.errors;
  return (
    <ToolLayout tool={tool}>
      <div className="grid gap-6">
        <Card>
          <CardContent className="pt-5">
            <form className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
              <FormField
                label="Text to humanize"
                error={errors.text?.message}
                hint={`${wordCount.toLocaleString("en-US")} words · ${text.length.toLocaleString("en-US")} characters`}
              >
                <Textarea rows={10} placeholder="Paste text that sounds stiff or machine-written…" {...form.register("text")} />
              </FormField>
              <Controller
                control={form.control}
                name="voiceStyle"
                render={({ field }) => (
                  <RadioGroup
                    legend="Voice style"
                    options={VOICE_STYLES}
                    value={field.value}
                    onValueChange={field.onChange}
                    name={field.name}
                  />
                )}
              />
              <Button type="submit" size="lg" disabled={mutation.isPending}>
                {mutation.isPending ? m.busy : m.submit}
              </Button>
            </form>
          </CardContent>
        </Card>

        <Card aria-live="polite">
          <CardHeader row>
            <CardTitle>Humanized text</CardTitle>
            {result && (
              <div className="flex items-center gap-2">
                <EngineBadge engine={result.engine} />
                <CopyButton text={result.text}>Copy</CopyButton>
              </div>
            )}
          </CardHeader>
          <CardContent>
            {result ? (
              <div className="whitespace-pre-wrap break-words rounded-md bg-surface-2 p-4 leading-relaxed" data-testid="humanized-result">
                {result.text}
              </div>
            ) : (
              <p className="text-sm text-muted">Your rewritten text will appear here.</p>
            )}
          </CardContent>
        </Card>
      </div>
    </ToolLayout>
  );
}
