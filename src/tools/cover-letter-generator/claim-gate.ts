import nlp from "compromise";
import { brokenEnglish } from "./broken-english";
import { resultSentence } from "./result-lines";
import { sinceSentence, tenureSentence } from "./since-lines";
import { articleBeforeAnd, articlesInClause } from "./bare-nouns";
import {
  fixedCompoundFirst,
  isBaseVerb,
  scopeLine,
  tidyFragment,
  verbOf,
  withArticle,
  type FirstPerson,
} from "./first-person";

import { nounListClaim, verbPhrasesOf } from "./duty-lists";
import { letterProblems } from "./letter-check";
import { MASS_NOUNS } from "./resume-verbs.data";
import type { Achievement } from "./resume-reader";
import { skillsIn, type Skill } from "./skill-match";
import { chosenLine } from "./chosen-lines";

/** "Key person for ...", "Fire marshal for ...": a first word then a role noun names a role held. */
const ROLE_SECOND =
  /^\p{L}+\s+(?:person|lead|contact|champion|marshal|officer|holder|rep|representative|ambassador|aider|buddy)\b/iu;

/**
 * Claims are written, never pasted. A resume statement becomes a claim only when it parses as a clean verb phrase
 * (a verb, then its object: "Built weekly sales dashboards in Power BI" -> "I built weekly sales dashboards in Power
 * BI."); the sentence is then built here from that verb and object and checked. A statement that does not parse
 * ("Own van and tools, full UK licence", "coshh trained, use scrubber dryer") gives only its facts (the systems it
 * names, a safety record) to a sentence of the engine's own, or nothing.
 */

interface Verb {
  base: string;
  past: string;
  present: string;
  gerund: string;
}

/** The forms of a word used as a verb, from the resume verb list or compromise ("type" -> typed/types/typing). */
function verbForms(word: string): Verb | undefined {
  const known = verbOf(word);
  if (known) return known;
  // "co-authored", "re-designed": the verb after its prefix, with the prefix on each form.
  const prefixed = /^(co|re|pre|de|over|under|cross)-(\p{Ll}{3,})$/u.exec(word);
  if (prefixed) {
    const rest = prefixed[2]!;
    // ("authored": a regular past the tagger does not know as a verb keeps its stem.)
    const stem = rest.replace(/ed$/, "");
    const v =
      verbForms(rest) ??
      (/ed$/.test(rest) ? { base: stem, past: rest, present: `${stem}s`, gerund: `${stem}ing` } : undefined);
    const p = `${prefixed[1]}-`;
    return v && { base: p + v.base, past: p + v.past, present: p + v.present, gerund: p + v.gerund };
  }
  if (!/^\p{Ll}+$/u.test(word)) return undefined;
  // ("cleared", "typed", "brought": a past form outside the verb list, by its infinitive.)
  const base = isBaseVerb(word)
    ? word
    : /ed$/.test(word) || nlp(`I ${word} it`).has("#PastTense")
      ? nlp(`I ${word} it`).verbs().toInfinitive().text().replace(/^I\s+/i, "").split(" ")[0]!.toLowerCase()
      : "";
  if (!base) return undefined;
  const c = (nlp(`I ${base} it`).verbs().conjugate()[0] ?? {}) as Record<string, string>;
  if (!c.PastTense || !c.Gerund || !c.PresentTense) return undefined;
  if (base !== word && c.PastTense !== word) return undefined;
  return { base, past: c.PastTense, present: c.PresentTense, gerund: c.Gerund };
}

/** Words that open a skills line as an adjective ("Advanced Excel, SAP"), never as the verb of a claim. */
const ADJECTIVE_OPENERS = /^(?:advanced|experienced|skilled|certified|qualified|proficient|trained|basic|working)$/;

/** A tail after a comma that can follow a claim: a figure, a participle clause, a relative or a preposition. */
const GOOD_TAIL =
  /^(?:\d|[$£€]|up to\b|about\b|around\b|approximately\b|roughly\b|over\b|nearly\b|almost\b|more than\b|with\b|which\b|who\b|including\b|and\b|as\b|across\b|for\b|from\b|in\b|on\b|to\b|by\b|at\b|within\b|per\b|each\b|every\b|used\b|\p{Ll}+ing\b|\p{Ll}+ed\b)/u;

