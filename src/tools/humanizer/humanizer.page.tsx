import { TextareaField } from "@/client/components/LabelledField";
import { useForm } from "@/client/lib/use-form";
import { useToolMutation } from "@/client/lib/use-tool-mutation";
import { ToolForm } from "@/client/components/ToolForm";
import { ResultCard } from "@/client/components/ResultCard";
import { CopyButton } from "@/client/components/CopyButton";
import { RadioGroup } from "@/client/components/ui/radio-group";
import { VOICE_STYLES, contract, humanizeRequest, humanizedTextOf } from "./contract";

export default function HumanizerPage() {
  const form = useForm(humanizeRequest);
  const run = useToolMutation(contract);
  const humanized = run.result && humanizedTextOf(run.result.data);

  return (
    <>
      <ToolForm onSubmit={form.handleSubmit(run.submit)} run={run}>
        <TextareaField
          {...form.field("text", "words")}
          label="Text to humanize"
          rows={10}
          placeholder="Paste text that sounds stiff or machine-written…"
        />
        <RadioGroup
          legend="Voice style"
          options={VOICE_STYLES}
          value={form.values.voiceStyle}
          onValueChange={(value) => form.setValue("voiceStyle", value)}
          name="voiceStyle"
        />
      </ToolForm>

      <ResultCard
        title="Humanized text"
        run={run}
        placeholder="Your rewritten text will appear here."
        actions={humanized != null && <CopyButton text={humanized}>Copy</CopyButton>}
      >
        {humanized != null && (
          <div
            className="whitespace-pre-wrap break-words rounded-md bg-surface-2 p-4 leading-relaxed"
            data-testid="humanized-result"
          >
            {humanized}
          </div>
        )}
      </ResultCard>
    </>
  );
}
