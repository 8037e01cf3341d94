import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "@/client/components/FormField";
import { Button } from "@/client/components/ui/button";
import { Input, Select } from "@/client/components/ui/fields";
import { CONTRIBUTOR_ROLES, type mlaRequest } from "../contract";

type FormInput = z.input<typeof mlaRequest>;
type FormOutput = z.output<typeof mlaRequest>;

export const emptyPerson = { first: "", last: "", organization: "", role: "author" as const };

interface Props {
  control: Control<FormInput, unknown, FormOutput>;
  register: UseFormRegister<FormInput>;
  errors: FieldErrors<FormInput>;
}

/**
 * Authors, editors and translators one per row: a person (first and last name, so "García Márquez" stays one
 * family name) or an organisation. Rows are added and removed with buttons; each control has its own label.
 */
export function ContributorRows({ control, register, errors }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: "contributors" });
  const rowsError = (errors.contributors as { message?: string } | undefined)?.message ?? errors.contributors?.root?.message;
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">Authors and other contributors</legend>
      <p className="text-xs text-muted">
        One person or organisation per row. Leave the names empty for a work with no author.
      </p>
      {fields.map((row, i) => (
        <div key={row.id} className="grid gap-2 sm:grid-cols-[8rem_1fr_1fr_1fr_auto] sm:items-end" role="group" aria-label={`Contributor ${i + 1}`}>
          <FormField label="Role">
            <Select {...register(`contributors.${i}.role`)}>
              {CONTRIBUTOR_ROLES.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="First name">
            <Input autoComplete="off" {...register(`contributors.${i}.first`)} />
          </FormField>
          <FormField label="Last name">
            <Input autoComplete="off" {...register(`contributors.${i}.last`)} />
          </FormField>
          <FormField label="Or organisation">
            <Input autoComplete="off" placeholder="e.g. World Health Organization" {...register(`contributors.${i}.organization`)} />
          </FormField>
          <Button type="button" variant="ghost" onClick={() => remove(i)} aria-label={`Remove contributor ${i + 1}`}>
            Remove
          </Button>
        </div>
      ))}
      {rowsError && (
        <p role="alert" className="text-sm text-danger">
          {rowsError}
        </p>
      )}
      <div>
        <Button type="button" variant="secondary" onClick={() => append({ ...emptyPerson })} disabled={fields.length >= 20}>
          Add a contributor
        </Button>
      </div>
    </fieldset>
  );
}
