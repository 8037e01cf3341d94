import { AlertTriangle, XCircle } from "lucide-react";
import type { Issue } from "../jsonl-validator";

const SHOWN = 100;

/** Errors and warnings, each with its line number; long lists are cut to the first 100. */
export function IssueList({ issues, label }: { issues: readonly Issue[]; label: string }) {
  if (issues.length === 0) return null;
  const shown = issues.slice(0, SHOWN);
  return (
    <>
      <ul aria-label={label} className="grid gap-1.5 text-sm">
        {shown.map((issue, i) => {
          const Icon = issue.severity === "error" ? XCircle : AlertTriangle;
          return (
            <li key={i} className="flex items-start gap-2" data-severity={issue.severity}>
              <Icon
                aria-hidden
                className={`mt-0.5 h-4 w-4 shrink-0 ${issue.severity === "error" ? "text-danger" : "text-warning"}`}
              />
              <span>
                <span className="sr-only">{issue.severity === "error" ? "Error" : "Warning"}: </span>
                {issue.line !== null && <span className="font-medium">Line {issue.line}: </span>}
                {issue.message}
              </span>
            </li>
          );
        })}
      </ul>
      {issues.length > SHOWN && <p className="mt-2 text-sm text-muted">…and {issues.length - SHOWN} more.</p>}
    </>
  );
}
