/**
 * What the writer wants: the sentence a reader of a letter, a complaint or a forum post most needs in the summary.
 *
 * - In a letter or e-mail, an explicit request ("I wanted to ask whether I could take leave…", "I am asking you to
 *   send an engineer…", "Could you send…", "I would appreciate it if you could refund…"), not the courtesies that
 *   look like one ("Could you let me know if that works?").
 * - In a post, the writer's question to the readers ("Can they charge us for repainting…, and should we raise a
 *   dispute?", "Any advice?"), which is the post's point although questions usually say less than statements.
 */
const LETTER_ASK = new RegExp(
  [
    // "I wanted to ask whether…", "I'm writing to request…", "I was wondering if…"
    String.raw`\bi(?:'m| am| was)?\s+(?:(?:just\s+)?(?:wanted|want|would like|'d like|am writing|'m writing|writing)\s+to\s+(?:ask|request|see if|check (?:if|whether)|apply for|cancel|return|claim)|wondering (?:if|whether))\b`,
    // "If you can send a revised version by Thursday, we can sign on Friday": the condition is the ask.
    String.raw`^if you (?:can|could)(?: please)?\s+\p{L}+[^,]*,\s*(?:we|i)(?:'ll| will| can| could)\b`,
    // "There are two things we need changed before we can sign", "we'd like one month".
    String.raw`\bwe need\b[^.]{0,40}\b(?:changed|fixed|corrected|updated|amended|removed|added)\b`,
    String.raw`\bwe(?:'d| would) like (?:a|an|one|two|the|you to)\b`,
    // "I would like either a replacement sofa or a full refund of £899": a customer's remedy.
    String.raw`^i(?:'d| would) (?:like|prefer|expect) (?:either )?(?:a|an|my|the|you to)\b`,
    // "I am asking you to…", "I request…", "I need you to…"
    String.raw`\bi(?:'m| am)?\s+(?:asking|requesting|request|ask)\s+(?:you|that|for|to)\b`,
    String.raw`\bi need you to\b`,
    // "i also need the slide with the Q3 numbers updated", "I still need your signed form by Friday".
    String.raw`^i (?:also |still |really |just )?need (?:the|a|an|your|this|that|these|those|it|them)\b`,
    // "I am proposing that we launch on 17 November": a proposal is what the letter asks the reader to agree to.
    String.raw`\bi(?:'m| am)?\s+(?:propose|proposing)\b`,
    // "I would (greatly) appreciate it if you could…", "I'd be grateful if…"
    String.raw`\bi(?:'d| would)\s+(?:\w+ly\s+)?(?:appreciate (?:it )?if|be (?:very |most )?grateful (?:if|for)|like (?:a|an|my|the|you to)\b)`,
    // "Could you (please) send…", "Would it be possible to…", "Could I take…", "May I…"
    // ("Otherwise, could you please arrange payment by 15 March?"; "Can you let me know by Wednesday which flight?"
    // asks for a decision, unlike "Can you let me know if that works?")
    // ("We'd like to go ahead, but could you start on 10 June rather than 3 June?": the ask after a clause.)
    String.raw`(?:^|,\s+(?:but|so|and)\s+)(?:(?:so|and|otherwise|then|if not|failing that|in that case|in the meantime|meanwhile),?\s+)?(?:could|can|would|will) (?:you|u|everyone|everybody|you all|you both)(?: please| pls)?\s+(?!let me know(?! by (?:the )?[\p{L}\p{N}]+ (?:which|whether|what|if you(?:'d| would)? (?:prefer|want)))|get back)\p{L}+`,
    String.raw`^(?:so,?\s+)?(?:would it be possible|is it possible|could i|can i|may i)\b`,
    // "Is that included in the £4,800, or is it extra?": a question about the reader's offer asks for an answer.
    String.raw`^(?:is|are|does|do|will|would|has|have) (?:that|this|it|there)\b[^?]{0,80}\?$`,
    // "Can we move the contract start to 15 December?", "Please vote for one in the poll by Wednesday noon", not the
    // courtesies "Please let me know", "Please find attached".
    String.raw`^(?:so,?\s+)?(?:can|could|shall) we\s+\p{L}+.*\?$`,
    String.raw`(?:^|[,;:]\s+)please\s+(?!let (?:me|us) know|find|see|note|don't|do not|feel|get in touch|contact|reach out|reply|respond|accept|excuse|forgive)\p{L}+`,
    // The same in the other languages the summarizer reads: "Propongo que organicemos…", "Pourriez-vous…",
    // "Ich bitte Sie…", "Vi chiedo di…", "Peço que…".
    String.raw`^(?:os |les |te |le )?(?:propongo|pido|ruego|solicito)\b|\b(?:quisiera|me gustaría) (?:pedir|solicitar|proponer)\b|^¿?(?:podrías|podría|podrían|podéis|puedes) `,
    String.raw`\bje (?:propose|vous demande|te demande|vous prie)\b|^(?:pourriez-vous|pouvez-vous|merci de)\s`,
    String.raw`\bich (?:bitte|schlage vor|möchte sie bitten)\b|^(?:könnten sie|können sie)\s`,
    String.raw`\b(?:vi chiedo|le chiedo|ti chiedo)\b|^(?:potreste|potrebbe)\s`,
    String.raw`\b(?:peço|proponho|solicito)\b|^(?:poderia|poderiam)\s`,
  ].join("|"),
  "iu",
);

