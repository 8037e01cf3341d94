import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from "react";
import { FieldError, Label } from "./ui/fields";

interface FormFieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** One input, textarea or select: it gets id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** Label + control + hint + error message, wired for screen readers. */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {isValidElement(children)
        ? cloneElement(children, { id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })
        : children}
      {hint && (
        <div id={hintId} className="text-xs text-muted">
          {hint}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
