import type { CoverLetter } from "./contract";
import { WAY_OPEN } from "./culture-phrases";
import { bestResult } from "./best-result";
import { needSentences } from "./essential-needs";
import { skillList } from "./typed-skills";
import { BEST_RESULT_LEAD, DUTY_REASON, cites } from "./culture-substance";
import type { LetterFacts } from "./letter-facts";
import {
  leadRole,
  alsoSentence,
  certPhrases,
  clauseOf,
  listOf,
  namedSkills,
  pick,
  pickDuty,
  placeOf,
  resultSentence,
  roleDescription,
  imperativeList,
  titlePhrase,
  upperFirst,
  valueClause,
  valueEvidence,
  valueObject,
} from "./letter-parts";
import { roleProse, type Achievement } from "./resume-reader";
import { article } from "../../shared/text/article";
import { properNames } from "../../shared/text/proper-names";
import { SKILLS, skillsIn } from "./skill-match";
import { TONE_PHRASES } from "./tone-phrases";
import { canonicalName } from "./typed-names";
import { credentialSentences, credentialWays, resumeSpelling } from "./credentials";
import { ownCertWording } from "./cert-wording";

/**
 * The three letters. Traditional answers the ad's requirements with the resume's evidence; Achievement leads with
 * the candidate's results; Culture-Fit starts from what the ad says about the employer and shows how the
 * candidate's record matches it. Every fact comes from the readings; the wording comes from the tone's sentences.
 */

/** Greeting, paragraphs (blank-line separated; a paragraph may hold bullet lines) and the signature. */
function compose(f: LetterFacts, paragraphs: (string | false | undefined)[]): string {
  const t = TONE_PHRASES[f.tone];
  const body = paragraphs
    .map((p) =>
      (p || "")
        .split("\n")
        .map((l) =>
          l
            .replace(/\s+/g, " ")
            .replace(/ ([.,!?])/g, "$1")
            .replace(/\.{2}(?!\.)/g, ".")
            // "... data in R. At Lloyds, I built ...": after a one-letter word a capital reads as the rest of an
            // initial ("R. At"), so the place moves to the end ("I built ... at Lloyds.").
            .replace(/(\s\p{Lu}\.) At ([^,.]{2,60}), I ([^.!?]+)\./gu, "$1 I $3 at $2.")
            .trim(),
        )
        // "react, typescript, and css" as typed in the resume: names as their makers spell them; "at University of
        // Bristol" -> "at the University of Bristol" (an institution named "X of Y" takes the article).
        .map((l) =>
          properNames(l).replace(
            /\b(at|with|for|from|in|to|of|join|At|With|For|From|In|To|Join)\s+(?=(?:University|College|Institute|Department|Ministry|Museum|Bank|Library|Church|Academy|Office|Royal College|Royal Academy|National Institute|School) (?:of|for)\s+\p{Lu})/gu,
            "$1 the ",
          ),
        )
        .filter(Boolean)
        .join("\n"),
    )
    .filter(Boolean)
    .map(upperFirst);
  return [t.greeting(f.company), ...body, `${t.signOff}\n${f.name || "[Your Name]"}`].join("\n\n");
}

/** Sentences introducing the candidate: years, then the current or last job (or the resume's own summary). */
function introduction(f: LetterFacts, slot: number): string {
  const t = TONE_PHRASES[f.tone];
  const role = leadRole(f);
  const years = f.resume.years;
  const lead = (years?.fromField ? years.sentence : "") || f.resume.identity || years?.sentence || "";
  const title = roleProse((role?.title || f.resume.headline).split(/,|\s[|—–-]\s/)[0]!.trim());
  // "I am a medical assistant with 3 years ..." already says the job: add only where.
  if (lead && title && lead.toLowerCase().includes(title.toLowerCase().split(" ").slice(-2).join(" "))) {
    return role?.employer
      ? lead.replace(/\.$/, `, ${role.current === false ? "most recently" : "currently"} at ${role.employer}.`)
      : lead;
  }
  const described = roleDescription(role, f.resume.headline);
  const roleLine = described ? pick(role?.current === false ? t.pastRole : t.currentRole, f.seed, slot)(described) : "";
  return [lead, roleLine].filter(Boolean).join(" ");
}