/** A question to the readers of a post asking what to do or what is allowed. */
const ADVICE_QUESTION =
  /\b(?:should (?:i|we)|can (?:they|he|she|i|we|my|our|the)|is (?:it|this|that) (?:allowed|legal|normal|worth|reasonable|fair|ok|okay)|are (?:they|we) allowed|do (?:i|we) have to|what (?:should|would|can|do) (?:i|we|you)|how (?:do|can|should) (?:i|we)|any (?:advice|ideas|suggestions|tips|thoughts)|anyone (?:know|had|been)|has anyone)\b/i;

/** An explicit request of a letter or e-mail (English, Spanish, French, German, Italian, Portuguese). */
export function isLetterAsk(text: string): boolean {
  if (LETTER_ASK.test(withoutLeadIn(text))) return true;
  // ("I know this changes the quote - can you send me the new price?": the question after a dash is the ask.)
  const after = /\s[-–—]\s+(\p{Ll}[^-–—]*\?)$/u.exec(text);
  return after !== null && LETTER_ASK.test(after[1]!);
}

/**
 * A lead-in that links a sentence to the one before it or marks it as an aside ("Also, can you...", "One more thing:
 * please book...", "Quick one - ", "Oh and", "PS", "As many of you know,"): no part of what the sentence says or asks.
 */
const LEAD_IN =
  /^(?:(?:and|also|plus|oh,? and|and also|one (?:more|last|other) thing|one last thing|last thing|otherwise|the (?:big|bigger|biggest|main|real|other|important) news(?: is)?|quick one|quick question|by the way|btw|p\.?s\.?|as (?:many|some|most|all|a few) of you (?:know|may know|will know|(?:may )?have heard|will have seen|are aware)|as you (?:know|may know|(?:may )?have heard|are aware))(?:\s*[,:;.!—–-]+\s*|\s+))+(?=\p{L})/iu;

export function withoutLeadIn(text: string): string {
  const rest = text.replace(LEAD_IN, "");
  return rest === text ? text : rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** A post's question asking readers for advice ("Can they actually charge us…?", "Any advice?"). */
export function isAdviceQuestion(text: string): boolean {
  // (Six words or more: "What would you do?" says nothing a summary can use.)
  return /\?\s*$/.test(text) && ADVICE_QUESTION.test(text) && text.split(/\s+/).length >= 6;
}
