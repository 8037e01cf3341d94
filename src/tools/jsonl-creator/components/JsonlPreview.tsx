import { CopyButton } from "@/client/components/CopyButton";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { formatNumber } from "@/shared/text/format-number";

/** The exact text of the file, recomputed whenever the pairs, the system message or the export option change. */
export function JsonlPreview({ text }: { text: string }) {
  const lines = text ? text.split("\n").length - 1 : 0;
  const bytes = new TextEncoder().encode(text).length;
  return (
    <Card>
      <CardHeader row>
        <CardTitle>JSONL preview</CardTitle>
        <div className="flex items-center gap-3">
          <span className="text-sm text-muted">
            {lines} {lines === 1 ? "line" : "lines"} · {formatNumber(bytes)} bytes
          </span>
          {text && <CopyButton text={text} label="Copy JSONL" toasts={{ copied: "JSONL copied to clipboard" }} />}
        </div>
      </CardHeader>
      <CardContent>
        {text ? (
          <pre
            tabIndex={0}
            role="region"
            aria-label="JSONL preview"
            data-testid="jsonl-preview"
            className="max-h-96 overflow-auto whitespace-pre-wrap break-all rounded-md border border-border bg-background/60 p-3 font-mono text-xs leading-relaxed"
          >
            {text}
          </pre>
        ) : (
          <p className="text-sm text-muted" data-testid="jsonl-preview-empty">
            Add a message pair to see the file here.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