/** A skill's words as a list item: "quota attainment" -> "Quota attainment", "a Class A CDL" -> "Class A CDL". */
const asHighlight = (prose: string) => upperFirst(prose.replace(/^(?:a|an|the)\s+/i, ""));

/** The statements worth citing, in rank order. */
function citable(f: LetterFacts): Achievement[] {
  const strong = f.ranked.filter((a) => a.score >= 1 || a.fp.verb === "be" || f.fitting.has(a));
  // A terse resume: its plainer statements are still worth citing, in the order of their relevance to the ad.
  return strong.length >= 2 ? strong : f.ranked;
}

/** Two statements from the same job (the second can then say "I also ..."). */
const sameJob = (a: Achievement, b: Achievement) =>
  (a.role?.employer ?? "") === (b.role?.employer ?? "") && (a.role?.title ?? "") === (b.role?.title ?? "");

/** Two statements from the same employer ("At Corvid Insurance, ..." is said once, whatever the job title). */
const sameEmployer = (a: Achievement, b: Achievement | undefined) =>
  !!b && !!a.role?.employer && a.role.employer === b.role?.employer;

/**
 * The experience the ad calls essential, in its words, answered with the job that shows it (unless `said` says it).
 * (A need that names a skill the resume does not show is never said: "and I have it" would claim it.)
 */
function adNeeds(f: LetterFacts, said: string, opening: string): string[] {
  const shownSkill = (phrase: string) =>
    skillsIn(phrase).every((h) => f.matched.some((m) => canonicalName(m.skill) === h.skill.name && !m.listedOnly));
  return needSentences(f.ad, f.resume.roles, f.resume.achievements, f.tone, said, opening, shownSkill);
}

/**
 * "I hold BLS and ACLS certifications. I hold a Missouri RN License." -> "I hold a Missouri RN License, as well as BLS
 * and ACLS certifications.": two "I hold" sentences in a row read as a list typed twice.
 */
function oneHold(credentials: string, licence: string): string {
  const held = /(?:^|\s)I hold ([^.]+)\.$/.exec(credentials);
  if (!held || !/^I hold [^.]+\.$/.test(licence)) return [credentials, licence].filter(Boolean).join(" ");
  const before = credentials.slice(0, held.index).trim();
  return [before, `${licence.replace(/\.$/, "")}, as well as ${held[1]}.`].filter(Boolean).join(" ");
}

/** A statement that reports a result (a figure with an outcome), not only a responsibility. */
const isResult = (a: Achievement) => a.score >= 5;
/** A statement a letter can call a result: a reported outcome or a figure ("300+ orders per shift"). */
const showsResult = (a: Achievement) => isResult(a) || a.figure;

