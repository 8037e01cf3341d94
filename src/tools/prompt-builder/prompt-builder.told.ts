/**
 * What a message tells or asks its readers, as whole points: the clause after "telling them ...", "asking why ..."
 * wherever it sits in the topic ("email to parents telling them the trip is cancelled"), split where the clause joins
 * two points ("we are moving in March and what changes for parking") or gives its reason ("... because of the rail
 * strike"); a comma after it opens the writer's aside ("..., people keep forgetting"), which is background, not news.
 */

/** From the verb of telling or asking on: "email to parents telling them ..." -> "telling them ...". */
const TELL_VERB = /\b(?:tell|remind|inform|let|notify|warn|ask|say)(?:s|ing)?\s.*$/i;

/** "asking why the last two deliveries were late", "ask the landlord whether ...": the question asked (group 2). */
const ASKED =
  /^(?:to\s+)?(ask)(?:s|ing)?\s+(?:(?:the|our|my|your|them|him|her|us|a|an)\s+)?(?:[\p{L}-]+\s+){0,2}?((?:why|whether|if|when|where|how|what|who)\s+\S+(?:\s+\S+){2,})$/iu;

/** "saying sports day on 3 July is postponed": what is said (group 2), a clause with its own finite verb. */
const SAID =
  /^(?:to\s+)?(say)(?:s|ing)?\s+(?:that\s+)?((?:the|our|my|this|\p{L}+)\s[^,;]*?\b(?:is|are|was|were|will|has|have|had|can|must)\b.*)$/iu;

/** The text a told or asked clause is read from: the whole subject, or its part from the verb of telling on. */
export function toldFrom(subject: string, ...patterns: RegExp[]): RegExpExecArray | null {
  const tail = TELL_VERB.exec(subject)?.[0];
  for (const text of tail && tail !== subject ? [subject, tail] : [subject])
    for (const re of [...patterns, ASKED, SAID]) {
      const m = re.exec(text);
      if (m) return m;
    }
  return null;
}

/** A clause of its own: a subject and a finite verb ("people keep forgetting", "the bus was late"). */
const ASIDE =
  /^(?:(?:and|but|as|so)\s+)?(?:(?:people|they|we|it|i|some|most|half|staff|the\s+\p{Ll}+)\s+(?:keep|kept|always|never|often|still|do|don['’]t|did|didn['’]t|is|are|was|were|have|has|had|forget|forgot|ignore|miss|need|want|seem|tend)|(?:everyone|everybody|nobody|no one|someone|somebody)\s+(?:\p{Ll}+s|can|will|should|must|always|never|still)|nobody\s+\p{Ll}+)\b/iu;

/** "timesheets are due Friday by noon, people keep forgetting" -> the writer's aside "people keep forgetting". */
export function asideOf(clause: string): string | null {
  const parts = clause.split(/,\s+/);
  const rest = parts.slice(1).join(", ").trim();
  return parts.length > 1 && ASIDE.test(rest) ? rest : null;
}

/** The told clause as points: split where it joins a second point or gives its reason. */
export function toldPoints(clause: string): string[] {
  const first = clause.split(/,\s+/)[0]!.trim();
  const reason = /\s+(?:because(?:\s+of)?|due\s+to|owing\s+to)\s+(.+)$/i.exec(first);
  const main = reason ? first.slice(0, reason.index) : first;
  return [
    ...main
      // ("our office moves to Manchester on 3 June and the phone number stays the same": two clauses, two points.)
      .split(
        /\s+and\s+(?=(?:what|how|why|when|where|who|whether|which)\s|(?:the|our|my|your|their|its|this|these|we|they|it)\s+(?:[\p{L}-]+\s+){0,3}?(?:is|are|was|were|will|should|need|needs|stays?|remains?|has|have|can|must|won['’]t|isn['’]t|aren['’]t)\b)/iu,
      )
      .map((p) => p.trim())
      .filter(Boolean),
    // ("because of the warehouse fire and what we are doing about it": the reason, then a point of its own.)
    ...(reason
      ? reason[1]!
          .trim()
          .split(/\s+and\s+(?=(?:what|how|why|when|where|who|whether|which)\s)/i)
          .map((p, i) => (i === 0 ? `the reason: ${p}` : p))
      : []),
  ];
}
