import { Info, TriangleAlert } from "lucide-react";
import type { SttEngineInfo } from "../contract";

/** Tells the visitor what will transcribe the audio, honestly: the built-in engine is basic and English only. */
export function EngineNote({ info }: { info: SttEngineInfo | undefined }) {
  // Before the server's answer (and in the prerendered HTML) the note of the built-in engine shows, the default
  // set-up: the page's largest text paints with the HTML instead of after a request (it is the page's LCP element).
  if (info?.engine === "ai-provider") return null;
  if (info && !info.available) {
    return (
      <p className="flex gap-2 rounded-md border border-warning/60 p-3 text-sm" role="status">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden />
        <span>Transcription is not set up on this server yet. Please try again later.</span>
      </p>
    );
  }
  const wrong = info?.measuredWer == null ? null : Math.round(info.measuredWer * 100);
  return (
    <p
      className="flex gap-2 rounded-md border border-border bg-surface-2/50 p-3 text-sm text-muted"
      data-testid="engine-note"
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
      <span>
        This server uses a <strong className="text-foreground">basic English recognizer</strong>
        {wrong !== null && <> (about {wrong}% of words wrong on a real speech recording)</>}: expect rough drafts, not
        accurate transcripts. Other languages need a transcription service connected to this server.
      </span>
    </p>
  );
}
