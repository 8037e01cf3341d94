import type { KeyboardEvent, RefObject } from "react";
import { Plus } from "lucide-react";
import { TextareaField } from "@/client/components/LabelledField";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";

interface PairComposerProps {
  systemMessage: string;
  userInput: string;
  assistantInput: string;
  onChange: (patch: { systemMessage?: string; userInput?: string; assistantInput?: string }) => void;
  onSave: () => void;
  userRef: RefObject<HTMLTextAreaElement | null>;
  assistantRef: RefObject<HTMLTextAreaElement | null>;
}

type Message = "systemMessage" | "userInput" | "assistantInput";

interface MessageFieldProps extends PairComposerProps {
  name: Message;
  label: string;
  hint: string;
  placeholder: string;
  /** What Enter (without Shift, and not while an input method is composing) does instead of typing a newline. */
  onEnter?: () => void;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
}

/** One message of the pair being written: a labelled textarea that writes back its own part of the state. */
function MessageField({ name, label, hint, placeholder, onEnter, textareaRef, ...state }: MessageFieldProps) {
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!onEnter || e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    onEnter();
  };
  return (
    <TextareaField
      ref={textareaRef}
      label={label}
      hint={hint}
      rows={5}
      value={state[name]}
      placeholder={placeholder}
      aria-keyshortcuts={onEnter ? "Enter" : undefined}
      onChange={(e) => state.onChange({ [name]: e.currentTarget.value })}
      onKeyDown={onKeyDown}
    />
  );
}

/** System message, then the user and assistant messages of the next pair. */
export function PairComposer(props: PairComposerProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Messages</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <MessageField
          {...props}
          name="systemMessage"
          label="System message (optional)"
          hint="Sets the assistant's behaviour; written first in every example."
          placeholder="You are a helpful assistant."
        />
        <MessageField
          {...props}
          name="userInput"
          label="User message"
          hint="Enter moves to the assistant message; Shift+Enter adds a new line."
          placeholder="What the user says…"
          textareaRef={props.userRef}
          onEnter={() => props.assistantRef.current?.focus()}
        />
        <MessageField
          {...props}
          name="assistantInput"
          label="Assistant message"
          hint="Enter saves the pair; Shift+Enter adds a new line. Optional: an empty reply is left out of the file."
          placeholder="The ideal reply…"
          textareaRef={props.assistantRef}
          onEnter={props.onSave}
        />
        <div>
          <Button onClick={props.onSave}>
            <Plus aria-hidden /> Add Message Pair
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
