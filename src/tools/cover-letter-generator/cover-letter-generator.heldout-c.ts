import type { CoverLetterCase } from "./corpus/corpus-case";

/**
 * Held-out set C: written by a helper session for issue 10's round, read cold before that round's fixes (grades in
 * docs/tools/cover-letter-generator.md). Terse and rambling resumes, ads with and without employer facts, German,
 * French and Spanish pairs.
 */
export const COVER_LETTER_HELDOUT_C: CoverLetterCase[] = [
  {
    id: "heldout-c-barista-terse",
    resume: `Lena Fischer
barista 3 yrs - Bean There Cafe
latte art, opening shifts, cash handling
food hygiene level 2`,
    jobTitle: "Shift Supervisor",
    companyName: "Grind House Coffee",
    tone: "enthusiastic",
    jobDescription: `Grind House Coffee is looking for a Shift Supervisor for our Camden store. You will lead a team of 4-6 baristas, handle opening and closing, cash reconciliation and stock orders. 2+ years barista experience required, supervisory experience a plus.`,
  },
  {
    id: "heldout-c-data-analyst",
    resume: `Omar Haddad
Data Analyst | SQL, Python, Tableau

Brightline Insurance — Data Analyst (2021–present)
• Built Tableau dashboards used by 40 underwriters
• Automated monthly claims report in Python, saving 12 hours a month
• Wrote SQL for churn analysis that informed a retention campaign

BSc Economics, University of Manchester, 2021`,
    jobTitle: "Senior Data Analyst",
    companyName: "Monzo",
    tone: "professional",
    jobDescription: `We're hiring a Senior Data Analyst to join our Borrowing team. You'll own analysis end to end: SQL, Python, experimentation and clear storytelling. Experience with dbt and Looker is a bonus. We care about making money work for everyone.`,
  },
  {
    id: "heldout-c-teacher-culture",
    resume: `Grace Mensah
Primary Teacher (QTS)
St Anne's Primary, Leeds — Year 4 Class Teacher, 2019–present
- Planned and taught the full Year 4 curriculum
- Led the school's reading for pleasure programme
- Ran after-school coding club
PGCE Primary, Leeds Beckett University`,
    jobTitle: "Year 5 Teacher",
    companyName: "Oakfield Academy",
    tone: "balanced",
    jobDescription: `Oakfield Academy seeks a Year 5 teacher from September. Must hold QTS. Experience in KS2 essential.`,
  },
  {
    id: "heldout-c-warehouse",
    resume: `Marcus Reed
Warehouse Associate, Amazon DCK6, 2020-2024: picking, packing, forklift (counterbalance licence), inventory counts. Hit 110% of pick rate targets.
Before that: retail stock assistant at Tesco, 2 years.`,
    jobTitle: "Warehouse Team Leader",
    companyName: "DHL Supply Chain",
    tone: "professional",
    jobDescription: `DHL Supply Chain is recruiting a Warehouse Team Leader for our Daventry site. Lead a team of 15 associates, manage shift KPIs, ensure health and safety compliance. Forklift licence desirable. Previous team leading experience required.`,
  },
  {
    id: "heldout-c-ux-careerchange",
    resume: `Priya Nair
Former secondary school English teacher (6 years), now UX designer.
Google UX Design Certificate, 2023
Projects: redesigned the booking flow for a local physio clinic (usability tested with 8 patients); app concept for tracking homework
Skills: Figma, user interviews, wireframing, prototyping`,
    jobTitle: "Junior UX Designer",
    companyName: "Deliveroo",
    tone: "enthusiastic",
    jobDescription: `Junior UX Designer. You will work with product managers and engineers to design features for our rider app. Requirements: a portfolio showing your process, Figma, user research. Nice to have: experience with design systems.`,
  },
  {
    id: "heldout-c-nurse-culture",
    resume: `Daniel Kowalski, RN
ICU Registered Nurse, St Mary's Hospital, 2018-present
- Care for critically ill adults, ventilator management
- Charge nurse 2 shifts a week
- Preceptor for new graduate nurses
BSN, University of Illinois Chicago`,
    jobTitle: "ICU Nurse",
    companyName: "Northwestern Medicine",
    tone: "formal",
    jobDescription: `ICU Registered Nurse, night shift. Active Illinois RN licence, BLS and ACLS required, 2 years ICU experience.`,
  },
  {
    id: "heldout-c-de-mechatroniker",
    lang: "de",
    resume: `Jonas Weber
Kfz-Mechatroniker, Autohaus Berger, München, seit 2017
- Wartung und Reparatur von Pkw aller Marken
- Fehlerdiagnose mit Bosch KTS
- Hochvolt-Schulung (Stufe 2)
Ausbildung zum Kfz-Mechatroniker, 2014–2017`,
    jobTitle: "Servicetechniker Elektromobilität",
    companyName: "Tesla Germany",
    tone: "formal",
    jobDescription: `Wir suchen einen Servicetechniker (m/w/d) für unser Service Center in München. Aufgaben: Diagnose und Reparatur von Elektrofahrzeugen, Hochvolt-Arbeiten. Anforderungen: abgeschlossene Ausbildung als Kfz-Mechatroniker, Hochvolt-Qualifikation, Teamfähigkeit.`,
  },
  {
    id: "heldout-c-fr-comptable",
    lang: "fr",
    resume: `Claire Martin
Comptable, Cabinet Durand & Associés, Lyon (2019 – aujourd'hui)
- Tenue de la comptabilité de 45 clients (TPE et PME)
- Déclarations de TVA et bilans annuels
- Logiciels : Sage, Excel
BTS Comptabilité et Gestion, 2019`,
    jobTitle: "Comptable confirmé",
    companyName: "Groupe SEB",
    tone: "professional",
    jobDescription: `Le Groupe SEB recherche un Comptable confirmé (H/F) pour son siège à Écully. Missions : clôtures mensuelles, rapprochements bancaires, déclarations fiscales. Profil : 4 ans d'expérience minimum, maîtrise d'Excel, connaissance de SAP appréciée.`,
  },
  {
    id: "heldout-c-es-recepcionista",
    lang: "es",
    resume: `Lucía Fernández
Recepcionista, Hotel Miramar, Málaga (2020 - actualidad)
- Check-in y check-out de huéspedes
- Gestión de reservas con Opera PMS
- Atención al cliente en español, inglés y alemán`,
    jobTitle: "Recepcionista de hotel",
    companyName: "Meliá Hotels",
    tone: "enthusiastic",
    jobDescription: `Meliá Hotels busca Recepcionista para su hotel en Marbella. Requisitos: experiencia mínima de 2 años en recepción, inglés y alemán, manejo de Opera. Ofrecemos contrato indefinido.`,
  },
  {
    id: "heldout-c-sales-rambling",
    resume: `Jake Thompson. I've been in sales for about 7 years, started as an SDR at Salesforce in 2017 and moved to account executive in 2019, I closed $1.8M in new business in 2022 which was 132% of quota. I know Salesforce CRM obviously, also HubSpot and Outreach. I like building relationships and I coach the new SDRs.`,
    jobTitle: "Enterprise Account Executive",
    companyName: "Snowflake",
    tone: "balanced",
    jobDescription: `Snowflake is hiring an Enterprise Account Executive for the UK. You will own a territory of large enterprise accounts, run complex sales cycles and exceed quota. 5+ years of SaaS closing experience, MEDDICC a plus. Our values: put customers first, integrity always, think big.`,
  },
  {
    id: "heldout-c-electrician",
    resume: `Sean O'Brien
Qualified Electrician (18th Edition, NVQ Level 3)
Self-employed, 2016–present: domestic rewires, consumer unit upgrades, EV charger installs, PAT testing
JIB Gold Card`,
    jobTitle: "Maintenance Electrician",
    companyName: "Jaguar Land Rover",
    tone: "professional",
    jobDescription: `Maintenance Electrician, Solihull plant. Fault-find and repair production equipment, PLC fault finding (Siemens), planned preventive maintenance. Requirements: NVQ Level 3 electrical, 18th Edition, industrial experience preferred.`,
  },
  {
    id: "heldout-c-admin-return",
    resume: `Sarah Lopez
Office Administrator, Greenway Dental, 2012–2018
Managed appointment book for 3 dentists, handled patient billing and insurance, ordered supplies
Career break 2018–2024 (raising my children), volunteer treasurer for the PTA
Microsoft Office, Dentrix`,
    jobTitle: "Practice Administrator",
    companyName: "Bupa Dental Care",
    tone: "balanced",
    jobDescription: `Bupa Dental Care is looking for a Practice Administrator. You'll manage the diary, process payments and NHS claims, and support the practice manager. Experience in a dental practice preferred. We welcome returners.`,
  },
];

