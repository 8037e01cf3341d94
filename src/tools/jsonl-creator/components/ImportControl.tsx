import { useRef, useState } from "react";
import { Upload, X } from "lucide-react";
import { Button } from "@/client/components/ui/button";
import { importJsonl, type ImportResult } from "../jsonl-import";
import { IssueList } from "./IssueList";

/** Largest file read back into the editor. */
const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

interface ImportReport {
  fileName: string;
  imported: number;
  result: ImportResult | null;
  error?: string;
}

/**
 * 'Import .jsonl': reads a file in the browser, appends its pairs, and reports problems line by line.
 * Its button and report take part in the parent's flex row (the report takes a full line).
 */
export function ImportControl({ onImport }: { onImport: (result: ImportResult) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [report, setReport] = useState<ImportReport | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      setReport({
        fileName: file.name,
        imported: 0,
        result: null,
        error: "The file is larger than 20 MB and was not read.",
      });
      return;
    }
    const result = importJsonl(await file.text());
    onImport(result);
    setReport({ fileName: file.name, imported: result.pairs.length, result });
  };

  return (
    <div className="contents">
      <input
        ref={inputRef}
        type="file"
        accept=".jsonl,.json,.ndjson,.txt,application/jsonl,application/x-ndjson,application/json,text/plain"
        className="hidden"
        data-testid="jsonl-import-input"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      <Button variant="outline" onClick={() => inputRef.current?.click()}>
        <Upload aria-hidden /> Import .jsonl
      </Button>
      <div role="status" className="basis-full empty:hidden">
        {report && (
          <div className="grid gap-2 rounded-lg border border-border bg-surface-2/60 p-3" data-testid="import-report">
            <div className="flex items-start justify-between gap-2">
              <p className="text-sm font-medium">
                {report.error
                  ? `${report.fileName}: ${report.error}`
                  : `Imported ${report.imported} ${report.imported === 1 ? "pair" : "pairs"} from ${report.result!.examples} ${report.result!.examples === 1 ? "line" : "lines"} of ${report.fileName}.`}
              </p>
              <Button variant="ghost" size="icon" aria-label="Close import report" onClick={() => setReport(null)}>
                <X aria-hidden />
              </Button>
            </div>
            {report.result && (
              <IssueList issues={report.result.issues} label={`Problems found in ${report.fileName}`} />
            )}
          </div>
        )}
      </div>
    </div>
  );
}
