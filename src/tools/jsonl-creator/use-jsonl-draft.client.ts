import { useCallback, useEffect, useState } from "react";
import { DRAFT_KEY, INPUTS_KEY, loadDraft, saveDraftPart, type Draft } from "./draft-storage.client";

/** The editor's state, loaded from and written back to local storage on every change. */
export function useJsonlDraft() {
  const [draft, setDraft] = useState<Draft>(loadDraft);
  const [stored, setStored] = useState(true);
  const { systemMessage, pairs, nextId, mode, userInput, assistantInput } = draft;

  useEffect(() => {
    setStored(saveDraftPart(DRAFT_KEY, { systemMessage, pairs, nextId, mode }));
  }, [systemMessage, pairs, nextId, mode]);
  useEffect(() => {
    saveDraftPart(INPUTS_KEY, { userInput, assistantInput });
  }, [userInput, assistantInput]);

  const update = useCallback((patch: Partial<Draft> | ((d: Draft) => Partial<Draft>)) => {
    setDraft((d) => ({ ...d, ...(typeof patch === "function" ? patch(d) : patch) }));
  }, []);

  return { draft, update, stored };
}
