/**
 * A question typed without its question mark ("who signed off on this", "has anyone else noticed this") ends with
 * one, so the post does not state what the user asked ("Who signed off on this.").
 */
const ASKS =
  /^(?:(?:who|what|why|how|where|when|which)\s+(?:is|are|was|were|do|does|did|can|could|would|should|will|has|have|had)\b|who\s+\p{Ll}+ed\b|(?:is|are|does|do|did|can|could|would|should|will|has|have)\s+(?:anyone|anybody|someone|somebody|any of you|you|it|this|there|everyone)\b)/iu;

export function questionMark(sentence: string): string {
  const t = sentence.trim();
  if (!ASKS.test(t) || /[?]$/.test(t) || t.split(/\s+/).length > 20) return sentence;
  return `${t.replace(/[.!]+$/, "")}?`;
}