/** Set D: written after set C's fixes and graded on first read. */
export const COVER_LETTER_HELDOUT_D: CoverLetterCase[] = [
  {
    id: "heldout-d-chef-terse",
    resume: `Tom Baker
sous chef, The Olive Tree, 2020-now. line cook before that 3 yrs.
menu planning, food cost control, kitchen team of 6
level 3 food safety`,
    jobTitle: "Head Chef",
    companyName: "Harbour Kitchen",
    tone: "enthusiastic",
    jobDescription: `Harbour Kitchen, a busy seafood restaurant in Whitstable, needs a Head Chef. Lead a brigade of 8, design seasonal menus, control food costs and keep our 5-star hygiene rating. Level 3 food safety required.`,
  },
  {
    id: "heldout-d-devops",
    resume: `Aiko Tanaka
DevOps Engineer — Kestrel Payments (2020–present)
- Migrated 40 services from VMs to Kubernetes (EKS), cutting hosting costs 28%
- Built CI/CD pipelines in GitHub Actions
- Terraform for all AWS infrastructure
- On-call lead for the platform team`,
    jobTitle: "Senior Platform Engineer",
    companyName: "Wise",
    tone: "professional",
    jobDescription: `Senior Platform Engineer. You'll build and run the Kubernetes platform our engineers ship on. Must have: K8s in production, Terraform, AWS, CI/CD. Nice to have: Go, service mesh. We value moving fast, being customer-obsessed and transparency.`,
  },
  {
    id: "heldout-d-care-assistant",
    resume: `Fatima Begum
Care Assistant, Sunrise Care Home, Bradford, 2021–present
Personal care for 12 residents with dementia
Medication rounds (trained)
Care Certificate, NVQ Level 2 Health and Social Care`,
    jobTitle: "Senior Care Assistant",
    companyName: "Anchor Hanover",
    tone: "balanced",
    jobDescription: `Anchor Hanover is looking for a Senior Care Assistant. Lead shifts, administer medication, write care plans, support and mentor care assistants. NVQ Level 3 preferred (Level 2 considered). Dementia care experience essential.`,
  },
  {
    id: "heldout-d-marketing-grad",
    resume: `Ella Wright
BA Marketing, University of Leeds, 2024 (First)
Marketing intern, Northern Rail, summer 2023: ran Instagram account, grew followers 35% in 10 weeks
Student union social media officer
Canva, Meta Business Suite, Google Analytics`,
    jobTitle: "Marketing Assistant",
    companyName: "Yorkshire Tea",
    tone: "enthusiastic",
    jobDescription: `Marketing Assistant, Harrogate. Support campaigns across social, email and events. Experience with social media scheduling and Google Analytics. We're a family business that loves a proper brew.`,
  },
  {
    id: "heldout-d-driver",
    resume: `Gary Mills
HGV Class 1 driver, 12 years. Eddie Stobart 2015-2024, Tesco Distribution 2012-2015.
Clean licence, CPC, ADR tanks. Never missed a delivery window.`,
    jobTitle: "Class 1 Driver",
    companyName: "Wincanton",
    tone: "professional",
    jobDescription: `Class 1 (C+E) Driver, nights. Multi-drop deliveries to retail stores. Valid Driver CPC, digital tacho card, max 6 points. ADR an advantage.`,
  },
  {
    id: "heldout-d-pm-culture",
    resume: `Nina Petrova
Product Manager, Loop Health (2021–present): launched appointment booking used by 200k patients; led a team of 6 engineers and 2 designers
Associate PM, Babylon (2019–2021)
MSc Computer Science, UCL`,
    jobTitle: "Senior Product Manager",
    companyName: "Doctolib",
    tone: "balanced",
    jobDescription: `Senior Product Manager, Patient Experience. Own the roadmap for the patient app. 5+ years product experience, healthtech a plus.`,
  },
  {
    id: "heldout-d-de-pflege",
    lang: "de",
    resume: `Anna Schmidt
Gesundheits- und Krankenpflegerin, Klinikum Nürnberg, seit 2018
- Pflege auf der kardiologischen Station
- Praxisanleiterin für Auszubildende
Examen 2018`,
    jobTitle: "Pflegefachkraft Intensivstation",
    companyName: "Universitätsklinikum Erlangen",
    tone: "formal",
    jobDescription: `Wir suchen eine Pflegefachkraft (m/w/d) für unsere Intensivstation. Voraussetzungen: abgeschlossene Ausbildung, Berufserfahrung, Teamgeist. Fachweiterbildung Intensivpflege wünschenswert.`,
  },
  {
    id: "heldout-d-fr-vendeur",
    lang: "fr",
    resume: `Lucas Bernard
Vendeur, Decathlon Bordeaux (2021 - aujourd'hui)
- Conseil client au rayon running
- Gestion des stocks et mise en rayon
- Meilleur vendeur du magasin en 2023`,
    jobTitle: "Responsable de rayon",
    companyName: "Intersport",
    tone: "enthusiastic",
    jobDescription: `Intersport recherche un Responsable de rayon (H/F) à Mérignac. Missions : animer une équipe de 5 vendeurs, gérer les stocks, atteindre les objectifs de vente. Expérience en magasin de sport souhaitée.`,
  },
  {
    id: "heldout-d-es-enfermera",
    lang: "es",
    resume: `Carmen Ruiz
Enfermera, Hospital La Paz, Madrid (2017 - actualidad)
- Urgencias: triaje y atención a pacientes críticos
- Formación de enfermeras nuevas`,
    jobTitle: "Enfermera de urgencias",
    companyName: "Quirónsalud",
    tone: "professional",
    jobDescription: `Quirónsalud busca Enfermera/o para Urgencias en Madrid. Requisitos: grado en Enfermería, experiencia en urgencias, colegiación. Se valorará formación en triaje Manchester.`,
  },
  {
    id: "heldout-d-librarian",
    resume: `Rosa Delgado
School Librarian, Lincoln Middle School, 2016–present
- Run the library for 900 students; doubled book circulation in 3 years
- Teach research skills classes
- Manage the library budget ($15,000)
Master of Library Science, Rutgers`,
    jobTitle: "Public Services Librarian",
    companyName: "Denver Public Library",
    tone: "formal",
    jobDescription: `Denver Public Library is hiring a Public Services Librarian. Provide reference services, deliver programs for all ages, build community partnerships. MLS from an ALA-accredited program required. Spanish-English bilingual preferred.`,
  },
  {
    id: "heldout-d-junior-dev",
    resume: `Kwame Asante
Bootcamp grad (Makers Academy, 2024). Built a recipe sharing app with React and Node, deployed on Render. Before: 5 years as a restaurant manager.
JavaScript, React, Node.js, Git`,
    jobTitle: "Junior Frontend Developer",
    companyName: "Ocado Technology",
    tone: "enthusiastic",
    jobDescription: `Junior Frontend Developer. Work in a team building internal tools with React and TypeScript. We look for curiosity, good communication and a willingness to learn. TypeScript experience a plus.`,
  },
  {
    id: "heldout-d-accountant",
    resume: `Helen Clarke ACA
Senior Accountant, PwC Audit, 2018–2022; Financial Controller, Brewdog, 2022–present
- Month-end close for 4 entities in 5 days
- Led the move to NetSuite
- Managed team of 3`,
    jobTitle: "Finance Manager",
    companyName: "Gymshark",
    tone: "professional",
    jobDescription: `Gymshark is hiring a Finance Manager. Own the month-end close, management accounts and forecasting. ACA/ACCA qualified, experience with NetSuite, team management. We're ambitious and we move fast.`,
  },
];