/** "open rate 34%", "NPS score of 72": a measure, then its figure. */
const MEASURE_TAIL =
  /^((?:[\p{L}-]+\s+){0,2}(?:rate|score|rating|accuracy|attendance|margin|uptime|conversion|retention|satisfaction))\s+(?:of\s+|at\s+)?(\d[\d.,]*%|\d[\d.,]*(?:\/\d+)?)$/iu;

/** A comma tail that is a bare noun phrase ("full UK licence", "class of 30") goes: it is a fact of another kind. */
function trimTails(object: string): string {
  // (A comma inside brackets separates no tail: "40+ EV chargers (Zappi, Ohme)".)
  const [head, ...tails] = object.split(/,\s+(?![^()]*\))/);
  const kept: string[] = [];
  for (const t of tails) {
    // "ran 2 email campaigns, open rate 34%" -> "..., with an open rate of 34%": a measure and its figure is the result.
    const measure = MEASURE_TAIL.exec(t);
    if (measure) {
      kept.push(`with ${/^[aeiou]/i.test(measure[1]!) ? "an" : "a"} ${measure[1]!.toLowerCase()} of ${measure[2]}`);
      break;
    }
    // ("answer phones, schedule appointments": a list of verb phrases keeps its items; "on call 1 week in 4" is a
    // rota, not a place.)
    if ((!GOOD_TAIL.test(t) && !verbForms(t.split(" ")[0]!.toLowerCase())) || /^on call\b/i.test(t)) break;
    kept.push(t);
  }
  // "supervise a reception team of 7, check in 180 guests a day" -> "... of 7 and check in 180 guests a day": two
  // verb phrases joined by a comma only take "and".
  const last = kept.at(-1);
  const lastVerb = last && verbForms(last.split(" ")[0]!.toLowerCase());
  if (last && lastVerb && kept.length === 1 && !/ing$|ed$/.test(last.split(" ")[0]!) && !/,/.test(head!))
    return `${head} and ${last}`;
  return [head!, ...kept].join(", ");
}

/**
 * A bare singular countable noun straight after the verb ("own van and tools"): broken unless an article mends it
 * ("built checkout in React" -> "built the checkout in React").
 */
function bareSingular(object: string): boolean {
  const terms = (nlp(object).json({ terms: { tags: true } }) as { terms: { text: string; tags: string[] }[] }[])
    .flatMap((s) => s.terms)
    .slice(0, 2);
  const [first, next] = terms;
  if (!first || /^\p{Lu}|\d/u.test(first.text)) return false;
  // ("end-of-life care": a hyphened modifier before a mass noun.)
  if (/^[\p{Ll}]+-[\p{Ll}-]+\s+(?:care|support|advice|training|cover)\b/u.test(object)) return false;
  const t = first.tags;
  if (!t.includes("Singular") || t.includes("Uncountable") || t.includes("ProperNoun")) return false;
  if (MASS_NOUNS.has(first.text.toLowerCase())) return false;
  if (
    /(?:ing|ment|ance|ence|ity|ness|ship|ics|ure|ery|ion|care|work|ware|food|stock|waste|cash|data|staff)$/.test(
      first.text,
    )
  )
    return false;
  // ("microbiology tests on ...": a plural the tagger reads as a verb heads the compound.)
  const plural = next && /^\p{Ll}+[^su\W]s$/u.test(next.text);
  return !next || (!next.tags.includes("Noun") && !plural) || /[,;]$/.test(first.text);
}

