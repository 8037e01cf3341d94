import { useRef, useState, type DragEvent } from "react";
import { FileAudio, Upload } from "lucide-react";
import { cn } from "@/client/lib/cn";
import { AUDIO_ACCEPT, formatFileSize } from "../contract";

interface AudioDropZoneProps {
  /** id of the (visually hidden) file input, for a label's htmlFor. */
  inputId: string;
  file: File | null;
  onFile: (file: File) => void;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
}

/** Click (or Enter/Space) to choose an audio file, or drop one on it; shows the chosen file's name. */
export function AudioDropZone({ inputId, file, onFile, disabled, describedBy, invalid }: AudioDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="audio-drop-zone"
    >
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={AUDIO_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        data-testid="audio-file-input"
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) onFile(chosen);
          e.target.value = "";
        }}
      />
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className={cn(
          "flex w-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60",
          dragging ? "border-accent bg-surface-2" : "border-border hover:bg-surface-2",
          invalid && "border-danger",
        )}
      >
        {file ? (
          <FileAudio className="h-8 w-8 text-accent" aria-hidden />
        ) : (
          <Upload className="h-8 w-8 text-muted" aria-hidden />
        )}
        {file ? (
          <span className="grid gap-0.5">
            <span className="break-all font-medium" data-testid="chosen-file-name">
              {file.name}
            </span>
            <span className="text-xs text-muted">{formatFileSize(file.size)} · click to choose another file</span>
          </span>
        ) : (
          <span className="grid gap-0.5">
            <span className="font-medium">Click to choose an audio file</span>
            <span className="text-xs text-muted">
              or drag and drop it here · MP3, WAV, M4A, MP4, MPEG, MPGA or WEBM, up to 25MB
            </span>
          </span>
        )}
      </button>
    </div>
  );
}