function traditional(f: LetterFacts): CoverLetter {
  const t = TONE_PHRASES[f.tone];
  const title = titlePhrase(f.title);
  const opening = [pick(t.apply, f.seed, 1)(title, f.company), introduction(f, 2)].join(" ");

  // The ad's requirements answered with the resume's evidence.
  const skills = namedSkills(f, 3);
  const names = skills.map((m) => m.skill.prose);
  const allTools = skills.every((m) => m.skill.kind === "tool");
  const certsAsked = f.matched.filter((m) => m.skill.kind === "cert");
  const intro =
    names.length >= 2
      ? pick(
          t.skillsIntro,
          f.seed,
          3,
        )(listOf(names), allTools).replace("all of which", names.length === 2 ? "both of which" : "all of which")
      : names.length === 1
        ? pick(t.skillIntro, f.seed, 3)(names[0]!, allTools)
        : certsAsked.length
          ? ""
          : pick(t.noSkillsIntro, f.seed, 3)(title);
  const evidence = [...new Set(skills.map((m) => m.evidence).filter((a): a is Achievement => !!a))];
  // One skill's evidence alone: the statement that best answers the ad's work comes second ("I also took bookings").
  // (A short resume whose skills show little evidence gives a third statement, so the letter uses what it has.)
  const shown = (
    evidence.length >= 2
      ? evidence
      : [...evidence, ...citable(f).filter((a) => !evidence.includes(a) && (!evidence.length || f.related.has(a)))]
  ).slice(0, evidence.length >= 2 ? 2 : 3);
  // The applicant's strongest result is always among them (in place of the last when three are shown already).
  const best = bestResult(citable(f), f.related);
  if (best && !shown.includes(best)) shown.splice(Math.min(shown.length, 2), 1, best);
  const proof = shown.map(
    (a, i) =>
      (i > 0 && (sameEmployer(a, shown[0]) || sameEmployer(a, shown[i - 1])) && alsoSentence(a)) ||
      resultSentence(a, i === 0 || !(sameJob(a, shown[0]!) || sameEmployer(a, shown[0]))),
  );
  // "My experience includes A. My experience includes B." -> "My experience includes A, as well as B."
  const lead = "My experience includes ";
  if (proof.length === 2 && proof.every((p) => p.startsWith(lead)))
    proof.splice(0, 2, `${proof[0]!.replace(/\.$/, "")}, as well as ${proof[1]!.slice(lead.length)}`);
  // "I also write care plans. I also support new staff." -> "I also write care plans and support new staff."
  for (let i = proof.length - 1; i > 0; i--) {
    const [a, b] = [proof[i - 1]!, proof[i]!];
    if (!/^I also /.test(a) || !/^I also /.test(b)) continue;
    const joined = `${a.replace(/\.$/, "")}${/,/.test(a) ? "," : ""} and ${b.slice("I also ".length)}`;
    // (A long first claim or one with a clause of its own takes the second as a sentence of its own.)
    const short = a.split(/\s+/).length <= 14 && !/\b(?:which|that|who|where)\b/.test(a);
    if (short && joined.split(/\s+/).length <= 28) proof.splice(i - 1, 2, joined);
    else proof[i] = b.replace(/^I also /, "In addition, I ");
  }
  // The experience the ad calls essential, answered with the job that shows it.
  const needs = adNeeds(f, [intro, ...proof].join(" "), opening);
  const skillsPara = [...needs, intro, ...proof].join(" ");

  // Credentials, tools, languages, education and the visitor's own skills.
  const said = new Set(skills.map((m) => m.skill.name));
  const licence = f.licence.replace(/\s*\([^)]*\)/g, "");
  // ("I work confidently with Reach." after "I hold ... Reach (D1) licences": a tool a credential names is said.)
  const credentialText = [f.licence, ...f.held.map((c) => c.text)].join("\n");
  const tools = f.matched
    // (A tool only the visitor's skills list names is theirs to claim, said with their skills: no "hands-on".)
    .filter(
      (m) =>
        m.skill.kind === "tool" &&
        !said.has(m.skill.name) &&
        !m.listedOnly &&
        !skillsIn(credentialText, [m.skill], true).length,
    )
    .slice(0, 3)
    .map((m) => m.skill.prose);
  // The ad asks for a language (or "a second language"): name the ones the resume shows.
  const langs = f.matched.some((m) => m.skill.kind === "lang")
    ? skillsIn(
        f.resume.text,
        SKILLS.filter((s) => s.kind === "lang" && !/^an?\s/.test(s.prose)),
      ).map((h) => h.skill.prose)
    : [];
  const own = f.ownSkills
    .filter(
      (s) =>
        !f.matched.some(
          (m) => canonicalName(m.skill) === canonicalName(s) && (!m.listedOnly || said.has(m.skill.name)),
        ),
    )
    .slice(0, 3)
    .map((s) => s.prose);
  // A credential the proof sentences already name ("I am a QuickBooks Online ProAdvisor") is not repeated.
  // A credential named in the resume's own words ("Full UK driving licence") is said that way, not by the lexicon's name.
  const heldText = f.held.map((c) => c.text).join("\n");
  const certs = f.certs
    .filter((c) => !skillsIn(skillsPara, [c], true).length && !skillsIn(heldText, [c], true).length)
    .slice(0, 4);
  // "I hold a paralegal certification." then "I earned a Paralegal Certificate from ...": a certificate the
  // credentials already name gives way to the degree after it.
  const named = [...certs.map((c) => c.name), ...f.held.map((c) => c.text)].map((n) => n.toLowerCase().split(" ")[0]!);
  const study = f.resume.education.find((e) => e.startsWith("studying for "));
  const degree = f.resume.education.find(
    (e) =>
      !e.startsWith("studying for ") &&
      !(/\bcertificat(?:e|ion)\b/i.test(e) && named.some((w) => e.toLowerCase().includes(w))),
  );
  // "COSHH trained", "NMC PIN ...": said as training or a registration, not as a certification held.
  const ways = credentialWays(certs, f.resume.text);
  const credentials = [
    oneHold(
      credentialSentences(
        // "I am a licensed RDH in Ohio." (licences.ts) says "Licensed RDH" with its state.
        [
          ...f.held.filter(
            (c) =>
              !skillsPara.toLowerCase().includes(c.text.toLowerCase()) &&
              // ("RTITB Counterbalance and Reach licences" is said once, by "... Counterbalance (B1) and Reach (D1) ...".)
              !licence.toLowerCase().includes(c.text.toLowerCase()),
          ),
          ...ways.being,
        ],
        certPhrases(ways.held.map((c) => ownCertWording(c, f.resume.text))).map((p) =>
          resumeSpelling(p, f.resume.text),
        ),
      ),
      // "I hold a WA Journeyman Plumber License.": unless a credential already named says it.
      f.licence && !certs.some((c) => f.licence.toLowerCase().includes(c.name.toLowerCase())) ? f.licence : "",
    ),
    tools.length ? pick(t.tools, f.seed, 4)(listOf(tools)) : "",
    languageSentence(f.resume.text, langs),
    degree ? pick(t.degree, f.seed, 5)(degree) : "",
    // ("I am doing my Level 3 ..." may already be a claim: "I am studying for my Level 3 ...".)
    study && !/\bstudying for\b/.test(skillsPara) ? `I am ${study}.` : "",
    own.length ? pick(t.ownSkills, f.seed, 5)(skillList(own)) : "",
  ].join(" ");

  const duty = pickDuty(f);
  const closing = [
    duty ? pick(t.dutyWish, f.seed, 6)(duty, f.company) : "",
    pick(t.traditionalClose, f.seed, 7)(f.company),
  ].join(" ");
  const highlights = [
    ...(f.resume.years ? [f.resume.years.highlight] : []),
    ...skills.map((m) => asHighlight(m.skill.prose)),
    // Credentials in the resume's words ("Full UK driving licence"), then the lexicon's for the rest.
    ...(f.held.length || f.certs.length
      ? [
          asHighlight(
            listOf(
              [
                ...f.held.map((c) => c.text),
                ...f.certs
                  .filter((c) => !skillsIn(f.held.map((h) => h.text).join("\n"), [c], true).length)
                  .map((c) => c.prose.replace(/^(?:a|an|the)\s+/i, "")),
              ].slice(0, 3),
            ),
          ),
        ]
      : []),
  ].slice(0, 5);
  return {
    version: "Traditional",
    content: compose(f, [opening, skillsPara, credentials, closing]),
    tone: f.toneLabel,
    highlights: highlights.length ? highlights : [`Application for ${f.title}`],
  };
}

