/**
 * A job seeker's post written from a line of notes ("Looking for a new role as a project manager in construction, 8
 * years experience, PRINCE2, open to Leeds or remote"): every note is said by the seeker ("I have 8 years of
 * experience and hold PRINCE2.", "I'm open to roles in Leeds or remote."), never as a fragment or of an "It".
 */
import { JOB_SEEKING } from "./post-intent";
import type { Platform } from "./contract";
import type { Block } from "./post-layout";
import { asSentence, capitalise, joinList } from "./post-text";

const JOB_WORD = String.raw`(?:role|job|position|post|opportunit(?:y|ies)|placement|apprenticeship|internship|work)s?`;
/** "Experienced chef looking for head chef position": a person named first, then what they look for. */
const SEEKER_HEAD = new RegExp(
  String.raw`^(?:(?:[\p{L}-]+\s+){1,4})?(?:looking|searching|hoping)\s+(?:for|to\s+find)\s+(?:[\p{L}-]+\s+){0,4}?${JOB_WORD}\b|^(?:job\s+hunting|open\s+to\s+work)\b|^seeking\s+(?:[\p{L}-]+\s+){0,4}?${JOB_WORD}\b`,
  "iu",
);
const NUMBER = String.raw`(?:\d+\+?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)`;
const EXPERIENCE = new RegExp(
  String.raw`^(?:over\s+|nearly\s+|almost\s+)?(${NUMBER})\s*(?:years?|yrs?)['’]?\s*(?:of\s+)?(?:experience|exp\.?)?\s*(.*)$`,
  "iu",
);
/** Qualifications one holds ("PRINCE2", "QTS", "a BSc in Biology", "CSCS card"). */
const QUALIFICATION =
  /^(?:(?:an?\s+)?(?:PRINCE2|QTS|PGCE|CSCS|ACCA|CIMA|CIPD|ACA|AAT|PMP|CPA|CFA|NVQ|SIA|DBS|CELTA|NEBOSH|IOSH|MBA|PhD|BSc|MSc|BA|MA|BEng|MEng|LLB|RGN|HGV|Scrum\s+Master)\b.*|.*\b(?:certified|certification|certificate|qualified|qualification|degree|diploma|licen[cs]e|card)\b.*)$/i;
const CALL =
  /\b(?:dm|pm|message|contact|email|e-mail|reach out|get in touch|referrals?|intros?|introductions?|share|repost|cv on request|connect)\b/i;

