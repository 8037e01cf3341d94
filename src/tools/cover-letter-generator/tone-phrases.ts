import type { CoverLetterTone } from "./contract";

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** "is" for "caring for your patients" or "teamwork", "are" for "strong family partnerships". */
const isAre = (value: string) =>
  !/^\p{L}+ing\b/u.test(value) && /\p{L}{2}[^su\s]s$|\p{L}ies$/u.test(value.split(/\s(?:of|for|in|with)\s/)[0]!)
    ? "are"
    : "is";
/** A company named with its article ("The Pig Hotels") is not put before "Hiring Team" ("Dear The Pig Hotels ..."). */
const THE = /^the\s/i;
/**
 * A long or institutional name ("Royal Wolverhampton NHS Trust", "Hughes & Partners Electrical") is not put in the
 * greeting ("Hello Royal Wolverhampton NHS Trust Team,"): the letter greets the hiring team and names the employer in
 * its first sentence. A short name (three words at most) is ("Dear Anglian Water Hiring Team,").
 */
const longName = (c: string) =>
  c.length > 28 ||
  c.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length > 3 ||
  /\b(?:NHS|Trust|Council|Authority|Department|Ministry|Hospitals?|University)\b/.test(c);

/**
 * The sentences each tone writes in the letters' fixed slots, a few variants each (chosen from the input, so two
 * visitors rarely get the same wording). Professional: plain and confident, no contractions. Formal: ceremonious,
 * no contractions. Balanced: warm and direct, some contractions. Enthusiastic: energetic, contractions and an
 * exclamation mark or two. Arguments are already-written phrases: T = the job title, C = the company.
 */
type Variants<A extends unknown[]> = ((...args: A) => string)[];

interface TonePhrases {
  greeting: (company: string) => string;
  signOff: string;
  /** Traditional opening: "I am writing to apply for the T position at C." */
  apply: Variants<[title: string, company: string]>;
  /** The candidate's present or last job: "I currently work as a staff nurse at St. Vincent Medical Center." */
  currentRole: Variants<[role: string]>;
  pastRole: Variants<[role: string]>;
  /**
   * "The role uses X, Y and Z, and ..." (two or more skills): the skills are the role's work, not what the employer
   * is "looking for". tools: every skill is a tool (software, equipment), which the role "uses"; else the role
   * "draws on" them.
   */
  skillsIntro: Variants<[skills: string, tools: boolean]>;
  /** The same with one skill. */
  skillIntro: Variants<[skill: string, tool: boolean]>;
  /** When no skill of the ad was recognised in the resume. */
  noSkillsIntro: Variants<[title: string]>;
  /** "I have hands-on experience with X." */
  tools: Variants<[tools: string]>;
  /** Skills from the visitor's own list that the letter has not named yet. */
  ownSkills: Variants<[skills: string]>;
  /** "I would welcome the opportunity to <duty> at C." */
  dutyWish: Variants<[duty: string, company: string]>;
  traditionalClose: Variants<[company: string]>;

  /** Achievement opening after the best result: "... I am applying for T at C to ...". */
  resultsApply: Variants<[title: string, company: string]>;
  /** Achievement opening when the best statement is a responsibility rather than a result. */
  scopeApply: Variants<[title: string, company: string]>;
  /** Lead-in sentence to the list of further results. */
  moreResults: Variants<[]>;
  /** The same for duties without a result to show ("I prepared samples."): they are no "wins". */
  moreWork: Variants<[]>;
  achievementClose: Variants<[company: string]>;

