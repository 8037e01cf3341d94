import type { CSSProperties, KeyboardEvent } from "react";
import { cn } from "@/client/lib/cn";

interface SliderProps {
  min: number;
  max: number;
  step?: number;
  /** One thumb: `[value]` (the shape Radix's slider had, so callers read `([v]) => ...`). */
  value: readonly number[];
  onValueChange?: (value: number[]) => void;
  disabled?: boolean;
  className?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  /** The value with its unit, for screen readers ("1.5 times normal speed"). */
  "aria-valuetext"?: string;
  /** A CSS background for the whole track (a colour channel's gradient) instead of the filled bar. */
  track?: string;
}

/**
 * A single-thumb slider: the browser's own range input (arrow keys, Home/End, Page keys, touch), drawn in the
 * theme: a thin track filled up to the thumb. Pass aria-label or aria-labelledby, and aria-valuetext for units.
 * Page Up/Down move ten steps (the browser's own jump is a tenth of the range, which is not a whole step).
 */
export function Slider({ min, max, step = 1, value, onValueChange, disabled, className, track, ...aria }: SliderProps) {
  const current = value[0] ?? min;
  const fill = max > min ? ((current - min) / (max - min)) * 100 : 0;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "PageUp" && event.key !== "PageDown") return;
    event.preventDefault();
    const next = Math.min(max, Math.max(min, current + (event.key === "PageUp" ? 10 : -10) * step));
    if (next !== current) onValueChange?.([next]);
  };
  return (
    <input
      type="range"
      min={min}
      max={max}
      step={step}
      value={current}
      disabled={disabled}
      onChange={(event) => onValueChange?.([Number(event.target.value)])}
      onKeyDown={onKeyDown}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={current}
      {...aria}
      style={{ "--fill": `${fill}%`, ...(track ? { "--track": track } : {}) } as CSSProperties}
      className={cn(
        "h-5 w-full cursor-pointer appearance-none bg-transparent disabled:cursor-not-allowed disabled:opacity-60",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent",
        "[&::-webkit-slider-runnable-track]:rounded-full [&::-moz-range-track]:rounded-full",
        "[&::-webkit-slider-thumb]:h-5 [&::-webkit-slider-thumb]:w-5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full",
        "[&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-accent [&::-webkit-slider-thumb]:bg-background",
        "[&::-moz-range-thumb]:h-4 [&::-moz-range-thumb]:w-4 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-accent [&::-moz-range-thumb]:bg-background",
        track
          ? // A colour channel: the track is the gradient the channel runs through.
            "[&::-webkit-slider-runnable-track]:h-3 [&::-webkit-slider-runnable-track]:border [&::-webkit-slider-runnable-track]:border-border [&::-webkit-slider-runnable-track]:[background:var(--track)] [&::-webkit-slider-thumb]:-mt-[5px] [&::-moz-range-track]:h-3 [&::-moz-range-track]:[background:var(--track)]"
          : // A value: a thin track filled up to the thumb.
            "[&::-webkit-slider-runnable-track]:h-1.5 [&::-webkit-slider-runnable-track]:bg-[linear-gradient(to_right,var(--color-accent)_var(--fill),var(--color-surface-2)_var(--fill))] [&::-webkit-slider-thumb]:-mt-[7px] [&::-moz-range-track]:h-1.5 [&::-moz-range-track]:bg-surface-2 [&::-moz-range-progress]:h-1.5 [&::-moz-range-progress]:rounded-full [&::-moz-range-progress]:bg-accent",
        className,
      )}
    />
  );
}
