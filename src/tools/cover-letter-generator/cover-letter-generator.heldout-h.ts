import type { CoverLetterCase } from "./corpus/corpus-case";

/**
 * Held-out set H: written after set G's fixes, not tuned on, and read cold (the second read of issue 10's last round;
 * grades in docs/tools/cover-letter-generator.md).
 */
export const COVER_LETTER_HELDOUT_H: CoverLetterCase[] = [
  {
    id: "heldout-h-hr-coordinator",
    resume: `Nadia Rahman
HR Assistant, Greggs plc, Newcastle (2021 – present)
• Coordinate onboarding for 40+ new starters a month across 30 shops
• Cut time-to-hire from 24 to 16 days by moving interviews to a booking link
• Keep employee records in Workday and answer payroll queries
CIPD Level 3 Certificate in People Practice`,
    jobTitle: "HR Coordinator",
    companyName: "Sage",
    tone: "professional",
    jobDescription: `Sage is looking for an HR Coordinator to support our UK people team. You'll manage onboarding, keep our HR systems accurate and be the first point of contact for employee questions. Workday experience and CIPD Level 3 are essential. We're a company that values being human, being bold and being ourselves.`,
  },
  {
    id: "heldout-h-primary-teacher-prose",
    resume: `Owen Price. I have taught Year 4 at St Mary's Primary School in Cardiff since 2019. I introduced a daily reading club that raised the number of pupils reading at age-related expectations from 58% to 81% in two years. I also lead PE across the school and run the after-school football club. I trained at Cardiff Metropolitan University (PGCE Primary, 2019).`,
    jobTitle: "Year 5 Teacher",
    companyName: "Oakfield Primary School",
    tone: "balanced",
    jobDescription: `Oakfield Primary School is seeking a Year 5 teacher from September. You will plan and teach engaging lessons, track pupil progress and work closely with parents. QTS or a PGCE is required. We believe every child can shine.`,
  },
  {
    id: "heldout-h-bootcamp-oneline",
    resume: `Kemi Adeyemi - junior software developer. JavaScript, React, Node.js, PostgreSQL. Built a booking app for a local gym used by 200 members. Makers Academy bootcamp, 2024. Previously 5 years in retail management at Next.`,
    jobTitle: "Junior Full Stack Developer",
    companyName: "Bloom & Wild",
    tone: "enthusiastic",
    jobDescription: `Bloom & Wild is hiring a Junior Full Stack Developer. You'll build features across our React front end and Node.js services, write tests and join code reviews. Experience with TypeScript is a plus.`,
  },
  {
    id: "heldout-h-care-worker-lowercase",
    resume: `jade wilson
senior care assistant - sunrise care home, bolton - 2018-now
personal care for 12 residents with dementia, medication rounds, care plans
trained 6 new carers
care certificate, nvq level 3 health and social care`,
    jobTitle: "Nursing Associate (Trainee)",
    companyName: "Bolton NHS Foundation Trust",
    tone: "balanced",
    jobDescription: `Trainee Nursing Associate. You will work alongside registered nurses to deliver care on our medical wards while studying for the Nursing Associate Foundation Degree. Requirements: NVQ Level 3 in Health and Social Care or equivalent, experience in a care setting.`,
  },
  {
    id: "heldout-h-marketing-linkedin",
    resume: `Laura Chen · 1st
Marketing Manager | B2B SaaS
About
I run demand generation for B2B software companies.
Experience
Marketing Manager
Pipedrive · Full-time
Jan 2021 - Present · 3 yrs 11 mos
Grew marketing-sourced pipeline by 65% in 2023. Managed a £400k paid media budget across LinkedIn and Google Ads.
Marketing Executive
Xero · Full-time
2018 - 2021 · 3 yrs
Ran the UK webinar programme (40 webinars, 9,000 sign-ups).`,
    jobTitle: "Head of Demand Generation",
    companyName: "Personio",
    tone: "formal",
    jobDescription: `Personio is looking for a Head of Demand Generation to own pipeline targets for the UK. You will lead a team of 4, manage a paid media budget, and work closely with sales. Experience with HubSpot and LinkedIn Ads is required.`,
  },
  {
    id: "heldout-h-accountant-career-break",
    resume: `Sophie Turner ACA
Career break (2021-2024): caring for a family member
Financial Accountant, KPMG Audit, Bristol (2016-2021)
- Prepared monthly management accounts for 6 clients
- Led the year-end audit of a £50m turnover manufacturer
Xero, Sage, Excel`,
    jobTitle: "Management Accountant",
    companyName: "Ecotricity",
    tone: "enthusiastic",
    jobDescription: `Ecotricity needs a Management Accountant to prepare monthly management accounts, forecasts and variance analysis. ACA, ACCA or CIMA qualified. Excel skills essential. Our mission is to change the way energy is made and used.`,
  },
];
