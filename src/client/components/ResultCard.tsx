import { useId, type ReactNode } from "react";
import type { ToolRunState } from "@/client/lib/use-tool-mutation";
import { cn } from "@/client/lib/cn";
import { EngineBadge } from "./EngineBadge";
import { Card, CardHeader, CardTitle } from "./ui/card";
import { Spinner } from "./ui/spinner";

interface ResultCardProps {
  title: ReactNode;
  /**
   * The page's run (useToolMutation): while busy a spinner with the contract's busy label (the last result stays,
   * dimmed, until the new one replaces it); the engine that made the result as a badge beside the title.
   */
  run: ToolRunState;
  /** Shown before the first result. */
  placeholder: ReactNode;
  /** Copy / download controls for the result, in the header. */
  actions?: ReactNode;
  /** The result view; nothing (null, false) before the first result. */
  children?: ReactNode;
  className?: string;
}

/**
 * The result pane of a tool page: title, engine badge and actions in a header that stays in view, then the result,
 * a spinner while busy, or the placeholder. On wide screens it sits beside the form and stays in view while the
 * form scrolls (its own content scrolls when taller than the window).
 */
export function ResultCard({ title, run, placeholder, actions, children, className }: ResultCardProps) {
  const { busy, labels } = run;
  const busyLabel = labels.busy;
  const id = useId();
  const hasResult = children !== null && children !== undefined && children !== false;
  return (
    <Card
      aria-busy={busy}
      data-testid="result-card"
      className={cn("flex min-w-0 flex-col lg:sticky lg:top-[4.5rem] lg:max-h-[calc(100dvh-5.5rem)]", className)}
    >
      <CardHeader row className="sticky top-14 z-10 rounded-t-xl border-b border-border/60 bg-surface lg:static">
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        <div className="flex min-h-9 items-center gap-2">
          {busy ? (
            <Spinner label={busyLabel} />
          ) : (
            hasResult && (
              <>
                <EngineBadge engine={run.result?.engine ?? null} />
                {actions}
              </>
            )
          )}
        </div>
      </CardHeader>
      <div
        role="region"
        aria-labelledby={`${id}-title`}
        aria-live="polite"
        tabIndex={0}
        className="min-h-0 flex-1 p-5 lg:overflow-y-auto"
      >
        {hasResult ? (
          <div className={cn("min-w-0 transition-opacity", busy && "opacity-60")}>{children}</div>
        ) : busy ? (
          <p className="py-10 text-center text-muted">{busyLabel}</p>
        ) : (
          <p className="py-8 text-center text-sm text-muted" data-testid="result-placeholder">
            {placeholder}
          </p>
        )}
      </div>
    </Card>
  );
}
