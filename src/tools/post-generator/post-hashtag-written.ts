/**
 * Hashtags that are no topic of the post: words joined across a slash or a comma ("UK/EU" gives no #UKEU), a way to
 * the place rather than the place ("parking at the church car park" gives no #ChurchCarPark), and a noun with the
 * participle that begins its own phrase ("team building tools for schools" gives no #TeamBuilding).
 * A tag the user wrote is always kept.
 */
import { escapeRegExp } from "../../shared/text/regexp";

/** Facilities for getting to or round a place: where to park is no subject of a post. */
const WAY_IN = /(?:CarPark|Parking|ParkingLot|Toilets?|Entrance|Exit|Cloakroom)$/;

/** The tag's letters with only a space, a hyphen, a quote, a dot or "&" between them (a plural's "s" after). */
const written = (tag: string) =>
  new RegExp(
    String.raw`(?<![\p{L}\p{N}])${[...tag.slice(1)].map(escapeRegExp).join(String.raw`[\s'’‘".“”&-]*`)}(?:e?s)?(?![\p{L}\p{N}])`,
    "iu",
  );

/** "team building tools for schools": the tag ends on an -ing word whose object follows it. */
function endsOnParticiple(tag: string, spelled: RegExp, text: string): boolean {
  const last = /\p{Lu}\p{Ll}+ing$/u.exec(tag.slice(1))?.[0];
  if (!last || last.length === tag.length - 1) return false;
  const m = spelled.exec(text);
  if (!m) return false;
  return /^\s+(?:[\p{Ll}-]+\s+){0,2}?\p{Ll}+s\s+(?:for|to|that|which|with|in|on)\b/u.test(
    text.slice(m.index + m[0].length),
  );
}

/** "parking at the church car park": the facility named only as where to go ("the car park will be closed" is news). */
function onlyAWayIn(tag: string, spelled: RegExp, text: string): boolean {
  if (!WAY_IN.test(tag)) return false;
  const re = new RegExp(spelled.source, "giu");
  const seen = [...text.matchAll(re)];
  return (
    seen.length > 0 &&
    seen.every((m) =>
      /\b(?:at|in|on|behind|opposite|near|via|through|from|use)\s+(?:the\s+|our\s+)?(?:[\p{L}'’-]+\s+)?$/iu.test(
        text.slice(0, m.index),
      ),
    )
  );
}

export function writtenTopics(tags: string[], prompt: string, userTags: readonly string[] = []): string[] {
  const own = new Set(userTags.map((t) => t.replace(/^#/, "").toLowerCase()));
  return tags.filter((tag) => {
    if (own.has(tag.slice(1).toLowerCase())) return true;
    const spelled = written(tag);
    return spelled.test(prompt) && !onlyAWayIn(tag, spelled, prompt) && !endsOnParticiple(tag, spelled, prompt);
  });
}
