import { useId, useState, type FormEvent } from "react";
import { useJson } from "@/client/lib/use-json";
import { toast } from "@/client/lib/use-toast";
import { useToolMutation } from "@/client/lib/use-tool-mutation";
import { ToolForm } from "@/client/components/ToolForm";
import { ResultCard } from "@/client/components/ResultCard";
import { SelectField } from "@/client/components/LabelledField";
import { CopyButton } from "@/client/components/CopyButton";
import { FieldError, Label } from "@/client/components/ui/fields";
import { Progress } from "@/client/components/ui/progress";
import {
  DEFAULT_STT_LANGUAGE,
  STT_LANGUAGES,
  contract,
  formatFileSize,
  isLowAccuracy,
  languageOffered,
  sttMessages as m,
  type SttEngineInfo,
  type SttLanguage,
} from "./contract";
import { checkAudioFile } from "./file-checks";
import { uploadForTranscription } from "./upload.client";
import { AudioDropZone } from "./components/AudioDropZone";
import { MicRecorder } from "./components/MicRecorder";
import { EngineNote } from "./components/EngineNote";

export default function SpeechToTextPage() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [language, setLanguage] = useState<SttLanguage>(DEFAULT_STT_LANGUAGE);
  const [progress, setProgress] = useState(0);
  const errorId = `${useId()}-file-error`;
  const engineInfo = useJson<SttEngineInfo>("/api/speech-to-text/engine");

  const choose = (chosen: File) => {
    const problem = checkAudioFile(chosen);
    if (problem) {
      setFile(null);
      setFileError(problem);
      toast({ title: "Error", description: problem, variant: "destructive" });
      return;
    }
    setFile(chosen);
    setFileError(undefined);
    toast({ title: m.fileSelected, description: `${chosen.name} (${formatFileSize(chosen.size)})` });
  };

  const run = useToolMutation(contract, {
    send: (input: { file: File; language: SttLanguage }) => {
      setProgress(0);
      return uploadForTranscription(input.file, input.language, setProgress);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(m.noFile);
      toast({ title: "Error", description: m.noFile, variant: "destructive" });
      return;
    }
    run.submit({ file, language });
  };

  const busy = run.busy;
  const result = run.result;
  const basic = result?.engine === "builtin" && isLowAccuracy(engineInfo);
  const measuredWer = engineInfo?.measuredWer;
  return (
    <>
      <ToolForm onSubmit={submit} run={run} disabled={!file}>
        <div className="grid gap-1.5">
          <Label htmlFor={`${errorId}-input`}>Audio file</Label>
          <AudioDropZone
            inputId={`${errorId}-input`}
            file={file}
            onFile={choose}
            disabled={busy}
            invalid={Boolean(fileError)}
            describedBy={fileError ? errorId : undefined}
          />
          <FieldError id={errorId} message={fileError} />
        </div>
        <MicRecorder
          onRecorded={choose}
          onError={(message) => toast({ title: "Error", description: message, variant: "destructive" })}
          disabled={busy}
        />
        <SelectField
          label="Language"
          value={language}
          onChange={(e) => setLanguage(e.target.value as SttLanguage)}
          disabled={busy}
          options={STT_LANGUAGES.map((l) => {
            const offered = languageOffered(engineInfo, l.value);
            return {
              value: l.value,
              label: offered ? l.label : `${l.label} (needs a connected transcription service)`,
              disabled: !offered,
            };
          })}
        />
        <EngineNote info={engineInfo} />
        {busy && (
          <div className="grid gap-1.5" data-testid="upload-progress">
            <div className="flex justify-between text-xs text-muted">
              <span>{progress < 100 ? "Uploading…" : "Uploaded, transcribing…"}</span>
              <span>{progress}%</span>
            </div>
            <Progress value={progress} label="Upload progress" />
          </div>
        )}
      </ToolForm>

      <ResultCard
        title="Transcription"
        run={run}
        placeholder="Your transcription will appear here."
        actions={
          result && (
            <CopyButton text={result.data.text} label="Copy transcription">
              Copy
            </CopyButton>
          )
        }
      >
        {result && (
          <>
            {basic && (
              <p className="text-xs text-warning" data-testid="basic-engine-label">
                Basic English recognizer (low accuracy
                {measuredWer != null && (
                  <>: about {Math.round(measuredWer * 100)}% of words wrong on a real recording</>
                )}
                ): check the text against the recording.
              </p>
            )}
            <div
              className="whitespace-pre-wrap rounded-md bg-surface-2/50 p-3 leading-relaxed"
              data-testid="transcription-result"
            >
              {result.data.text || "(No speech was recognised.)"}
            </div>
          </>
        )}
      </ResultCard>
    </>
  );
}
