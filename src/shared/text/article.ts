/** "a" or "an" before a word, by sound: "an RN", "an MBA", "a UX designer", "an hour", "a eulogy". */
export function article(word: string): "a" | "an" {
  const w = word.replace(/^[^\p{L}\p{N}]+/u, "");
  if (/^(?:[AEFHILMNORSX](?:[A-Z]|$|[\s./&+-])|8|11|18)/.test(w)) return "an";
  if (/^(?:u[bcfhjkqrstn][aeiou]|uni|use|usu|eu|one|once|ur[aeiou])/i.test(w) || /^[A-Z]{2,}/.test(w)) return "a";
  if (/^(?:hour|honest|honou?r|heir)/i.test(w)) return "an";
  return /^[aeiou]/i.test(w) ? "an" : "a";
}
