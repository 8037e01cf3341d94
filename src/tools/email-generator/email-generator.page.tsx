import { useForm } from "@/client/lib/use-form";
import { useToolMutation } from "@/client/lib/use-tool-mutation";
import { charactersOf } from "@/client/lib/text-count";
import { ToolForm } from "@/client/components/ToolForm";
import { ResultCard } from "@/client/components/ResultCard";
import { FormField } from "@/client/components/FormField";
import { Select, Textarea } from "@/client/components/ui/fields";
import {
  AUDIENCE_IDS, AUDIENCE_LABELS, EMAIL_PROMPT_MAX, LENGTH_IDS, LENGTH_LABELS, PURPOSE_IDS, PURPOSE_LABELS, TONE_IDS,
  TONE_LABELS, contract, emailMessages as m, emailTemplateRequest,
} from "./contract";
import { EmailResult } from "./components/EmailResult";

function Options<T extends string>({ ids, labels }: { ids: readonly T[]; labels: Record<T, string> }) {
  return ids.map((id) => (
    <option key={id} value={id}>
      {labels[id]}
    </option>
  ));
}

export default function EmailGeneratorPage() {
  const form = useForm(emailTemplateRequest, { prompt: "", purpose: "business", tone: "professional", audience: "client", length: "medium" });
  const prompt = form.values.prompt;
  const run = useToolMutation(contract);

  return (
    <>
      <ToolForm onSubmit={form.handleSubmit(run.submit)} busy={run.busy} submitLabel={m.submit} busyLabel={m.busy}>
        <FormField label="Describe your email" error={form.errors.prompt} hint={charactersOf(prompt, EMAIL_PROMPT_MAX)}>
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
      </ToolForm>

      <ResultCard title="Your Email Template" busy={run.busy} busyLabel={m.busy} engine={run.result?.engine} placeholder={m.placeholder}>
        {run.result && <EmailResult result={run.result.data} />}
      </ResultCard>
    </>
  );
}