function achievement(f: LetterFacts): CoverLetter {
  const t = TONE_PHRASES[f.tone];
  const title = titlePhrase(f.title);
  const candidates = citable(f).filter((a) => a.fp.verb !== "be" || a.figure);
  // The letter opens with a result that speaks to the ad's work, else with work done that does ("took phone bookings"
  // for a receptionist), else with the strongest result there is (a bare list of tools is no opening).
  // (A reported outcome comes before a bare figure: "cut turnaround from 5 days to 3" before "ISO 17025 records".)
  const opener =
    bestResult(candidates, f.related) ??
    candidates.find((a) => isResult(a) && f.related.has(a)) ??
    candidates.find((a) => showsResult(a) && f.related.has(a)) ??
    candidates.find((a) => f.related.has(a) && a.fp.verb !== "" && a.fp.verb !== "be") ??
    candidates.find(showsResult) ??
    candidates[0];
  // ("• My experience includes rotas and daily targets." is no item of a list of work: said only when nothing else is.)
  const rest = candidates.filter((a) => a !== opener);
  const done = rest.filter((a) => !/^My experience includes\b/.test(a.fp.sentence));
  const wins = (opener ? [opener, ...(done.length ? done : rest)] : candidates).slice(0, 4);
  const [top, ...more] = wins;
  const opening = top
    ? `${resultSentence(top, true)} ${pick(isResult(top) ? t.resultsApply : t.scopeApply, f.seed, 11)(title, f.company)}`
    : `${pick(t.apply, f.seed, 11)(title, f.company)} [Add your strongest result here, with a number if you can.]`;
  const list =
    more.length >= 2
      ? `${pick(more.every(isResult) ? t.moreResults : t.moreWork, f.seed, 12)()}\n${more
          // The employer is named once: not again for the results after the opening one from the same place.
          .map(
            (a, i) =>
              `• ${resultSentence(a, !sameJob(a, top!) && !sameEmployer(a, top) && !sameEmployer(a, more[i - 1]))}`,
          )
          .join("\n")}`
      : more.length === 1
        ? (sameJob(more[0]!, top!) && alsoSentence(more[0]!)) || resultSentence(more[0]!, true)
        : introduction(f, 13);
  // The bridge to the job is the experience the ad calls essential, when the cited work shows it; never "My
  // experience with X is what I would bring" after X was cited, nor "I would bring the same approach to <duty>".
  const bridge = adNeeds(f, [opening, list].join(" "), opening).join(" ");
  return {
    version: "Achievement",
    content: compose(f, [opening, list, bridge, achievementClose(f, wins)]),
    tone: f.toneLabel,
    highlights: wins.length ? wins.slice(0, 4).map((a) => a.fp.highlight) : ["Add a measurable result to your resume"],
  };
}

