import type { CoverLetter, CoverLetterResponse } from "./contract";
import { adOpening } from "./foreign-ad";
import { FOREIGN, type ForeignLang } from "./foreign-phrases";
import type { LetterFacts } from "./letter-facts";
import { plainText } from "./input-text";
import { skillsIn } from "./skill-match";
import { firstPersonLines, inSentence, workPhrases } from "./foreign-work";
import { escapeRegExp } from "../../shared/text/regexp";

/**
 * Letters for a Spanish, French or German job ad, entirely in that language: the facts that need no rewriting
 * (company, position, name, years, current job, tools and certifications both texts name, the ad's stated values)
 * and [placeholders] where the candidate's results go. Suggestions are in the same language.
 */

const VALUES: Record<ForeignLang, RegExp> = {
  es: /\bvaloramos\s+([^.;!?\n]+)/i,
  fr: /\bnous\s+valorisons\s+([^.;!?\n]+)/i,
  // "Wir legen Wert auf X", "X sind uns wichtig".
  de: /\bwir\s+legen\s+wert\s+auf\s+([^.;!?\n]+)|(?:^|[.!?:]\s+)([^.;!?\n:]{3,80}?)\s+(?:sind|ist)\s+uns\s+(?:besonders\s+|sehr\s+)?wichtig/i,
};
/** Years of experience the resume states as such ("5 años de experiencia", "10 Jahre Berufserfahrung"), never an age span. */
const YEARS =
  /(?<!\b(?:bis|a|à|y|und|et|von|de|entre)\s)\b(\d{1,2})\s*\+?\s*(?:años|ans|jahren?)\s+(?:de\s+|d['’]\s*)?(?:experiencia|expérience|berufserfahrung|erfahrung)/i;

function list(items: string[], and: string): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
}

/** The names of the matched tools and certifications as the resume writes them ("SAP", "Kubernetes"). */
function namedTools(f: LetterFacts): string[] {
  const resumeHits = skillsIn(
    f.resume.text,
    f.matched.map((m) => m.skill).filter((s) => s.kind === "tool" || s.kind === "cert"),
  );
  // A degree's initials on a degree line ("Grado en ADE") are no tool; a name the tokens respaced ("SAP S 4HANA")
  // is said as the ad says it.
  const degreeLines = f.resume.text
    .split("\n")
    .filter((l) => /\b(?:grado|licenciatura|máster|master|bachelor|diplom|licence|bac\+\d|studium|universi)/i.test(l));
  const names = resumeHits
    .filter((h) => !degreeLines.some((l) => new RegExp(`\\b${escapeRegExp(h.text)}\\b`).test(l)))
    .map((h) => (f.resume.text.includes(h.text) ? h.text : h.skill.name));
  return [...new Set(names)].slice(0, 4);
}

export function foreignLetters(
  f: LetterFacts,
  lang: ForeignLang,
  jobDescription: string,
  experience = "",
): CoverLetterResponse {
  const p = FOREIGN[lang];
  const tone = f.tone;
  const sign = `${p.signOff[tone]}\n${f.name || p.namePlaceholder}`;
  // German letters go on in lower case after the greeting's comma ("Sehr geehrte Damen und Herren, / hiermit ...").
  const letter = (paragraphs: string[]) => {
    const body = paragraphs.map((x) => x.trim()).filter(Boolean);
    if (lang === "de" && body[0]) body[0] = body[0].charAt(0).toLowerCase() + body[0].slice(1);
    // "Transportes Ruiz S.L.." -> one full stop after a name that ends with its own.
    return [p.greeting[tone](f.company), ...body, sign].join("\n\n").replace(/\.\.(?=\s|$)/g, ".");
  };
  // (Else the years typed in the form's experience field: "6 años", "8".)
  const typedYears = /^\s*(\d{1,2})\b/.exec(experience)?.[1];
  const years = YEARS.exec(f.resume.text)?.[1] ?? (typedYears && Number(typedYears) > 0 ? typedYears : undefined);
  // A job title from a resume in another language would mix languages: only the employer's name is kept then.
  const role = f.resume.lang === lang ? f.resume.roles[0] : undefined;
  const roleTitle = role?.title
    ? lang === "de"
      ? role.title
      : role.title.charAt(0).toLowerCase() + role.title.slice(1)
    : "";
  const who = [
    years ? p.years(years) : "",
    roleTitle ? p.role(roleTitle, role?.employer ?? "", role?.current === false) : "",
  ]
    .filter(Boolean)
    .join(" ");
  const tools = namedTools(f);
  const toolsLine = tools.length ? p.tools(list(tools, p.and)) : "";
  const flat = plainText(jobDescription).replace(/\s*\n\s*/g, " ");
  const valuesMatch = VALUES[lang].exec(flat);
  const values = valuesMatch ? (valuesMatch[1] ?? valuesMatch[2] ?? "").trim() : "";
  const apply = p.apply[tone](f.title, f.company);
  // The resume's own work phrases ("Formación de 4 nuevos camareros") stand where placeholders would.
  const work = f.resume.lang === lang ? workPhrases(f.resume.text, lang) : [];
  // Lines the resume already writes in the first person ("Preparé a 120 alumnos ...") are cited as they are.
  const feats = f.resume.lang === lang ? firstPersonLines(f.resume.text, lang) : [];
  // (With the resume's first line in the first person after them: "... por turno. Formé a 5 enfermeras nuevas.")
  const workLine = work.length
    ? [
        p.work(
          list(
            work.map((w) => inSentence(w, lang)),
            p.and,
          ),
        ),
        feats.find((x) => !work.some((w) => x.includes(w))) ?? "",
      ]
        .join(" ")
        .trim()
    : feats
        .slice(0, 2)
        // "Ich habe A. Ich habe B." -> "Ich habe A. Außerdem habe ich B."
        .map((x, i) => (i > 0 && lang === "de" ? x.replace(/^Ich habe /, "Außerdem habe ich ") : x))
        .join(" ");
  const cited = work.length ? work.map((w) => `• ${w}.`) : feats.map((w) => `• ${w}`);
  const workList = cited.length
    ? [p.workIntro[tone], ...cited].join("\n")
    : `${p.results[tone]} ${p.resultPlaceholder}`;
  const hasWork = cited.length > 0;

  const versions: CoverLetter[] = [
    {
      version: "Traditional",
      content: letter([`${apply} ${who}`, [workLine, toolsLine].filter(Boolean).join(" "), p.close[tone]]),
      tone: f.toneLabel,
      highlights: [...(years ? [p.yearsShort(years)] : []), ...tools].slice(0, 4),
    },
    {
      version: "Achievement",
      content: letter([
        hasWork ? apply : `${apply} ${workList}`,
        hasWork ? workList : p.secondResult,
        `${who} ${toolsLine}`,
        p.close[tone],
      ]),
      tone: f.toneLabel,
      highlights: work.length ? work.slice(0, 4) : feats.length ? feats.slice(0, 4) : tools.length ? tools : [f.title],
    },
    {
      version: "Culture-Fit",
      content: letter([
        `${values ? p.values[tone](values) : adOpening(flat, lang) || p.cultureFallback(f.company)} ${apply}`,
        who ? `${who} ${p.contribution(f.title)}` : toolsLine,
        p.close[tone],
      ]),
      tone: f.toneLabel,
      highlights: values ? [values] : [f.company],
    },
  ];
  for (const v of versions) v.content = v.content.replace(/[ \t]+/g, " ").replace(/ \n/g, "\n");
  const missing = f.missingSkills.filter((m) => m.skill.kind === "tool" || m.skill.kind === "cert").slice(0, 4);
  return {
    coverLetters: versions,
    keySkillsMatched: tools,
    suggestedImprovements: [
      ...missing.map((m) => p.tips.missing(m.skill.name)),
      ...(versions.some((v) => /\[[^\]]+\]/.test(v.content.replace(/\n[^\n]*$/, ""))) ? [p.tips.placeholders] : []),
      ...(f.name ? [] : [p.tips.name]),
    ],
  };
}