  /** Culture-Fit opening on the values the ad states (second person: "you value X"). */
  valuesOpen: Variants<[valueClause: string, company: string]>;
  missionOpen: Variants<[mission: string, title: string]>;
  commitmentOpen: Variants<[commitment: string, title: string]>;
  /** "Your belief that every dog deserves a calm, kind visit ..." (the clause in the second person). */
  beliefOpen: Variants<[belief: string, title: string]>;
  aboutOpen: Variants<[aboutClause: string, title: string]>;
  selfImageOpen: Variants<[selfImage: string, company: string, title: string]>;
  /** When the ad says nothing about the employer: the work itself, from a duty the ad names ("carry out ..."). */
  workOpen: Variants<[duty: string, title: string, company: string]>;
  /** After a culture opening that did not name the position: "That is why I am applying for the T position." */
  cultureApply: Variants<[title: string, company: string]>;
  /** "I earned a B.S. in Accounting from Boston College." */
  degree: Variants<[degree: string]>;
  /** "I put <value> into practice at E, where I <clause>." (where: "at Walgreens", "in my current role") */
  valueEvidence: Variants<[value: string, where: string, clause: string]>;
  /** How the candidate works with people, when no stated value has evidence. */
  peopleEvidence: Variants<[where: string, clause: string]>;
  /** How the candidate works, when no statement is about people. */
  workEvidence: Variants<[where: string, clause: string]>;
  /**
   * "I also bring experience in X.": skills the Culture-Fit letter has not named yet. (Never "I would bring the same
   * approach to the T role, along with X": a sentence that points back at nothing says nothing.)
   */
  cultureContribution: Variants<[skills: string]>;
  cultureClose: Variants<[company: string]>;
}

