import type { HTMLAttributes } from "react";
import { cn } from "@/client/lib/cn";
import { charactersOf } from "@/client/lib/text-count";

interface CharacterCountProps extends HTMLAttributes<HTMLSpanElement> {
  text: string;
  max: number;
  /** Amber above this many characters (the spec gives text to speech one); red above `max` in any case. */
  warnAt?: number;
}

/** A field's live "734 / 1,000 characters" hint, coloured as it nears and passes the limit. */
export function CharacterCount({ text, max, warnAt, className, ...rest }: CharacterCountProps) {
  const state =
    text.length > max ? "text-danger" : warnAt !== undefined && text.length > warnAt ? "text-warning" : "text-muted";
  return (
    <span className={cn(className, state)} {...rest}>
      {charactersOf(text, max)}
    </span>
  );
}
