import { ChipList } from "@/client/components/ui/chip-list";
import { useForm } from "@/client/lib/use-form";
import { useToolMutation } from "@/client/lib/use-tool-mutation";
import { optionsOf } from "@/client/lib/options";
import { ToolForm } from "@/client/components/ToolForm";
import { ResultCard } from "@/client/components/ResultCard";
import { SelectField, TextareaField } from "@/client/components/LabelledField";
import { CopyButton } from "@/client/components/CopyButton";
import { CharacterCount } from "@/client/components/CharacterCount";
import { PLATFORMS, POST_PROMPT_MAX, UI_PLATFORMS, contract, postMessages as m, socialPostRequest } from "./contract";
import { charLength, xLength } from "./post-length";
import { formatNumber } from "@/shared/text/format-number";

export default function PostGeneratorPage() {
  const form = useForm(socialPostRequest);
  const prompt = form.values.prompt;
  const run = useToolMutation(contract);
  const result = run.result?.data;
  const limit = run.result ? PLATFORMS[run.result.values.platform] : null;

  return (
    <>
      <ToolForm onSubmit={form.handleSubmit(run.submit)} run={run}>
        <TextareaField
          {...form.field("prompt")}
          label="What should the post be about?"
          hint={<CharacterCount text={prompt} max={POST_PROMPT_MAX} />}
          rows={5}
          placeholder="e.g. Launching our recycled-plastic water bottle next Monday at GreenLeaf stores"
        />
        <SelectField
          label="Platform"
          {...form.register("platform")}
          options={optionsOf(UI_PLATFORMS, (id) => PLATFORMS[id].label)}
        />
      </ToolForm>

      <ResultCard
        title="Your post"
        run={run}
        placeholder="Your post will appear here."
        actions={result && <CopyButton text={result.post} label="Copy post" toasts={m} />}
      >
        {result && (
          <div className="grid gap-4">
            <p className="whitespace-pre-wrap break-words leading-relaxed" data-testid="post-result">
              {result.post}
            </p>
            {result.hashtags.length > 0 && (
              <div>
                <h3 className="mb-2 text-sm font-medium">Hashtags</h3>
                <ChipList items={result.hashtags} testId="post-hashtags" />
              </div>
            )}
            {limit && (
              <p className="text-xs text-muted">
                {formatNumber(limit.weighted ? xLength(result.post) : charLength(result.post))} of{" "}
                {formatNumber(limit.limit)} characters {limit.label} allows, hashtags included
                {limit.weighted ? " (emoji and CJK count double, links 23)" : ""}
              </p>
            )}
          </div>
        )}
      </ResultCard>
    </>
  );
}
