import type { CoverLetterCase } from "./corpus/corpus-case";

/**
 * Held-out set E: written by a helper session for issue 10's later round, after set D's fixes, and read cold before
 * any fix of that round (grades in docs/tools/cover-letter-generator.md). Terse and odd resumes, career changers,
 * Culture-Fit ads with and without values, and Spanish, German and French pairs.
 */
export const COVER_LETTER_HELDOUT_E: CoverLetterCase[] = [
  {
    id: "heldout-e-dog-groomer-terse",
    resume: `Priya Nair
dog groomer, Pawfect Salon 2020-now
hand stripping, nail clipping, nervous dogs
city & guilds level 3 dog grooming`,
    jobTitle: "Senior Groomer",
    companyName: "Happy Tails Spa",
    tone: "balanced",
    jobDescription: `Happy Tails Spa is hiring a Senior Groomer. You'll groom all breeds, handle nervous and elderly dogs with patience, and train our junior groomers. City & Guilds Level 3 or equivalent required. We believe every dog deserves a calm, kind visit.`,
  },
  {
    id: "heldout-e-accountant-to-analyst",
    resume: `Daniel Okoye, ACCA
Management Accountant — Harlow Foods Ltd (2018–present)
- Prepare monthly management accounts for 3 sites
- Built Power BI margin dashboard adopted by the board
- Cut month-end close from 8 to 5 working days
Assistant Accountant — KPMG (2015–2018)
- Audit support for retail clients
Skills: Excel (advanced), Power BI, SAP, SQL (basic)`,
    jobTitle: "Finance Business Partner",
    companyName: "Ocado",
    tone: "professional",
    jobDescription: `As Finance Business Partner you will partner with operations leaders, own budgeting and forecasting for the logistics division, and turn data into decisions. Requirements: qualified accountant (ACA/ACCA/CIMA), strong Excel, experience with Power BI or Tableau, stakeholder management. Nice to have: SQL.`,
  },
  {
    id: "heldout-e-career-break-parent",
    resume: `Sarah Whitfield
Career break 2019-2024 raising two children; PTA treasurer at Millbrook Primary (managed £12k budget)
Office Manager, Clarke & Sons Solicitors, 2012-2019
Ran the office for 14 staff, payroll, supplier contracts
Introduced cloud filing which cut paper use by half`,
    jobTitle: "Operations Coordinator",
    companyName: "Greenleaf Housing",
    tone: "formal",
    jobDescription: `Greenleaf Housing is a not-for-profit housing association. We are looking for an Operations Coordinator to manage office facilities, supplier contracts and budgets, and support our 40-strong team. Our values: respect, fairness and community. Experience of budget management required.`,
  },
  {
    id: "heldout-e-junior-dev-bootcamp",
    resume: `Kofi Mensah
Junior developer. Career changer from hospitality (6 years as a restaurant supervisor).
Le Wagon bootcamp 2024.
Projects: built a table-booking app in React and Node.js; contributed 3 pull requests to an open-source Rails library.
Tech: JavaScript, React, Node.js, Git, PostgreSQL`,
    jobTitle: "Junior Full-Stack Developer",
    companyName: "Tillo",
    tone: "enthusiastic",
    jobDescription: `Tillo is looking for a Junior Full-Stack Developer. You'll work with TypeScript, React and Node.js, write tests and join code reviews. Experience with AWS is nice to have. We value curiosity, ownership and kindness.`,
  },
  {
    id: "heldout-e-paramedic-rambling",
    resume: `JAMES O'CONNOR
I have been a paramedic with the North West Ambulance Service for 9 years, mostly on emergency response in Greater Manchester. Over that time I have attended thousands of calls, from cardiac arrests to mental health crises, and I mentor student paramedics on placement (I've supported 11 students so far). I hold HCPC registration and I am a qualified driver (C1 licence). Recently I helped redesign our handover checklist with A&E staff at Salford Royal which cut handover times by around 10 minutes. Looking to move into a training role.`,
    jobTitle: "Clinical Education Lead",
    companyName: "St John Ambulance",
    tone: "balanced",
    jobDescription: `St John Ambulance is recruiting a Clinical Education Lead to design and deliver training for volunteers and staff. You must be HCPC registered, have experience mentoring or teaching clinicians, and be confident presenting to groups. We are the nation's leading first aid charity and believe everyone should have the skills to save a life.`,
  },
  {
    id: "heldout-e-es-camarera",
    lang: "es",
    resume: `Lucía Fernández
Camarera — Restaurante El Faro, Valencia (2019–actualidad)
- Atención a mesas de hasta 80 comensales
- Formación de 4 nuevos camareros
- Manejo de TPV y caja
Inglés nivel B2`,
    jobTitle: "Jefa de Sala",
    companyName: "Grupo La Lonja",
    tone: "professional",
    jobDescription: `Grupo La Lonja busca Jefe/a de Sala para su nuevo restaurante en Valencia. Funciones: coordinar el equipo de sala, gestionar reservas y garantizar la satisfacción del cliente. Requisitos: experiencia mínima de 3 años en sala, nivel de inglés B2, manejo de TPV.`,
  },
  {
    id: "heldout-e-de-softwareentwickler",
    lang: "de",
    resume: `Jonas Weber
Softwareentwickler, Datalytics GmbH, München (2020–heute)
- Entwicklung von REST-APIs mit Java und Spring Boot
- Migration von 12 Services nach Kubernetes
- Einführung von Code-Reviews im Team
M.Sc. Informatik, TU München`,
    jobTitle: "Backend-Entwickler",
    companyName: "Check24",
    tone: "formal",
    jobDescription: `Wir suchen einen Backend-Entwickler (m/w/d) für unser Team in München. Ihre Aufgaben: Entwicklung skalierbarer Services mit Java und Spring Boot, Betrieb in Kubernetes, Zusammenarbeit mit Produktteams. Ihr Profil: abgeschlossenes Informatikstudium, mindestens 3 Jahre Erfahrung, gute Deutschkenntnisse.`,
  },
  {
    id: "heldout-e-fr-assistante-rh",
    lang: "fr",
    resume: `Camille Martin
Assistante RH — Decathlon, Lille (2021–aujourd'hui)
- Gestion de l'administration du personnel pour 250 salariés
- Organisation de 30 entretiens de recrutement par mois
- Mise en place d'un nouveau processus d'intégration
Master RH, Université de Lille`,
    jobTitle: "Chargée de recrutement",
    companyName: "Leroy Merlin",
    tone: "balanced",
    jobDescription: `Leroy Merlin recrute un(e) Chargé(e) de recrutement pour son siège à Lille. Missions : piloter les recrutements, animer la relation avec les managers, améliorer l'expérience candidat. Profil : Bac+5 en RH, 2 ans d'expérience en recrutement, aisance relationnelle.`,
  },
  {
    id: "heldout-e-warehouse-to-logistics",
    resume: `mike dawson
forklift driver / warehouse operative - Amazon BHX4 - 2021 to present
counterbalance and reach truck licences
picked 180 units an hour, top 10% of site
trained new starters on the scanners`,
    jobTitle: "Logistics Team Leader",
    companyName: "DHL Supply Chain",
    tone: "professional",
    jobDescription: `DHL Supply Chain is looking for a Logistics Team Leader for our Coventry site. You will lead a shift of 20 colleagues, hit productivity and safety targets and coach your team. Forklift licence (counterbalance or reach) is essential. Previous team leading experience is desirable.`,
  },
  {
    id: "heldout-e-nurse-to-pharma",
    resume: `Aisha Rahman RN
Oncology Nurse, Guy's and St Thomas' NHS Foundation Trust, 2016–present
• Administered chemotherapy to 8–10 patients per shift
• Trained 20+ nurses on a new infusion pump
• Led patient education sessions on managing side effects
Clinical research: assisted with 2 phase III oncology trials (patient consent, data collection)`,
    jobTitle: "Medical Science Liaison",
    companyName: "AstraZeneca",
    tone: "formal",
    jobDescription: `AstraZeneca seeks a Medical Science Liaison (Oncology). You will build relationships with key opinion leaders, communicate clinical trial data, and support investigator-initiated studies. Requirements: scientific or clinical degree (PharmD, PhD, MD or nursing with oncology experience), knowledge of clinical trials, excellent presentation skills. We follow the science and put patients first.`,
  },
  {
    id: "heldout-e-graphic-designer-culture",
    resume: `Noor Al-Sayed
Graphic Designer, Fable & Co Studio (2019–present)
Brand identities for 25+ independent businesses
Packaging design for a craft brewery range stocked in Waitrose
Figma, Adobe Illustrator, InDesign, Procreate
BA Graphic Communication, Falmouth University`,
    jobTitle: "Brand Designer",
    companyName: "Oatly",
    tone: "enthusiastic",
    jobDescription: `Oatly is hiring a Brand Designer. You'll create campaigns, packaging and social content that sounds and looks like us. Strong typography and Illustrator skills needed. We're a bit weird, we care about the planet, and we don't take ourselves too seriously.`,
  },
  {
    id: "heldout-e-teacher-assistant-terse",
    resume: `Ellie Park
TA at Brookside Primary since 2022
1:1 support for a child with autism
phonics groups
first aid`,
    jobTitle: "SEN Teaching Assistant",
    companyName: "Riverside School",
    tone: "balanced",
    jobDescription: `Riverside School, a special school for pupils aged 4-19, needs an SEN Teaching Assistant. You will support pupils with autism and complex needs, help with personal care and deliver small-group work. Experience with SEN preferred. Team Teach training is a plus.`,
  },
  {
    id: "heldout-e-project-manager-long",
    resume: `Rebecca Liu, PMP
Senior Project Manager
Costain Group — Senior Project Manager (2019–present)
Delivered the £45m A14 junction upgrade on time and 3% under budget
Managed a team of 12 engineers and 6 subcontractors
Introduced weekly risk reviews that cut change orders by 20%
Balfour Beatty — Project Engineer (2014–2019)
Coordinated rail platform extensions at 9 stations
Chartered Engineer (CEng), MICE
BEng Civil Engineering, University of Bristol`,
    jobTitle: "Programme Manager",
    companyName: "National Highways",
    tone: "professional",
    jobDescription: `National Highways is recruiting a Programme Manager to lead a portfolio of major road schemes. You will manage budgets over £100m, lead multidisciplinary teams and report to senior stakeholders. Essential: experience delivering major infrastructure projects, chartered status, NEC4 contract knowledge. Desirable: APM or PMP certification.`,
  },
  {
    id: "heldout-e-retail-to-hr",
    resume: `Tomás Silva
Store Manager, Next plc, 2017–present
- Hired and onboarded 60+ seasonal staff a year
- Handled absence and disciplinary meetings
- Store rated top 5 in region for staff retention
CIPD Level 3 Certificate in People Practice (2024)`,
    jobTitle: "HR Advisor",
    companyName: "John Lewis Partnership",
    tone: "balanced",
    jobDescription: `John Lewis Partnership is looking for an HR Advisor to support managers with employee relations cases, absence management and recruitment. CIPD Level 5 or working towards it. As an employee-owned business, we believe in fairness, kindness and partnership.`,
  },
  {
    id: "heldout-e-electrician-solar",
    resume: `Gareth Hughes
Domestic Electrician, self-employed, 2015–present
Rewires, consumer unit upgrades, EV charger installs (approx 40 a year)
Installed 25 solar PV systems since 2022
18th Edition, NICEIC approved contractor
Full clean driving licence`,
    jobTitle: "Solar PV Installer",
    companyName: "Sunrise Renewables",
    tone: "enthusiastic",
    jobDescription: `Sunrise Renewables is growing! We need a Solar PV Installer to fit panels and batteries on domestic roofs across South Wales. You will need 18th Edition, solar PV experience and a driving licence. MCS experience is a bonus. Our mission is to make clean energy affordable for every home.`,
  },
];
