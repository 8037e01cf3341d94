/**
 * A counted detail of the problem just reported, written as a headline ("arrived damaged - two mugs broken"): it is
 * said with the report ("your order arrived damaged, with two mugs broken"), never as a bare "The two mugs are
 * broken." that reads as news of its own.
 */
import { stripEnd, upperFirst } from "./email-generator.text";
import type { Item } from "./email-generator.model";

const COUNT =
  /^(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|a couple of|a few|several|some|half (?:of )?the|all|both|\d+)\s+\p{L}/iu;

/** Whether a fact reports a problem that a counted detail can belong to ("your order arrived damaged"). */
const PROBLEM =
  /\b(?:damaged|broken|smashed|cracked|faulty|defective|missing|wrong|late|delayed|leaking|soaked|wet|dented|torn|stained|incomplete|short)\b/i;

/**
 * "two mugs" + "broken": the detail added to the problem fact before it when there is one (true), or the sentence
 * said without a "The" that presumes the reader knows which ("Two mugs are broken"); null when `np` is not counted.
 */
export function countedDetail(
  np: string,
  state: string,
  prev: Item | undefined,
): { joined: true } | { text: string } | null {
  if (!COUNT.test(np)) return null;
  if (prev && "fact" in prev && PROBLEM.test(prev.fact.text) && !/[()]|, with\b/.test(prev.fact.text)) {
    prev.fact.text = `${stripEnd(prev.fact.text)}, with ${np} ${state}`;
    return { joined: true };
  }
  const plural = !/^(?:one|1)\s/i.test(np);
  return { text: `${upperFirst(np)} ${plural ? "are" : "is"} ${state}` };
}
