import { forwardRef, type ReactNode } from "react";
import { FormField } from "./FormField";
import { Select, type SelectProps } from "./ui/select";

interface SelectFieldProps extends SelectProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled select: FormField around the themed Select (its options, register() props and ref passed through). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, ...props },
  ref,
) {
  return (
    <FormField label={label} error={error} hint={hint}>
      <Select ref={ref} {...props} />
    </FormField>
  );
});
