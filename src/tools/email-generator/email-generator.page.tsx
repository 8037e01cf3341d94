import { useForm } from "@/client/lib/use-form";
import { useToolMutation } from "@/client/lib/use-tool-mutation";
import { optionsOf } from "@/client/lib/options";
import { ToolForm } from "@/client/components/ToolForm";
import { ResultCard } from "@/client/components/ResultCard";
import { SelectField, TextareaField } from "@/client/components/LabelledField";
import {
  AUDIENCE_IDS,
  AUDIENCE_LABELS,
  EMAIL_PROMPT_MAX,
  LENGTH_IDS,
  LENGTH_LABELS,
  PURPOSE_IDS,
  PURPOSE_LABELS,
  TONE_IDS,
  TONE_LABELS,
  contract,
  emailMessages as m,
  emailTemplateRequest,
} from "./contract";
import { EmailResult } from "./components/EmailResult";

export default function EmailGeneratorPage() {
  const form = useForm(emailTemplateRequest);
  const run = useToolMutation(contract);

  return (
    <>
      <ToolForm onSubmit={form.handleSubmit(run.submit)} run={run}>
        <TextareaField
          {...form.field("prompt", EMAIL_PROMPT_MAX)}
          label="Describe your email"
          rows={5}
          placeholder="e.g. Ask my manager for a day off next Friday to attend my sister's wedding"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Purpose" {...form.register("purpose")} options={optionsOf(PURPOSE_IDS, PURPOSE_LABELS)} />
          <SelectField label="Tone" {...form.register("tone")} options={optionsOf(TONE_IDS, TONE_LABELS)} />
          <SelectField
            label="Audience"
            {...form.register("audience")}
            options={optionsOf(AUDIENCE_IDS, AUDIENCE_LABELS)}
          />
          <SelectField label="Length" {...form.register("length")} options={optionsOf(LENGTH_IDS, LENGTH_LABELS)} />
        </div>
      </ToolForm>

      <ResultCard title="Your Email Template" run={run} placeholder={m.placeholder}>
        {run.result && <EmailResult result={run.result.data} />}
      </ResultCard>
    </>
  );
}