/** The Culture-Fit opening: the ad's stated values, else its mission, commitment, description, or a placeholder. */
function cultureOpening(f: LetterFacts, title: string): { text: string; namesRole: boolean } {
  const t = TONE_PHRASES[f.tone];
  const j = f.job;
  if (f.values.length) return { text: pick(t.valuesOpen, f.seed, 21)(valueClause(f), f.company), namesRole: false };
  if (j.mission) return { text: pick(t.missionOpen, f.seed, 21)(j.mission, title), namesRole: true };
  if (j.commitment) return { text: pick(t.commitmentOpen, f.seed, 21)(j.commitment, title), namesRole: true };
  if (j.belief) return { text: pick(t.beliefOpen, f.seed, 21)(j.belief, title), namesRole: true };
  if (j.about) return { text: pick(t.aboutOpen, f.seed, 21)(`${f.company} ${j.about}`, title), namesRole: true };
  if (j.selfImage) return { text: pick(t.selfImageOpen, f.seed, 21)(j.selfImage, f.company, title), namesRole: true };
  // "Our food is local, seasonal and simple." -> "Your description of your food as local, seasonal and simple ...".
  if (j.described)
    return { text: pick(t.selfImageOpen, f.seed, 21)(j.described.as, j.described.what, title), namesRole: true };
  // How the team works or whom it serves ("your education team works closely with unit managers").
  if (j.way) return { text: WAY_OPEN[f.tone](j.way, title), namesRole: true };
  // Nothing about the employer: the work itself, in the ad's own duty ("carry out planned ... maintenance on cranes").
  // Else the team the ad invites to ("join our Borrowing squad"), else the next step from the candidate's own job.
  const team = f.job.team;
  // "Former secondary school English teacher": the work, not the word "former".
  const now = (leadRole(f)?.title || f.resume.headline).replace(/^(?:former|ex-)\s*/i, "");
  const duty =
    pickDuty(f) ||
    (team ? `join your ${team}` : now ? `build on my work as ${article(roleProse(now))} ${roleProse(now)}` : "");
  if (duty) return { text: pick(t.workOpen, f.seed, 21)(duty, title, f.company), namesRole: true };
  return {
    text: `[Add a sentence on what draws you to ${f.company}: its mission, its people, or its work.]`,
    namesRole: false,
  };
}