/** The seeker's own note said as a sentence, or null for a skill or a qualification. */
function noteOf(p: string): { kind: "exp" | "qual" | "skill" | "line" | "call"; text: string } {
  let m: RegExpExecArray | null;
  if ((m = EXPERIENCE.exec(p))) {
    const rest = m[2]!.trim();
    const where =
      rest && !/^(?:in|with|at|as|across|of|on|leading|managing|working)\b/i.test(rest) ? `in ${rest}` : rest;
    return { kind: "exp", text: `${m[1]} years of experience${where ? ` ${where}` : ""}` };
  }
  if ((m = /^(?:i'?m\s+|i\s+am\s+)?open\s+to\s+(.+)$/i.exec(p))) {
    const what = m[1]!.trim();
    // "open to Leeds or remote": places are roles in them; "open to relocation" stays as written.
    if (/^\p{Lu}/u.test(what)) return { kind: "line", text: `I'm open to roles in ${what}.` };
    const mode = /^(remote|hybrid)\s+(or|and)\s+(\p{Lu}.*)$/iu.exec(what);
    if (mode) return { kind: "line", text: `I'm open to ${mode[1]} roles ${mode[2]} roles in ${mode[3]}.` };
    return { kind: "line", text: `I'm open to ${what}.` };
  }
  if (
    (m =
      /^(?:i'?m\s+|i\s+am\s+)?(happy|willing|able|keen|available|based|ready|looking|currently|immediately|good|great|skilled|experienced|fluent|confident|comfortable)\b(.*)$/i.exec(
        p,
      ))
  )
    return { kind: "line", text: asSentence(`I'm ${m[1]!.toLowerCase()}${m[2]}`) };
  if (
    /^(?:graduated|qualified|trained|worked|led|managed|delivered|built|ran|spent|completed|finished|left|moved)\b/i.test(
      p,
    )
  )
    return { kind: "line", text: asSentence(`I ${p[0]!.toLowerCase()}${p.slice(1)}`) };
  if (/^(?:i|i'm|i've|my)\b/i.test(p)) return { kind: "line", text: asSentence(capitalise(p)) };
  if (CALL.test(p)) return { kind: "call", text: asSentence(capitalise(p)) };
  if (QUALIFICATION.test(p)) return { kind: "qual", text: p };
  return { kind: "skill", text: p };
}

const article = (np: string) =>
  /^(?:an?|the|my|some|new|work|roles?)\b/i.test(np) ||
  /[^s]s$/.test(np.split(/\s+/).at(-1)!) ||
  /\b(?:work|experience|employment)\b/i.test(np)
    ? np
    : `${/^[aeiou]/i.test(np) ? "an" : "a"} ${np}`;

/** The seeker's first line: "I'm looking for ...", "I'm an experienced chef looking for a head chef position." */
function headOf(p: string): string {
  let m: RegExpExecArray | null;
  if ((m = /^(?:job\s+hunting|open\s+to\s+work)\s*[:–—-]\s*(.+)$/i.exec(p))) {
    const role = m[1]!.trim();
    return new RegExp(`\\b${JOB_WORD}$`, "iu").test(role)
      ? asSentence(`I'm looking for ${article(role)}`)
      : asSentence(`I'm looking for a role as ${article(role)}`);
  }
  if (/^(?:job\s+hunting|open\s+to\s+work)\s*$/i.test(p)) return "I'm looking for my next role.";
  const look = /^(.*?)\b(looking|searching|hoping|seeking)\b\s*(for\s+|to\s+find\s+)?(.*)$/i.exec(p)!;
  const who = look[1]!.trim();
  const sought = article(look[4]!.trim());
  const verb = `${look[2]!.toLowerCase()} ${look[3] ?? ""}${sought}`.replace(/\s+/g, " ");
  if (!who) return asSentence(`I'm ${verb}`);
  if (/^(?:i'?m|i\s+am)$/i.test(who)) return asSentence(`I'm ${verb}`);
  return asSentence(`I'm ${article(who.toLowerCase().replace(/^(?:an?)\s+/, ""))} ${verb}`);
}

/** The seeker's ask, in each platform's register. */
const ASK: Record<Platform, string> = {
  linkedin: "If you know of a role that fits, I'd be glad to hear from you.",
  twitter: "Leads and intros welcome.",
  facebook: "If you hear of anything, please let me know.",
  instagram: "Know of something? Send me a message.",
  tiktok: "Know of something? Let me know in the comments.",
};

/** The seeker's post as blocks, or null when the prompt is not one line of a job seeker's notes. */
export function seekerBlocks(clean: string, platform: Platform): Block[] | null {
  const text = clean.trim().replace(/[.!]+$/, "");
  if (/[.!?]\s/.test(text) || /\n/.test(text)) return null;
  if (/\b(?:we|we're|our|us)\b/i.test(text)) return null;
  const head0 = text.split(/\s*,\s*/)[0]!;
  if (
    !SEEKER_HEAD.test(head0) &&
    !(JOB_SEEKING.test(head0) && /^(?:i'?m\s+)?(?:looking|seeking|searching|hoping|job|open)\b/i.test(head0))
  )
    return null;
  // "job hunting: junior data analyst, SQL, ...": the role after the colon is the head's.
  const pieces = text.split(/\s*,\s*|\s+-\s+/).filter(Boolean);
  const head = headOf(pieces[0]!);
  const notes = pieces.slice(1).map(noteOf);
  const exp = notes.filter((n) => n.kind === "exp").map((n) => n.text);
  const quals = notes.filter((n) => n.kind === "qual").map((n) => n.text);
  const skills = notes.filter((n) => n.kind === "skill").map((n) => n.text.replace(/^and\s+/i, ""));
  const has: string[] = [];
  if (exp.length || quals.length) {
    // "CIM qualified" is what one is; "CSCS card", "a BSc" what one holds.
    const isAdj = (q: string) => /\b(?:qualified|certified|registered|accredited)$/i.test(q);
    const held = quals
      .filter((q) => !isAdj(q))
      .map((q) =>
        /^(?:BSc|MSc|BA|MA|BEng|MEng|LLB|MBA|PhD|degree|diploma)\b|\b(?:card|licen[cs]e|certificate|degree|diploma)$/i.test(
          q,
        )
          ? article(q)
          : q,
      );
    const am = quals.filter(isAdj);
    const parts = [
      ...(exp.length ? [`have ${joinList(exp)}`] : []),
      ...(held.length ? [`hold ${joinList(held)}`] : []),
    ];
    const said = parts.length ? `I ${joinList(parts)}` : "";
    has.push(am.length ? (said ? `${said}, and I'm ${joinList(am)}` : `I'm ${joinList(am)}`) : said);
  }
  const blocks: Block[] = [{ text: head, role: "lead", priority: 100 }];
  let sentence = has[0] ?? "";
  if (skills.length)
    sentence = sentence
      ? `${sentence}, and my skills include ${joinList(skills)}`
      : `My skills include ${joinList(skills)}`;
  if (sentence) blocks.push({ text: asSentence(sentence), role: "body", priority: 90 });
  notes
    .filter((n) => n.kind === "line")
    .forEach((n, i) => blocks.push({ text: n.text, role: "body", priority: 85 - i }));
  const calls = notes.filter((n) => n.kind === "call");
  calls.forEach((n, i) => blocks.push({ text: n.text, role: "cta", priority: 88 - i }));
  if (!calls.length)
    blocks.push({
      text: ASK[platform],
      role: "closer",
      priority: 40,
    });
  return blocks;
}
