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
import { CopyButton } from "@/client/components/CopyButton";
import { EngineBadge } from "@/client/components/EngineBadge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Select, Textarea } from "@/client/components/ui/fields";
import {
  PLATFORMS, POST_PROMPT_MAX, UI_PLATFORMS, postMessages as m, socialPostRequest,
  type Platform, type SocialPostResponse,
} from "./contract";
import { charLength, xLength } from "./post-length";

const tool = toolById("post-generator")!;
type FormInput = z.input<typeof socialPostRequest>;
type FormOutput = z.output<typeof socialPostRequest>;

export default function PostGeneratorPage() {
  const [result, setResult] = useState<(SocialPostResponse & { platform: Platform; engine: Engine | null }) | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(socialPostRequest),
    defaultValues: { prompt: "", platform: "twitter" },
  });
  const prompt = useWatch({ control: form.control, name: "prompt" });

  const mutation = useMutation({
    mutationFn: (values: FormOutput) =>
      postTool<SocialPostResponse>("/api/social-post", values, (status) => m.requestFailed(status)).then((r) => ({
        ...r,
        platform: values.platform,
      })),
    onSuccess: ({ data, engine, platform }) => {
      setResult({ ...data, platform, engine });
      toast(m.success);
    },
    onError: (error) => {
      toast({ title: "Error", description: error instanceof Error ? error.message : m.fallback, variant: "destructive" });
    },
  });

  const errors = form.formState.errors;
  const limit = result ? PLATFORMS[result.platform] : null;
  return (
    <ToolLayout tool={tool}>
      <div className="grid gap-6">
        <Card>
          <CardContent className="pt-5">
            <form className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
              <FormField
                label="What should the post be about?"
                error={errors.prompt?.message}
                hint={
                  <span className={prompt.length > POST_PROMPT_MAX ? "text-danger" : undefined}>
                    {prompt.length.toLocaleString("en-US")} / {POST_PROMPT_MAX.toLocaleString("en-US")} characters
                  </span>
                }
              >
                <Textarea
                  rows={5}
                  placeholder="e.g. Launching our recycled-plastic water bottle next Monday at GreenLeaf stores"
                  {...form.register("prompt")}
                />
              </FormField>
              <FormField label="Platform">
                <Select {...form.register("platform")}>
                  {UI_PLATFORMS.map((id) => (
                    <option key={id} value={id}>
                      {PLATFORMS[id].label}
                    </option>
                  ))}
                </Select>
              </FormField>
              <Button type="submit" size="lg" disabled={mutation.isPending}>
                {mutation.isPending ? m.busy : m.submit}
              </Button>
            </form>
          </CardContent>
        </Card>

        <Card aria-live="polite">
          <CardHeader row>
            <CardTitle>Your post</CardTitle>
            {result && (
              <div className="flex items-center gap-2">
                <EngineBadge engine={result.engine} />
                <CopyButton
                  text={result.post}
                  label="Copy post"
                  successDescription={m.copied}
                  failureDescription={m.copyFailed}
                />
              </div>
            )}
          </CardHeader>
          <CardContent>
            {result ? (
              <div className="grid gap-4">
                <p className="whitespace-pre-wrap break-words leading-relaxed" data-testid="post-result">
                  {result.post}
                </p>
                {result.hashtags.length > 0 && (
                  <div>
                    <h3 className="mb-2 text-sm font-medium">Hashtags</h3>
                    <ul className="flex flex-wrap gap-2" data-testid="post-hashtags">
                      {result.hashtags.map((tag) => (
                        <li key={tag} className="rounded-full bg-surface-2 px-3 py-1 text-sm text-accent">
                          {tag}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                {limit && (
                  <p className="text-xs text-muted">
                    {(limit.weighted ? xLength(result.post) : charLength(result.post)).toLocaleString("en-US")} of{" "}
                    {limit.limit.toLocaleString("en-US")} characters {limit.label} allows, hashtags included
                    {limit.weighted ? " (emoji and CJK count double, links 23)" : ""}
                  </p>
                )}
              </div>
            ) : (
              <p className="text-sm text-muted">Your post will appear here.</p>
            )}
          </CardContent>
        </Card>
      </div>
    </ToolLayout>
  );
}