export const TONE_PHRASES: Record<CoverLetterTone, TonePhrases> = {
  professional: {
    greeting: () => "Dear Hiring Manager,",
    signOff: "Sincerely,",
    apply: [
      (t, c) => `I am writing to apply for the ${t} position at ${c}.`,
      (t, c) => `Please consider my application for the ${t} position at ${c}.`,
    ],
    currentRole: [(r) => `I currently work as ${r}.`, (r) => `In my current role, I work as ${r}.`],
    pastRole: [(r) => `Most recently, I worked as ${r}.`, (r) => `My most recent position was as ${r}.`],
    skillsIntro: [
      (s, tools) =>
        tools
          ? `The role uses ${s}, and I have worked with each of them.`
          : `The role draws on ${s}, and my experience covers each of them.`,
      (s) => `The role calls for ${s}, all of which are part of my track record.`,
    ],
    skillIntro: [
      (s, tool) =>
        tool
          ? `The role uses ${s}, and I have used it hands-on.`
          : `The role draws on ${s}, which is central to my experience.`,
      (s, tool) =>
        tool
          ? `The role uses ${s}, a tool I have worked with directly.`
          : `The role calls for ${s}, an area where I have a solid track record.`,
    ],
    noSkillsIntro: [
      (t) => `My background has prepared me well for the ${t} role.`,
      (t) => `My experience gives me a strong foundation for the ${t} role.`,
    ],
    tools: [(x) => `I have hands-on experience with ${x}.`, (x) => `I bring hands-on experience with ${x}.`],
    ownSkills: [(x) => `I also bring skills in ${x}.`],
    dutyWish: [
      (d, c) => `I would welcome the opportunity to ${d} at ${c}.`,
      (d) => `I am ready to ${d} from my first week.`,
    ],
    traditionalClose: [
      (c) => `Thank you for your time and consideration. I look forward to discussing how I can contribute to ${c}.`,
      (c) =>
        `Thank you for considering my application. I would be glad to discuss how my experience fits the needs of ${c}.`,
    ],
    resultsApply: [
      (t, c) => `I am applying for the ${t} position at ${c} to deliver results of the same kind.`,
      (t, c) => `Results like this are what I would bring to ${c} as its ${t}.`,
    ],
    scopeApply: [
      (t, c) => `I am applying for the ${t} position at ${c}, and I would bring the same experience to your team.`,
      (t, c) => `That experience is what I would bring to ${c} as its ${t}.`,
    ],
    moreResults: [
      () => "Other results from my recent work include the following.",
      () => "A few more results show the same focus.",
    ],
    moreWork: [() => "My work there also included the following."],
    degree: [(d) => `I earned ${d}.`],
    achievementClose: [
      (c) =>
        `I would be glad to walk you through these results in more detail. Thank you for considering my application to ${c}.`,
      (c) =>
        `I would welcome the chance to discuss how I can produce similar results at ${c}. Thank you for your consideration.`,
    ],
    valuesOpen: [
      (v) => `Your posting says that ${v}, and those are the standards I hold myself to.`,
      (v, c) => `I was drawn to ${c} because ${v}, and that is how I approach my own work.`,
    ],
    beliefOpen: [
      (b, t) => `I share your belief that ${b}, and it is the main reason I am applying for the ${t} position.`,
    ],
    missionOpen: [
      (m, t) => `Your mission ${m} is the main reason I am applying for the ${t} position.`,
      (m, t) => `I am applying for the ${t} position because your mission ${m} is one I want to contribute to.`,
    ],
    commitmentOpen: [(m, t) => `Your commitment to ${m} is the main reason I am applying for the ${t} position.`],
    aboutOpen: [(a, t) => `${a}, and that is work I want to be part of as your ${t}.`],
    selfImageOpen: [(s, c, t) => `Your description of ${c} as ${s} is what drew me to the ${t} position.`],
    workOpen: [
      (d, t, c) => `What draws me to the ${t} position at ${c} is the chance to ${d}.`,
      (d, t, c) => `I am applying for the ${t} position at ${c} for the chance to ${d}.`,
    ],
    cultureApply: [(t, c) => `That is why I am applying for the ${t} position at ${c}.`],
    valueEvidence: [
      (v, w, x) => `I put ${v} into practice ${w}, where I ${x}.`,
      (v, w, x) => `${upperFirst(v)} ${isAre(v) === "is" ? "matters" : "matter"} to me; ${w}, I ${x}.`,
    ],
    peopleEvidence: [(w, x) => `I enjoy working with people. ${upperFirst(w)}, I ${x}.`],
    workEvidence: [(w, x) => `${upperFirst(w)}, I ${x}.`],
    cultureContribution: [(s) => `I also bring experience in ${s}.`],
    cultureClose: [
      (c) => `Thank you for your consideration. I would welcome the opportunity to learn more about the team at ${c}.`,
      (c) => `Thank you for your time. I would be glad to discuss how I could add to the culture at ${c}.`,
    ],
  },

  formal: {
    greeting: () => "Dear Hiring Committee,",
    signOff: "Yours sincerely,",
    apply: [
      (t, c) => `I wish to submit my application for the position of ${t} at ${c}.`,
      (t, c) => `I respectfully submit my application for the position of ${t} at ${c}.`,
    ],
    currentRole: [(r) => `I am presently employed as ${r}.`, (r) => `At present, I serve as ${r}.`],
    pastRole: [(r) => `My most recent appointment was as ${r}.`, (r) => `I was most recently employed as ${r}.`],
    skillsIntro: [
      (s) => `The position calls for ${s}, and my record demonstrates each of these.`,
      (s, tools) =>
        tools
          ? `The position makes use of ${s}, each of which I have used in my work.`
          : `The position draws on ${s}, and my record demonstrates each of them.`,
    ],
    skillIntro: [
      (s, tool) =>
        tool
          ? `The position makes use of ${s}, which I have used in my work.`
          : `The position calls for ${s}, in which I have demonstrable experience.`,
    ],
    noSkillsIntro: [(t) => `I believe that my background has prepared me to fulfil the duties of the ${t} position.`],
    tools: [(x) => `I am proficient in ${x}.`, (x) => `I am, moreover, proficient in ${x}.`],
    ownSkills: [(x) => `My further competencies include ${x}.`],
    dutyWish: [
      (d) => `I would be honored to ${d} as a member of your staff.`,
      (d, c) => `It would be a privilege to ${d} on behalf of ${c}.`,
    ],
    traditionalClose: [
      () =>
        "Thank you for your consideration of my application. I would welcome the opportunity to discuss my qualifications at your convenience.",
      (c) =>
        `I am grateful for your consideration and would be pleased to discuss my candidacy with ${c} at your convenience.`,
    ],
    resultsApply: [
      (t, c) => `It is with this record that I submit my application for the position of ${t} at ${c}.`,
      (t, c) =>
        `I submit my application for the position of ${t} at ${c} in the belief that I can achieve comparable results.`,
    ],
    scopeApply: [(t, c) => `It is this experience that I would bring to the position of ${t} at ${c}.`],
    moreResults: [
      () => "My further accomplishments include the following.",
      () => "I would also draw your attention to the following accomplishments.",
    ],
    moreWork: [() => "My responsibilities also included the following."],
    degree: [(d) => `My academic qualifications include ${d}.`],
    achievementClose: [
      (c) =>
        `I would welcome the opportunity to discuss these accomplishments with ${c} at your convenience. Thank you for your consideration.`,
      () =>
        "I should be pleased to provide further detail on any of these accomplishments. Thank you for your attention.",
    ],
    valuesOpen: [
      (v, c) => `I note with appreciation that ${v}, and I hold ${c} in high regard for it.`,
      (v) => `It is with genuine respect that I read that ${v}, for I hold myself to the same principles.`,
    ],
    beliefOpen: [
      (b, t) =>
        `I share your conviction that ${b}; it is the principal reason for my application for the position of ${t}.`,
    ],
    missionOpen: [(m, t) => `Your mission ${m} is the principal reason for my application for the position of ${t}.`],
    commitmentOpen: [
      (m, t) => `Your commitment to ${m} is the principal reason for my application for the position of ${t}.`,
    ],
    aboutOpen: [(a, t) => `${a}, and it is work to which I would be proud to contribute as ${t}.`],
    selfImageOpen: [
      (s, c, t) =>
        `Your description of ${c} as ${s} is the principal reason for my application for the position of ${t}.`,
    ],
    workOpen: [(d, t, c) => `It is the opportunity to ${d} that draws me to the position of ${t} at ${c}.`],
    cultureApply: [(t, c) => `It is for this reason that I submit my application for the position of ${t} at ${c}.`],
    valueEvidence: [
      (v, w, x) => `My commitment to ${v} is demonstrated by my work ${w}, where I ${x}.`,
      (v, w, x) => `I have sought to uphold ${v} throughout my career; ${w}, I ${x}.`,
    ],
    peopleEvidence: [(w, x) => `I value working closely with others. ${upperFirst(w)}, I ${x}.`],
    workEvidence: [(w, x) => `${upperFirst(w)}, I ${x}.`],
    cultureContribution: [(s) => `I would also bring experience in ${s}.`],
    cultureClose: [
      () =>
        "Thank you for your consideration; I would welcome the opportunity to discuss my application at your convenience.",
      (c) => `I am grateful for your consideration and would be honored to contribute to ${c}.`,
    ],
  },

  balanced: {
    greeting: (c) =>
      longName(c) ? "Dear Hiring Team," : THE.test(c) ? `Dear Hiring Team at ${c},` : `Dear ${c} Hiring Team,`,
    signOff: "Kind regards,",
    apply: [
      (t, c) => `I'd like to apply for the ${t} role at ${c}.`,
      (t, c) => `I'm applying for the ${t} role at ${c}.`,
    ],
    currentRole: [(r) => `Right now I work as ${r}.`, (r) => `These days I work as ${r}.`],
    pastRole: [(r) => `Most recently, I worked as ${r}.`, (r) => `My last role was as ${r}.`],
    skillsIntro: [
      (s, tools) =>
        tools
          ? `The role uses ${s}, and I've worked with each of them.`
          : `The role draws on ${s}, and that's where my experience is.`,
      (s, tools) =>
        tools
          ? `The role uses ${s}, and I can show you each of them in my work.`
          : `The role draws on ${s}, and I can show you each of them in practice.`,
    ],
    skillIntro: [
      (s, tool) =>
        tool
          ? `The role uses ${s}, and I've used it hands-on.`
          : `The role draws on ${s}, and that's work I know well.`,
    ],
    noSkillsIntro: [(t) => `I think my background fits the ${t} role well.`],
    tools: [(x) => `I'm comfortable working with ${x}.`, (x) => `I work confidently with ${x}.`],
    ownSkills: [(x) => `I'd also bring skills in ${x}.`],
    dutyWish: [(d) => `I'd enjoy the chance to ${d}.`, (d, c) => `I'd be glad to ${d} at ${c}.`],
    traditionalClose: [
      () => "Thank you for considering my application. I'd be glad to talk more about the role.",
      (c) => `Thank you for your time. I'd welcome a conversation about how I could help ${c}.`,
    ],
    resultsApply: [
      (t) => `That's the kind of result I'd like to deliver as your ${t}.`,
      (t, c) => `I'm applying for the ${t} role at ${c} to do more work like that.`,
    ],
    scopeApply: [(t, c) => `I'd bring the same experience to the ${t} role at ${c}.`],
    moreResults: [
      () => "Here are a few other results from my recent work.",
      () => "A few more results give a sense of how I work.",
    ],
    moreWork: [() => "My work there also included the following."],
    degree: [(d) => `I earned ${d}.`],
    achievementClose: [
      () => "I'd be happy to go into more detail on any of these. Thank you for your time.",
      (c) => `I'd welcome the chance to talk about what I could achieve at ${c}. Thank you for reading.`,
    ],
    valuesOpen: [
      (v) => `I was glad to read that ${v}, because that's how I like to work.`,
      (v) => `Your posting stood out to me because ${v}, and those values matter to me too.`,
    ],
    beliefOpen: [(b, t) => `I share your belief that ${b}, and that's the main reason I'm applying for the ${t} role.`],
    missionOpen: [(m, t) => `Your mission ${m} is the main reason I'm applying for the ${t} role.`],
    commitmentOpen: [(m, t) => `Your commitment to ${m} is the main reason I'm applying for the ${t} role.`],
    aboutOpen: [(a, t) => `${a}, and I'd like to be part of that work as your ${t}.`],
    selfImageOpen: [(s, c, t) => `Your description of ${c} as ${s} is what drew me to the ${t} role.`],
    workOpen: [
      (d, t, c) => `What draws me to the ${t} role at ${c} is the chance to ${d}.`,
      (d, t, c) => `The chance to ${d} is the main reason I'm applying for the ${t} role at ${c}.`,
    ],
    cultureApply: [(t, c) => `That's a big part of why I'm applying for the ${t} role at ${c}.`],
    valueEvidence: [
      (v, w, x) => `${upperFirst(v)} ${isAre(v)} something I practice: ${w}, I ${x}.`,
      (v, w, x) => `${upperFirst(v)} ${isAre(v)} part of how I work: ${w}, I ${x}.`,
    ],
    peopleEvidence: [(w, x) => `I care about the people I work with; ${w}, I ${x}.`],
    workEvidence: [(w, x) => `${upperFirst(w)}, I ${x}.`],
    cultureContribution: [(s) => `I'd also bring experience in ${s}.`],
    cultureClose: [
      (c) => `Thank you for your consideration. I'd love to hear more about the team at ${c}.`,
      () => "Thank you for reading. I'd be glad to talk about how I'd fit in.",
    ],
  },

  enthusiastic: {
    greeting: (c) =>
      longName(c) ? "Hello Hiring Team," : THE.test(c) ? `Hello to the team at ${c},` : `Hello ${c} Team,`,
    signOff: "Warm regards,",
    apply: [
      (t, c) => `I'm thrilled to apply for the ${t} role at ${c}!`,
      (t, c) => `I was excited to see the ${t} opening at ${c}, and I'd love to join your team!`,
    ],
    currentRole: [(r) => `Right now I'm working as ${r}, and I love what I do.`, (r) => `Today I work as ${r}.`],
    pastRole: [(r) => `Most recently, I worked as ${r}.`, (r) => `My latest role was as ${r}, and I loved it.`],
    skillsIntro: [
      (s, tools) =>
        tools
          ? `The role uses ${s}, and I've worked with each of them!`
          : `The role draws on ${s}, and I bring real experience with each!`,
      (s, tools) =>
        tools
          ? `The role uses ${s}, and I've put each of them to work!`
          : `The role draws on ${s}, and I've put each of them to work!`,
    ],
    skillIntro: [
      (s, tool) =>
        tool
          ? `The role uses ${s}, and I've used it hands-on!`
          : `The role draws on ${s}, and that's work I know well!`,
    ],
    noSkillsIntro: [(t) => `I'm excited about how well my background fits the ${t} role!`],
    tools: [(x) => `I'm at home working in ${x}.`, (x) => `I'm right at home in ${x}.`],
    ownSkills: [(x) => `I'd also bring my skills in ${x}.`],
    dutyWish: [(d) => `I'd love the chance to ${d}!`, (d, c) => `I can't wait to ${d} at ${c}!`],
    traditionalClose: [
      (c) => `Thank you so much for your time! I'd love to talk about how I can help ${c}.`,
      () => "Thank you so much for considering me! I'd be thrilled to talk more.",
    ],
    resultsApply: [
      (t, c) => `I'd love to bring the same energy to ${c} as your next ${t}!`,
      (t, c) => `Results like that are the reason I'm so excited about the ${t} role at ${c}!`,
    ],
    scopeApply: [(t, c) => `I'd love to bring that experience to ${c} as your next ${t}!`],
    moreResults: [
      () => "Here are a few more results I'm proud of.",
      () => "A few other wins I'm proud of tell the same story.",
    ],
    moreWork: [() => "I also loved doing this work:"],
    degree: [(d) => `I earned ${d}.`],
    achievementClose: [
      () => "I'd love to tell you more about these projects! Thank you so much for considering me.",
      (c) => `I'd be thrilled to talk about what I could do at ${c}. Thank you so much for your time!`,
    ],
    valuesOpen: [
      (v) => `I was thrilled to read that ${v}, because that is exactly how I like to work!`,
      (v) => `It made my day to read that ${v}, since those values mean a lot to me!`,
    ],
    beliefOpen: [(b, t) => `I'm so excited about the ${t} role because I share your belief that ${b}!`],
    missionOpen: [(m, t) => `I'm so excited about the ${t} role because of your mission ${m}!`],
    commitmentOpen: [(m, t) => `I'm so excited about the ${t} role because of your commitment to ${m}!`],
    aboutOpen: [(a, t) => `${a}, and I'd love to be part of that as your ${t}!`],
    selfImageOpen: [(s, c, t) => `Your description of ${c} as ${s} is what got me so excited about the ${t} role!`],
    workOpen: [(d, t, c) => `I'm so excited about the ${t} role at ${c} because I'd get to ${d}!`],
    cultureApply: [(t, c) => `That's why I'm so excited to apply for the ${t} role at ${c}!`],
    valueEvidence: [
      (v, w, x) => `${upperFirst(v)} ${isAre(v)} something I live out every day: ${w}, I ${x}.`,
      (v, w, x) => `${upperFirst(v)} ${isAre(v) === "is" ? "matters" : "matter"} to me; ${w}, I ${x}.`,
    ],
    peopleEvidence: [(w, x) => `I love working with people, and ${w}, I ${x}.`],
    workEvidence: [(w, x) => `I love what I do. ${upperFirst(w)}, I ${x}.`],
    cultureContribution: [(s) => `I'd also bring my experience in ${s}.`],
    cultureClose: [
      (c) => `Thank you so much for your time! I'd love to meet the team at ${c}.`,
      () => "Thank you so much for reading! I'd be thrilled to talk soon.",
    ],
  },
};
