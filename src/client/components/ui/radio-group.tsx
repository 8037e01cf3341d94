import { useId } from "react";
import { cn } from "@/client/lib/cn";

interface RadioOption {
  value: string;
  label: string;
  description?: string;
}

interface RadioGroupProps {
  legend: string;
  options: readonly RadioOption[];
  value?: string;
  onValueChange?: (value: string) => void;
  /** The radios' shared name (one is made up when not given). */
  name?: string;
  className?: string;
}

/**
 * A labelled radio group of the browser's own radios, drawn in the theme: one tab stop, arrow keys move the choice,
 * and no script beyond the change handler.
 */
export function RadioGroup({ legend, options, value, onValueChange, name, className }: RadioGroupProps) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <span id={`${id}-legend`} className="text-sm font-medium">
        {legend}
      </span>
      <div role="radiogroup" aria-labelledby={`${id}-legend`} className={cn("flex flex-wrap gap-2", className)}>
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[:checked]:border-accent has-[:checked]:bg-surface-2"
          >
            <input
              type="radio"
              name={name ?? `${id}-radio`}
              value={o.value}
              checked={value === o.value}
              onChange={() => onValueChange?.(o.value)}
              className="h-4 w-4 shrink-0 cursor-pointer appearance-none rounded-full border border-muted checked:border-accent checked:bg-accent checked:shadow-[inset_0_0_0_3px_var(--color-surface-2)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            />
            <span>
              {o.label}
              {o.description && <span className="block text-xs text-muted">{o.description}</span>}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
