import type { FormEventHandler, ReactNode } from "react";
import { useHydrated } from "../lib/use-hydrated";
import { Button } from "./ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "./ui/card";

interface ToolFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** The submit button's label, and its label while busy (the spec gives each tool both). */
  submitLabel: string;
  busyLabel: string;
  /** A heading over the fields (the cover letter's 'Job Details'). */
  title?: string;
  /** The submit button is also disabled when this is set (no file chosen yet). */
  disabled?: boolean;
  children: ReactNode;
}

/** The form pane of a tool page: its fields, then the submit button that is disabled and relabelled while busy. */
export function ToolForm({ onSubmit, busy, submitLabel, busyLabel, title, disabled, children }: ToolFormProps) {
  // Disabled in the prerendered HTML until the page is live: a press before then would submit the form natively
  // (a page load with the fields in the address) instead of running the tool.
  const live = useHydrated();
  return (
    <Card className="min-w-0">
      {title && (
        <CardHeader>
          <CardTitle>{title}</CardTitle>
        </CardHeader>
      )}
      <CardContent className={title ? undefined : "pt-5"}>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          {children}
          <Button type="submit" size="lg" disabled={!live || busy || disabled}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
