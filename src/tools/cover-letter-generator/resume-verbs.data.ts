/**
 * Verbs resume lines start with (base forms). A line starting with one of them, in any form ("Led", "Leads",
 * "Leading", "Lead"), is an action the candidate did; compromise conjugates them. Words that are also common nouns
 * at the start of a noun phrase ("sponsor of", "lead for") are told apart by the word after them.
 */
export const RESUME_VERBS =
  `accelerate achieve acquire act adapt add address adjust administer advance advise advocate analyze analyse answer
apply approve arrange assemble assess assist audit author automate balance book boost brief build calibrate care
champion chair clean close coach code collaborate collect communicate compile complete compose conduct configure consolidate
construct consult contain contribute control convert coordinate counsel create cultivate curate cut debug decrease define
deliver deploy design detect develop diagnose direct discover dispatch distribute document double draft drive earn edit
educate eliminate enable engineer enhance enroll ensure establish estimate evaluate examine exceed execute expand expedite
facilitate file fill finish fix forecast form formulate foster found gain gather generate give grow guide halve handle head
help hire host identify implement import improve increase initiate inspect install instruct integrate interview introduce
investigate keep launch lead lower maintain manage market master maximize measure mentor merge migrate minimize model
moderate modernize monitor motivate move negotiate onboard open operate optimize orchestrate organize originate outperform
overhaul oversee own partner perform pilot pioneer place plan prepare present prevent price prioritize process procure produce
program promote propose prospect protect provide publish purchase raise rank rebuild receive recommend reconcile record recruit
redesign reduce refactor refer refine register rehabilitate remodel renegotiate reorganize repair replace report represent
research resolve respond restore restructure retain review revamp revise rewrite room run save scale schedule screen secure
sell serve service set ship simplify sell solve source spearhead sponsor staff standardize start steer stock streamline
strengthen structure supervise supply support surpass take teach test track train transform translate treat triage
troubleshoot tutor undertake unify update upgrade upsell use utilize validate verify volunteer win work write precept
co-found co-lead co-author cross-train prep perform photograph illustrate art-direct storyboard mow operate upsell welcome
greet stock answer book close coordinate grade assess interpret order draw take give reset image fulfill\nclean restock cater bake tend pour settle inspect adjust evaluate show write pursue study follow log pick pack load unload
change empty hoover sweep mop wash iron fold polish dust vacuum tidy sort feed bathe dress lift carry
make cook wire fit lay paint weld brew cover accompany escort stack hang tile plaster prototype query`
    .split(/\s+/)
    .filter(Boolean);

/** Nouns that take no article ("managed care", "handled payroll"); other singular nouns get "the" or "a". */
export const MASS_NOUNS = new Set(
  `care training support inventory payroll data research software equipment staff revenue sales traffic feedback compliance
documentation content marketing outreach onboarding scheduling budgeting safety quality service maintenance logistics
recruiting hiring production performance information communication development design engineering analysis reporting
testing security infrastructure funding coverage growth retention attendance enrollment engagement operations procurement
freight shipping receiving billing accounting bookkeeping administration management leadership instruction curriculum
coursework homework lunch breakfast dinner food labor cash money time work research traffic demand volume spend cost
satisfaction treatment therapy surgery anesthesia recovery triage intake admissions discharge paperwork mail email
advertising branding packaging merchandising signage photography video audio music art furniture landscaping irrigation
plumbing wiring lighting drywall framing roofing concrete welding machining programming tooling stock produce dough
coffee latte espresso pastry prep cleanup phlebotomy radiology cardiology
telemetry oncology pediatrics physics chemistry biology algebra geometry calculus statistics rework waste\ndowntime turnover churn absenteeism overtime spending shrink medication correspondence supervision stationery shrinkage wastage sickness`
    .split(/\s+/)
    .filter(Boolean),
);

