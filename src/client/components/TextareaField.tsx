import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { FormField } from "./FormField";
import { Textarea } from "./ui/fields";

interface TextareaFieldProps extends ComponentPropsWithoutRef<typeof Textarea> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled textarea: FormField around the themed Textarea (register() props and ref passed through). */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, hint, ...props },
  ref,
) {
  return (
    <FormField label={label} error={error} hint={hint}>
      <Textarea ref={ref} {...props} />
    </FormField>
  );
});
