import { CheckCircle2 } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { ValidationReport } from "../jsonl-validator";
import { IssueList } from "./IssueList";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function validationSummary(report: ValidationReport): string {
  if (report.errors > 0) {
    return `${plural(report.errors, "error")}, ${plural(report.warnings, "warning")}: OpenAI would reject this file for fine-tuning.`;
  }
  if (report.warnings > 0) return `No errors; ${plural(report.warnings, "warning")}.`;
  return "Ready for fine-tuning: no errors or warnings.";
}

/** The file about to be downloaded, checked against OpenAI's chat fine-tuning format. */
export function ValidationPanel({ report, tip }: { report: ValidationReport; tip?: string }) {
  const ok = report.errors === 0;
  // A fresh page has nothing to check yet: say what to do, not that a file (there is none) would be rejected.
  if (report.examples === 0) {
    return (
      <Card data-testid="validation-panel">
        <CardHeader row>
          <CardTitle>Fine-tuning check</CardTitle>
          <span className="text-sm text-muted">OpenAI chat format · 0 examples</span>
        </CardHeader>
        <CardContent>
          <p role="status" className="text-sm text-muted" data-testid="validation-summary">
            Add a conversation pair to check the file against OpenAI's fine-tuning rules.
          </p>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card data-testid="validation-panel">
      <CardHeader row>
        <CardTitle>Fine-tuning check</CardTitle>
        <span className="text-sm text-muted">OpenAI chat format · {plural(report.examples, "example")}</span>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p
          role="status"
          className={`flex items-center gap-2 text-sm font-medium ${ok ? "text-success" : "text-danger"}`}
          data-testid="validation-summary"
        >
          {ok && <CheckCircle2 aria-hidden className="h-4 w-4" />}
          {validationSummary(report)}
        </p>
        <IssueList issues={report.issues} label="Fine-tuning check results" />
        {tip && report.issues.some((i) => i.code === "few_examples") && <p className="text-sm text-muted">{tip}</p>}
      </CardContent>
    </Card>
  );
}
