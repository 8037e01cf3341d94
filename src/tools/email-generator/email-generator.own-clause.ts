/**
 * The writer's own clauses written without a subject or as notes: "last day will be 12 April" -> "My last day will be
 * 12 April", "haven't heard anything" -> "I haven't heard anything", "took over the accounts, grew revenue 18%" ->
 * "I took over the accounts" and "I grew revenue 18%".
 */
import { placeNeeds } from "./email-generator.venue-needs";
import nlp from "compromise";
import { writesAsWe, type Reading } from "./email-generator.reading";
import { upperFirst } from "./email-generator.text";

/** "2 years experience at Starbucks", "5+ years of SQL": what the writer has done, said as a sentence (or null). */
export function experienceNote(piece: string, we: boolean): string | null {
  const years = piece.match(
    /^(\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(years?|months?)(?:['’])?\s+(?:of\s+)?(?:(experience)\b\s*)?(.*)$/i,
  );
  if (
    !years ||
    !(
      years[3] ||
      /^(?:in|at|with|as)\b/i.test(years[4]!) ||
      /^of\s/i.test(piece.slice(years[1]!.length + years[2]!.length + 1))
    )
  )
    return null;
  const rest = years[4] ? ` ${years[3] ? years[4] : years[4].replace(/^(?!in\b|at\b|with\b|as\b)/i, "with ")}` : "";
  return `${we ? "We have" : "I have"} ${years[1]} ${years[2]} of experience${rest}`;
}

/**
 * Fragments about the writer that name no one: "last day will be 12 April" -> "My last day will be 12 April",
 * "moving closer to family" -> "I am moving closer to family", "30 days notice as per contract" -> "Please take this
 * as our 30 days' notice, as set out in the contract".
 */
export function ownFragment(piece: string, st: Reading): string {
  const we = writesAsWe(st);
  const own = we ? "our" : "my";
  // "still nothing", "still no reply": nothing has come.
  const still = /^still\s+(nothing|no\s+(?:reply|response|word|answer|update|news))$/i.exec(piece);
  if (still)
    return /^nothing$/i.test(still[1]!)
      ? `${we ? "We" : "I"} still haven't received anything`
      : `${we ? "We" : "I"} still haven't had ${still[1]!.replace(/^no\s+/i, "a ")}`;
  // "new target is 14 June": one known thing, "the new target".
  if (
    /^(?:new|revised|updated|current|original|latest)\s+[\p{Ll}-]+(?:\s+[\p{Ll}-]+)?\s+(?:is|are|will be|was)\b/iu.test(
      piece,
    )
  )
    return `The ${piece.replace(/^\p{Lu}/u, (c) => c.toLowerCase())}`;
  // "New launch date March 18": "The new launch date is March 18".
  const label = piece.match(
    /^(new|revised|updated|current|original)\s+((?:[\p{Ll}-]+\s+){0,2}(?:date|deadline|time|price|address|total|venue|eta))\s+(?!is\b|was\b|will\b)(\S.*)$/iu,
  );
  if (label) return `The ${label[1]!.toLowerCase()} ${label[2]} is ${label[3]}`;
  let m = piece.match(/^(last|first|final)\s+(day|shift|week|working day)\s+(will be|is|would be)\b(.*)$/i);
  if (m) {
    // "welcome Lucas ... his buddy is Fatima, first week is shadowing": a newcomer's first week, not the writer's.
    const theirs =
      /^first$/i.test(m[1]!) && /\b(?:welcome|welcoming|new hire|new starter|joins|joining|starts)\b/i.test(st.text)
        ? /\b(his|her)\b/i.exec(st.text)?.[1]?.toLowerCase()
        : undefined;
    return `${upperFirst(theirs ?? own)} ${m[1]!.toLowerCase()} ${m[2]} ${m[3]}${m[4]}`;
  }
  m = piece.match(
    /^(\d+|one|two|three|four|six|eight|twelve)[-\s](days?|weeks?|months?)['’]?\s+notice(?:\s+(?:as per|per|according to|in line with|as required by|as set out in)\s+(?:the\s+|our\s+)?(contract|agreement|terms(?: and conditions)?))?$/i,
  );
  if (m) {
    const unit = /^(?:1|one)$/i.test(m[1]!) ? m[2]!.replace(/s$/, "'s") : `${m[2]!.replace(/s?$/, "s")}'`;
    return `Please take this as ${own} ${m[1]} ${unit} notice${m[3] ? `, as set out in the ${m[3].toLowerCase()}` : ""}`;
  }
  if (
    /^(?:moving|relocating|returning|going back|starting|joining|leaving|taking up|retiring)\s+\S+\s+\S+/i.test(
      piece,
    ) &&
    !/\b(?:I|we|you|he|she|they)\b/.test(piece)
  )
    return `${we ? "We are" : "I am"} ${piece}`;
  return piece;
}

/** The writer's subject for a clause the prompt wrote without one; null when the piece has a subject or is no clause. */
export function subjectless(whole: string, st: Reading): string | null {
  if (/\?$/.test(whole)) return null;
  // "mainly want feedback on ...": "I mainly want feedback on ...".
  const adverb = whole.match(/^(mainly|mostly|really|also|just|still|only)\s+(?=\S+\s)/i)?.[0] ?? "";
  const piece = whole.slice(adverb.length);
  const we = writesAsWe(st) ? "we" : "I";
  // "Know Python, SQL and Power BI", "speak Spanish and French": the writer's skills (a named tool or language;
  // never "use ..." or "work with ...", which are as often orders to the reader).
  if (/^(?:[Kk]now|[Ss]peak|[Uu]nderstand|[Hh]ave used)\s+\p{Lu}/u.test(piece))
    return `I ${adverb.toLowerCase()}${lowerFirstWord(piece)}`;
  // "book a private room ..., needs to be step-free": the room's need, not the writer's.
  const place = placeNeeds(piece, st.text);
  if (place) return place;
  if (
    /^(?:need|needs|haven['’]?t|have not|hasn['’]?t|didn['’]?t|did not|can['’]?t|cannot|won['’]?t|wasn['’]?t|am|got|had|have been|feel|hope|think|would (?:love|like|be glad|be happy|appreciate|prefer)|want|wanted|prefer|(?:really )?(?:love|loved|enjoyed|look forward|am looking forward)|was wondering|owe)\b(?!\s+(?:you|they|he|she|we|I)\b)(?!\s+(?:it|this|that|them)\s+(?:\p{L}+ed|done|sorted|looked|picked|fixed)\b)/iu.test(
      piece,
    ) &&
    piece.split(/\s+/).length >= 2
  ) {
    const p = piece.replace(/^needs\b/i, "need").replace(/^hasn['’]?t\b/i, "haven't");
    return `${we === "we" ? "We" : "I"} ${adverb.toLowerCase()}${lowerFirstWord(p)}`;
  }
  // "happy to take her Saturday morning in return": the writer's state.
  if (
    /^(?:(?:so|really|very|more than)\s+)?(?:happy|glad|keen|willing|able|free|available|sorry)\s+(?:to|for)\s/i.test(
      piece,
    )
  )
    return `${we === "we" ? "We're" : "I'm"} ${adverb.toLowerCase()}${lowerFirstWord(piece)}`;
  // "ordered a blue sofa from HomeNest ...": what the writer did, as a customer, first in the prompt.
  if (
    !st.items.length &&
    /^(?:ordered|bought|booked|paid for|paid|returned|rented|signed up|subscribed|purchased|reserved)\s+(?:a|an|the|my|two|three|\d)\b/i.test(
      piece,
    )
  )
    return `${we === "we" ? "We" : "I"} ${lowerFirstWord(piece)}`;
  // A present-tense verb after a sentence about "it" ("It handles bookings, costs £49 a month"): "It costs ...".
  const last = st.items.at(-1);
  if (
    last &&
    "fact" in last &&
    /^It\s+\p{Ll}+s\b/u.test(last.fact.text) &&
    /^(?:costs|includes|works|takes|comes|runs|saves|cuts|helps|integrates|syncs|sends|lets|handles|offers|starts)\s/i.test(
      piece,
    )
  )
    return `It ${lowerFirstWord(piece)}`;
  // A past-tense verb with an object, after a sentence of the writer's ("I took over X, grew revenue 18%"), or with a
  // determiner before its object anywhere ("decline the offer, accepted another offer": the writer accepted it).
  const prevSubject = last && "fact" in last ? last.fact.text.match(/^(I|we)\b/i)?.[1] : null;
  if (
    /^(?:\p{Ll}+ed|took|grew|made|won|led|built|ran|wrote|sold|brought|gave|met|set|cut|hit|kept|lost|paid|sent|spent|taught|told|found|began|drove|rebuilt|overtook)\s/u.test(
      piece,
    )
  ) {
    const terms = (nlp(piece).json() as { terms: { text: string; tags: string[] }[] }[]).flatMap((x) => x.terms);
    // "took over the Berlin accounts": the object comes after the particle.
    const [v, o0, o1] = terms;
    const o = o0 && /^(?:over|up|on|out|off|back|in|down)$/i.test(o0.text) ? o1 : o0;
    if (
      v &&
      o &&
      (v.tags.includes("PastTense") ||
        /^(?:took|grew|made|won|led|built|ran|wrote|sold|brought|gave|met|cut|hit|kept|lost|paid|sent|spent|taught|found|began|drove)$/i.test(
          v.text,
        )) &&
      !/^(?:by|on|in|at|to|today|yesterday|last|this|from|for|with|and)$/i.test(o.text) &&
      (prevSubject
        ? /Noun|Determiner|Value|Adjective|Possessive/.test(o.tags.join(" "))
        : /Determiner|Possessive/.test(o.tags.join(" ")) || /^(?:it|them)$/i.test(o.text))
    ) {
      return `${prevSubject ?? (we === "we" ? "We" : "I")} ${lowerFirstWord(piece)}`;
    }
  }
  return null;
}

const lowerFirstWord = (s: string) => s.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
