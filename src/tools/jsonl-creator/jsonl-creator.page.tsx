import { useDeferredValue, useMemo, useRef } from "react";
import { flushSync } from "react-dom";
import { Download, Eraser } from "lucide-react";
import { toast } from "@/client/lib/use-toast";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { RadioGroup } from "@/client/components/ui/radio-group";
import { EXPORT_MODES, JSONL_FILE_NAME, jsonlMessages as m, type ExportMode } from "./contract";
import { draftToJsonl } from "./jsonl-creator.engine";
import { validateJsonl } from "./jsonl-validator";
import type { ImportResult } from "./jsonl-import";
import { useJsonlDraft } from "./use-jsonl-draft.client";
import { downloadTextFile } from "./download.client";
import { PairComposer } from "./components/PairComposer";
import { SavedPairs } from "./components/SavedPairs";
import { JsonlPreview } from "./components/JsonlPreview";
import { ValidationPanel } from "./components/ValidationPanel";
import { ImportControl } from "./components/ImportControl";

const perPairTip = "Tip: with 'One example per pair' each pair becomes its own example (one line each).";

export default function JsonlCreatorPage() {
  const { draft, update, stored } = useJsonlDraft();
  const { systemMessage, pairs, mode, userInput, assistantInput } = draft;
  const userRef = useRef<HTMLTextAreaElement>(null);
  const assistantRef = useRef<HTMLTextAreaElement>(null);
  const removeRefs = useRef(new Map<number, HTMLButtonElement>());

  // The preview is exactly the file: recomputed when the pairs, the system message or the export option change.
  const jsonl = useMemo(() => draftToJsonl(systemMessage, pairs, mode), [systemMessage, pairs, mode]);
  const deferredJsonl = useDeferredValue(jsonl);
  const report = useMemo(() => validateJsonl(deferredJsonl), [deferredJsonl]);

  const savePair = () => {
    if (userInput.trim() === "") {
      toast({ ...m.emptyUser, variant: "destructive" });
      userRef.current?.focus();
      return;
    }
    update((d) => ({
      pairs: [...d.pairs, { id: d.nextId, userContent: d.userInput.trim(), assistantContent: d.assistantInput.trim() }],
      nextId: d.nextId + 1,
      userInput: "",
      assistantInput: "",
    }));
    userRef.current?.focus();
    toast(m.saved);
  };

  const removePair = (id: number) => {
    const index = pairs.findIndex((p) => p.id === id);
    const neighbour = pairs[index + 1] ?? pairs[index - 1];
    flushSync(() => update((d) => ({ pairs: d.pairs.filter((p) => p.id !== id) })));
    (neighbour ? removeRefs.current.get(neighbour.id) : userRef.current)?.focus();
    toast(m.removed);
  };

  const clearAll = () => {
    update({ pairs: [], systemMessage: "", userInput: "", assistantInput: "" });
    toast(m.cleared);
  };

  const download = () => {
    if (pairs.length === 0) {
      toast({ ...m.nothingToSave, variant: "destructive" });
      return;
    }
    downloadTextFile(jsonl, JSONL_FILE_NAME);
    toast(m.downloaded);
  };

  const onImport = (result: ImportResult) => {
    update((d) => ({
      systemMessage: d.systemMessage.trim() ? d.systemMessage : (result.systemMessage ?? d.systemMessage),
      pairs: [...d.pairs, ...result.pairs.map((p, i) => ({ ...p, id: d.nextId + i }))],
      nextId: d.nextId + result.pairs.length,
      mode: d.pairs.length === 0 && result.pairs.length > 0 ? result.mode : d.mode,
    }));
  };

  return (
    <>
      <div className="grid min-w-0 gap-6">
        <PairComposer
          systemMessage={systemMessage}
          userInput={userInput}
          assistantInput={assistantInput}
          onChange={update}
          onSave={savePair}
          userRef={userRef}
          assistantRef={assistantRef}
        />
        <SavedPairs pairs={pairs} onRemove={removePair} removeRefs={removeRefs} />
        <Card>
          <CardHeader>
            <CardTitle>File</CardTitle>
            <p className="text-sm text-muted">
              Everything stays in this browser: nothing is uploaded.{" "}
              {stored
                ? "Your draft is kept here across reloads."
                : "This browser would not store the draft: download it before leaving."}
            </p>
          </CardHeader>
          <CardContent className="grid gap-4">
            <RadioGroup
              legend="Export format"
              options={EXPORT_MODES}
              value={mode}
              onValueChange={(v) => update({ mode: v as ExportMode })}
            />
            <div className="flex flex-wrap gap-2">
              <Button onClick={download}>
                <Download aria-hidden /> Download JSONL File
              </Button>
              <Button variant="outline" onClick={clearAll}>
                <Eraser aria-hidden /> Clear All
              </Button>
              <ImportControl onImport={onImport} />
            </div>
          </CardContent>
        </Card>
      </div>
      <div className="grid min-w-0 gap-6 lg:sticky lg:top-[4.5rem]">
        <ValidationPanel report={report} tip={mode === "single" && pairs.length > 1 ? perPairTip : undefined} />
        <JsonlPreview text={jsonl} />
      </div>
    </>
  );
}