/** Short forms a resume uses that a letter spells out. */
export const ABBREVIATIONS: [RegExp, string][] = [
  [/(\d\+?\s*)yrs?\b\.?/gi, "$1years"],
  [/(\d\+?\s*)hrs?\b\.?/g, "$1hours"],
  [/(\d\+?\s*)mos\b\.?/g, "$1months"],
  [/(\d\+?\s*)mins?\b\.?/g, "$1minutes"],
  // "180 units/hr avg" -> "180 units an hour on average"; "40+ patients/day" -> "40+ patients a day".
  [/(\d[\d,]*\+?\s+[\p{L}-]+)\/(?:hr|hour)\s+avg\b\.?/gu, "$1 an hour on average"],
  // "400 jobs/yr", "~50M quotes/day" -> "400 jobs a year", "about 50 million quotes a day".
  [/(\d[\d,.]*[MKk]?\+?\s+[\p{L}-]+)\/(hour|day|week|month|shift|night|year)\b/gu, "$1 a $2"],
  [/(\d[\d,.]*[MKk]?\+?\s+[\p{L}-]+)\/yr\b\.?/gu, "$1 a year"],
  [/(\d[\d,.]*[MKk]?\+?\s+[\p{L}-]+)\/wk\b\.?/gu, "$1 a week"],
  [/\bper (?:yr|annum)\b\.?/gi, "a year"],
  [/\b(1|one)\s*wk\b\.?/gi, "$1 week"],
  [/(\d\+?\s*)wks?\b\.?/gi, "$1weeks"],
  [/(\d\+?\s*)mths?\b\.?/gi, "$1months"],
  [/(\d\+?\s*)pts\b\.?/gi, "$1points"],
  [/\bincl\b\.?/gi, "including"],
  [/\besp\b\.(?=\s)/gi, "especially"],
  [/\bdept\b\.?/gi, "department"],
  // "w/ 2 man team" -> "with a 2-person team".
  [/\b(w\/\s?|with\s+)(\d+)[- ](?:man|person|people)\s+(team|crew|gang)\b/gi, "with a $2-person $3"],
  [/\bw\/(?=\p{L})/giu, "with "],
  [/(\d[\d,]*\+?\s+[\p{L}-]+)\/hr\b/gu, "$1 an hour"],
  [/\b[Aa]vg\b\.?/g, "average"],
  // "covering team leader when off" -> "covering for the team leader when they are off" (standing in, not covering).
  [
    /\b(cover(?:ing|ed|s)?)\s+(?:the\s+)?((?:(?:team|shift|store|duty|deputy|assistant|section|unit|ward|head)\s+)?(?:leader|manager|supervisor|chef|lead))\b/gi,
    "$1 for the $2",
  ],
  [
    /\b(for the (?:[\p{L}]+\s+)?(?:leader|manager|supervisor|chef|lead)) when (?:off|away|absent)\b/giu,
    "$1 when they are away",
  ],
  [/\bend of life care\b/gi, "end-of-life care"],
  // "improved the score by new welcome process" -> "by a new welcome process".
  [
    /\b(by|with|through|via|using)\s+new\s+(?=(?:[\p{Ll}-]+\s+){0,2}(?:process|system|menu|rota|scheme|approach|policy|procedure|app|website|layout|format|programme|program|initiative|tool|workflow|structure)\b)/gu,
    "$1 a new ",
  ],
  // "work on sauce and grill section", "make new menu every season": a workplace's part or a thing made takes its
  // article ("on the sauce and grill section", "a new menu").
  [
    /\b(on|at|in|behind|from)\s+(?!the\b|a\b|an\b|my\b|our\b|each\b|every\b)((?:\p{Ll}+\s+(?:and\s+)?){0,3}(?:section|station|ward|desk|till|counter|pass|reception desk|shop floor))\b/gu,
    "$1 the $2",
  ],
  [
    /\b(make|makes|made|making|create|creates|created|design|designs|designed|plan|plans|planned|write|writes|wrote)\s+(new|seasonal|weekly|monthly)\s+(menu|rota|plan|timetable|display|schedule|website|app|policy|process|procedure|system)\b/g,
    "$1 a $2 $3",
  ],
  [/\bmgmt\b\.?/gi, "management"],
  [/\bapprox\b\.?/gi, "approximately"],
  [/\bw\/(?=\s)/gi, "with"],
  [/\byoy\b/gi, "year on year"],
  [/\bMoM\b/g, "month over month"],
  [/\bQoQ\b/g, "quarter over quarter"],
  [/\s&\s/g, " and "],
  [/(\d)-(\d)/g, "$1–$2"],
  // ("a, b and c" keeps the resume's punctuation: "dementia care, moving and handling" and "stock control, health and
  // safety" end on one item, which a serial comma would split.)
  [/(?<![\p{L}\d.,])(\$?\d+(?:[.,]\d+)?)\s?M\b(?!&)/gu, "$1 million"],
  [/(?<![\p{L}\d.,])(\$?\d+(?:[.,]\d+)?)\s?B\b/gu, "$1 billion"],
  [/\bI['’]ve\b/g, "I have"],
  [/\bI['’]m\b/g, "I am"],
  [/\bI['’]d\b/g, "I would"],
  [/(^|\s)~\s?(?=\d)/g, "$1about "],
];
