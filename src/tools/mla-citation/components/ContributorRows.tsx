import { useRef, useState } from "react";
import type * as z from "zod/mini";
import type { FormErrors, FieldName } from "@/client/lib/use-form";
import { InputField, SelectField } from "@/client/components/LabelledField";
import { Button } from "@/client/components/ui/button";
import { CONTRIBUTOR_ROLES, type mlaRequest } from "../contract";

type FormInput = z.input<typeof mlaRequest>;
type Row = NonNullable<FormInput["contributors"]>[number];

export const emptyPerson = { first: "", last: "", organization: "", role: "author" as const };

/** What the rows need of the page's form (lib/use-form.ts). */
interface RowsForm {
  values: FormInput;
  errors: FormErrors;
  register: (name: FieldName<FormInput>) => object;
  setValue: (name: FieldName<FormInput>, value: unknown) => void;
}

/**
 * Authors, editors and translators one per row: a person (first and last name, so "García Márquez" stays one
 * family name) or an organisation. Rows are added and removed with buttons; each control has its own label.
 */
export function ContributorRows({ form }: { form: RowsForm }) {
  const rows: Row[] = form.values.contributors ?? [];
  // A key per row, so a removed row's neighbours keep their own controls.
  const nextKey = useRef(rows.length);
  const [keys, setKeys] = useState(() => rows.map((_, i) => i));
  const append = () => {
    form.setValue("contributors", [...rows, { ...emptyPerson }]);
    setKeys([...keys, nextKey.current++]);
  };
  const remove = (index: number) => {
    form.setValue(
      "contributors",
      rows.filter((_, i) => i !== index),
    );
    setKeys(keys.filter((_, i) => i !== index));
  };
  const rowsError = form.errors.contributors;
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">Authors and other contributors</legend>
      <p className="text-xs text-muted">
        One person or organisation per row. Leave the names empty for a work with no author.
      </p>
      {rows.map((_, i) => (
        <div
          key={keys[i] ?? `row-${i}`}
          className="grid gap-2 sm:grid-cols-[8rem_1fr_1fr_1fr_auto] sm:items-end"
          role="group"
          aria-label={`Contributor ${i + 1}`}
        >
          <SelectField label="Role" {...form.register(`contributors.${i}.role`)} options={CONTRIBUTOR_ROLES} />
          <InputField label="First name" autoComplete="off" {...form.register(`contributors.${i}.first`)} />
          <InputField label="Last name" autoComplete="off" {...form.register(`contributors.${i}.last`)} />
          <InputField
            label="Or organisation"
            autoComplete="off"
            placeholder="e.g. World Health Organization"
            {...form.register(`contributors.${i}.organization`)}
          />
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
        <Button type="button" variant="secondary" onClick={append} disabled={rows.length >= 20}>
          Add a contributor
        </Button>
      </div>
    </fieldset>
  );
}
