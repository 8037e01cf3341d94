/**
 * Story genres a Story Ideas topic names ("cozy mystery in a small Welsh village bakery", "mystery stories set on a
 * night train"): the genre goes into the ideas ("5 cozy mystery story ideas") and is kept in every idea.
 */

/** "mystery stories set in ...", "horror story ideas about ...": a genre, then what the stories are about. */
export const GENRE_STORIES =
  /^((?:[\p{L}-]+\s+){0,1}[\p{L}-]+)\s+(?:stories|story ideas|ideas|plots|tales)\s+((?:set|about|where|in|on|that|with|featuring|involving|for)\b.+)$/iu;

/** Story genres ("a cozy mystery", "space opera"), with a qualifier when there is one. */
export const GENRE =
  /\b(?:(?:cozy|cosy|psychological|romantic|historical|dark|urban|epic|high|space|legal|medical|spy|supernatural|paranormal|political|slow-burn|sci-fi|fantasy|teen|gothic)\s+)?(?:myster(?:y|ies)|thrillers?|romances?|rom-?coms?|horror|fantasy|sci-?fi|science fiction|westerns?|noir|ghost stor(?:y|ies)|heists?|dystopian|comed(?:y|ies)|crime|adventures?|cyberpunk|fairy tales?|whodunits?|space opera)\b/i;

/** "cozy mystery in a small Welsh village bakery": a genre, then where it is set. */
export function genreAndSetting(text: string): RegExpExecArray | null {
  const m = /^(?:an?\s+)?(.+?)\s+((?:set\s+)?(?:in|on|at|aboard)\s+.+)$/i.exec(text);
  if (!m || !new RegExp(`^${GENRE.source}$`, "i").test(m[1]!)) return null;
  m[2] = /^set\s/i.test(m[2]!) ? m[2]! : `set ${m[2]}`;
  return m;
}
