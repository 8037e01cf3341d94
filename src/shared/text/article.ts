/** "a" or "an" before a word, by sound: "an RN", "an MBA", "a UX designer", "an hour", "a eulogy". */
export function article(word: string): "a" | "an" {
  const w = word.replace(/^[^\p{L}\p{N}]+/u, "");
  // A word in capitals with vowels is said as a word: "a README", "a NASA grant", "an IKEA shelf".
  const caps = /^[A-Z]{4,}\b/.exec(w)?.[0];
  if (caps && (caps.match(/[AEIOU]/g) ?? []).length >= 2) return /^(?:[AIO]|E(?!U))/.test(caps) ? "an" : "a";
  if (/^(?:[AEFHILMNORSX](?:[A-Z]|$|[\s./&+-])|8|11|18)/.test(w)) return "an";
  if (/^(?:u[bcfhjkqrstn][aeiou]|uni|use|usu|eu|one|once|ur[aeiou])/i.test(w) || /^[A-Z]{2,}/.test(w)) return "a";
  if (/^(?:hour|honest|honou?r|heir)/i.test(w)) return "an";
  return /^[aeiou]/i.test(w) ? "an" : "a";
}
