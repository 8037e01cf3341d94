import type { FormEventHandler, ReactNode } from "react";
import type { ToolRunState } from "../lib/use-tool-mutation";
import { useHydrated } from "../lib/use-hydrated";
import { Button } from "./ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "./ui/card";

interface ToolFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The page's run (useToolMutation): busy state and the button's two labels from the contract. */
  run: Pick<ToolRunState, "busy" | "labels">;
  /** A heading over the fields (the cover letter's 'Job Details'). */
  title?: string;
  /** The submit button is also disabled when this is set (no file chosen yet). */
  disabled?: boolean;
  children: ReactNode;
}

/** The form pane of a tool page: its fields, then the submit button that is disabled and relabelled while busy. */
export function ToolForm({ onSubmit, run, title, disabled, children }: ToolFormProps) {
  const { busy, labels } = run;
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
            {busy ? labels.busy : labels.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