const PEOPLE =
  /\b(?:mentor|precept|coach|train|taught|teach|tutor|volunteer|students?|patients?|clients?|customers?|guests?|famil\w*|members?|caregivers?|children|kids)\b/i;

/** How the candidate's record shows the ad's values, or failing that how they work with people, or who they are. */
function cultureEvidence(f: LetterFacts, opening: string): { text: string; pairs: ReturnType<typeof valueEvidence> } {
  const t = TONE_PHRASES[f.tone];
  const pairs = valueEvidence(f);
  if (pairs.length) {
    return {
      text: pairs
        .map((p, i) =>
          !clauseOf(p.win)
            ? // "Safety matters to me, and my record includes 1.2 million accident-free miles."
              `${upperFirst(valueObject(p.value, imperativeList(f.values)))} ${/\p{L}s$/u.test(p.value) && !/ness$|ss$/.test(p.value) ? "matter" : "matters"} to me, and ${p.win.fp.sentence.charAt(0).toLowerCase()}${p.win.fp.sentence.slice(1)}`
            : pick(t.valueEvidence, f.seed, 23 + i)(
                // "We care about our patients": people cared about are practised as caring for them.
                /^(?:your|their|each other|one another|the people|people)\b/i.test(p.value)
                  ? `caring for ${p.value}`
                  : valueObject(p.value, imperativeList(f.values)),
                placeOf(p.win),
                clauseOf(p.win)!,
              ),
        )
        .join(" "),
      pairs,
    };
  }
  // "I have a clean driving record" is a fact about the candidate, not a way of working.
  const action = (a: Achievement) => clauseOf(a) && a.fp.verb !== "be" && a.fp.verb !== "have";
  // "a booking app used by 200 members": people who use a product are no sign of working with people.
  const people = f.ranked.find(
    (a) => action(a) && PEOPLE.test(a.source.replace(/\b(?:used|bought|downloaded|read) by [\d,]+\+?\s+\w+/gi, "")),
  );
  // A second result (a figure or an outcome) backs the first up: "... I also kept a 99.6% pick accuracy rate."
  const backUp = (first: Achievement) => {
    // (or, ranked above them, a statement that speaks to the ad's work: "I also handled phone bookings").
    const next = f.ranked.find((a) => a !== first && action(a) && (a.score >= 2 || f.fitting.has(a)));
    if (!next) return "";
    return ` ${(sameEmployer(next, first) && alsoSentence(next)) || resultSentence(next, !sameJob(next, first))}`;
  };
  // (A statement with no employer is said as the resume's sentence: "In my recent roles, I have worked 3 years ..."
  // would frame a sentence that gives its own time and place.)
  const placed = (a: Achievement, said: (w: string, x: string) => string) =>
    a.role?.employer ? said(placeOf(a), clauseOf(a)!) : resultSentence(a, true);
  if (people) return { text: placed(people, pick(t.peopleEvidence, f.seed, 23)) + backUp(people), pairs };
  const work = f.ranked.find(action);
  // With no action statement, the resume's own record ("My experience includes branding for 25+ small businesses.")
  // is what the contribution sentence refers back to.
  return {
    text: work
      ? placed(work, pick(t.workEvidence, f.seed, 23)) + backUp(work)
      : // An opening that builds on the candidate's job has said what the introduction would say again.
        (!opening.includes(" my work as ") && introduction(f, 24)) || (f.ranked[0]?.fp.sentence ?? ""),
    pairs,
  };
}