/** "I typed clinic letters ..." from a verb-first fragment, in the tense of the job it comes from; or null. */
function verbClaim(fragment: string, current: boolean): { sentence: string; verb: Verb; object: string } | null {
  const m = /^(\p{L}+(?:-\p{L}+)?)\s+(.+)$/u.exec(fragment.replace(/^also\s+/i, ""));
  // ("Balance sheet reconciliations": a noun compound, never "I balance sheet reconciliations"; "top 5% for ...": a
  // rank, never "I top 5%".)
  if (!m || fixedCompoundFirst(fragment) || /^top\s+\d/i.test(fragment)) return null;
  const word = m[1]!.toLowerCase();
  if (ADJECTIVE_OPENERS.test(word) && /^\p{Lu}/u.test(m[2]!)) return null;
  const verb = verbForms(word);
  if (!verb) return null;
  // ("slate and tile re-roofs, flat roof repairs, leadwork": a word outside the verb list opening a list of three
  // items is the list's first noun.)
  if (!verbOf(word) && fragment.split(/,\s+/).length >= 3) return null;
  const past = word === verb.past && verb.past !== verb.base;
  const form = past || !current ? verb.past : verb.base;
  // "service and repair calls": a second verb sharing the object takes the same form.
  // "service and repair calls", "answering phones and greeting clients": a second verb takes the same form.
  const same = (all: string, w: string) => {
    const v = verbForms(w);
    return v && (all.startsWith("and") ? !/ing$/.test(w) || v.gerund === w : v.gerund === w)
      ? `and ${past || !current ? v.past : v.base}`
      : all;
  };
  // ("boiler installs and servicing,": an -ing word that ends its phrase is a noun.)
  const object = trimTails(
    m[2]!.replace(/^and\s+(\p{Ll}+)\b/u, same).replace(/\band\s+(\p{Ll}+ing)\b(?!\s*(?:[,.;]|$))/gu, same),
  );
  // ("Sponsor of the math team": a noun before "of" names a role, not a verb.)
  if (/^of\s/i.test(object)) return null;
  const lead = /^and\s+\p{Ll}+\s+/u.exec(object)?.[0] ?? "";
  const rest = object.slice(lead.length);
  if (bareSingular(rest) && withArticle(rest) === rest) return null;
  const articled = withArticle(rest) === rest ? articleBeforeAnd(rest) : withArticle(rest);
  const said = articlesInClause(`${lead}${articled}`);
  return { sentence: `I ${form} ${said}.`, verb, object: said };
}

/** "I tracked pupil progress data each term, KS2 results analysis." -> "I tracked pupil progress data each term." */
function trimmedSentence(sentence: string): string {
  // ("I assisted with drainage design, Civil 3D drawings, and site visits": a list closed by "and" is one object.)
  if (/,\s+and\s+[^,]+$/.test(sentence)) return sentence;
  const m = /^(I\s+(?:also\s+)?\p{L}+\s+)(.+?)\.?$/u.exec(sentence);
  return m ? `${m[1]}${trimTails(m[2]!)}.` : sentence;
}

