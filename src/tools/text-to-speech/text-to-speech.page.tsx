import { useForm } from "@/client/lib/use-form";
import { useJson } from "@/client/lib/use-json";
import { useToolMutation } from "@/client/lib/use-tool-mutation";
import { ToolForm } from "@/client/components/ToolForm";
import { ResultCard } from "@/client/components/ResultCard";
import { SelectField, TextareaField } from "@/client/components/LabelledField";
import { RangeField } from "@/client/components/RangeField";
import { CharacterCount } from "@/client/components/CharacterCount";
import { RadioGroup } from "@/client/components/ui/radio-group";
import {
  DEFAULT_TEXT,
  TTS_COUNTER_WARN,
  TTS_FORMATS,
  TTS_LANGUAGES,
  TTS_SPEED,
  TTS_TEXT_MAX,
  contract,
  ttsRequest,
  voiceForLanguage,
  voicesFor,
  type TtsFormat,
} from "./contract";
import { requestSpeech } from "./text-to-speech.client";
import { AudioResult } from "./components/AudioResult";

export default function TextToSpeechPage() {
  const form = useForm(ttsRequest, { text: DEFAULT_TEXT });
  const text = form.values.text;
  const language = form.values.language ?? "en-us";
  const format = (form.values.format ?? "mp3") as TtsFormat;
  const speed = typeof form.values.speed === "number" ? form.values.speed : TTS_SPEED.default;
  const engine = useJson<{ engine: string }>("/api/text-to-speech/engine");

  const run = useToolMutation(contract, { send: requestSpeech });
  const audio = run.result?.data ?? null;

  const languageField = form.register("language", {
    // Spec: a language change keeps the voice if the new language offers it, else picks that language's first.
    onChange: (event: { target: { value: string } }) =>
      form.setValue("voice", voiceForLanguage(event.target.value, form.getValues().voice ?? "")),
  });

  return (
    <>
      <ToolForm onSubmit={form.handleSubmit(run.submit)} run={run}>
        <TextareaField
          {...form.field("text")}
          label="Text to convert"
          hint={
            <CharacterCount
              text={text}
              max={TTS_TEXT_MAX}
              warnAt={TTS_COUNTER_WARN}
              className="font-medium"
              data-testid="tts-counter"
            />
          }
          rows={6}
          placeholder="Type or paste the text to read aloud…"
        />

        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Language" {...languageField} options={TTS_LANGUAGES} />
          <SelectField
            label="Voice"
            {...form.field("voice")}
            options={voicesFor(language).map((v) => ({ value: v.value, label: `${v.label} (${v.gender})` }))}
          />
        </div>

        {language === "ja" && engine?.engine !== "ai-provider" && (
          <p
            className="rounded-md border border-warning/50 bg-surface-2 p-3 text-sm"
            role="note"
            data-testid="tts-ja-note"
          >
            The built-in voice reads Japanese kana (hiragana and katakana) only: kanji are read out as “Chinese letter”.
            Write the text in kana, or ask the site operator to connect a speech provider for natural Japanese.
          </p>
        )}

        <RangeField
          label="Speed"
          range={TTS_SPEED}
          value={speed}
          onValueChange={(value) => form.setValue("speed", Math.round(value * 10) / 10)}
          unit="x"
          digits={1}
          valueText={`${speed.toFixed(1)} times normal speed`}
        />

        <RadioGroup
          legend="Format"
          options={TTS_FORMATS}
          value={form.values.format}
          onValueChange={(value) => form.setValue("format", value)}
        />
      </ToolForm>

      <ResultCard
        title="Generated audio"
        run={run}
        placeholder="Your audio will appear here, ready to play and download."
      >
        {audio && <AudioResult audio={audio} selectedFormat={format} />}
      </ResultCard>
      <div aria-live="polite" className="sr-only" data-testid="tts-status">
        {run.busy ? "Generating speech" : audio ? "Speech generated: use Play Audio or Download Audio." : ""}
      </div>
    </>
  );
}
