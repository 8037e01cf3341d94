import { useEffect, useId, useState } from "react";
import { Input, Label } from "@/client/components/ui/fields";
import { normalizeHexColour } from "../qr-generator.engine";
import { ColourPicker } from "./ColourPicker";

interface ColourFieldProps {
  label: string;
  value: string;
  onChange: (hex: string) => void;
}

/** A themed colour picker (swatch + popover) plus a hex text box (typing a colour works with any assistive tech). */
export function ColourField({ label, value, onChange }: ColourFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // Follow outside changes (the picker), but never rewrite what is being typed: "#6d2" is already a valid
  // shorthand (#66dd22), and replacing the draft with it would stop the user reaching "#6d28d9".
  useEffect(() => setDraft((d) => (normalizeHexColour(d) === value ? d : value)), [value]);
  const invalid = normalizeHexColour(draft) === null;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-picker`}>{label}</Label>
      <div className="flex items-center gap-2">
        <ColourPicker id={`${id}-picker`} label={label} value={value} onChange={onChange} />
        <Input
          aria-label={`${label} hex code`}
          value={draft}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            const hex = normalizeHexColour(e.target.value);
            if (hex) onChange(hex);
          }}
          onBlur={() => setDraft(value)}
          className="font-mono"
        />
      </div>
      {invalid && (
        <p id={`${id}-error`} className="text-xs text-danger">
          Enter a colour as # and 6 hex digits, e.g. #1e3a8a.
        </p>
      )}
    </div>
  );
}
