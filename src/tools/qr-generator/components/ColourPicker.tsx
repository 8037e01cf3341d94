import { useEffect, useState } from "react";
import { Popover, Slider as SliderPrimitive } from "radix-ui";
import { Check } from "lucide-react";
import { cn } from "@/client/lib/cn";
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
      <SliderPrimitive.Root
        min={0}
        max={max}
        step={1}
        value={[value]}
        onValueChange={([v]) => onChange(v ?? 0)}
        className="relative flex h-5 w-full touch-none select-none items-center"
      >
        <SliderPrimitive.Track className="relative h-3 w-full grow rounded-full border border-border" style={{ background: track }} />
        <SliderPrimitive.Thumb
          aria-label={label}
          aria-valuetext={`${value}${unit === "°" ? " degrees" : " percent"}`}
          className="block h-5 w-5 rounded-full border-2 border-white bg-transparent shadow-[0_0_0_1px_rgba(0,0,0,0.6)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        />
      </SliderPrimitive.Root>
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
 * A swatch button that opens a themed picker: hue, saturation and lightness sliders (arrow keys, Page Up/Down,
 * Home/End) and preset swatches. Escape closes it and returns focus to the swatch.
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

  const { h, s, l } = hsl;
  return (
    <Popover.Root>
      <Popover.Trigger
        id={id}
        data-colour={value}
        className="h-10 w-14 shrink-0 cursor-pointer rounded-md border border-border bg-surface p-1 hover:border-primary focus-visible:outline-2 focus-visible:outline-accent data-[state=open]:border-accent"
      >
        <span className="block h-full w-full rounded-sm border border-white/20" style={{ background: value }} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={`${label} picker`}
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          className="z-50 grid w-64 gap-3 rounded-lg border border-border bg-surface-2 p-3 text-foreground shadow-xl shadow-black/40"
        >
          <div className="flex items-center gap-2">
            <span className="h-8 w-8 shrink-0 rounded-md border border-white/20" style={{ background: value }} aria-hidden />
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
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
