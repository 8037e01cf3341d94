import { Slider as SliderPrimitive } from "radix-ui";
import type { ComponentPropsWithoutRef } from "react";
import { cn } from "@/client/lib/cn";

/** A single-thumb slider; pass aria-label or aria-labelledby, and aria-valuetext for units. */
export function Slider({
  className, "aria-label": ariaLabel, "aria-labelledby": labelledBy, "aria-valuetext": valueText, ...props
}: ComponentPropsWithoutRef<typeof SliderPrimitive.Root> & { "aria-valuetext"?: string }) {
  return (
    <SliderPrimitive.Root className={cn("relative flex h-5 w-full touch-none select-none items-center", className)} {...props}>
      <SliderPrimitive.Track className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-surface-2">
        <SliderPrimitive.Range className="absolute h-full bg-accent" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={ariaLabel}
        aria-labelledby={labelledBy}
        aria-valuetext={valueText}
        className="block h-5 w-5 rounded-full border-2 border-accent bg-background shadow focus-visible:outline-2 focus-visible:outline-accent"
      />
    </SliderPrimitive.Root>
  );
}