function cultureFit(f: LetterFacts): CoverLetter {
  const t = TONE_PHRASES[f.tone];
  const title = titlePhrase(f.title);
  const open = cultureOpening(f, title);
  const opening = [open.text, open.namesRole ? "" : pick(t.cultureApply, f.seed, 22)(title, f.company)].join(" ");
  const evidence = cultureEvidence(f, opening);
  // The applicant's strongest result is part of the letter's case, whatever the values drew on.
  const best = bestResult(citable(f), f.related);
  // (After a statement from the same employer it is "I also ...": the place is said once.)
  const again = !!best?.role?.employer && evidence.text.includes(`t ${best.role.employer},`);
  const proud =
    best && !cites(evidence.text, clauseOf(best) ?? best.fp.sentence)
      ? ` ${(again && alsoSentence(best)?.replace(/^I also /, /\bI also\b/.test(evidence.text) ? "In addition, I " : "I also ")) || resultSentence(best, true).replace(/^(?!At )/, `${BEST_RESULT_LEAD[f.tone]} `)}`
      : "";
  // Skills the letter has not named yet; those its statements show are not said again.
  // ("experience in attention to detail": a soft skill is no experience.)
  const skills = namedSkills(f, 2)
    .filter((m) => m.skill.kind !== "soft" && !skillsIn(`${opening} ${evidence.text}${proud}`, [m.skill], true).length)
    .map((m) => m.skill.prose);
  // A reason in the ad's own words: the work it names, unless the opening already said it (a duty naming a skill the
  // resume does not show is never the one: it would read as a claim).
  const duty = pickDuty(f);
  const reason = duty && !opening.includes(duty) ? DUTY_REASON[f.tone](duty) : "";
  const contribution = [skills.length ? pick(t.cultureContribution, f.seed, 25)(listOf(skills)) : "", reason].join(" ");
  // The ad's values in its words, then the statements that show them.
  const highlights = f.values.length
    ? [
        ...f.values.slice(0, 4).map((v) => upperFirst(valueObject(v, imperativeList(f.values)))),
        ...evidence.pairs.map((p) => p.win.fp.highlight),
      ].slice(0, 6)
    : [f.job.mission ? upperFirst(`your mission ${f.job.mission.split(",")[0]}`) : `Interest in ${f.company}`];
  return {
    version: "Culture-Fit",
    content: compose(f, [opening, evidence.text + proud, contribution, pick(t.cultureClose, f.seed, 26)(f.company)]),
    tone: f.toneLabel,
    highlights,
  };
}

/** Words that say a language is only partly spoken ("basic Spanish", "French (conversational)"). */
const SOME = "basic|conversational|intermediate|elementary|beginner|some|working|school|A1|A2|B1";

/**
 * "I speak Russian and English, and have basic Spanish.": the languages the resume shows, each at the level it
 * gives; a language spoken only in part is never said as spoken.
 */
function languageSentence(resume: string, langs: string[]): string {
  const partly = (l: string) =>
    new RegExp(`\\b(${SOME})\\s+${l}\\b|\\b${l}\\s*[(:-]\\s*(${SOME})\\b`, "i").exec(resume);
  const full = langs.filter((l) => !partly(l));
  const some = langs
    .filter((l) => partly(l))
    .map((l) => {
      const m = partly(l)!;
      const level = (m[1] ?? m[2]!).replace(/^some$/i, "some");
      return /^[AB]\d$/.test(level) ? `${l} at ${level} level` : `${level.toLowerCase()} ${l}`;
    });
  if (!full.length && !some.length) return "";
  if (!some.length) return `I speak ${listOf(full)}.`;
  if (!full.length) return `I have ${listOf(some)}.`;
  return `I speak ${listOf(full)}${full.length > 1 ? "," : ""} and have ${listOf(some)}.`;
}

export function writeLetters(f: LetterFacts): CoverLetter[] {
  return [traditional(f), achievement(f), cultureFit(f)];
}

/** The Achievement letter's close; duties without a figure are "my experience", not "these results". */
function achievementClose(f: LetterFacts, wins: Achievement[]): string {
  const close = pick(TONE_PHRASES[f.tone].achievementClose, f.seed, 16)(f.company);
  if (wins.some(showsResult)) return close;
  return close
    .replace(/\bany of these (?:results|accomplishments)\b/, "my experience")
    .replace(/\bthese (?:results|accomplishments)\b/, "my experience");
}