/** The claim a statement makes, as a checked first-person sentence, or null. */
function claimOf(a: Achievement): FirstPerson | null {
  const current = a.role?.current ?? true;
  const checked = (fp: FirstPerson | null) => {
    if (!fp) return null;
    // "dashboards in Power BI used by 40 store managers" -> "..., used by 40 store managers": after a phrase such
    // as "in Power BI" the users would read as the tool's. ("Power BI dashboards used by 40 route managers" keeps
    // its words: the participle follows the thing used.)
    const comma = (t: string) =>
      t.replace(
        /(\b(?:in|on|with|using|via|from|into|for)\s+(?:[\p{L}\d.+#-]+\s+){0,2}[\p{L}\d.+#-]*\p{L}) ((?:used|adopted|read|viewed) by (?:over |more than )?\d)/u,
        "$1, $2",
      );
    const out = { ...fp, sentence: comma(fp.sentence), clause: comma(fp.clause) };
    return !brokenEnglish(out.sentence) && !letterProblems(out.sentence).length ? out : null;
  };
  // "upsells up 22% year on year": a result named by its measure is said with the change as the verb.
  const result = /^I\s/.test(a.source) ? null : resultSentence(tidyFragment(a.source));
  if (result) return checked({ ...result, tense: "past", highlight: upperFirst(result.clause) });
  const since = /^I\s/.test(a.source)
    ? null
    : (sinceSentence(tidyFragment(a.source)) ?? tenureSentence(tidyFragment(a.source), current));
  if (since)
    return checked({ ...since, tense: "present", highlight: upperFirst(since.clause.replace(/^have (?:been )?/, "")) });
  // A sentence the resume wrote in the first person: kept as the reader rewrote it, when it reads whole.
  if (/^I\s/.test(a.source)) return a.fp.verb && a.fp.verb !== "" ? checked(a.fp) : null;
  // "top 5% for customer satisfaction": a rank, as the reader said it ("I ranked in the top 5% ...").
  if (/^top\s+\d/i.test(tidyFragment(a.source)) && /^I ranked in the top\s/.test(a.fp.sentence)) return checked(a.fp);
  // "Responsible for opening and closing the store": said as a responsibility.
  if (/^responsible for\s/i.test(a.source) && a.fp.verb === "be") return checked(a.fp);
  // "I am a recent graduate with a BA in ...", "My thesis focused on ...": the reader's own sentences for a
  // graduate's line and a thesis, built from their fields.
  if (
    /^I am an? recent graduate\b|^My (?:thesis|dissertation|final year project|capstone project|research project) focused on\b/.test(
      a.fp.sentence,
    )
  )
    return checked(a.fp);
  // "Stock control and ordering": work named by its nouns, said as work the job included.
  // (Not a list of verb phrases led by one noun: "Patrol of the site, search customers, deal with conflict".)
  const verbList = verbPhrasesOf(tidyFragment(a.source));
  if (/^My experience includes\s/.test(a.fp.sentence) && nounDuty(a.source) && !verbList) return checked(a.fp);
  if (
    nounDuty(a.source) &&
    !verbList &&
    a.source.split(/,\s+/).length >= 3 &&
    !verbOf(a.source.split(" ")[0]!.toLowerCase())
  ) {
    const clause = `includes ${a.source.charAt(0).toLowerCase()}${a.source.slice(1)}`;
    return checked({
      sentence: `My experience ${clause}.`,
      clause: "",
      verb: "",
      tense: "present",
      highlight: a.source,
    });
  }
  // "Clean driving record", "Own tools": something held, said with "have".
  if (a.fp.verb === "have" && /^I have (?:a|an|my|experience (?:with|in|of))\s[^,]+$/.test(a.fp.sentence))
    return checked(a.fp);
  // "care for up to 8 post-op patients per shift, wound care, IV therapy" -> "My experience includes providing care
  // for ..., wound care, IV therapy, ...": the reader's list led by work done, whole (never "I provide care ... and
  // wound care").
  const doing = /^My experience includes (\p{Ll}+ing) /u.exec(a.fp.sentence)?.[1];
  if (doing && verbOf(doing)?.gerund === doing && a.source.split(/,\s+/).length >= 3) return checked(a.fp);
  // "Sponsor of the math team, which placed 3rd ..." -> "I am the sponsor of the math team, ...": a role the line
  // opens with, as the reader said it (never "I sponsor of the math team").
  const role = /^I am (?:the|an?) (\p{Ll}+) of\s/u.exec(a.fp.sentence)?.[1];
  if (a.fp.verb === "be" && role && a.source.toLowerCase().startsWith(`${role} of `)) return checked(a.fp);
  // "Link nurse for diabetes" -> "I serve as link nurse for diabetes.": a role the reader read as one, never "I link
  // nurse ...".
  if (/^I (?:serve|served) as\s/.test(a.fp.sentence)) return checked(a.fp);
  // "Picked to onboard ..." -> "I was picked to onboard ..."; "Key person for 8 children" -> "I am a key person for 8
  // children": the reader said the whole line after "I was" / "I am a", so its first word is no verb ("I key the person").
  const whole = a.fp.sentence.toLowerCase();
  if (
    a.fp.verb === "be" &&
    (chosenLine(tidyFragment(a.source)) ||
      (/^I (?:am|was) (?:the|an?) /.test(a.fp.sentence) &&
        // (Only where a role noun follows the first word: "Type clinic letters" is work, "I am a type ..." is not.)
        ROLE_SECOND.test(a.source) &&
        whole.includes(tidyFragment(a.source).toLowerCase())))
  )
    return checked(a.fp);
  // "Phonics lead - trained staff in Read Write Inc": the part that is a verb phrase.
  for (const part of a.source.split(/\s+[-–—]\s+/)) {
    const built = verbClaim(part, current);
    if (!built) continue;
    // The reader's own rewrite when it says the same verb (it knows articles, short forms and lists), else ours.
    // ("Answer phones, schedule appointments, insurance verification": the reader's own list, in its tense.)
    const said = a.fp.sentence.split(" ")[1] ?? "";
    const sameVerb = [built.verb.base, built.verb.past, built.verb.present].includes(said);
    const form = built.sentence.split(" ")[1];
    const read = sameVerb && part === a.source && (said === form || a.source.includes(",")) ? a.fp : null;
    // (The reader's sentence loses the same comma tails ours does: "tracked pupil data each term, KS2 results analysis".)
    const own = read && {
      ...read,
      sentence: trimmedSentence(read.sentence),
      clause: trimmedSentence(`I ${read.clause}`).slice(2).replace(/\.$/, ""),
    };
    const clause = (own?.sentence ?? built.sentence).replace(/^I\s+/, "").replace(/\.$/, "");
    const fp: FirstPerson = own ?? {
      sentence: built.sentence,
      clause,
      verb: built.verb.base,
      tense: current ? "present" : "past",
      highlight: upperFirst(clause.split(/,\s+/)[0]!),
    };
    const ok = checked(fp);
    if (ok) return ok;
  }
  // "He cut picking errors by 30% ...", "Maria has run the front desk ...", "In my last role (Ledgerly) I cleared ...":
  // the reader found the verb in the statement's own words and said it in the first person.
  const words = new Set(a.source.toLowerCase().split(/[^\p{L}]+/u));
  // (Not for a line that opens on a verb: that one is a claim only as verbClaim reads it.)
  const opener = a.source.split(/\s+/)[0]!.toLowerCase();
  const framed = /^(?:in|at|on|for|with|during|while|as|after|before|since|he|she|they|we|my|our|the|a|an)$/.test(
    opener,
  );
  const said =
    !framed && verbForms(opener)
      ? ""
      : (/^I\s+(?:also\s+)?(?:have\s+|had\s+)?(\p{Ll}+)/u.exec(a.fp.sentence)?.[1] ?? "");
  const forms = /^(?:am|was|have|had)$/.test(said) ? undefined : verbForms(said);
  if (forms && [forms.base, forms.past, forms.present, forms.gerund].some((w) => words.has(w))) return checked(a.fp);
  // "caseload of 14 families" -> "I manage a caseload of 14 families.": a scope held is said with the verb it takes.
  const scope = scopeLine(tidyFragment(a.source), current);
  if (scope) return checked(scope);
  // "dementia care, moving and handling", "Patrol of the site, search customers, deal with conflict": lists of work.
  const listed = nounListClaim(tidyFragment(a.source));
  if (listed) return checked(listed);
  // (Each verb phrase on its own, then one sentence: "I search customers, deal with conflict and write ...".)
  const built = verbList ? verbList.split(", ").map((v) => verbClaim(v, current)) : [];
  if (built.length && built.every(Boolean)) {
    const clauses = built.map((b) => b!.sentence.replace(/^I\s+/, "").replace(/\.$/, ""));
    const clause = `${clauses.slice(0, -1).join(", ")} and ${clauses.at(-1)}`;
    const fp = {
      sentence: `I ${clause}.`,
      clause,
      verb: built[0]!.verb.base,
      tense: current ? "present" : "past",
    } as const;
    const ok = checked({ ...fp, highlight: upperFirst(clauses[0]!) });
    if (ok) return ok;
  }
  return recordClaim(a.source) ?? figureClaim(a.source);
}

/**
 * "1.2 million accident-free miles" -> "My record includes 1.2 million accident-free miles."; "98% on-time delivery
 * rate in 2023" -> "My record includes a 98% on-time delivery rate in 2023.": a figure and what it measures.
 */
function figureClaim(source: string): FirstPerson | null {
  if (source.split(/\s+/).length > 9 || /,/.test(source)) return null;
  const count =
    /^\d[\d.,]*(?:\s*(?:million|thousand|k))?\+?\s+(?:[\p{L}-]+\s+){0,3}\p{Ll}[\p{L}-]*s(?:\s+(?:in|over|across)\s+[\p{L}\d ]+)?$/u;
  const share =
    /^\d[\d.,]*%\s+(?:[\p{L}-]+\s+){0,3}(?:rate|score|accuracy|attendance|rating|record)(?:\s+(?:in|over|across)\s+[\p{L}\d ]+)?$/u;
  const what = count.test(source) ? source : share.test(source) ? `a ${source}` : "";
  if (!what) return null;
  return {
    sentence: `My record includes ${what}.`,
    clause: "",
    verb: "",
    tense: "past",
    highlight: upperFirst(source),
  };
}

/** "stock control and ordering", "rewires, CU changes, fault finding": a short line of work named by nouns only. */
function nounDuty(source: string): boolean {
  if (
    source.split(/\s+/).length > 8 ||
    /\d|\b(?:own|full|clean|valid|licen[cs]e|card|trained|certified|qualified|i|gcses?|a-levels?|ba|bsc|degree|diploma|english|maths|science)\b/i.test(
      source,
    )
  )
    return false;
  const terms = (
    nlp(source).json({ terms: { tags: true } }) as { terms: { text: string; tags: string[] }[] }[]
  ).flatMap((x) => x.terms);
  // (In a list of three or more items a word the tagger takes for a verb is a noun: "slate and tile re-roofs".)
  const list = source.split(/,\s+/).length >= 3;
  const verbal = list ? /^(?:PastTense|Pronoun|Copula|Modal)$/ : /^(?:Verb|Pronoun|Adverb|Copula|Modal)$/;
  // ("check-in and check-out": a hyphened word is a noun.)
  return terms.every(
    (t) => !t.tags.some((x) => verbal.test(x)) || t.tags.includes("Gerund") || t.tags.includes("Hyphenated"),
  );
}

/** "zero accidents in 8 years" -> "I have a record of zero accidents in 8 years.": a safety or attendance record. */
function recordClaim(source: string): FirstPerson | null {
  const m =
    /\b(zero|no|0)\s+((?:lost-time\s+)?(?:accidents?|incidents?|complaints?|sick days?|absences?|errors?|claims?|points?))\s+(in|over)\s+(\d{1,2}\+?\s+(?:years?|months?))\b/i.exec(
      source,
    );
  if (!m) return null;
  const clause = `have a record of ${m[1]!.toLowerCase()} ${m[2]} ${m[3]} ${m[4]}`;
  return { sentence: `I ${clause}.`, clause, verb: "have", tense: "present", highlight: upperFirst(clause.slice(5)) };
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The statements rewritten as claims; a statement that makes none gives the systems it names to one sentence per
 * job ("I use SystmOne and EMIS in my work."), built from those names alone.
 */
export function gateClaims(achievements: Achievement[], lexicon: Skill[]): Achievement[] {
  const out: Achievement[] = [];
  const toolsBy = new Map<Achievement["role"], { tools: string[]; from: Achievement }>();
  for (const a of achievements) {
    const fp = claimOf(a);
    if (fp) {
      out.push({ ...a, fp });
      continue;
    }
    // (Only systems the lexicon knows: a name both texts share may be a rule book, not something used: "COSHH".)
    // A line that only lists tools ("Advanced Excel, SAP, Power BI") is a skills list, not work at a job.
    const rest = skillsIn(a.source, lexicon)
      .reduce((t, h) => t.replace(h.text, ""), a.source)
      .replace(/\b(?:advanced|proficient|basic|intermediate|and|in|with)\b|[^\p{L}]+/giu, " ")
      .trim();
    if (!rest) continue;
    const tools = skillsIn(a.source, lexicon)
      .filter((h) => h.skill.kind === "tool" && h.skill.domain !== undefined)
      .map((h) => h.skill.prose);
    if (!tools.length) continue;
    const entry = toolsBy.get(a.role) ?? { tools: [], from: a };
    for (const t of tools) if (!entry.tools.includes(t)) entry.tools.push(t);
    toolsBy.set(a.role, entry);
  }
  for (const [role, { tools, from }] of toolsBy) {
    const said = out.some((a) => a.role === role && tools.every((t) => a.fp.sentence.includes(t)));
    if (said) continue;
    const list = tools.length === 1 ? tools[0]! : `${tools.slice(0, -1).join(", ")} and ${tools.at(-1)}`;
    const clause = `${role?.current === false ? "used" : "use"} ${list} in my day-to-day work`;
    out.push({
      ...from,
      fp: { sentence: `I ${clause}.`, clause, verb: "use", tense: "present", highlight: `${list} in daily use` },
      score: 0,
      figure: false,
    });
  }
  return out;
}
