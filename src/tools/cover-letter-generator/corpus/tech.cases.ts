import type { CoverLetterCase } from "./corpus-case";

/** Software, data, IT and product roles. */
export const TECH_CASES: CoverLetterCase[] = [
  {
    id: "backend-go-k8s",
    resume: `Kenji Watanabe
Backend Engineer — Go, Postgres, K8s
github.com/kwatanabe

Experience
Backend Engineer, Parcelly (logistics SaaS), 2021–present
- Built the shipment tracking API in Go serving 40M requests/day
- Migrated 30 services from EC2 to K8s, cutting infrastructure cost 35%
- On-call lead; reduced P1 incidents from 9 to 2 per quarter
Software Engineer, Bluefin Bank, 2018–2021
- Wrote payment reconciliation jobs in Java and PostgreSQL

B.Eng. Computer Engineering, University of Toronto`,
    jobTitle: "Senior Backend Engineer",
    companyName: "Routewise",
    jobDescription: `Routewise helps 2,000 delivery fleets plan their routes. We're hiring a Senior Backend Engineer.
You will design and scale our routing APIs, own services end to end and mentor engineers.
Requirements: 5+ years building backend systems; Go or Rust; PostgreSQL; Kubernetes; AWS.
Nice to have: Kafka, gRPC, observability tooling.
We value ownership, clear writing and kindness.`,
    expectMatched: ["Go", "PostgreSQL", "Kubernetes", "AWS"],
    notClaimed: ["Rust", "Kafka", "gRPC", "Observability"],
  },
  {
    id: "frontend-prose",
    resume: `Chloé Martin
I'm a frontend developer with 4 years of experience building web apps in React and TypeScript. At Lumio (2021 to now) I rebuilt
the onboarding flow, which raised activation from 41% to 55%, and I set up our component library in Storybook that 3 product teams use.
Before that I worked at a small agency, Pixelworks, building marketing sites for clients with Next.js. I care a lot about
accessibility and performance: I led our WCAG 2.1 AA audit and fixed 120 issues.`,
    jobTitle: "Frontend Engineer",
    companyName: "Tandem",
    jobDescription: `Tandem makes scheduling software for clinics. As a Frontend Engineer you'll build product features in React and
TypeScript, improve performance and accessibility, and contribute to our design system.
You have: 3+ years with React, strong TypeScript, experience with a component library or design system, an eye for UX.
Bonus: GraphQL, Cypress. We're remote-first and we value craft, empathy and shipping small.`,
    tone: "balanced",
    // Session 12: a skill is named in the input's own words when no text of the input uses the lexicon's name and a list
    // entry names it ("accessibility", the ad's, for Web Accessibility).
    expectMatched: ["React", "TypeScript", "accessibility", "Design Systems"],
    notClaimed: ["GraphQL", "Cypress"],
  },
  {
    id: "data-analyst",
    resume: `Ines Halvorsen
Data Analyst
ines.h@example.com

Northgate Retail Group — Data Analyst (2020 – present)
• Built Tableau dashboards used by 40 store managers
• Reduced weekly reporting time by 12 hours by automating SQL pipelines in Python
• Partnered with the marketing team to design A/B tests for email campaigns
• Forecast holiday demand within 4% of actuals

Skills: SQL, Python (pandas), Tableau, Excel, A/B testing, statistics`,
    jobTitle: "Senior Data Analyst",
    companyName: "Brightfield Grocers",
    jobDescription: `Brightfield Grocers is hiring a Senior Data Analyst. You will own reporting in SQL and Tableau, build forecasting
models in Python, and present insights to stakeholders. Experience with Snowflake and dbt is a plus.
We are a community-minded team that values transparency and sustainability.`,
    expectMatched: ["SQL", "Tableau", "Python", "Forecasting"],
    notClaimed: ["Snowflake", "dbt"],
  },
  {
    id: "sre-observability-missing",
    resume: `Omar Haddad
Site Reliability Engineer

Cloudnine Media — DevOps Engineer — 2019 to present
- Manage AWS infrastructure with Terraform across 3 regions
- Built CI/CD pipelines in GitHub Actions; deploys went from weekly to 20 a day
- Cut monthly AWS spend by $18,000 through rightsizing and reserved instances
- Wrote runbooks and led incident reviews

Certifications: AWS Certified Solutions Architect – Associate, CKA`,
    jobTitle: "Site Reliability Engineer",
    companyName: "Finlytics",
    jobDescription: `Finlytics is looking for a Site Reliability Engineer to keep our trading analytics platform fast and available.
You will run Kubernetes clusters on AWS, own our observability stack (Prometheus, Grafana, OpenTelemetry), automate
infrastructure with Terraform and lead incident response. Requirements: 4+ years in SRE or DevOps, Kubernetes, AWS,
Terraform, a programming language such as Python or Go. We value reliability, blameless learning and curiosity.`,
    expectMatched: ["AWS", "Terraform", "Kubernetes", "Incident Response", "Site Reliability Engineering"],
    notClaimed: ["Observability", "Prometheus", "Grafana", "OpenTelemetry", "Python"],
  },
  {
    id: "it-help-desk-terse",
    resume: `Jamal Wright
Help desk tech, 2 yrs
- Reset passwords, AD accounts, O365 licenses
- Imaged 200 laptops for a Windows 11 rollout
- Avg ticket resolution under 4 hrs
CompTIA A+`,
    jobTitle: "IT Support Specialist",
    companyName: "Harbor Credit Union",
    jobDescription: `Harbor Credit Union needs an IT Support Specialist to support 150 staff across 6 branches. You will
troubleshoot hardware and software, manage Active Directory and Microsoft 365 accounts, set up laptops and printers and
keep our ticket queue moving. Requirements: 2+ years help desk experience, CompTIA A+, Windows 10/11. Network+ is a plus.
We are a member-owned cooperative that puts our members and our community first.`,
    tone: "enthusiastic",
    expectMatched: ["Active Directory", "Microsoft 365", "CompTIA A+", "Windows", "Help Desk"],
    notClaimed: ["Network+"],
  },
  {
    id: "data-scientist",
    resume: `Wei Zhang, PhD
Data Scientist | Machine Learning | Causal Inference

Experience
Data Scientist, Kestrel Insurance (2021–present)
- Developed a gradient-boosted claims fraud model that flagged $3.2M in fraudulent claims in its first year
- Designed and analyzed 25+ pricing experiments
- Deployed models with MLflow and Docker on AWS SageMaker
Postdoctoral Researcher, Carnegie Mellon University (2019–2021)

Skills: Python, scikit-learn, XGBoost, SQL, causal inference, experiment design`,
    jobTitle: "Senior Data Scientist",
    companyName: "Clearwater Health Plans",
    jobDescription: `Clearwater Health Plans is hiring a Senior Data Scientist to build models that predict member risk and detect
fraud, waste and abuse. You will design experiments, partner with clinical and finance teams, and put models into production.
Requirements: 4+ years of applied machine learning; Python and SQL; experimentation; MLOps experience.
Experience with healthcare claims data is preferred. We value curiosity, integrity and care for our members.`,
    tone: "formal",
    expectMatched: ["Machine Learning", "Python", "SQL", "Experiment Design", "MLOps", "Fraud Detection"],
    notClaimed: ["healthcare claims data"],
  },
  {
    id: "ios-developer",
    resume: `Sofia Rossi
iOS Developer

Fitbound (fitness app, 1.2M users) — iOS Developer, 2020–2024
- Rewrote the workout player in SwiftUI, lowering crash rate from 1.8% to 0.3%
- Added Apple HealthKit sync, our most requested feature
- Shipped 26 App Store releases with a 4.8-star rating
Skills: Swift, SwiftUI, UIKit, Core Data, XCTest, Combine`,
    jobTitle: "Senior iOS Engineer",
    companyName: "Calmly",
    jobDescription: `Calmly is a meditation app with 5 million members. We're hiring a Senior iOS Engineer to build features in
Swift and SwiftUI, improve app performance and stability, and mentor two mid-level engineers.
You have 5+ years of iOS development, deep knowledge of Swift, SwiftUI and UIKit, and experience with HealthKit is a plus.
We believe in calm, sustainable work and in building products people love.`,
    expectMatched: ["Swift", "SwiftUI", "UIKit", "HealthKit", "iOS"],
  },
  {
    id: "product-manager",
    resume: `Rachel Kim
Product Manager, B2B SaaS

Payloop — Product Manager (2021 – Present)
- Own the invoicing product used by 8,000 small businesses
- Launched recurring billing, which grew ARR by $2.4M in 12 months
- Run quarterly roadmap planning with engineering, design and sales
- Cut onboarding drop-off by 22% through user interviews and 14 A/B tests
Associate Product Manager, Shopwise (2019 – 2021)
MBA, Kellogg School of Management`,
    jobTitle: "Senior Product Manager, Payments",
    companyName: "Ledgerly",
    jobDescription: `Ledgerly builds accounting software for freelancers. As Senior Product Manager, Payments, you will own the
payments roadmap, work with engineering and design to ship features, and talk to customers every week.
Requirements: 4+ years of product management in B2B SaaS or fintech; experience with payments or billing; data-driven
decision making (SQL a plus). We value customer obsession, bias for action and humility.`,
    expectMatched: ["Product Management", "B2B SaaS", "Roadmapping", "User Research", "Payments"],
    notClaimed: ["SQL"],
  },
  {
    id: "cybersecurity-analyst",
    resume: `Daniel Okoro
Security Analyst — SOC Tier 2

Meridian Bank, Security Operations Center (2020-present)
- Triage 60+ alerts per shift in Splunk and CrowdStrike
- Led the response to a 2023 phishing campaign, containing it within 3 hours
- Wrote 40 detection rules mapped to MITRE ATT&CK
Certifications: Security+, CySA+`,
    jobTitle: "Senior SOC Analyst",
    companyName: "Vantage Health",
    jobDescription: `Vantage Health is hiring a Senior SOC Analyst to monitor and respond to threats across our hospitals.
You will investigate alerts in our SIEM (Splunk), tune detections, lead incident response and mentor Tier 1 analysts.
Requirements: 3+ years in a SOC, Splunk, EDR tools, MITRE ATT&CK, Security+ or equivalent. GCIH or CISSP preferred.
We protect patients by protecting their data.`,
    expectMatched: ["Splunk", "MITRE ATT&CK", "Security+", "Incident Response", "EDR"],
    notClaimed: ["GCIH", "CISSP"],
  },
  {
    id: "qa-engineer-career-start",
    resume: `Ana Lima
Recent graduate — B.S. Computer Science, Georgia State University (2024)

Projects
- Wrote 180 end-to-end tests in Cypress for a student club website
- Built a REST API in Node.js and Express with Jest unit tests at 90% coverage
Internship: QA Intern, Coastal Software, Summer 2023 — logged 75 bugs in Jira, 60 of them fixed before release`,
    jobTitle: "Junior QA Engineer",
    companyName: "Stackline",
    jobDescription: `Stackline is hiring a Junior QA Engineer. You'll write and maintain automated tests, report bugs clearly and
work with developers in two-week sprints. Requirements: a CS degree or bootcamp, experience with a test framework
(Cypress, Playwright or Selenium), JavaScript, Jira. Nice to have: API testing with Postman.
We're a small, friendly team that values learning and helping each other.`,
    tone: "enthusiastic",
    expectMatched: ["Cypress", "Jira", "Test Automation", "JavaScript"],
    notClaimed: ["Postman"],
  },
];
