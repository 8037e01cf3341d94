import { splitAtStops } from "../../shared/text/abbreviations";
/**
 * A rambling personal sentence split into the short sentences a person posts: "I completed my first marathon in
 * Chicago yesterday, 4:12, raised $1,300 for the children's hospital, and I'm proud to share it." -> "I completed my
 * first marathon in Chicago yesterday in 4:12. I raised $1,300 for the children's hospital. I'm proud to share it."
 * Only the joins change (a comma or "and" before a new clause); every word of the prompt stays.
 */
const FEELING =
  /(?:grateful|proud|happy|thankful|excited|humbled|honou?red|blessed|thrilled|relieved|emotional|nervous|anxious|scared|terrified|overwhelmed|sad|bittersweet)/;
const PAST =
  /(?:raised|ran|finished|completed|won|got|passed|hit|made|earned|set|beat|cried|landed|signed|started|joined|moved|bought|crossed|walked|cycled|swam|climbed|hiked|graduated|received)/;

/** A sentence about someone else the poster knows ("My daughter Amy ...", "Our son ..."). */
const SOMEONE_ELSE =
  /^(?:my|our)\s+(?:(?:little|big|eldest|youngest|younger|older|amazing|brave)\s+)?(?:daughter|son|wife|husband|partner|mum|mom|mother|dad|father|brother|sister|friend|colleague|boss|grandma|gran|granny|grandad|grandpa|grandmother|grandfather|niece|nephew|cousin|aunt|uncle|kids?|children|boy|girl|team|class|pupils|students)\b/i;

export function splitRambling(text: string): string {
  // A closing emoji ("... I did it. 🏃") stays at the end, outside the sentences.
  const mark = /\s+\p{Extended_Pictographic}(?:\p{Extended_Pictographic}|\u200d|\ufe0f|\s)*$/u.exec(text)?.[0] ?? "";
  const body = text.slice(0, text.length - mark.length);
  if (body.split(/\s+/).length < 12 || /\n|•/.test(body)) return text;
  // "My daughter Amy did a sponsored silence and raised £120": the clause after "and" is hers, not "I raised".
  const mine = !SOMEONE_ELSE.test(body);
  const out = body
    // "yesterday, 4:12, raised": a bare finishing time belongs to the race before it.
    .replace(/,\s+(\d{1,2}:\d{2}(?::\d{2})?)(?=,|\.|!|\s+and\b|$)/g, " in $1")
    // ", so grateful to my team" -> ". I'm so grateful to my team"
    .replace(new RegExp(String.raw`,\s+((?:so|really|very|super|truly)\s+)?(${FEELING.source})\b`, "g"), ". I'm $1$2")
    // ", and I'm proud ..." / " and I am ..." -> ". I'm ..."
    .replace(/,?\s+and\s+I(?:'m|’m| am)\s+/g, ". I'm ")
    // ", raised $1,300 ..." (the subject left out) -> ". I raised ..."
    .replace(new RegExp(String.raw`(?:,\s+(?:and\s+)?|\s+and\s+)(${PAST.source})\b(?=\s+[\p{N}$€£])`, "gu"), (m, v) =>
      mine ? `. I ${v}` : m,
    )
    .replace(new RegExp(String.raw`,\s+(?:and\s+)?(${PAST.source})\b`, "g"), (m, v) => (mine ? `. I ${v}` : m))
    // "... today and I cried ..." -> "... today. I cried ..."
    .replace(
      new RegExp(String.raw`,?\s+and\s+I\s+(${PAST.source}|can't|cannot|couldn't|still|just|finally)\b`, "g"),
      ". I $1",
    )
    // ", honestly didn't think I'd get here" -> ". Honestly, I didn't think I'd get here": the subject left out.
    .replace(
      /,\s+(honestly|genuinely|seriously|truly)\s+(didn't|did not|never|can't|cannot|couldn't|wasn't|don't)\b/gi,
      (_m, adverb: string, verb: string) => `. ${adverb[0]!.toUpperCase()}${adverb.slice(1)}, I ${verb}`,
    )
    // ", now looking for a trainee accountant role" -> ". I'm now looking for ...": a job-seeker's next step.
    .replace(
      /,\s+(?:and\s+)?(now\s+|currently\s+)?(looking|searching|hoping|seeking)\s+(?=for\b|to\b|my\b|an?\b)/gi,
      ". I'm $1$2 ",
    )
    // "... in 2:05 and my knees hate me but I did it" -> "... in 2:05. My knees hate me, but I did it"
    .replace(/,?\s+and\s+my\s+(?=\S+\s+\S+)/g, ". My ")
    .replace(/(\p{L})\s+but\s+I\b/gu, "$1, but I");
  // A piece too short to stand alone keeps the prompt's own join.
  const pieces = splitAtStops(out.trim());
  if (pieces.length < 2 || pieces.some((p) => p.split(/\s+/).length < 3)) return text;
  return `${out}${mark}`;
}
