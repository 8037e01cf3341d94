import type { CoverLetterCase } from "./corpus-case";

/** Trades, logistics, hospitality, food service, retail banking, design, engineering and nonprofits. */
export const TRADES_SERVICE_CASES: CoverLetterCase[] = [
  {
    id: "electrician-journeyman",
    resume: `Luis Ramirez
Journeyman Electrician — Texas License #123456

Bright Spark Electric, Houston TX — Journeyman Electrician (2018–present)
- Install and troubleshoot commercial electrical systems: conduit, panels, lighting and controls
- Led a 4-person crew on a 60,000 sq ft office build-out, finished 2 weeks ahead of schedule
- Read blueprints and work to NEC 2020
- Zero lost-time incidents in 6 years
OSHA 30. Forklift and scissor lift certified.`,
    jobTitle: "Commercial Electrician Foreman",
    companyName: "Gulf Coast Electrical Contractors",
    jobDescription: `Gulf Coast Electrical Contractors is hiring a Foreman for commercial projects in the Houston area. You will lead crews
of 3-8 electricians, plan daily work, read blueprints, order materials and keep jobs safe and on schedule.
Requirements: Texas Journeyman or Master Electrician license, 5+ years of commercial experience, NEC knowledge, OSHA 30.
Experience with fire alarm systems is a plus. We take care of our people: safety first, quality always.`,
    expectMatched: [
      "Electrical License",
      "Blueprint Reading",
      "NEC",
      "OSHA 30",
      "Commercial Electrical",
      "Crew Leadership",
    ],
    notClaimed: ["fire alarm"],
  },
  {
    id: "hvac-technician",
    resume: `Derek Olsen
HVAC Service Technician | EPA 608 Universal

ComfortPro Heating & Air, Minneapolis — Service Technician (2020–present)
• Diagnose and repair residential furnaces, heat pumps and AC units, 5-7 calls a day
• Sold $240,000 in maintenance agreements in 2023, top in a team of 14
• 4.9-star average from customer reviews
Dunwoody College of Technology — HVAC diploma, 2019`,
    jobTitle: "Senior HVAC Service Technician",
    companyName: "North Star Mechanical",
    jobDescription: `North Star Mechanical is looking for a Senior HVAC Service Technician for residential service in the Twin Cities.
Diagnose and repair furnaces, boilers, heat pumps and air conditioners; mentor apprentices; explain options to homeowners.
Requirements: EPA 608 certification, 3+ years of residential service experience, valid driver's license. Boiler experience preferred.`,
    tone: "balanced",
    expectMatched: ["HVAC", "EPA 608", "Heat Pumps", "Residential Service"],
    notClaimed: ["boiler"],
  },
  {
    id: "truck-driver-cdl",
    resume: `Ray Jackson
CDL-A Driver, 9 years, clean MVR
Hazmat and Tanker endorsements

Swift Transportation — OTR Driver 2016-2020
Werner Enterprises — Regional Driver 2020-present
- 1.1 million accident-free miles
- 98% on-time delivery rate
- ELD and DOT log compliance, pre-trip inspections`,
    jobTitle: "Regional CDL-A Truck Driver",
    companyName: "Heartland Freight",
    jobDescription: `Heartland Freight is hiring Regional CDL-A Drivers. Home every weekend. Requirements: valid Class A CDL, 2+ years
of experience, clean driving record, DOT medical card. Hazmat endorsement a plus. We treat our drivers like family and
value safety above everything.`,
    tone: "balanced",
    expectMatched: ["CDL Class A", "Hazmat Endorsement", "Safe Driving"],
  },
  {
    id: "warehouse-supervisor",
    resume: `Tomás Ortega
Warehouse operations coordinator.
Negotiated freight contracts that saved $240,000 a year.
Introduced a barcode inventory management system across 3 sites.
Trained 25 seasonal staff on safety procedures and Excel reporting.
Forklift certified.`,
    jobTitle: "Warehouse Supervisor",
    companyName: "Northwind Logistics",
    jobDescription: `Northwind Logistics seeks a Warehouse Supervisor for second shift. You will lead 20 associates in receiving,
picking and shipping, manage inventory accuracy, and keep the floor safe. Requirements: 2+ years of warehouse leadership,
WMS experience (Manhattan or SAP EWM), forklift certification, Excel. We are a customer-first team that values
integrity and continuous improvement.`,
    // Session 12: a skill is named in the input's own words when no text of the input uses the lexicon's name and a list
    // entry names it ("forklift certification", the ad's, for Forklift Licence).
    expectMatched: ["Inventory Management", "forklift certification", "Excel", "Warehouse Operations"],
    notClaimed: ["Manhattan", "SAP"],
  },
  {
    id: "construction-superintendent",
    resume: `Gary Whitman
Construction Superintendent

Keller Builders — Superintendent (2015–present)
- Ran 11 commercial projects from $3M to $22M, including a 4-story medical office building
- Manage schedules in Procore and MS Project; coordinate 10-25 subcontractors on site
- Delivered the Riverside Clinic project 3 weeks early with no recordable injuries
OSHA 30, First Aid/CPR`,
    jobTitle: "Senior Superintendent",
    companyName: "Turner & Hale Construction",
    jobDescription: `Turner & Hale Construction is hiring a Senior Superintendent for healthcare and education projects up to $40M.
You will run the site, manage subcontractors, own the 3-week look-ahead schedule, enforce safety and lead owner meetings.
Requirements: 10+ years in commercial construction, 5+ as superintendent, OSHA 30, Procore, healthcare project experience.
Our values: safety, integrity, and building lasting relationships.`,
    tone: "formal",
    expectMatched: ["Construction Management", "Procore", "OSHA 30", "Subcontractor Management", "Scheduling"],
  },
  {
    id: "sous-chef",
    resume: `Nadia Petrov
Sous Chef

Olive & Ember (120-seat Mediterranean restaurant), Chicago — Sous Chef, 2021–present
- Run the line on a 300-cover Saturday service
- Cut food cost from 34% to 29% through menu costing and a new ordering system
- Train and schedule 12 line cooks and prep cooks
Line Cook, The Publican, 2018–2021
ServSafe Manager certified`,
    jobTitle: "Executive Sous Chef",
    companyName: "Harvest Table Group",
    jobDescription: `Harvest Table Group runs three farm-to-table restaurants in Chicago. Our Executive Sous Chef will lead kitchen
operations at our flagship, manage food and labor costs, develop seasonal specials with the Executive Chef, and train the team.
Requirements: 3+ years as a sous chef in high-volume kitchens, ServSafe Manager, cost control experience.
We believe in local farms, zero waste and a kitchen where people are treated with respect.`,
    tone: "enthusiastic",
    expectMatched: ["Food Cost Control", "ServSafe", "Kitchen Management", "Staff Training"],
  },
  {
    id: "hotel-front-office",
    resume: `Isabelle Laurent
Front Desk Supervisor, Hyatt Regency Seattle, 2021 – present
- Supervise 9 front desk agents across three shifts
- Raised the hotel's guest satisfaction score for check-in from 82 to 90
- Handle VIP arrivals, room blocks and guest complaints
- Opera PMS super user; trained 15 agents on Opera Cloud
Front Desk Agent, Hotel Max, 2018 – 2021
Languages: English, French`,
    jobTitle: "Front Office Manager",
    companyName: "The Marlowe Hotel",
    jobDescription: `The Marlowe Hotel, a 180-room boutique hotel in Seattle, is hiring a Front Office Manager. You will lead front desk,
concierge and bell staff, manage schedules and labor, handle escalations and drive guest satisfaction scores.
Requirements: 3+ years of front office supervision, Opera PMS, strong leadership. A second language is a plus.
We are known for warm, personal service and a team that feels like family.`,
    expectMatched: ["Opera PMS", "Front Desk Operations", "Guest Satisfaction", "Supervision", "Second Language"],
  },
  {
    id: "barista-terse",
    resume: `Barista 3 yrs Blue Bottle. Shift lead last 8 months. Open/close, cash handling, trained 6 new baristas. Latte art.`,
    jobTitle: "Shift Supervisor",
    companyName: "Ritual Coffee Roasters",
    jobDescription: `Ritual Coffee Roasters is hiring a Shift Supervisor. You will run shifts, open and close the cafe, handle cash,
coach baristas and keep quality high. 1+ year of specialty coffee experience required. Food handler card required.`,
    tone: "enthusiastic",
    expectMatched: ["Cash Handling", "Barista", "Opening and Closing"],
    notClaimed: ["food handler card"],
  },
  {
    id: "bank-teller",
    resume: `Angela Rossi
Personal Banker

Chase — Personal Banker, Columbus OH (2021 - Present)
Open 15-20 new accounts per month and refer clients to advisors
Top 10% in the region for client satisfaction surveys in 2023
Bank Teller, Huntington Bank (2019 - 2021): balanced a cash drawer of up to $25,000 with no shortages
NMLS registered`,
    jobTitle: "Assistant Branch Manager",
    companyName: "Kemba Credit Union",
    jobDescription: `Kemba Credit Union is looking for an Assistant Branch Manager to coach tellers and member service representatives,
open accounts, help members with loans, and oversee cash and compliance. Requirements: 2+ years in retail banking,
cash handling, NMLS registration, coaching experience. We are member-owned and we value people over profit.`,
    expectMatched: ["Retail Banking", "Cash Handling", "NMLS", "Account Opening"],
    notClaimed: ["loans"],
  },
  {
    id: "graphic-designer",
    resume: `Mei Tanaka
Graphic Designer — brand & packaging
portfolio: meitanaka.design

Studio Kettle (branding agency), Portland — Senior Designer, 2020–2024
- Designed packaging for 30+ food and beverage brands, including a redesign that lifted one client's sales 18%
- Led brand identity projects from concept to style guide
- Art-directed photo shoots
Tools: Adobe Illustrator, Photoshop, InDesign, Figma`,
    jobTitle: "Packaging Designer",
    companyName: "Oatly",
    jobDescription: `Oatly is looking for a Packaging Designer to bring our brand to life on shelves. You'll design packaging and
point-of-sale materials, prepare print-ready files, and work with copywriters and printers. You have 4+ years of
packaging or brand design, mastery of Adobe Illustrator, Photoshop and InDesign, and a great portfolio. 3D mockup skills are a plus.
We are a little weird, we care about the planet, and we like working with people who are kind.`,
    tone: "enthusiastic",
    // Session 12: a skill is named in the input's own words when no text of the input uses the lexicon's name and a list
    // entry names it ("Photoshop" and "InDesign", the resume's, for the Adobe names).
    expectMatched: ["Packaging Design", "Adobe Illustrator", "Photoshop", "InDesign", "Brand Identity"],
    notClaimed: ["3D"],
  },
  {
    id: "ux-designer",
    resume: `Noah Feldman
Product Designer (UX/UI)

Medly Health — Product Designer, 2020–present
- Redesigned prescription refill flow after 20 user interviews; completion rose from 63% to 81%
- Built the Figma design system used by 9 designers
- Run usability tests every sprint
Skills: Figma, user research, prototyping, usability testing, accessibility (WCAG)`,
    jobTitle: "Senior UX Designer",
    companyName: "CareBridge",
    jobDescription: `CareBridge builds software for home health agencies. We are hiring a Senior UX Designer to lead research and design
for our caregiver mobile app. You will plan user research, turn insights into flows and prototypes in Figma, and work with
product and engineering. Requirements: 5+ years in UX, healthcare experience, strong research skills, accessibility know-how.
We value empathy, clarity and respect for caregivers' time.`,
    tone: "balanced",
    // Session 12: a skill is named in the input's own words when no text of the input uses the lexicon's name and a list
    // entry names it ("accessibility", the resume's skills line, for Web Accessibility).
    expectMatched: ["Figma", "User Research", "Prototyping", "accessibility"],
  },
  {
    id: "mechanical-engineer",
    resume: `Priyanka Desai
Mechanical Design Engineer

Apex Pumps Inc. — Design Engineer (2019 – present)
- Designed cast and machined pump housings in SolidWorks, 40+ parts released to production
- Applied GD&T and tolerance stack-ups; cut assembly rework by 25%
- Ran FEA in ANSYS on impeller redesign, reducing weight 12%
- Work with suppliers on DFM reviews
B.S. Mechanical Engineering, Purdue University. EIT.`,
    jobTitle: "Mechanical Engineer II",
    companyName: "Stryker",
    jobDescription: `Stryker is hiring a Mechanical Engineer II to design components for surgical instruments. You will create 3D models
and drawings in SolidWorks, apply GD&T, run tolerance analyses and support verification testing.
Requirements: B.S. in mechanical engineering, 3+ years of product design, SolidWorks, GD&T. Medical device experience and
FEA are a plus. We value integrity, achievement and customer focus.`,
    tone: "formal",
    // Session 12: a skill is named in the input's own words when no text of the input uses the lexicon's name and a list
    // entry names it ("tolerance stack-ups", the resume's, for Tolerance Analysis).
    expectMatched: ["SolidWorks", "GD&T", "tolerance stack-ups", "FEA", "Mechanical Engineering", "3D Modeling"],
    notClaimed: ["medical device experience"],
  },
  {
    id: "nonprofit-program-coordinator",
    resume: `Fatima Yusuf
Program Coordinator, Riverbend Youth Alliance, 2021–present
I coordinate an after-school tutoring program for 120 students at 4 sites and recruit and train 45 volunteer tutors each year.
I wrote two grant reports that helped renew $150,000 in foundation funding, and I track outcomes in Salesforce Nonprofit Cloud.
AmeriCorps member, City Year Detroit, 2019–2021.`,
    jobTitle: "Youth Programs Manager",
    companyName: "Boys & Girls Clubs of Metro Detroit",
    jobDescription: `Boys & Girls Clubs of Metro Detroit seeks a Youth Programs Manager to lead after-school programming at three clubs,
manage staff and volunteers, track outcomes, and support grant reporting. Requirements: bachelor's degree, 3+ years of
youth program experience, volunteer management, data tracking. Our mission is to enable all young people, especially
those who need us most, to reach their full potential as productive, caring, responsible citizens.`,
    expectMatched: ["Volunteer Management", "Grant Reporting", "Youth Programs", "Outcome Tracking"],
  },
];
