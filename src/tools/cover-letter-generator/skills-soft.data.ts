/**
 * Skill lexicon: interpersonal skills and languages (format: skills-tech.data.ts). Action verbs in a resume count as
 * evidence: "Led the fall-prevention initiative" shows leadership, "Precepted 12 new graduates" shows mentoring.
 */
export const SOFT_SKILLS = `
#soft
Leadership|leadership|demonstrated leadership|strong leadership|leadership skills|team leadership|people management|lead teams|leading teams|lead a team|lead the team|~=Led|~=led|~=Lead a|~=lead a|~led a|~team lead|~shift lead|~supervise|~supervised|~head of|~manage a team|~managed a team|~lead the|~led the|~on-call lead
Mentoring|mentoring|mentor|mentors|mentorship|mentor engineers|mentor apprentices|mentor and support|guide assistant teachers|~mentored|~precepted|~preceptor|~precept|~coached|~clinical instructor|~trained new|~trained 4 new|~student teachers
Communication|communication|communication skills|communicator|clear writing|written communication|verbal communication|explain options|~wrote|~presented
Teamwork|teamwork|team player|collaboration|collaborative|cross-functional|cross functional|interdisciplinary team|~partnered|~collaborated|~with engineering|~with the marketing team
Problem Solving|problem solving|problem-solving|troubleshooting|troubleshoot|diagnose|~diagnose|~troubleshot|~resolved
Time Management|time management|prioritization|prioritisation|multitasking|multi-tasking
Attention to Detail|attention to detail|detail-oriented|detail oriented|meticulous|accuracy|~zero discrepancies|~no shortages|~accurate
Critical Thinking|critical thinking|analytical thinking|analytical skills
Adaptability|adaptability|adaptable
Creativity|creativity|creative thinking|bold ideas
Negotiation|negotiation skills|strong negotiation|negotiation|~negotiated
Customer Focus|customer focus|customer-focused|customer focused|customer-centric|customer centric|customer obsession|client-first
Ownership|ownership|self-starter|self starter|proactive|take initiative|show initiative|bias for action
Strategic Planning|strategic planning|strategic thinking
Decision Making|decision making|decision-making|data-driven decision making
Conflict Resolution|conflict resolution|resolve conflicts|~resolve employee relations cases
Empathy|empathy|empathetic|compassion|compassionate
Organization|organizational skills|organisational skills|organized|organised
Coaching and Training|training others|train technicians|train the team|coach baristas|~trained|~train and schedule|~coached

#lang
Spanish|spanish|spanish speakers|bilingual english/spanish|~bilingual english/spanish|~fluent in spanish|~español
French|=French|~français
German|=German|~deutsch
Portuguese|=Portuguese
Mandarin|mandarin|chinese
Italian|=Italian
Arabic|=Arabic
Vietnamese|=Vietnamese
Korean|=Korean
Japanese|=Japanese
Tagalog|tagalog|filipino
Twi|=Twi
Russian|=Russian
Polish|=Polish
Romanian|=Romanian
Ukrainian|=Ukrainian
Turkish|=Turkish
Dutch|=Dutch
Greek|=Greek
Hindi|=Hindi
Urdu|=Urdu
Punjabi|=Punjabi
Bengali|=Bengali
Gujarati|=Gujarati
Cantonese|=Cantonese
Welsh|=Welsh
Somali|=Somali
Farsi|=Farsi|=Persian
British Sign Language|=British Sign Language|=BSL
American Sign Language|=American Sign Language|=ASL
Second Language>a second language|second language|additional languages|bilingual|multilingual|~spanish|~french|~german|~portuguese|~mandarin|~italian|~arabic|~twi|~vietnamese|~korean|~japanese|~russian|~polish|~romanian|~ukrainian|~turkish|~dutch|~greek|~hindi|~urdu|~punjabi|~bengali|~gujarati|~cantonese|~welsh|~somali|~farsi
`;
