/**
 * A length target ("under 280 characters", "200-350 words", "about 300 words", "2,000 words or more", or a length
 * typed in the topic) put into a sentence that reads well whatever its shape: "Keep it under 280 characters.",
 * "Keep it between 200 and 350 words.", never "Stay within under 280 characters."
 */
export function limitSentence(target: string, what = "it"): string {
  const t = target.trim();
  let m: RegExpExecArray | null;
  // A verse form's shape: "Write it as 3 lines of 5, 7 and 5 syllables.", "Write it as two verses, a chorus and a bridge."
  if (
    /\b(?:lines?|verses?|chorus|stanzas?|tercets?|letter)\b/i.test(t) &&
    !/^(?:under|less|fewer|at most|no more|up to|max|about|around|approximately|roughly|at least|over|exactly)\b/i.test(
      t,
    )
  ) {
    return `Write ${what} as ${t}.`;
  }
  if ((m = /^(?:under|less than|fewer than)\s+(.+)$/i.exec(t))) return `Keep ${what} under ${m[1]}.`;
  if ((m = /^(?:at most|no more than|up to|max(?:imum)?)\s+(.+)$/i.exec(t))) return `Keep ${what} to at most ${m[1]}.`;
  if ((m = /^(?:about|around|approximately|roughly)\s+(.+)$/i.exec(t))) return `Aim for about ${m[1]}.`;
  if ((m = /^(?:at least|over)\s+(.+)$/i.exec(t)) || (m = /^(.+?)\s+or more$/i.exec(t)))
    return `Write at least ${m[1]}.`;
  if ((m = /^exactly\s+(.+)$/i.exec(t))) return `Write exactly ${m[1]}.`;
  if ((m = /^(\d[\d,]*)\s*[-–]\s*(\d[\d,]*)\s+(\p{L}+)$/u.exec(t)))
    return `Keep ${what} between ${m[1]} and ${m[2]} ${m[3]}.`;
  if ((m = /^a (\d+\s*[-–]\s*\d+)[- ]part (.+)$/i.exec(t))) return `Make it a ${m[2]} of ${m[1]} parts.`;
  if ((m = /^a headline and (.+)$/i.exec(t))) return `Keep the text under the headline to ${m[1]}.`;
  if (/^\d/.test(t)) return `Aim for ${t}.`;
  return `Write ${t}.`;
}

/** The target as a phrase after "in" or a comma: "in 200-350 words", "in under 280 characters". */
export function limitPhrase(target: string): string {
  return /^(?:a |an )/i.test(target) ? `as ${target}` : `in ${target}`;
}
