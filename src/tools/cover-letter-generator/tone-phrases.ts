import type { CoverLetterTone } from "./contract";

/** The wording each tone uses in the letters' fixed slots. Professional and formal never use contractions. */
export interface TonePhrases {
  greeting: (company: string) => string;
  closing: string;
  applying: (title: string, company: string) => string;
  confident: string;
  eager: (company: string) => string;
  resultsIntro: (title: string, company: string) => string;
  cultureIntro: (company: string, values: string) => string;
  growth: (skill: string) => string;
  thanks: string;
}

export const TONE_PHRASES: Record<CoverLetterTone, TonePhrases> = {
  professional: {
    greeting: () => "Dear Hiring Manager,",
    closing: "Sincerely,",
    applying: (t, c) => `I am writing to apply for the ${t} position at ${c}.`,
    confident: "I am confident that my background makes me a strong fit for this role.",
    eager: (c) => `I would welcome the opportunity to discuss how I can contribute to ${c}.`,
    resultsIntro: (t, c) => `I am applying for the ${t} role at ${c}, and I would like to let my results speak first.`,
    cultureIntro: (c, v) => `What draws me to ${c} is its commitment to ${v}.`,
    growth: (s) => `I am also actively strengthening my experience with ${s}.`,
    thanks: "Thank you for your time and consideration.",
  },
  formal: {
    greeting: (c) => `Dear Members of the ${c} Hiring Committee,`,
    closing: "Respectfully,",
    applying: (t, c) => `I wish to submit my application for the position of ${t} at ${c}.`,
    confident: "I believe that my qualifications correspond closely to the requirements of this position.",
    eager: (c) => `I would be honoured to discuss my candidacy with ${c} at your convenience.`,
    resultsIntro: (t, c) => `Please accept this letter as my application for the position of ${t} at ${c}, in support of which I submit the following record of accomplishments.`,
    cultureIntro: (c, v) => `I hold in high regard the commitment of ${c} to ${v}.`,
    growth: (s) => `Furthermore, I am presently extending my proficiency in ${s}.`,
    thanks: "I thank you for your kind consideration of my application.",
  },
  enthusiastic: {
    greeting: (c) => `Dear ${c} Team,`,
    closing: "With enthusiasm,",
    applying: (t, c) => `I was thrilled to see the ${t} opening at ${c}, and I'm excited to apply!`,
    confident: "I'm convinced this role is exactly where my skills can make a real difference.",
    eager: (c) => `I'd love the chance to talk about how I can help ${c} reach its next milestones.`,
    resultsIntro: (t, c) => `I'm excited to apply for the ${t} role at ${c}, and I can't wait to show you what I've delivered so far!`,
    cultureIntro: (c, v) => `I love how ${c} puts ${v} at the heart of its work!`,
    growth: (s) => `I'm also eagerly building up my skills in ${s}.`,
    thanks: "Thank you so much for considering my application!",
  },
  balanced: {
    greeting: (c) => `Dear ${c} Hiring Team,`,
    closing: "Kind regards,",
    applying: (t, c) => `I'm applying for the ${t} role at ${c}.`,
    confident: "I believe my experience lines up well with what you're looking for.",
    eager: (c) => `I'd be glad to talk about how I could contribute to ${c}.`,
    resultsIntro: (t, c) => `I'm applying for the ${t} role at ${c}, and here is what I've achieved in similar work.`,
    cultureIntro: (c, v) => `I appreciate the way ${c} values ${v}.`,
    growth: (s) => `I'm also working on deepening my experience with ${s}.`,
    thanks: "Thank you for your consideration.",
  },
};
