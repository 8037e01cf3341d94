import type { CoverLetterCase } from "./corpus/corpus-case";

/**
 * Held-out set F: written after set E's fixes to check they carry over (the second read of issue 10's later round;
 * grades in docs/tools/cover-letter-generator.md). Read cold before any change made for it.
 */
export const COVER_LETTER_HELDOUT_F: CoverLetterCase[] = [
  {
    id: "heldout-f-cleaner-terse",
    resume: `joanna kowalska
cleaner - Sparkle Office Services - 2019 to present
offices and gyms, early mornings
trained 3 new cleaners
never missed a shift in 2 years`,
    jobTitle: "Cleaning Supervisor",
    companyName: "Brightwell Facilities",
    tone: "professional",
    jobDescription: `Brightwell Facilities needs a Cleaning Supervisor to lead a team of 8 cleaners across city-centre offices. You will plan rotas, check quality and train new starters. Cleaning experience essential; supervisory experience desirable. We believe in doing the job properly, every time.`,
  },
  {
    id: "heldout-f-vet-nurse",
    resume: `Hannah Brooks RVN
Veterinary Nurse, Riverside Vets, 2018–present
- Monitored anaesthesia for 15+ surgeries a week
- Ran nurse clinics for weight management and dental checks
- Mentored 2 student vet nurses through their qualification
Diploma in Veterinary Nursing, Myerscough College`,
    jobTitle: "Head Veterinary Nurse",
    companyName: "Vets4Pets Leeds",
    tone: "balanced",
    jobDescription: `We're looking for a Head Veterinary Nurse to lead our team of 6 nurses. You will manage rotas, run nurse clinics and oversee anaesthesia monitoring. RVN status required. We care about our patients, our clients and each other.`,
  },
  {
    id: "heldout-f-sales-to-cs",
    resume: `Marcus Lee
Account Executive, CloudDesk (2021–present)
Closed £640k in new business in 2023 (118% of target)
Onboarded 40 new customers with the CS team
Salesforce, HubSpot, Gong
Previously: Sales Development Rep, Pipedrive (2019–2021)`,
    jobTitle: "Customer Success Manager",
    companyName: "Intercom",
    tone: "enthusiastic",
    jobDescription: `Intercom is hiring a Customer Success Manager. You'll own a book of mid-market customers, drive adoption and renewals, and be the voice of the customer internally. Experience with Salesforce and Gainsight is a plus. We value customer obsession, ownership and speed.`,
  },
  {
    id: "heldout-f-es-contable",
    lang: "es",
    resume: `Javier Ruiz
Contable — Grupo Inditex, A Coruña (2017–actualidad)
- Cierre contable mensual de 5 sociedades
- Conciliaciones bancarias y gestión de proveedores
- Implantación de SAP S/4HANA en el departamento
Grado en ADE, Universidad de Santiago`,
    jobTitle: "Responsable de Contabilidad",
    companyName: "Estrella Galicia",
    tone: "formal",
    jobDescription: `Estrella Galicia busca un/a Responsable de Contabilidad. Funciones: supervisar el cierre mensual, coordinar un equipo de 4 personas y preparar las cuentas anuales. Requisitos: grado en ADE o Economía, 5 años de experiencia, conocimientos de SAP.`,
  },
  {
    id: "heldout-f-de-erzieherin",
    lang: "de",
    resume: `Lena Hoffmann
Erzieherin, Kita Sonnenschein, Hamburg (2016–heute)
- Betreuung einer Gruppe von 20 Kindern im Alter von 3 bis 6 Jahren
- Durchführung von Sprachförderung nach dem Hamburger Bildungsplan
- Organisation von Elternabenden
Staatlich anerkannte Erzieherin`,
    jobTitle: "Kita-Leitung",
    companyName: "Elbkinder",
    tone: "professional",
    jobDescription: `Wir suchen eine Kita-Leitung (m/w/d) für unsere Kita in Hamburg-Altona. Ihre Aufgaben: Leitung eines Teams von 12 Fachkräften, Zusammenarbeit mit Eltern, Umsetzung des Hamburger Bildungsplans. Ihr Profil: staatlich anerkannte Erzieherin, Leitungserfahrung wünschenswert.`,
  },
  {
    id: "heldout-f-junior-analyst-grad",
    resume: `Aisha Bello
BSc Mathematics, University of Leeds, 2025 (First)
Dissertation: forecasting bus ridership with time-series models in Python
Summer intern, Leeds City Council (2024): cleaned 3 years of parking data in Excel and built a Power BI report
Treasurer, Maths Society`,
    jobTitle: "Graduate Data Analyst",
    companyName: "Northern Rail",
    tone: "professional",
    jobDescription: `Northern Rail's graduate scheme is looking for a Data Analyst. You will build dashboards, analyse passenger data and present findings to managers. Python or R, SQL and Power BI or Tableau are useful. A numerate degree is required.`,
  },
  {
    id: "heldout-f-chef-rambling",
    resume: `Daniel Murphy
I've worked in kitchens since I was 17. For the last 4 years I've been sous chef at The Fig Tree in Bristol, a 70-cover restaurant. I run the pass on busy nights, write the weekly specials and manage ordering with our suppliers, and I brought our food cost down from 34% to 29% last year. Before that I was chef de partie at Hotel du Vin. Level 3 food hygiene.`,
    jobTitle: "Head Chef",
    companyName: "The Pig Hotels",
    tone: "balanced",
    jobDescription: `The Pig is looking for a Head Chef for our new hotel in the Cotswolds. You'll lead a brigade of 10, build menus around our kitchen garden and keep food costs on target. Our food is local, seasonal and simple.`,
  },
  {
    id: "heldout-f-fr-commercial",
    lang: "fr",
    resume: `Thomas Dubois
Commercial terrain — Bonduelle, Nantes (2019–aujourd'hui)
- Développement d'un portefeuille de 120 clients en grande distribution
- Négociation des accords annuels avec 15 enseignes
- Hausse du chiffre d'affaires de 18 % en 2023
Permis B`,
    jobTitle: "Chef de secteur",
    companyName: "Lactalis",
    tone: "enthusiastic",
    jobDescription: `Lactalis recrute un Chef de secteur pour la région Ouest. Missions : développer les ventes auprès de la grande distribution, négocier les implantations et animer les promotions. Profil : 3 ans d'expérience commerciale, permis B obligatoire. Nous valorisons l'engagement, l'esprit d'équipe et l'ambition.`,
  },
];
