import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { Check } from "lucide-react";
import { cn } from "@/client/lib/cn";
import { Slider } from "@/client/components/ui/slider";
import { hexToHsl, hslToHex, type Hsl } from "../colour-space";

/** Colours people often want on a QR code: dark inks for the foreground, light papers for the background. */
const PRESETS: ReadonlyArray<{ name: string; hex: string }> = [
  { name: "Black", hex: "#000000" },
  { name: "Charcoal", hex: "#374151" },
  { name: "Navy", hex: "#1e3a8a" },
  { name: "Violet", hex: "#6d28d9" },
  { name: "Teal", hex: "#0f766e" },
  { name: "Forest", hex: "#166534" },
  { name: "Crimson", hex: "#b91c1c" },
  { name: "Brown", hex: "#78350f" },
  { name: "White", hex: "#ffffff" },
  { name: "Cream", hex: "#fef9c3" },
  { name: "Sky", hex: "#e0f2fe" },
  { name: "Mint", hex: "#dcfce7" },
];

interface ChannelProps {
  label: string;
  value: number;
  max: number;
  unit: string;
  track: string;
  onChange: (v: number) => void;
}

/** One HSL channel: a slider whose track shows the colours it runs through. */
function Channel({ label, value, max, unit, track, onChange }: ChannelProps) {
  return (
    <div className="grid gap-1">
      <div className="flex justify-between text-xs text-muted">
        <span aria-hidden>{label}</span>
        <span className="font-mono tabular-nums" aria-hidden>
          {value}
          {unit}
        </span>
      </div>
      <Slider
        min={0}
        max={max}
        step={1}
        value={[value]}
        onValueChange={([v]) => onChange(v ?? 0)}
        track={track}
        aria-label={label}
        aria-valuetext={`${value}${unit === "°" ? " degrees" : " percent"}`}
      />
    </div>
  );
}

interface ColourPickerProps {
  /** The trigger's id: the field's label points at it. */
  id: string;
  label: string;
  value: string;
  onChange: (hex: string) => void;
}

/**
 * A swatch button that opens a themed picker under it: hue, saturation and lightness sliders (arrow keys, Page
 * Up/Down, Home/End) and preset swatches. The picker takes the focus when it opens; Escape closes it and returns
 * focus to the swatch; a click or the focus going elsewhere closes it too (a non-modal popover).
 */
export function ColourPicker({ id, label, value, onChange }: ColourPickerProps) {
  // The sliders keep their own HSL: a grey has no hue, and rounding would make the hue slider jump.
  const [hsl, setHsl] = useState<Hsl>(() => hexToHsl(value) ?? { h: 0, s: 0, l: 0 });
  useEffect(() => {
    setHsl((before) => (hslToHex(before) === value ? before : (hexToHsl(value) ?? before)));
  }, [value]);

  const set = (next: Hsl) => {
    setHsl(next);
    onChange(hslToHex(next));
  };

  const [open, setOpen] = useState(false);
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    // A press anywhere outside the swatch and the picker closes it.
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    setOpen(false);
    trigger.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !panel.current?.contains(next) && next !== trigger.current) setOpen(false);
  };

  const { h, s, l } = hsl;
  return (
    <div className="relative shrink-0">
      <button
        ref={trigger}
        type="button"
        id={id}
        data-colour={value}
        data-state={open ? "open" : "closed"}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-border bg-surface p-1 hover:border-primary focus-visible:outline-2 focus-visible:outline-accent data-[state=open]:border-accent"
      >
        <span className="block h-full w-full rounded-sm border border-white/20" style={{ background: value }} />
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label={`${label} picker`}
          tabIndex={-1}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          className="absolute left-0 top-full z-50 mt-1.5 grid w-64 gap-3 rounded-lg border border-border bg-surface-2 p-3 text-foreground shadow-xl shadow-black/40 focus-visible:outline-none"
        >
          <div className="flex items-center gap-2">
            <span
              className="h-8 w-8 shrink-0 rounded-md border border-white/20"
              style={{ background: value }}
              aria-hidden
            />
            <span className="font-mono text-sm" aria-live="polite">
              {value}
            </span>
          </div>
          <Channel
            label="Hue"
            value={h}
            max={359}
            unit="°"
            track="linear-gradient(to right, #f00, #ff0, #0f0, #0ff, #00f, #f0f, #f00)"
            onChange={(v) => set({ h: v, s, l })}
          />
          <Channel
            label="Saturation"
            value={s}
            max={100}
            unit="%"
            track={`linear-gradient(to right, ${hslToHex({ h, s: 0, l })}, ${hslToHex({ h, s: 100, l })})`}
            onChange={(v) => set({ h, s: v, l })}
          />
          <Channel
            label="Lightness"
            value={l}
            max={100}
            unit="%"
            track={`linear-gradient(to right, #000, ${hslToHex({ h, s, l: 50 })}, #fff)`}
            onChange={(v) => set({ h, s, l: v })}
          />
          <div role="group" aria-label="Preset colours" className="grid grid-cols-6 gap-1.5">
            {PRESETS.map((p) => {
              const chosen = p.hex === value;
              return (
                <button
                  key={p.hex}
                  type="button"
                  aria-label={`${p.name} ${p.hex}`}
                  aria-pressed={chosen}
                  onClick={() => {
                    setHsl(hexToHsl(p.hex) ?? hsl);
                    onChange(p.hex);
                  }}
                  className={cn(
                    "flex h-8 items-center justify-center rounded-md border border-white/20 hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent",
                    chosen && "ring-2 ring-accent",
                  )}
                  style={{ background: p.hex }}
                >
                  {chosen && <Check className="h-4 w-4 mix-blend-difference text-white" aria-hidden />}
                </button>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
