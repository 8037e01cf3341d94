import type { CoverLetterCase } from "./corpus/corpus-case";

/**
 * Held-out set G: written by a helper session for issue 10's last round, before any fix of that round, and read cold
 * (grades in docs/tools/cover-letter-generator.md). Resumes as one line, bullets, prose, a LinkedIn paste and dated
 * metrics; ads with and without stated values; every tone.
 */
export const COVER_LETTER_HELDOUT_G: CoverLetterCase[] = [
  {
    id: "heldout-g-electrician-oneline",
    resume: `Dave Okafor - domestic electrician, 9 years. Rewired 140+ homes, consumer unit upgrades, EV charger installs (OZEV approved). 18th Edition, NICEIC registered. Self-employed since 2019, before that Mears Group.`,
    jobTitle: "Maintenance Electrician",
    companyName: "Peel Ports",
    tone: "professional",
    jobDescription: `Peel Ports is looking for a Maintenance Electrician to join our engineering team at the Port of Liverpool. You will carry out planned and reactive maintenance on cranes, conveyors and lighting, fault-find on 3-phase systems and keep accurate records in our CMMS. Requirements: 18th Edition, time-served electrician, experience with 3-phase. PLC experience is a plus. Shift allowance applies.`,
  },
  {
    id: "heldout-g-pharmacist-bullets",
    resume: `PRIYA SHAH, MPharm
Community Pharmacist — Boots, Leicester (2020–present)
• Clinically screen 300+ prescriptions a day
• Set up a blood pressure check service: 1,100 checks in its first year
• Supervise 2 dispensers and 1 pre-registration trainee
Pre-registration Pharmacist — Lloyds Pharmacy (2019–2020)
Independent Prescriber (2024)`,
    jobTitle: "Clinical Pharmacist (Primary Care Network)",
    companyName: "Leicester City PCN",
    tone: "formal",
    jobDescription: `We are recruiting a Clinical Pharmacist to work across our six GP practices. You will carry out structured medication reviews, manage repeat prescribing, support patients with long-term conditions and work with GPs and nurses. Essential: GPhC registration, MPharm. Desirable: Independent Prescriber qualification, experience in primary care. We value kindness, curiosity and working as one team.`,
  },
  {
    id: "heldout-g-barista-to-admin",
    resume: `Chloe Martin
Barista / shift supervisor at Caffè Nero, Brighton — 2021 to now
I open the shop three days a week, cash up the tills and do the weekly stock order. I made the staff rota in Excel when our manager left and kept it going for 6 months. Customers are my favourite part of the job.
A-levels: English, Business, Psychology`,
    jobTitle: "Office Administrator",
    companyName: "Harrison & Cole Solicitors",
    tone: "enthusiastic",
    jobDescription: `Harrison & Cole Solicitors needs an Office Administrator to keep our busy Brighton office running. Answer calls and greet clients, manage diaries, order supplies and keep files in order. You'll need good Microsoft Office skills, especially Excel and Outlook, and a friendly, organised manner.`,
  },
  {
    id: "heldout-g-graduate-internships",
    resume: `Aisha Bello
BSc Economics, University of Bristol, 2025 (2:1)
Internships
Summer Analyst, Lloyds Banking Group (Jun–Aug 2024): built a Python model to flag late payments in SME loans; presented results to the credit risk team
Research Intern, Bristol City Council (Jul–Sep 2023): cleaned and analysed housing waiting list data in R
Skills: Python, R, SQL, Excel, Tableau`,
    jobTitle: "Graduate Data Analyst",
    companyName: "Ovo Energy",
    tone: "balanced",
    jobDescription: `Ovo Energy's graduate scheme is looking for Data Analysts. You'll analyse customer and energy usage data, build dashboards and help teams make decisions. We're looking for SQL and Python, curiosity, and clear communication. Power BI experience would be nice. We're on a mission to get everyone to net zero.`,
  },
  {
    id: "heldout-g-teacher-to-ux",
    resume: `Tom Reilly
Secondary Maths Teacher, Kingsmead Academy, 2016-2024
- Redesigned the Year 9 algebra scheme of work; pass rate up from 61% to 78%
- Ran student feedback surveys each term and changed lessons based on them
- Head of Year 10 (2021-2024)
Google UX Design Certificate, 2024
Portfolio: 3 case studies including a redesign of a school library booking app (usability tested with 8 students)
Tools: Figma, Miro, Maze`,
    jobTitle: "Junior UX Designer",
    companyName: "Monzo",
    tone: "balanced",
    jobDescription: `Monzo is hiring a Junior UX Designer to join our Borrowing squad. You'll run user research, sketch and prototype flows in Figma, and test them with customers. Experience with usability testing is essential. Knowledge of design systems is a plus.`,
  },
  {
    id: "heldout-g-eng-manager-linkedin",
    resume: `Elena Petrova · 2nd
Senior Engineering Manager at Skyscanner
Edinburgh, Scotland, United Kingdom
About
I lead teams that build search and pricing systems used by 100M travellers a month. I care about healthy on-call, clear ownership and growing managers.
Experience
Senior Engineering Manager
Skyscanner · Full-time
Mar 2020 - Present · 4 yrs 9 mos
Managed 4 teams (28 engineers) across search and pricing. Cut p95 search latency by 40%. Grew 3 engineers into first-time managers.
Engineering Manager
FanDuel · Full-time
2016 - 2020 · 4 yrs
Led the payments team through a move to Kubernetes.`,
    jobTitle: "Director of Engineering",
    companyName: "Trainline",
    tone: "professional",
    jobDescription: `Trainline is hiring a Director of Engineering to lead our Search & Booking group (5 teams). You'll set technical direction, hire and develop managers, and own reliability for our busiest systems. You have led managers of managers, run large-scale distributed systems and worked closely with product. Our values: think big, deliver value, own it.`,
  },
  {
    id: "heldout-g-warehouse-lead",
    resume: `Kevin Walsh
Warehouse Team Leader, DHL Supply Chain (Daventry), 2018 - present
- Lead a shift of 22 pickers and packers
- Improved pick accuracy from 97.2% to 99.6% in 2023
- Trained 30+ colleagues on reach trucks and counterbalance forklifts
Forklift licences: reach, counterbalance. IOSH Managing Safely.`,
    jobTitle: "Warehouse Shift Manager",
    companyName: "Ocado",
    tone: "enthusiastic",
    jobDescription: `We're looking for a Warehouse Shift Manager for our Customer Fulfilment Centre in Erith. Lead a shift of 60+ operatives, hit daily throughput and safety targets, and develop your team leaders. Experience leading teams in a fast-paced warehouse is essential. IOSH is a plus.`,
  },
  {
    id: "heldout-g-paralegal-prose",
    resume: `My name is Rachel Green and I have been a paralegal at Clifford Chance in London for three years, working in the real estate team. I prepare completion bundles, run Land Registry searches and draft lease reports for the associates. Last year I helped the team complete a £220m office portfolio sale. Before that I completed the LPC at BPP University.`,
    jobTitle: "Senior Paralegal - Real Estate",
    companyName: "Linklaters",
    tone: "formal",
    jobDescription: `Linklaters is looking for a Senior Paralegal to join its Real Estate practice. You will manage completions, prepare reports on title, and supervise junior paralegals. At least 3 years' experience in commercial real estate is required.`,
  },
  {
    id: "heldout-g-social-worker",
    resume: `Marcus Johnson, BA Social Work, Social Work England registered
Children's Social Worker, Manchester City Council, 2019-present
Caseload of 18 children in need and child protection cases. Chair core group meetings and write reports for court. Supervised two ASYE social workers in 2023.
Family Support Worker, Barnardo's, 2016-2019`,
    jobTitle: "Senior Social Worker - Fostering",
    companyName: "Stockport Council",
    tone: "balanced",
    jobDescription: `Stockport Council is recruiting a Senior Social Worker for its Fostering team. You'll assess and support foster carers, supervise social workers and chair panels. Social Work England registration required. We put children at the centre of everything we do and believe families are the experts in their own lives.`,
  },
  {
    id: "heldout-g-chef-terse",
    resume: `luca romano
head chef - trattoria sole, leeds - 2020-now
sous chef - the ivy, 2016-2020
fresh pasta daily, menu changes every season, kitchen of 7, gp 72%`,
    jobTitle: "Executive Chef",
    companyName: "The Pig Hotels",
    tone: "professional",
    jobDescription: `The Pig Hotels are looking for an Executive Chef. Our kitchen garden menus change daily with what we grow. You will lead the brigade, manage food costs and work with our gardeners. We care about provenance, simplicity and hospitality.`,
  },
  {
    id: "heldout-g-data-scientist",
    resume: `Dr. Wei Zhang
Data Scientist, Zopa Bank (2021–present)
- Built a credit default model (XGBoost) that reduced bad debt by £3.2M a year
- Deployed models with MLflow and Docker on AWS
- Mentored 2 junior data scientists
PhD Statistics, University of Warwick (2021)
Python, SQL, PyTorch, Spark`,
    jobTitle: "Senior Data Scientist",
    companyName: "Wise",
    tone: "enthusiastic",
    jobDescription: `Wise is looking for a Senior Data Scientist for its fraud team. You will build and ship machine learning models that stop fraud in real time, work with engineers to put them in production and explain results to non-technical stakeholders. Python and SQL required; experience with real-time systems or Kafka is a plus.`,
  },
  {
    id: "heldout-g-nurse-no-values",
    resume: `Grace Mensah RN
Staff Nurse, A&E, Royal London Hospital (2019–present)
- Triage up to 40 patients per shift using the Manchester Triage System
- Completed ILS and PILS
- Link nurse for sepsis: taught the sepsis six to 25 new starters
Healthcare Assistant, Whipps Cross (2016–2019)`,
    jobTitle: "Emergency Nurse Practitioner",
    companyName: "Barts Health NHS Trust",
    tone: "professional",
    jobDescription: `Emergency Nurse Practitioner, Band 7. Assess, diagnose and treat minor injuries and illnesses independently. Requirements: NMC registration, at least 3 years' A&E experience, ENP qualification or willingness to complete it. Non-medical prescribing desirable.`,
  },
  {
    id: "heldout-g-analyst-oneline",
    resume: `Sam Patel - junior data analyst. Python, SQL, Tableau. Internship at City Council analysing bus ridership (dashboard used by 3 departments). BSc Maths, Leeds.`,
    jobTitle: "Data Analyst",
    companyName: "Transport for Greater Manchester",
    tone: "balanced",
    jobDescription: `TfGM is hiring a Data Analyst to help us understand how people travel. You'll build dashboards, analyse ticketing and ridership data, and present findings to managers. SQL and Tableau or Power BI required.`,
  },
];
