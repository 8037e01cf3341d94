/**
 * Faithfulness check of generated text: every name, number, date, amount, e-mail address, URL and hashtag word in
 * the output must be found in the input (the user's prompt, resume, job ad, or option values passed as `allow`).
 * Text in [square brackets] is a placeholder and is never a fact. Words that start a sentence or a line are only
 * checked when they are numbers, months or weekdays (a capitalised first word is usually just grammar).
 */

const MONTHS_DAYS =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;

/** Capitalised words a writer uses mid-sentence without their being facts. */
const ALWAYS_OK = new Set([
  "i",
  "i'm",
  "i'll",
  "i'd",
  "i've",
  "ok",
  "okay",
  "mr",
  "mrs",
  "ms",
  "dr",
  "p.s",
  "ps",
  "re",
  "fyi",
  "asap",
  "faq",
  "tl;dr",
  "sir",
  "madam",
]);

function normalise(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[\u2010-\u2015]/g, "-");
}

function digitsOf(token: string): string[] {
  return token.match(/\d+(?:[.,]\d+)*/g)?.map((d) => d.replace(/,/g, "")) ?? [];
}

interface FaithfulnessOptions {
  /** Extra text counted as input (option values such as the platform name, a recipient chosen in the form). */
  allow?: string[];
}

/** The facts in `output` that the input does not support, each once, in order of appearance. */
export function unsupportedFacts(output: string, input: string, options: FaithfulnessOptions = {}): string[] {
  const source = normalise([input, ...(options.allow ?? [])].join("\n"));
  const sourceDigits = new Set(digitsOf(source.replace(/(\d),(\d{3})/g, "$1$2")));
  const sourceWords = new Set(
    source
      .split(/[^\p{L}\p{N}'&.-]+/u)
      .map((w) => w.replace(/^[.'-]+|[.'-]+$/g, ""))
      .flatMap((w) => [w, w.replace(/'s$/, "")]),
  );
  const found = new Set<string>();
  const add = (fact: string) => found.add(fact);

  const text = output.replace(/\[[^\]\n]*\]/g, " ");
  for (const url of text.match(/\b(?:https?:\/\/|www\.)\S+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi) ?? []) {
    const u = normalise(url).replace(/[.,;:!?)]+$/, "");
    if (!source.includes(u)) add(url);
  }
  const withoutUrls = text.replace(/\b(?:https?:\/\/|www\.)\S+|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gi, " ");

  // Hashtags: each camel-case part must be in the input.
  for (const tag of withoutUrls.match(/#[\p{L}\p{N}_]+/gu) ?? []) {
    const parts = tag.slice(1).split(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})|_/u);
    const joined = normalise(tag.slice(1));
    if (source.replace(/[^\p{L}\p{N}]/gu, "").includes(joined)) continue;
    if (!parts.every((p) => sourceWords.has(normalise(p)) || (/^\d+$/.test(p) && sourceDigits.has(p)))) add(tag);
  }
  const body = withoutUrls.replace(/#[\p{L}\p{N}_]+/gu, " ");

  // Numbers (amounts, dates, counts).
  for (const d of digitsOf(body.replace(/(\d),(\d{3})/g, "$1$2"))) {
    if (!sourceDigits.has(d) && !source.includes(d)) add(d);
  }

  // Capitalised words, months and weekdays.
  const lines = body.split(/\n/);
  for (const line of lines) {
    // A letter right after a digit belongs to the number ("3D", "10x"), which the digit check covers.
    const tokens = line.match(/(?<![\p{N}\p{L}])[\p{L}][\p{L}\p{N}'&.-]*|[.!?:;]+/gu) ?? [];
    let sentenceStart = true;
    for (const raw of tokens) {
      if (/^[.!?:;]+$/.test(raw)) {
        sentenceStart = raw !== ";";
        continue;
      }
      const token = raw.replace(/[.'-]+$/, "");
      const lower = normalise(token);
      // Only a capitalised month or day is a date: lower-case "may" and "march" are verbs.
      const isMonthDay = MONTHS_DAYS.test(token) && /^\p{Lu}/u.test(token);
      const capitalised = /^\p{Lu}/u.test(token) || /\p{Lu}/u.test(token.slice(1));
      const check = isMonthDay || (capitalised && !sentenceStart);
      // "tickets." ends a sentence; "Mr." or "U.S." do not.
      sentenceStart =
        /\.$/.test(raw) &&
        !/^(?:mr|mrs|ms|dr|st|vs|etc|inc|ltd|co|jr|sr|\p{L})\.$/iu.test(raw) &&
        // "U.S." does not end a sentence; a web address does ("Register at pricingwebinar.com. See you there.").
        (!/\p{L}\.\p{L}/u.test(raw) || /\.(?:com|org|net|io|app|dev|shop|uk|ie|de|es|fr|eu)\.$/i.test(raw));
      if (!check || ALWAYS_OK.has(lower)) continue;
      if (sourceWords.has(lower) || sourceWords.has(lower.replace(/'s$/, ""))) continue;
      add(token);
    }
  }
  return [...found];
}
