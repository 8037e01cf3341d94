import { forwardRef, type ForwardRefExoticComponent, type ReactNode, type RefAttributes } from "react";
import { FormField } from "./FormField";
import { Select } from "./ui/select";
import { Input, Textarea } from "./ui/fields";

interface FieldText {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** `Control` with its FormField around it (label, hint and error wired); register() props and ref passed through. */
function labelled<E extends HTMLElement, P extends object>(
  Control: ForwardRefExoticComponent<P & RefAttributes<E>>,
  name: string,
) {
  const Field = forwardRef<E, FieldText & P>(function Field({ label, error, hint, ...props }, ref) {
    return (
      <FormField label={label} error={error} hint={hint}>
        <Control ref={ref} {...(props as P)} />
      </FormField>
    );
  });
  Field.displayName = name;
  return Field;
}

/** A labelled themed select (`options` or `<option>` children). */
export const SelectField = labelled(Select, "SelectField");
/** A labelled themed textarea. */
export const TextareaField = labelled(Textarea, "TextareaField");
/** A labelled themed text input. */
export const InputField = labelled(Input, "InputField");
