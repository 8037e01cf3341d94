import { useEffect, useRef, useState } from "react";
import { Mic, Square } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { useHydrated } from "@/client/lib/use-hydrated";

const PREFERRED_TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/mp4"];

function recorderType(): string | undefined {
  if (typeof MediaRecorder === "undefined") return undefined;
  return PREFERRED_TYPES.find((t) => MediaRecorder.isTypeSupported(t));
}

interface MicRecorderProps {
  onRecorded: (file: File) => void;
  onError: (message: string) => void;
  disabled?: boolean;
}

/** Records from the microphone (MediaRecorder) as an alternative to choosing a file; the recording stays in the browser until submitted. */
export function MicRecorder({ onRecorded, onError, disabled }: MicRecorderProps) {
  const [recording, setRecording] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const supported =
    useHydrated() &&
    typeof navigator !== "undefined" &&
    Boolean((navigator.mediaDevices as MediaDevices | undefined)?.getUserMedia) &&
    recorderType() !== undefined;

  useEffect(
    () => () => {
      window.clearInterval(timer.current);
      recorder.current?.stream.getTracks().forEach((t) => t.stop());
    },
    [],
  );

  if (!supported) return null;

  const start = async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      onError("Microphone access was denied or no microphone was found.");
      return;
    }
    const type = recorderType()!;
    const rec = new MediaRecorder(stream, { mimeType: type });
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
    rec.onstop = () => {
      stream.getTracks().forEach((t) => t.stop());
      window.clearInterval(timer.current);
      setRecording(false);
      const blob = new Blob(chunks, { type: rec.mimeType || type });
      const ext = blob.type.includes("mp4") ? "m4a" : "webm";
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      onRecorded(new File([blob], `recording-${stamp}.${ext}`, { type: blob.type }));
    };
    recorder.current = rec;
    rec.start(1000);
    setSeconds(0);
    setRecording(true);
    timer.current = window.setInterval(() => setSeconds((s) => s + 1), 1000);
  };

  const stop = () => recorder.current?.state === "recording" && recorder.current.stop();
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

  return (
    <div className="flex flex-wrap items-center gap-3">
      {recording ? (
        <Button type="button" variant="destructive" onClick={stop}>
          <Square aria-hidden /> Stop recording
        </Button>
      ) : (
        <Button type="button" variant="outline" onClick={() => void start()} disabled={disabled}>
          <Mic aria-hidden /> Record from microphone
        </Button>
      )}
      <span className="text-sm text-muted" aria-live="polite">
        {recording ? `Recording… ${clock}` : "Or record a clip instead of choosing a file."}
      </span>
    </div>
  );
}
