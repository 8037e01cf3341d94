import type { CoverLetterCase } from "./corpus-case";

/** Sales, marketing, finance, administration, HR and customer service. */
export const BUSINESS_CASES: CoverLetterCase[] = [
  {
    id: "account-executive",
    resume: `Jordan Blake
Account Executive | B2B SaaS | President's Club 2023

Experience
Account Executive, Cartwheel HR Software — Boston, MA — 2021 to present
- Closed $1.9M in new ARR in 2023 (142% of quota)
- Run full-cycle sales from discovery to contract for mid-market accounts (200-2,000 employees)
- Built a referral program with 12 channel partners that sourced 30% of my pipeline
Sales Development Representative, Cartwheel HR Software — 2019 to 2021
- Booked 25+ qualified meetings per month through cold calling and LinkedIn outreach

Tools: Salesforce, Outreach, Gong, LinkedIn Sales Navigator`,
    jobTitle: "Mid-Market Account Executive",
    companyName: "Payflow",
    jobDescription: `Payflow is a payroll platform for growing companies. As a Mid-Market Account Executive you will own the full sales
cycle, build pipeline with your SDR, run demos and negotiate contracts. You have 2+ years of closing experience in B2B SaaS,
a record of exceeding quota, and you live in Salesforce. HubSpot experience is a bonus.
We value hustle, honesty and having fun together.`,
    expectMatched: ["B2B SaaS", "Salesforce", "Full-Cycle Sales", "Quota Attainment", "Pipeline Generation"],
    notClaimed: ["HubSpot"],
  },
  {
    id: "retail-store-manager",
    resume: `Keisha Thompson
Store Manager | Retail Operations

TARGET — Executive Team Leader, Guest Experience (Atlanta, GA) 2020–Present
• Lead a team of 45 team members across front end, guest services and fulfillment
• Raised guest satisfaction scores from 78 to 91 in 18 months
• Cut shrink by 22% with new bag-check and cycle-count routines
• Hired and onboarded 60+ seasonal team members each holiday

OLD NAVY — Assistant Store Manager, 2016–2020
• Managed visual merchandising and weekly payroll of $14,000

Education: B.B.A. Marketing, Georgia State University`,
    jobTitle: "Store Manager",
    companyName: "REI Co-op",
    jobDescription: `REI Co-op is hiring a Store Manager for our Alpharetta store. You will lead a team of 60, drive sales and member
experience, manage the store's budget and payroll, and develop future leaders. We look for 3+ years of multi-unit or
store management experience in retail, strong P&L understanding, and a love of the outdoors.
At REI we believe a life outdoors is a life well lived, and we put our members, our people and the planet first.`,
    tone: "enthusiastic",
    expectMatched: ["Retail Management", "Payroll", "Customer Experience", "Leadership", "Talent Development"],
    notClaimed: ["P&L"],
  },
  {
    id: "staff-accountant",
    resume: `Michael Chen, CPA
Staff Accountant

Hollis & Grant LLP — Staff Accountant — Jan 2021 to Present
- Prepare monthly journal entries, accruals and balance sheet reconciliations for 8 entities
- Shortened month-end close from 10 days to 6 by building reconciliation templates in Excel
- Support the annual external audit and prepare PBC schedules
Tools: NetSuite, QuickBooks Online, Excel (VLOOKUP, pivot tables)
B.S. Accounting, Boston College. CPA, Massachusetts.`,
    jobTitle: "Senior Accountant",
    companyName: "Greenline Foods",
    jobDescription: `Greenline Foods is hiring a Senior Accountant to own month-end close, account reconciliations and
journal entries, support audits, and improve our processes. Requirements: bachelor's in accounting, CPA preferred,
3+ years of accounting experience, strong Excel, NetSuite experience, knowledge of US GAAP.
We're a mission-driven food company working to make healthy food affordable.`,
    tone: "formal",
    expectMatched: ["Month-End Close", "Account Reconciliation", "Journal Entries", "NetSuite", "Excel", "CPA"],
    notClaimed: ["GAAP"],
  },
  {
    id: "financial-analyst",
    resume: `Aaliyah Brooks
Financial Analyst

Corvid Manufacturing, FP&A Analyst, 2022–present
Build the annual budget and monthly forecast for a $180M business unit
Created a variance analysis dashboard in Power BI that replaced 9 manual reports
Modeled a plant consolidation that saved $2.1M per year

Skills: financial modeling, Excel, Power BI, SAP, variance analysis`,
    jobTitle: "Senior Financial Analyst",
    companyName: "Lumen Devices",
    jobDescription: `Lumen Devices is looking for a Senior Financial Analyst (FP&A) to lead budgeting and forecasting, analyze variances,
build financial models for new products and present to leadership. Requirements: 3+ years in FP&A, advanced Excel,
financial modeling, experience with an ERP such as SAP or Oracle. Power BI or Tableau a plus. We value candor, rigor and teamwork.`,
    expectMatched: [
      "FP&A",
      "Budgeting",
      "Forecasting",
      "Financial Modeling",
      "Variance Analysis",
      "SAP",
      "Power BI",
      "Excel",
    ],
  },
  {
    id: "executive-assistant",
    resume: `Hannah Müller
Executive Assistant

Executive Assistant to the CEO, Brightway Capital, New York, 2019 - present
Manage complex calendars across 4 time zones for the CEO and 2 partners
Plan board meetings and off-sites for up to 80 people
Process expense reports in Concur and prepare travel itineraries
Office Manager, Studio Nine Architects, 2016 - 2019
Skills: Microsoft Office, Google Workspace, Concur, discretion`,
    jobTitle: "Executive Assistant to the CEO",
    companyName: "Northwind Ventures",
    jobDescription: `Northwind Ventures is seeking an Executive Assistant to support our CEO. You will manage a demanding calendar,
coordinate travel, prepare meeting materials, process expenses and plan team events. Requirements: 4+ years supporting
C-level executives, calendar management expertise, Microsoft Office and Google Workspace, discretion with confidential information.
We move fast and value trust, initiative and good humor.`,
    tone: "balanced",
    expectMatched: [
      "Calendar Management",
      "Travel Coordination",
      "Expense Reporting",
      "Event Planning",
      "Microsoft Office",
      "Google Workspace",
    ],
  },
  {
    id: "hr-generalist",
    resume: `Carlos Mendoza, SHRM-CP
HR Generalist

Sonora Health Partners — HR Generalist, Phoenix AZ (2020–present)
- Support 400 employees across 5 clinics on leave, benefits and employee relations
- Rolled out Workday onboarding, cutting new-hire paperwork time by 50%
- Investigate and resolve employee relations cases; trained 30 managers on documentation
- Run open enrollment each year`,
    jobTitle: "HR Business Partner",
    companyName: "Desert Sun Logistics",
    jobDescription: `Desert Sun Logistics is hiring an HR Business Partner to advise managers at our Phoenix and Tucson warehouses on
employee relations, performance management, compensation and workforce planning. Requirements: 4+ years of HR generalist
or HRBP experience, SHRM-CP or PHR, HRIS experience (Workday preferred), bilingual English/Spanish preferred.
We value safety, respect and accountability.`,
    expectMatched: ["Employee Relations", "SHRM-CP", "Workday", "Human Resources"],
    notClaimed: ["Spanish", "compensation"],
  },
  {
    id: "recruiter-prose",
    resume: `Emily Carter — technical recruiter. Over the past five years I've hired engineers for two startups. At Quanta Robotics
(2022 to present) I filled 48 engineering roles in 18 months, cut time-to-hire from 52 to 34 days and built our campus program
with 4 universities. Before that I was a recruiting coordinator at Fieldstone Staffing. I work in Greenhouse and LinkedIn Recruiter
every day and I care about a fair, structured interview process.`,
    jobTitle: "Senior Technical Recruiter",
    companyName: "Orbital Energy",
    jobDescription: `Orbital Energy builds battery storage for the grid. We're hiring a Senior Technical Recruiter to own hiring for
engineering and manufacturing roles, partner with hiring managers, source passive candidates and improve our interview process.
You have 4+ years of technical recruiting, experience with Greenhouse or a similar ATS, and a track record of hiring engineers.
We value clean energy, inclusion and doing the right thing.`,
    tone: "enthusiastic",
    expectMatched: [
      "Technical Recruiting",
      "Greenhouse",
      "Applicant Tracking Systems",
      "Sourcing",
      "Structured Interviews",
    ],
  },
  {
    id: "marketing-manager",
    resume: `Olivia Grant
Digital Marketing Manager

Fernwood Outdoor (e-commerce) — Marketing Manager, 2020–present
• Grew organic traffic 140% in two years through SEO and a content calendar
• Manage a $600K annual Google Ads and Meta Ads budget at a 4.2x ROAS
• Launched an email program in Klaviyo that now drives 24% of online revenue
• Lead a team of 3 (content writer, designer, coordinator)

Skills: SEO, Google Analytics 4, Google Ads, Meta Ads, Klaviyo, Shopify`,
    jobTitle: "Head of Growth Marketing",
    companyName: "Trailmix Co.",
    jobDescription: `Trailmix Co. makes healthy snacks sold online and in 900 stores. Our Head of Growth Marketing will own paid social,
search, email and SEO, manage a $1M budget, and lead a small team. Requirements: 5+ years in growth or performance
marketing for a DTC brand, hands-on with Google Ads, Meta Ads and GA4, Shopify experience. TikTok ads experience a plus.
We value bold ideas, real food and people who roll up their sleeves.`,
    expectMatched: ["SEO", "Google Ads", "Meta Ads", "Google Analytics", "Shopify", "Budget Management"],
    notClaimed: ["TikTok"],
  },
  {
    id: "customer-service-rep",
    resume: `Brian Foster
Customer Support Representative

Zipline Internet — Customer Support Rep, 2021–present
- Answer 60-70 calls and chats a day about billing and connection problems
- Kept a 96% customer satisfaction score for 2 years
- Wrote 25 help-center articles in Zendesk that cut repeat calls
Before: cashier at Safeway (2018–2021)`,
    jobTitle: "Customer Success Specialist",
    companyName: "Homebase Solar",
    jobDescription: `Homebase Solar is looking for a Customer Success Specialist to help homeowners from installation to their first
bill. You will answer calls, emails and chats, resolve billing questions, and keep customers updated. Requirements: 2+
years in customer service, experience with Zendesk or Salesforce Service Cloud, clear writing. Solar industry knowledge is a plus.
We value empathy, ownership and a cleaner planet.`,
    expectMatched: ["Customer Service", "Zendesk", "Billing"],
    notClaimed: ["Salesforce", "solar industry knowledge"],
  },
  {
    id: "paralegal",
    resume: `Rebecca Stein
Litigation Paralegal, 6 years

Marsh & Whitley LLP, Philadelphia — Senior Paralegal (2019-present)
- Manage discovery for 15-20 active commercial litigation matters
- Built a Relativity review workflow that cut document review time by 40%
- Draft subpoenas, deposition summaries and trial binders
Certified Paralegal (NALA)
Tools: Relativity, Westlaw, iManage`,
    jobTitle: "Litigation Paralegal",
    companyName: "Duane & Price",
    jobDescription: `Duane & Price seeks an experienced Litigation Paralegal to support partners in commercial litigation. Duties:
managing e-discovery, drafting pleadings and subpoenas, preparing for depositions and trials, legal research.
Requirements: 5+ years of litigation paralegal experience, Relativity, Westlaw or Lexis, paralegal certificate.`,
    tone: "formal",
    // Session 12: a skill is named in the input's own words when no text of the input uses the lexicon's name and a list
    // entry names it ("drafting pleadings", the resume's, for Legal Drafting).
    expectMatched: [
      "Litigation",
      "E-Discovery",
      "Relativity",
      "Westlaw",
      "drafting pleadings",
      "Paralegal Certification",
    ],
    notClaimed: ["Lexis"],
  },
];
