import type { KeyboardEvent, RefObject } from "react";
import { Plus } from "lucide-react";
import { FormField } from "@/client/components/FormField";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Textarea } from "@/client/components/ui/fields";

interface PairComposerProps {
  systemMessage: string;
  userInput: string;
  assistantInput: string;
  onChange: (patch: { systemMessage?: string; userInput?: string; assistantInput?: string }) => void;
  onSave: () => void;
  userRef: RefObject<HTMLTextAreaElement | null>;
  assistantRef: RefObject<HTMLTextAreaElement | null>;
}

/** Enter (without Shift, and not while an input method is composing) runs `action` instead of typing a newline. */
function onPlainEnter(action: () => void) {
  return (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    action();
  };
}

/** System message, then the user and assistant messages of the next pair. */
export function PairComposer({
  systemMessage,
  userInput,
  assistantInput,
  onChange,
  onSave,
  userRef,
  assistantRef,
}: PairComposerProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Messages</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FormField
          label="System message (optional)"
          hint="Sets the assistant's behaviour; written first in every example."
        >
          <Textarea
            rows={3}
            value={systemMessage}
            placeholder="You are a helpful assistant."
            onChange={(e) => onChange({ systemMessage: e.target.value })}
          />
        </FormField>
        <FormField label="User message" hint="Enter moves to the assistant message; Shift+Enter adds a new line.">
          <Textarea
            ref={userRef}
            rows={3}
            value={userInput}
            placeholder="What the user says…"
            aria-keyshortcuts="Enter"
            onChange={(e) => onChange({ userInput: e.target.value })}
            onKeyDown={onPlainEnter(() => assistantRef.current?.focus())}
          />
        </FormField>
        <FormField
          label="Assistant message"
          hint="Enter saves the pair; Shift+Enter adds a new line. Optional: an empty reply is left out of the file."
        >
          <Textarea
            ref={assistantRef}
            rows={3}
            value={assistantInput}
            placeholder="The ideal reply…"
            aria-keyshortcuts="Enter"
            onChange={(e) => onChange({ assistantInput: e.target.value })}
            onKeyDown={onPlainEnter(onSave)}
          />
        </FormField>
        <div>
          <Button onClick={onSave}>
            <Plus aria-hidden /> Add Message Pair
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
