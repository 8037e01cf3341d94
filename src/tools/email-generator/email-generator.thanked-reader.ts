/**
 * "resign from my position ..., thank Gail for the opportunity" to a manager: a note that names no reader and thanks
 * one person by name is written to that person ("Dear Gail, ... thank you for the opportunity"), never to
 * "[Manager's Name]" thanking "you for Gail".
 */
import type { Reading } from "./email-generator.reading";
import { pronounAfter } from "./email-generator.reading";
import { isOrg, pronounOf } from "./email-generator.recipient";

/** A person's name at the head of a thank ask: "Gail for the opportunity", "Mr Hughes for his patience". */
const THANKED =
  /^((?:(?:Dr|Mr|Mrs|Ms|Mx|Prof)\.?\s+)?\p{Lu}\p{Ll}[\p{Ll}'’-]*(?:\s+\p{Lu}\p{Ll}[\p{Ll}'’-]*)?)\s+for\s+(\S.*)$/u;

const NOT_PEOPLE =
  /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|I|Everyone|All|Team|Please|Thanks|God|HR|IT)$/;

/** The one person the note thanks by name, made the reader, when no one else is. */
export function thankedReader(st: Reading): void {
  const r = st.recipient;
  if (r.name || r.org || r.group || r.institution || st.audience === "team") return;
  const thanks = st.items.filter((i) => "ask" in i && i.ask.kind === "thank");
  if (thanks.length !== 1) return;
  const ask = (thanks[0] as { ask: { text: string } }).ask;
  const m = THANKED.exec(ask.text.trim());
  if (!m || NOT_PEOPLE.test(m[1]!.split(/\s+/)[0]!) || isOrg(m[1]!)) return;
  // Two people named ("thank Gail and Omar ..."), or another name elsewhere in the note: the reader stays unsure.
  const names = new Set((st.text.match(/(?<=[\p{Ll},;]\s+)\p{Lu}\p{Ll}+/gu) ?? []).filter((w) => !NOT_PEOPLE.test(w)));
  if ([...names].some((w) => !m[1]!.includes(w))) return;
  r.name = m[1]!;
  r.pronoun ??= pronounOf(m[1]!) ?? pronounAfter(st.text, m[1]!);
  ask.text = m[2]!;
}
