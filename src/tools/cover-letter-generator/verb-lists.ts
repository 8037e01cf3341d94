type VerbOf = (word: string) => { base: string; past: string; present: string } | undefined;

/**
 * "answer phones, schedule appointments, and insurance verification" -> "..., and handle insurance verification":
 * in a list of actions, an item that names only a task (a noun phrase) gets a verb of its own, in the tense of the
 * list, so the sentence stays grammatical. A list of objects under one verb ("process payroll, scheduling, and
 * customer complaints") is left alone: only a list whose later items include a second verb is a list of actions.
 */
export function parallelActions(clause: string, past: boolean, verbOf: VerbOf): string {
  const parts = clause.split(/,\s+(?:and\s+)?/u);
  if (parts.length < 3) return clause;
  const headVerb = (p: string) => {
    const w = p.split(" ")[0]!;
    const f = verbOf(w);
    return !!f && (w === f.base || w === f.past || w === f.present);
  };
  const later = parts.slice(1);
  if (!later.some(headVerb)) return clause;
  const isBare = (p: string) => /^\p{Ll}/u.test(p) && !headVerb(p) && !NOT_A_TASK.test(p);
  if (!later.some(isBare)) return clause;
  const verb = past ? "handled" : "handle";
  // Tasks named one after another ("store opening, and closing") share one verb: "handled store opening and closing".
  const items: string[] = [parts[0]!];
  for (let i = 1; i < parts.length; i++) {
    if (!isBare(parts[i]!)) {
      items.push(parts[i]!);
      continue;
    }
    const run = [parts[i]!];
    while (i + 1 < parts.length && isBare(parts[i + 1]!)) run.push(parts[++i]!);
    // ("cash handling" -> "handle cash", never "handle cash handling".)
    const handled = run.length === 1 ? /^(\p{Ll}+) handling$/u.exec(run[0]!) : null;
    if (handled) items.push(`${verb} ${handled[1]}`);
    else items.push(`${verb} ${run.length > 1 ? `${run.slice(0, -1).join(", ")} and ${run[run.length - 1]}` : run[0]}`);
  }
  return items.length > 2 ? `${items.slice(0, -1).join(", ")}, and ${items[items.length - 1]}` : items.join(" and ");
}

/** A list item that continues the one before it ("under budget", "including ..."), not a task of its own. */
const NOT_A_TASK =
  /^(?:and|or|with|for|to|from|in|on|at|by|under|over|ahead|within|across|per|including|resulting|while|which|who|where)\b/;
