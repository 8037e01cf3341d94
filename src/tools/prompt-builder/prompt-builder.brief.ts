import type { PromptCategory } from "./contract";

/**
 * A topic typed as a person talks, put into the form the frames read (fourth issue-11 pass):
 *  - spoken fillers go: "so basically we launched a podcast..." -> "we launched a podcast...", "I'm thinking something
 *    about a village where..." -> "a village where...";
 *  - "is it possible to write a mystery where...?" is about "a mystery where..." (the category says what to write);
 *  - in a message category, "How should I tell my manager I'm burned out...?" asks for the message itself: "tell my
 *    manager I'm burned out...";
 *  - a rambling brief that names what it wants ("...about urban gardening and I want a LinkedIn post that doesn't
 *    sound cringe but gets people to listen") is the deliverable with its subject ("LinkedIn post: we launched a
 *    podcast about urban gardening"), and the rest is the goal the prompt states.
 */
interface Brief {
  topic: string;
  /** "a LinkedIn post that doesn't sound cringe but gets people to listen to the first episode", or null. */
  goal: string | null;
  /** The goal without its deliverable: "doesn't sound cringe but gets people to listen to the first episode". */
  aim: string | null;
}

const FILLER = /^(?:(?:so|ok|okay|um+|uh+|well|hey|hi|basically|honestly|like|right|anyway)\b[,.]?\s+)+/i;
/** "I'm thinking something about a village where...": the writer thinking aloud before the subject. */
const THINKING =
  /^(?:i'?m|i am|i was|we'?re)\s+(?:thinking|imagining|picturing)(?:\s+(?:of|about))?(?:\s+(?:something|a story|an idea|a thing|a setting))?(?:\s+(?:about|like|set in|with))?\s+(?=\S)/i;
const POSSIBLE =
  /^(?:is it possible|would it be possible|is there a way|can (?:you|i|we|one)|could (?:you|i|we))\s+(?:to\s+)?(?:write|create|make|draw|design|generate|build|come up with)\s+(?=(?:a|an|some|the)\s)/i;
const MESSAGE_CATEGORIES: ReadonlySet<PromptCategory> = new Set([
  "Business Communication",
  "Social Media",
  "Marketing Copy",
]);
/** "How (do|should|can) I tell / ask / announce ...": the message that does it. */
const HOW_TO_SAY =
  /^how\s+(?:do|should|can|could|would|shall)\s+(?:i|we)\s+((?:politely\s+|nicely\s+|gently\s+)?(?:tell|ask|say|explain|announce|let|write|respond|reply|decline|thank|remind|invite|convince|persuade|apologi[sz]e|approach|break|give|share|follow up|update|congratulate|welcome|introduce|pitch|promote|celebrate|push back|turn down|negotiate)\b.*?)\s*\??$/i;
