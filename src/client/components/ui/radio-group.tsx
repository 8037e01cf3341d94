import { RadioGroup as RadioPrimitive } from "radix-ui";
import { useId, type ComponentPropsWithoutRef } from "react";
import { cn } from "@/client/lib/cn";

export interface RadioOption {
  value: string;
  label: string;
  description?: string;
}

/** A labelled radio group (arrow keys move between options). */
export function RadioGroup({
  legend, options, className, ...props
}: { legend: string; options: readonly RadioOption[] } & ComponentPropsWithoutRef<typeof RadioPrimitive.Root>) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <span id={`${id}-legend`} className="text-sm font-medium">
        {legend}
      </span>
      <RadioPrimitive.Root aria-labelledby={`${id}-legend`} className={cn("flex flex-wrap gap-2", className)} {...props}>
        {options.map((o) => (
          <label
            key={o.value}
            htmlFor={`${id}-${o.value}`}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-[[data-state=checked]]:border-accent has-[[data-state=checked]]:bg-surface-2"
          >
            <RadioPrimitive.Item
              id={`${id}-${o.value}`}
              value={o.value}
              className="flex h-4 w-4 items-center justify-center rounded-full border border-muted data-[state=checked]:border-accent"
            >
              <RadioPrimitive.Indicator className="h-2 w-2 rounded-full bg-accent" />
            </RadioPrimitive.Item>
            <span>
              {o.label}
              {o.description && <span className="block text-xs text-muted">{o.description}</span>}
            </span>
          </label>
        ))}
      </RadioPrimitive.Root>
    </div>
  );
}
