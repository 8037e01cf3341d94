import { describe, expect, it } from "vitest";
import { humanize } from "./humanizer.engine";
import { expectVoiceRow, type VoiceRow } from "./humanizer.test-support";

/**
 * Session 10: a comment clause inside a sentence is never cut into a fragment, swaps keep who and what they point at
 * (a testament to people, a necessity that is ours, services offered), AI phrases left untouched on unseen posts,
 * notices and product copy go, and casual and friendly say plain formal words each in their own way. Properties,
 * not outputs.
 */
const ROWS: VoiceRow[] = [
  {
    name: "a ', which ...,' clause before the main verb stays inside its sentence",
    text: "The Industrial Revolution was a turning point in human history. It is important to note that this period, which began in Britain around 1760, brought about significant changes in manufacturing, transportation, and agriculture.",
    bad: [/\bperiod\.\s/, /\bThes?e? began\b/],
    kept: ["1760", "Britain", "brought about", "agriculture"],
  },
  {
    name: "a testament to people is thanks to them, not 'shows' them",
    text: "I'm honored to have been named Teacher of the Year at Lakeside Primary School! This recognition is a testament to the amazing students, parents, and colleagues who inspire me every day.",
    bad: [/\b(?:shows|demonstrates|proves) the amazing students/i, /testament/i],
    kept: ["Lakeside Primary School", "students, parents, and colleagues"],
  },
  {
    name: "'it is crucial to ... our processes' is our necessity, not 'you have to ... our'",
    text: "I have joined Brightwater Plumbing as Operations Manager. In today's fast-paced world, it is crucial to leverage cutting-edge tools to streamline our processes.",
    bad: [/\byou (?:have to|need to|must)\b[^.]*\bour processes/i],
    kept: ["Brightwater Plumbing", "tools", "our processes"],
  },
  {
    name: "foster with coordinated adjectives; services are offered, not given",
    text: "At Greenleaf Academy, we are committed to fostering a safe and inclusive environment for all students. We collect personal information only when it is necessary to provide our services.",
    bad: [/\bfoster/i, /\bgive our services\b/i],
    kept: ["Greenleaf Academy", "safe and inclusive environment", "our services"],
  },
  {
    name: "stock left untouched: nothing short of exceptional, extend a thank you, unwavering kindness",
    text: "We are here to ensure your visit to the Old Mill Inn is nothing short of exceptional. I want to extend a special thank you to Priya Nair. Your delicious meals and unwavering kindness meant the world to me.",
    bad: [/nothing short of/i, /\bfirm kindness\b/i],
    kept: ["Old Mill Inn", "Priya Nair", "kindness", "meals"],
  },
  {
    name: "a thank-you to someone named is said, not extended, in casual and friendly",
    text: "I want to extend a special thank you to Priya Nair, who led the project.",
    bad: [/\bextend/i],
    kept: ["Priya Nair", "thank you", "led the project"],
    voices: ["casual", "friendly"],
  },
  {
    name: "'don't miss out on this opportunity to X' keeps a noun before 'to'; 'as a token' is not 'as thanks'",
    text: "Your first week at FitForge Gym is free. Don't miss out on this incredible opportunity to transform your health. As a token of our appreciation, we have applied a 15% discount to your next purchase.",
    bad: [/\bthis one to\b/i, /\bAs thanks\b/i, /token of/i],
    kept: ["FitForge Gym", "15% discount", "transform your health"],
  },
  {
    name: "the question a 'do not hesitate' closer names stays",
    text: "Your order #48213 has now been dispatched. Please do not hesitate to contact us if you have any further questions.",
    bad: [/hesitate/i],
    kept: ["#48213", "questions"],
  },
  {
    name: "a milestone post keeps who did it: no 'I' the text never said",
    text: "Our team has completed the rollout across all 14 clinics. This milestone would not have been possible without the hard work of everyone involved.",
    bad: [/\bI (?:couldn't|could not)\b/],
    kept: ["14 clinics", "hard work", "everyone involved"],
  },
  {
    name: "product copy: essentials kept organized, state-of-the-art equipment stays modern",
    text: "Featuring six card slots and RFID blocking, it ensures your essentials are both organized and protected. FitForge Gym offers state-of-the-art equipment and expert trainers.",
    bad: [/ensures your essentials/i, /offers equipment\b/i],
    kept: ["six card slots", "essentials", "organized", "protected", "FitForge Gym", "equipment"],
  },
  {
    name: "non-native slips in a job note are mended, never kept or made worse",
    text: "Hello sir, I am very interested for the warehouse operative job at Dunmore Foods. I have 3 years experience in forklift driving. I am hardworking person and always punctual. I am looking forward to hear from you.",
    bad: [/interested for\b/i, /\b3 years experience\b/i, /\bI(?:'m| am) hardworking person/i, /forward to hear\b/i],
    kept: ["Dunmore Foods", "forklift driving", "punctual", "3 years"],
  },
  {
    name: "technology is used, not made the most of; a notice's 'kindly encourage' goes",
    text: "Leveraging advanced encryption, we make sure your data at Quillsoft stays private. We kindly encourage all families to attend the Science Fair on 23 May.",
    bad: [/make the most of advanced encryption/i, /making the most of advanced encryption/i, /kindly encourage/i],
    kept: ["advanced encryption", "Quillsoft", "Science Fair", "23 May"],
  },
  {
    name: "a new chapter in one's professional journey as a job is a new job, not 'gotten going for me as'",
    text: "I am thrilled to announce that I have embarked on an exciting new chapter in my professional journey as a Customer Success Manager at Northwind.",
    bad: [/\bfor me as\b/i, /gotten going|got going|journey|chapter/i],
    kept: ["Customer Success Manager", "Northwind"],
  },
];

describe("humanizer session 10", () => {
  for (const row of ROWS) it(row.name, () => expectVoiceRow(row));

  it("casual and friendly say plain formal words each their own way (promptly, a challenging time)", () => {
    const text =
      "Parents will be notified promptly. I could not have navigated this challenging time without you. Many people find it challenging to keep track of their spending.";
    const casual = humanize(text, "casual");
    const friendly = humanize(text, "friendly");
    expect(casual).not.toEqual(friendly);
    for (const out of [casual, friendly]) expect(out, out).not.toMatch(/promptly|challenging/i);
    expect(humanize(text, "professional")).toMatch(/promptly/);
  });
});