const WANT =
  /^(.{12,}?)[,;]?\s+(?:and|so)\s+(?:i|we)\s+(?:want|need|would like|'d like)\s+(?:to\s+(?:write|post|send|make)\s+)?((?:an?\s+|some\s+)?[\p{L}\s-]{2,40}?)\s+(?:that|which|to)\s+(\S.+)$/iu;

/** Words in capitals that are shouted, not acronyms: every word has a vowel, and one is long ("GRAND OPENING", not
 * "REST API" or "HTTP REQUEST"). */
const SHOUTED = (run: string) => {
  const words = run.split(/\s+/);
  return words.every((w) => /[AEIOU]/.test(w)) && words.some((w) => w.length >= 6);
};

const PROJECT_NEED =
  /^(?:i'?m|i am|we'?re|we are)\s+(?:writing|working on|doing|preparing|finishing|starting)\s+(my|our|a|an)\s+(.{3,60}?)\s+((?:on|about|into)\s+.+?)[,;.]?\s+(?:and\s+)?(?:(?:i|we)\s+)?(?:need|want|would like)\s+(?:help\s+with\s+)?(?:an?\s+|some\s+)?(.{3,60})$/i;

/** Typed-as-chat topics: "i just passed ... lol", "thank you post for our volunteers". */
function tidyChat(topic: string): string {
  return (
    topic
      // Markup pasted with the topic: "<b>big news</b> we're opening ..." -> "big news: we're opening ...".
      .replace(/<\/(?:b|strong|i|em|u|span|p|h[1-6])>\s*(?=\p{L})/giu, ": ")
      .replace(/<[^>]{0,200}>/g, " ")
      .replace(/&nbsp;/g, " ")
      .replace(/([!?])\1+/g, "$1")
      // "hey so I need to tell my team ...": chat openers before the request say nothing the prompt needs.
      .replace(/^\s*(?:(?:hey|hi|hello|ok|okay|so|um+|uh+|basically|well)\b[\s,.!-]*)+(?=\S)/i, "")
      // "big news: we're opening ...": the announcement itself.
      .replace(/^\s*(?:big|exciting|huge|some|great)\s+news\s*[:!,-]*\s+(?=\S)/i, "")
      // "need copy for our dog grooming service": the request's own words go, the deliverable stays.
      .replace(
        /^\s*(?:(?:i|we)\s+)?(?:need|want|would like|'d like|am looking for|are looking for)\s+(?:some\s+|a\s+|an\s+)?(?=(?:copy|post|email|tweet|caption|ad|tagline|slogan|headline|script|story|poem)s?\b)/i,
        "",
      )
      // "need to tell a client we can't ...": a note to self; the message is the verb phrase after it.
      .replace(
        /^\s*(?:(?:i|we)\s+)?(?:need|have|want|got|gotta|must|should)\s+(?:to\s+)?(?=(?:tell|ask|remind|inform|let|explain|announce|invite|thank|apologi[sz]e|decline|write|send|update|warn|notify|congratulate|introduce|reply|respond|follow up|cancel|reschedule|confirm|request|pitch|share|welcome)\b)/i,
        "",
      )
      // "Can you help me write something to tell my boss I'm quitting?": the message is the verb phrase ("tell my boss
      // I'm quitting"); "something" or "a message" names no deliverable.
      .replace(
        /^\s*(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?(?:help\s+(?:me|us)\s+(?:to\s+)?)?(?:write|draft|compose|send|put together)\s+(?:something|a\s+(?:quick\s+|short\s+)?message)\s+to\s+(?=(?:tell|ask|remind|inform|let|explain|announce|invite|thank|apologi[sz]e|decline|update|warn|notify|congratulate|introduce|welcome|convince|persuade)\b)([^?]+)\?*\s*$/i,
        "$1",
      )
      .replace(/\blit(?:erature)?\.?\s+review\b/gi, "literature review")
      // Shouted words are said normally ("GRAND OPENING" -> "Grand opening"); acronyms alone stay.
      .replace(/\b[A-Z]{2,}(?:\s+[A-Z]{2,})+\b/g, (run) =>
        SHOUTED(run) ? run.charAt(0) + run.slice(1).toLowerCase() : run,
      )
      // An emoji between words marks a break ("opens Saturday 🧘 first class free").
      .replace(
        /\s*\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*\s*/gu,
        (m, at: number, all: string) => (at + m.length >= all.length || at === 0 ? "" : ", "),
      )
      // Chat shorthand the prompt should spell out: "bc their docs were wrong" -> "because ...".
      .replace(/\b(?:bc|b\/c|cuz|coz)\b(?=\s)/gi, "because")
      .replace(/\bw\/(?=\s)/gi, "with")
      // "something with time travel and a bakery": the things it is to be about.
      .replace(/^\s*(?:something|anything|a story|a thing)\s+(?:with|about|involving|featuring)\s+(?=\S)/i, "")
      // A lone lower-case "i" is the pronoun: "i just passed my driving test" -> "I just passed ...".
      .replace(/(^|[\s(])i(?=(?:['’](?:m|ve|ll|d))?\b(?![-.]\p{L}))/gu, "$1I")
      // Chat laughter at the end says nothing the prompt needs.
      .replace(/[\s,.!]+(?:lol|lmao|haha+|hehe|xd|:\)|:d)[\s.!]*$/i, "")
      // "thank you post for ...": a thank-you post, not "thank" + "you post".
      .replace(
        /^(?:a\s+)?thank[- ]you\s+(?=(?:post|note|message|card|e-?mail|letter|caption|tweet|video|speech)s?\b)/i,
        "a thank-you ",
      )
  );
}

export function readBrief(topic: string, category: PromptCategory): Brief {
  let t = tidyChat(topic.trim()).replace(FILLER, "").replace(THINKING, "");
  t = t.replace(POSSIBLE, "");
  const how = MESSAGE_CATEGORIES.has(category) ? HOW_TO_SAY.exec(t) : null;
  if (how) t = how[1]!;
  // "I'm writing my master's thesis on X, need a lit review outline": the thing needed, for the project it serves.
  const project = PROJECT_NEED.exec(t);
  if (project)
    return {
      topic: `${project[4]!.replace(/[.!?]+$/, "")} for ${project[1]!.toLowerCase() === "our" ? "our" : "my"} ${project[2]} ${project[3]}`,
      goal: null,
      aim: null,
    };
  const want = WANT.exec(t);
  if (!want) return { topic: t || topic, goal: null, aim: null };
  const deliverable = want[2]!.trim();
  const link = /\bto\s+\S+\s*$/.test(want[0].slice(0, want[0].length - want[3]!.length)) ? "to" : "that";
  // ("story ideas" is what the category writes anyway: its count and format stay.)
  const generic = /^(?:some\s+)?(?:(?:story|post|content)\s+)?ideas$/i.test(deliverable);
  return {
    topic: generic ? want[1]!.trim() : `${deliverable.replace(/^(?:an?|some)\s+/i, "")}: ${want[1]!.trim()}`,
    goal: `${deliverable.replace(/^some\s+/i, "")} ${link} ${want[3]!.trim().replace(/[.!?]+$/, "")}`,
    aim: want[3]!.trim(),
  };
}
