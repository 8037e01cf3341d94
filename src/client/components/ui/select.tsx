import { Select as SelectPrimitive } from "radix-ui";
import { Check, ChevronDown, ChevronUp } from "lucide-react";
import {
  forwardRef, useCallback, useLayoutEffect, useRef, useState,
  type Ref, type SelectHTMLAttributes,
} from "react";
import { cn } from "@/client/lib/cn";

interface OptionItem {
  value: string;
  label: string;
  disabled: boolean;
}

/** The native select's options as items, read from the DOM: so `<option>`s may come from any component. */
function optionsOf(el: HTMLSelectElement): OptionItem[] {
  return Array.from(el.options, (o) => ({ value: o.value, label: o.text, disabled: o.disabled }));
}

const sameItems = (a: OptionItem[], b: OptionItem[]) =>
  a.length === b.length &&
  a.every((o, i) => {
    const other = b[i];
    return other !== undefined && o.value === other.value && o.label === other.label && o.disabled === other.disabled;
  });

/** The native select's own `value` accessor (read lazily: this module may load where there is no DOM). */
const nativeValue = () => Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")!;

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { "aria-invalid"?: boolean | "true" | "false" };

/**
 * A themed select (Radix Select: a button with role "combobox" and a listbox in the theme) that keeps the API of
 * a native `<select>`: `<option>` children, `value`/`onChange`, and react-hook-form's `register()` spread.
 *
 * A hidden native select stays the source of truth for forms: it takes the ref, name and change handler, a pick in
 * the listbox writes its value and fires a real "change" event, and writes to its `value` (react-hook-form's
 * reset/setValue) show in the button.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    className, children, id, value, defaultValue, disabled, name, onChange, onBlur,
    "aria-invalid": invalid, "aria-describedby": describedBy, "aria-label": ariaLabel, "aria-labelledby": labelledBy,
  },
  ref,
) {
  const native = useRef<HTMLSelectElement | null>(null);
  const [items, setItems] = useState<OptionItem[]>([]);
  const [current, setCurrent] = useState(() => String(value ?? defaultValue ?? ""));

  const setNative = useCallback(
    (el: HTMLSelectElement | null) => {
      native.current = el;
      if (el) {
        // Follow programmatic writes (form resets, setValue) without an event.
        const own = nativeValue();
        Object.defineProperty(el, "value", {
          configurable: true,
          get: () => own.get!.call(el) as string,
          set: (v: string) => {
            own.set!.call(el, v);
            setCurrent(own.get!.call(el) as string);
          },
        });
      }
      assignRef(ref, el);
    },
    [ref],
  );

  // After every render (the options may have changed), show what the native select now holds.
  useLayoutEffect(() => {
    const el = native.current;
    if (!el) return;
    const now = optionsOf(el);
    setItems((before) => (sameItems(before, now) ? before : now));
    if (value === undefined && el.value !== current) setCurrent(el.value);
  }, [value, current, children]);

  const shown = value !== undefined ? String(value) : current;

  const pick = (next: string) => {
    const el = native.current;
    setCurrent(next);
    if (!el) return;
    nativeValue().set!.call(el, next);
    el.dispatchEvent(new Event("change", { bubbles: true }));
  };

  return (
    <>
      <select
        ref={setNative}
        name={name}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled}
        hidden
        aria-hidden
        tabIndex={-1}
      >
        {children}
      </select>
      <SelectPrimitive.Root value={shown} onValueChange={pick} disabled={disabled}>
        <SelectPrimitive.Trigger
          id={id}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-label={ariaLabel}
          aria-labelledby={labelledBy}
          data-value={shown}
          onBlur={() => native.current?.dispatchEvent(new FocusEvent("focusout", { bubbles: true }))}
          className={cn(
            "flex h-10 w-full cursor-pointer items-center justify-between gap-2 rounded-md border border-border bg-surface py-2 pl-3 pr-2.5 text-left text-sm text-foreground",
            "hover:border-primary focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60",
            "aria-[invalid=true]:border-danger data-[state=open]:border-accent",
            className,
          )}
        >
          <span className="min-w-0 truncate">
            <SelectPrimitive.Value />
          </span>
          <SelectPrimitive.Icon asChild>
            <ChevronDown className="h-4 w-4 shrink-0 text-muted" aria-hidden />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={4}
            collisionPadding={8}
            className="z-50 max-h-[min(20rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-border bg-surface-2 text-sm text-foreground shadow-xl shadow-black/40"
          >
            <SelectPrimitive.ScrollUpButton className="flex h-6 cursor-default items-center justify-center text-muted">
              <ChevronUp className="h-4 w-4" aria-hidden />
            </SelectPrimitive.ScrollUpButton>
            <SelectPrimitive.Viewport className="p-1">
              {items.map((o) => (
                <SelectPrimitive.Item
                  key={o.value}
                  value={o.value}
                  disabled={o.disabled}
                  data-value={o.value}
                  className="relative flex cursor-pointer select-none items-center rounded py-2 pl-8 pr-3 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-muted/70 data-[highlighted]:bg-primary data-[highlighted]:text-primary-foreground data-[state=checked]:font-medium"
                >
                  <SelectPrimitive.ItemIndicator className="absolute left-2 inline-flex items-center">
                    <Check className="h-4 w-4 text-accent" aria-hidden />
                  </SelectPrimitive.ItemIndicator>
                  <SelectPrimitive.ItemText>{o.label}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
            <SelectPrimitive.ScrollDownButton className="flex h-6 cursor-default items-center justify-center text-muted">
              <ChevronDown className="h-4 w-4" aria-hidden />
            </SelectPrimitive.ScrollDownButton>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </>
  );
});
