import { useEffect, useRef, useState } from "react";
import { Pause, Play, RotateCcw } from "lucide-react";
import { Button } from "./button";
import { Slider } from "./slider";
import { cn } from "@/client/lib/cn";

/** "1:05" for 65.4 seconds; "--:--" while the length is unknown. */
function formatClock(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return "--:--";
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** What the one play button does next: from the start ("Play"), pause, or go on from where it stopped. */
type PlayerState = "ready" | "playing" | "paused";

interface AudioPlayerProps {
  src: string | undefined;
  /** The player's accessible name, e.g. "Generated speech". */
  label: string;
  /** The play button's text when it starts from the beginning (the spec's 'Play Audio'). */
  playLabel: string;
  onPlaybackError: () => void;
  className?: string;
  "data-testid"?: string;
}

/**
 * A themed audio player: one play/pause button, a seek slider (arrow keys move 1 s, Page Up/Down 10 s) and the time. The play button
 * starts from the beginning unless the visitor paused or moved the slider, then it goes on from there ("Resume").
 */
export function AudioPlayer({
  src,
  label,
  playLabel,
  onPlaybackError,
  className,
  "data-testid": testId,
}: AudioPlayerProps) {
  const audio = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<PlayerState>("ready");
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);

  // New audio: back to the start.
  useEffect(() => {
    setState("ready");
    setTime(0);
    setDuration(Number.NaN);
  }, [src]);

  const toggle = async () => {
    const el = audio.current;
    if (!el || !src) return onPlaybackError();
    if (state === "playing") {
      el.pause();
      return;
    }
    try {
      if (state === "ready") el.currentTime = 0;
      await el.play();
    } catch (error) {
      // A pause (or new audio) before playback started interrupts play(): not a playback failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
      setState("ready");
      onPlaybackError();
    }
  };

  const seek = (seconds: number) => {
    const el = audio.current;
    if (!el) return;
    el.currentTime = seconds;
    setTime(seconds);
    if (state === "ready") setState("paused");
  };

  const known = Number.isFinite(duration) && duration > 0;
  const buttonText = state === "playing" ? "Pause" : state === "paused" ? "Resume" : playLabel;
  const Icon = state === "playing" ? Pause : state === "paused" ? Play : time > 0 ? RotateCcw : Play;

  return (
    <div
      role="group"
      aria-label={label}
      data-testid={testId}
      data-state={state}
      className={cn("flex flex-wrap items-center gap-3 rounded-lg border border-border bg-surface-2/60 p-3", className)}
    >
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onLoadedMetadata={(e) => setDuration(e.currentTarget.duration)}
        onDurationChange={(e) => setDuration(e.currentTarget.duration)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onPlay={() => setState("playing")}
        onPause={(e) => setState(e.currentTarget.ended ? "ready" : "paused")}
        onEnded={() => setState("ready")}
        onError={() => {
          if (src) onPlaybackError();
        }}
      />
      <Button type="button" onClick={() => void toggle()} className="min-w-[8.5rem]">
        <Icon aria-hidden /> {buttonText}
      </Button>
      <div className="flex min-w-[12rem] flex-1 items-center gap-3">
        <span className="w-10 text-right font-mono text-xs tabular-nums text-muted" aria-hidden>
          {formatClock(time)}
        </span>
        <Slider
          aria-label="Seek"
          aria-valuetext={`${formatClock(time)} of ${formatClock(duration)}`}
          min={0}
          max={known ? duration : 1}
          step={1}
          value={[known ? Math.min(time, duration) : 0]}
          onValueChange={([v]) => seek(v ?? 0)}
          disabled={!known}
          className="flex-1"
        />
        <span className="w-10 font-mono text-xs tabular-nums text-muted" aria-hidden>
          {formatClock(duration)}
        </span>
      </div>
    </div>
  );
}
