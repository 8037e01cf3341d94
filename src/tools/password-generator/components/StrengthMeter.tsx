import { cn } from "@/client/lib/cn";
import type { StrengthLabel } from "../contract";

const COLOURS: Record<StrengthLabel, { bar: string; text: string }> = {
  Weak: { bar: "bg-danger", text: "text-danger" },
  Good: { bar: "bg-warning", text: "text-warning" },
  Strong: { bar: "bg-success", text: "text-success" },
};

/** Spec strength meter (Weak red, Good yellow, Strong green) with the generator's entropy beside it. */
/** `label` null: there is no password (no character type chosen), so no verdict either. */
export function StrengthMeter({
  score,
  label,
  entropy,
}: {
  score: number;
  label: StrengthLabel | null;
  entropy: number;
}) {
  const colours = label ? COLOURS[label] : { bar: "bg-surface-2", text: "text-muted" };
  const shown = label ?? "None";
  return (
    <div className="grid gap-2" data-testid="strength">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span id="strength-label" className="font-medium">
          Strength:{" "}
          <span className={cn("font-semibold", colours.text)} data-testid="strength-label">
            {shown}
          </span>
        </span>
        <span
          className="text-muted"
          data-testid="entropy"
          title="Shannon entropy of this generator with these settings"
        >
          Entropy: {entropy.toFixed(1)} bits
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby="strength-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={label ? `${label}, ${score} out of 100` : "No password"}
        data-score={score}
        className="h-2.5 w-full overflow-hidden rounded-full bg-surface-2"
      >
        <div className={cn("h-full rounded-full transition-all", colours.bar)} style={{ width: `${score}%` }} />
      </div>
    </div>
  );
}
