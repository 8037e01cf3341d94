import { useId } from "react";
import { Slider } from "./ui/slider";

interface RangeFieldProps {
  label: string;
  /** Bounds and step of the slider; `default` stands in when it reports no value. */
  range: { min: number; max: number; step: number; default: number };
  value: number;
  onValueChange: (value: number) => void;
  /** Written after the value and the two ends (" px", "x"). */
  unit?: string;
  /** Decimals of the value shown beside the label (the ends are written as they are). */
  digits?: number;
  /** The value with its unit for screen readers ("12 characters"). */
  valueText: string;
}

/** A labelled slider: the label and the current value above it, its two ends below. */
export function RangeField({ label, range, value, onValueChange, unit = "", digits, valueText }: RangeFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between text-sm">
        <span id={id} className="font-medium">
          {label}
        </span>
        <span className="font-mono text-accent" aria-hidden>
          {digits === undefined ? value : value.toFixed(digits)}
          {unit}
        </span>
      </div>
      <Slider
        min={range.min}
        max={range.max}
        step={range.step}
        value={[value]}
        onValueChange={([next]) => onValueChange(next ?? range.default)}
        aria-labelledby={id}
        aria-valuetext={valueText}
      />
      <div className="flex justify-between text-xs text-muted" aria-hidden>
        <span>
          {range.min}
          {unit}
        </span>
        <span>
          {range.max}
          {unit}
        </span>
      </div>
    </div>
  );
}
