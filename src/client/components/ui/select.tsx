import { forwardRef, type SelectHTMLAttributes } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "@/client/lib/cn";
import type { SelectOption } from "@/client/lib/options";

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The choices, rendered as its <option>s (else the children are). */
  options?: readonly SelectOption[];
}

/**
 * The themed select: the browser's own `<select>` (its keyboard, screen-reader and mobile pickers for free, and no
 * popup library in the tool pages' JS), drawn in the theme with the arrow set in from the edge. The browser's
 * arrow is hidden (appearance: none) and a chevron sits over the right padding, ignoring the pointer.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { className, options, children, ...props },
  ref,
) {
  return (
    <div className="relative">
      <select
        ref={ref}
        className={cn(
          "h-10 w-full cursor-pointer appearance-none truncate rounded-md border border-border bg-surface py-2 pl-3 pr-9 text-sm text-foreground",
          "hover:border-primary focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60",
          "aria-[invalid=true]:border-danger [&>option]:bg-surface-2 [&>option]:text-foreground",
          className,
        )}
        {...props}
      >
        {options
          ? options.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {o.label}
              </option>
            ))
          : children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
        aria-hidden
      />
    </div>
  );
});
