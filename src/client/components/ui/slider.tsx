import type { CSSProperties } from "react";
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
}

/**
 * A single-thumb slider: the browser's own range input (arrow keys, Home/End, Page keys, touch), drawn in the
 * theme: a thin track filled up to the thumb. Pass aria-label or aria-labelledby, and aria-valuetext for units.
 */
export function Slider({ min, max, step = 1, value, onValueChange, disabled, className, ...aria }: SliderProps) {
  const current = value[0] ?? min;
  const fill = max > min ? ((current - min) / (max - min)) * 100 : 0;
  return (
    <input
      type="range"
      min={min}
      max={max}
      step={step}
      value={current}
      disabled={disabled}
      onChange={(event) => onValueChange?.([Number(event.target.value)])}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={current}
      {...aria}
      style={{ "--fill": `${fill}%` } as CSSProperties}
      className={cn(
        "h-5 w-full cursor-pointer appearance-none bg-transparent disabled:cursor-not-allowed disabled:opacity-60",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent",
        "[&::-webkit-slider-runnable-track]:h-1.5 [&::-webkit-slider-runnable-track]:rounded-full",
        "[&::-webkit-slider-runnable-track]:bg-[linear-gradient(to_right,var(--color-accent)_var(--fill),var(--color-surface-2)_var(--fill))]",
        "[&::-webkit-slider-thumb]:-mt-[7px] [&::-webkit-slider-thumb]:h-5 [&::-webkit-slider-thumb]:w-5 [&::-webkit-slider-thumb]:appearance-none",
        "[&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-accent [&::-webkit-slider-thumb]:bg-background",
        "[&::-moz-range-track]:h-1.5 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-surface-2",
        "[&::-moz-range-progress]:h-1.5 [&::-moz-range-progress]:rounded-full [&::-moz-range-progress]:bg-accent",
        "[&::-moz-range-thumb]:h-4 [&::-moz-range-thumb]:w-4 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-accent [&::-moz-range-thumb]:bg-background",
        className,
      )}
    />
  );
}
