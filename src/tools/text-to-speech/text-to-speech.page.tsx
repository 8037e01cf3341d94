import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { toolById } from "@/shared/catalogue";
import { toast } from "@/client/lib/use-toast";
import { cn } from "@/client/lib/cn";
import { ToolLayout } from "@/client/components/ToolLayout";
import { FormField } from "@/client/components/FormField";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { Select, Textarea } from "@/client/components/ui/fields";
import { Slider } from "@/client/components/ui/slider";
import { RadioGroup } from "@/client/components/ui/radio-group";
import {
  DEFAULT_TEXT, TTS_COUNTER_WARN, TTS_FORMATS, TTS_LANGUAGES, TTS_SPEED, TTS_TEXT_MAX, ttsMessages as m, ttsRequest,
  voiceForLanguage, voicesFor, type TtsFormat,
} from "./contract";
import { requestSpeech, type GeneratedAudio } from "./text-to-speech.client";
import { AudioResult } from "./components/AudioResult";

const tool = toolById("text-to-speech")!;
type FormInput = z.input<typeof ttsRequest>;
type FormOutput = z.output<typeof ttsRequest>;

export default function TextToSpeechPage() {
  const id = useId();
  const [audio, setAudio] = useState<GeneratedAudio | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ttsRequest),
    defaultValues: { text: DEFAULT_TEXT, language: "en-us", voice: "heart", speed: TTS_SPEED.default, format: "mp3" },
  });
  const text = useWatch({ control: form.control, name: "text" }) ?? "";
  const language = useWatch({ control: form.control, name: "language" }) ?? "en-us";
  const format = (useWatch({ control: form.control, name: "format" }) ?? "mp3") as TtsFormat;
  const engine = useQuery({
    queryKey: ["/api/text-to-speech/engine"],
    queryFn: async () => (await (await fetch("/api/text-to-speech/engine")).json()) as { engine: string },
  });

  const mutation = useMutation({
    mutationFn: requestSpeech,
    onSuccess: setAudio,
    onError: (error) => {
      toast({ title: "Error", description: error instanceof Error ? error.message : m.failed(), variant: "destructive" });
    },
  });

  const languageField = form.register("language", {
    // Spec: a language change keeps the voice if the new language offers it, else picks that language's first.
    onChange: (event: { target: { value: string } }) =>
      form.setValue("voice", voiceForLanguage(event.target.value, form.getValues("voice") ?? ""), { shouldValidate: form.formState.isSubmitted }),
  });
  const errors = form.formState.errors;
  const counterClass = text.length > TTS_TEXT_MAX ? "text-danger" : text.length > TTS_COUNTER_WARN ? "text-warning" : "text-muted";

  return (
    <ToolLayout tool={tool}>
      <div className="grid gap-6">
        <Card>
          <CardContent className="pt-5">
            <form className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
              <FormField
                label="Text to convert"
                error={errors.text?.message}
                hint={
                  <span className={cn("font-medium", counterClass)} data-testid="tts-counter">
                    {text.length.toLocaleString("en-US")} / {TTS_TEXT_MAX.toLocaleString("en-US")} characters
                  </span>
                }
              >
                <Textarea rows={6} placeholder="Type or paste the text to read aloud…" {...form.register("text")} />
              </FormField>

              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label="Language">
                  <Select {...languageField}>
                    {TTS_LANGUAGES.map((l) => (
                      <option key={l.value} value={l.value}>
                        {l.label}
                      </option>
                    ))}
                  </Select>
                </FormField>
                <FormField label="Voice" error={errors.voice?.message}>
                  <Select {...form.register("voice")}>
                    {voicesFor(language).map((v) => (
                      <option key={v.value} value={v.value}>
                        {v.label} ({v.gender})
                      </option>
                    ))}
                  </Select>
                </FormField>
              </div>

              {language === "ja" && engine.data?.engine !== "ai-provider" && (
                <p className="rounded-md border border-warning/50 bg-surface-2 p-3 text-sm" role="note" data-testid="tts-ja-note">
                  The built-in voice reads Japanese kana (hiragana and katakana) only: kanji are read out as “Chinese
                  letter”. Write the text in kana, or ask the site operator to connect a speech provider for natural
                  Japanese.
                </p>
              )}

              <Controller
                control={form.control}
                name="speed"
                render={({ field }) => {
                  const speed = typeof field.value === "number" ? field.value : TTS_SPEED.default;
                  return (
                    <div className="grid gap-2">
                      <div className="flex items-center justify-between">
                        <span id={`${id}-speed`} className="text-sm font-medium">
                          Speed
                        </span>
                        <span className="text-sm tabular-nums text-muted" aria-hidden>
                          {speed.toFixed(1)}x
                        </span>
                      </div>
                      <Slider
                        min={TTS_SPEED.min}
                        max={TTS_SPEED.max}
                        step={TTS_SPEED.step}
                        value={[speed]}
                        onValueChange={([value]) => field.onChange(Math.round((value ?? TTS_SPEED.default) * 10) / 10)}
                        aria-labelledby={`${id}-speed`}
                        aria-valuetext={`${speed.toFixed(1)} times normal speed`}
                      />
                      <div className="flex justify-between text-xs text-muted" aria-hidden>
                        <span>{TTS_SPEED.min}x</span>
                        <span>{TTS_SPEED.max}x</span>
                      </div>
                    </div>
                  );
                }}
              />

              <Controller
                control={form.control}
                name="format"
                render={({ field }) => (
                  <RadioGroup
                    legend="Format"
                    options={TTS_FORMATS}
                    value={field.value}
                    onValueChange={(value) => field.onChange(value)}
                  />
                )}
              />

              <Button type="submit" size="lg" disabled={mutation.isPending}>
                {mutation.isPending ? m.busy : m.submit}
              </Button>
            </form>
          </CardContent>
        </Card>

        <div aria-live="polite" className="sr-only" data-testid="tts-status">
          {mutation.isPending ? "Generating speech" : audio ? "Speech generated: use Play Audio or Download Audio." : ""}
        </div>
        <AudioResult audio={audio} selectedFormat={format} />
      </div>
    </ToolLayout>
  );
}
