/**
 * Regression tests from the "letter" helper's cold read (2026-11-26): each class of failure with its own resume and ad,
 * written for the class (not the cold-read inputs themselves).
 */
import { describe, expect, it } from "vitest";
import { run, text } from "./cover-letter-generator.test-support";

describe("credentials the ad asks for, named in the resume's own words", () => {
  it("keeps a UK driving licence as the resume spells it, never 'a valid driver's license'", () => {
    const resume = `Dylan Rees
Gas Engineer, Morgan Heating (2018-2025): boiler servicing and repairs, 6-8 jobs a day.
Gas Safe registered. Full UK driving licence.`;
    const ad =
      "Gas Engineer - Vale Homes. Service and repair boilers in tenants' homes. Gas Safe registered. Full UK driving licence required.";
    const r = run(resume, ad, { jobTitle: "Gas Engineer", companyName: "Vale Homes" });
    const letters = text(r);
    expect(letters).toMatch(/full UK driving licence/);
    expect(letters).not.toMatch(/driver's license/i);
    expect(letters).toMatch(/Gas Safe registered/);
  });

  it("names an approval and a registration the ad asks for ('NICEIC approved contractor', 'registered with ...')", () => {
    const resume = `Kerry Walsh
Walsh Electrical (own business), 2014-2025: domestic rewires and inspections.
NICEIC approved contractor; ECS Gold Card`;
    const ad = "Electrical Contractor wanted for a housing framework. Must be NICEIC approved and hold an ECS card.";
    const letters = text(run(resume, ad, { jobTitle: "Electrical Contractor", companyName: "Brook Housing" }));
    expect(letters).toMatch(/I am an? NICEIC approved contractor/);
    expect(letters).toMatch(/ECS Gold Card/);

    const sw = `Tomasz Nowicki
Social Worker, Bolton Council Adult Services, 2020-2025. Held a caseload of 22 adults.
Social Work England registered (SW998877)`;
    const ad2 = "Adult Social Worker. Carry out Care Act assessments. You must be registered with Social Work England.";
    const out = text(run(sw, ad2, { jobTitle: "Adult Social Worker", companyName: "Wigan Council" }));
    expect(out).toMatch(/registered with Social Work England/);
    expect(out).not.toMatch(/SW998877/);
  });

  it("never rewrites a credential line as work done ('I registered Veterinary Technician')", () => {
    const resume = `Mia Clarke
Registered Veterinary Technician (Oregon, 2020)
Veterinary Technician, Elm Street Animal Clinic, 2020-2025
- Monitored anesthesia for 10 surgeries a week
- Trained 4 assistants on dental radiographs`;
    const ad =
      "Veterinary Nurse. Monitor anesthesia and assist in surgery. Credentialed veterinary technician required.";
    const letters = text(run(resume, ad, { jobTitle: "Veterinary Nurse", companyName: "Lakeside Vets" }));
    expect(letters).not.toMatch(/I registered/);
    expect(letters).toMatch(/I am a Registered Veterinary Technician/);
  });

  it("does not call a technique listed among the resume's techniques a certification", () => {
    const resume = `Dr. Ines Moreau
PhD in Cell Biology, University of Lyon, 2023
Techniques: CRISPR screening, flow cytometry, qPCR
Published 3 papers on mitochondrial stress`;
    const ad = "Research Scientist. Run CRISPR screens and flow cytometry. PhD required.";
    const letters = text(run(resume, ad, { jobTitle: "Research Scientist", companyName: "Helix Bio" }));
    expect(letters).not.toMatch(/CRISPR certification/);
  });
});

describe("duties built into complete verb phrases", () => {
  it("joins a hard-wrapped ad sentence before taking its duty (no 'clean for at ...')", () => {
    const resume = `Sam Okafor
Kitchen Porter, The Mill Hotel, 2023-2025
- Washed pots and kept the kitchen clean through 150-cover services`;
    const ad = `The Old Granary is hiring a Kitchen Porter to wash pots and keep the kitchen clean for
the chefs during busy services. Weekend shifts.`;
    const letters = text(run(resume, ad, { jobTitle: "Kitchen Porter", companyName: "The Old Granary" }));
    expect(letters).not.toMatch(/\bfor (?:at|\.)/);
    expect(letters).not.toMatch(/clean for\./);
  });

  it("puts the second verb of a duty in the -ing form too ('preparing ... and monitoring ...')", () => {
    const resume = `Lena Ford
Veterinary Technician, Hill Vets, 2019-2025
- Monitored anesthesia for 12 surgeries a week, cut recovery complications by 20%
- Placed IV catheters`;
    const ad = `Surgical Technician at Ridge Referrals.
Responsibilities:
- Prepare patients for surgery and monitor anesthesia
- Place IV catheters`;
    const letters = text(run(resume, ad, { jobTitle: "Surgical Technician", companyName: "Ridge Referrals" }));
    expect(letters).not.toMatch(/preparing patients for surgery and monitor anesthesia/);
  });

  it("reads a colon list of -ing duties ('greeting ..., answering phones ...') as duties", () => {
    const resume = `Ruby Lane
Waitress, The Swan, 2021-2025
- Took table bookings over the phone, up to 40 a day
- Handled card payments at the till`;
    const ad =
      "Receptionist - Park Vets. You will be the first point of contact: greeting clients, answering phones, booking appointments and taking payments.";
    const letters = text(run(resume, ad, { jobTitle: "Receptionist", companyName: "Park Vets" }));
    expect(letters).toMatch(/greet(?:ing)? clients|answer(?:ing)? phones|book(?:ing)? appointments/);
  });
});

describe("suggestedImprovements never ask for what the resume shows", () => {
  it("does not ask for coaching, scheduling or cash handling from a resume that trained staff, took bookings, served at the tills", () => {
    const resume = `Nina Patel
Shift Supervisor, Costa Coffee, 2020-2025
- Trained 6 new starters on the coffee machines
- Took catering bookings by phone and email
- Served up to 300 customers a day at the tills`;
    const ad = `Assistant Manager - Bean & Co
Support the manager to run a busy cafe. You will book appointments for tastings and take payments. Coach and develop the team. Visual merchandising experience preferred.`;
    const r = run(resume, ad, { jobTitle: "Assistant Manager", companyName: "Bean & Co" });
    const tips = r.suggestedImprovements.join(" ");
    expect(tips).not.toMatch(/coaching|scheduling|cash handling/i);
    expect(tips).toMatch(/visual merchandising/i);
  });
});

describe("paragraph resumes written in the third person", () => {
  it("signs with the name that opens a third-person profile", () => {
    const resume = `PROFILE
Daniel Osei is a warehouse supervisor with six years of experience. He cut picking errors by 30% by introducing scanner checks and led a team of 14 operatives.`;
    const ad = "Warehouse Team Leader. Lead a team of operatives and improve picking accuracy.";
    const r = run(resume, ad, { jobTitle: "Warehouse Team Leader", companyName: "Northway" });
    expect(r.coverLetters[0]!.content).toMatch(/\nDaniel Osei$/);
    expect(r.suggestedImprovements.join(" ")).not.toMatch(/full name/);
    expect(text(r)).toMatch(/cut picking errors by 30%/);
  });
});

describe("front-desk roles: the ad's main duty before a secondary achievement", () => {
  it("does not rank 'Trained 6 new starters' first through the ad's 'Training provided'", () => {
    const resume = `Holly Grant
Retail Assistant, Superdrug, 2022-2025
- Trained 6 new starters on the till system
- Answered the store phone and booked beauty appointments for customers`;
    const ad =
      "Dental Receptionist. You will answer phones and book appointments for patients. Training provided on our booking system.";
    const r = run(resume, ad, { jobTitle: "Dental Receptionist", companyName: "Bright Smiles" });
    expect(r.coverLetters[1]!.content).toMatch(/Dear Hiring Manager,\n\n[^\n]*answered the store phone/);
  });
});

describe("paragraph resumes typed as people type", () => {
  it("reads 'Ive' and a lower-case 'i' as the candidate, and a dated licence line as no job", () => {
    const resume = `Hi I'm Cara Doyle. Ive worked as a barista for 3 yrs at Bean There in Leeds. i trained 4 new baristas on latte art. Personal licence holder since 2022.`;
    const ad =
      "Bar Supervisor at The Crown. Run the bar on busy nights and train new staff. Personal licence preferred.";
    const letters = text(run(resume, ad, { jobTitle: "Bar Supervisor", companyName: "The Crown" }));
    expect(letters).toMatch(/I trained 4 new baristas on latte art/);
    expect(letters).not.toMatch(/At Personal licence holder/);
    expect(letters).toMatch(/personal licence holder/i);
  });

  it("never opens a letter with the resume's 'also' ('At X, I also trained ...')", () => {
    const resume = `Omar Haddad
Veterinary Assistant, Fern Vets, 2021-2025
I restock the surgical suites and clean kennels. I also trained 5 new assistants on our intake protocols and cut intake time by 10 minutes.`;
    const ad = "Senior Veterinary Assistant. Train new assistants and run intake.";
    const r = run(resume, ad, { jobTitle: "Senior Veterinary Assistant", companyName: "Oak Vets" });
    expect(r.coverLetters[1]!.content).not.toMatch(/Dear Hiring Manager,\n\n[^\n]*I also/);
  });
});

describe("languages and credentials said at the level the resume gives", () => {
  it("never says 'I speak Spanish' of 'basic Spanish', and names a language the lexicon lacked", () => {
    const resume = `Irina Volkova
Receptionist, Park Hotel, 2021-2025: checked in 90 guests a day.
Languages: Russian (native), English (fluent), basic Spanish.`;
    const ad = "Hotel Receptionist. Check guests in and out. A second language is desirable.";
    const letters = text(run(resume, ad, { jobTitle: "Hotel Receptionist", companyName: "Quay Hotel" }));
    expect(letters).not.toMatch(/I speak (?:[\w ,]+ and )?Spanish/);
    expect(letters).toMatch(/Russian/);
    expect(letters).toMatch(/basic Spanish/);
  });

  it("joins certifications of one kind ('BLS and ACLS certified') and names organisations with 'the'", () => {
    const resume = `Grace Obi
Staff Nurse, Leeds General Infirmary, 2019-2025
- Cared for 8 patients a shift on an acute medical ward
BLS, ACLS certified.`;
    const ad = "Clinical Nurse. Provide acute care. BLS and ACLS certification required.";
    const letters = text(
      run(resume, ad, { jobTitle: "Clinical Nurse", companyName: "Department of Health and Social Care" }),
    );
    expect(letters).toMatch(/I am BLS and ACLS certified/);
    expect(letters).not.toMatch(/(?:at|to|of) Department of/);
  });
});

describe("lines that describe the candidate or list kinds of work, read as such", () => {
  it("reads 'Retired school secretary (...)' as who the candidate is, never 'I retired the school secretary'", () => {
    const resume = `Margaret Hale
Retired school secretary (30 years, Bramley Primary): attendance, letters to parents, admissions.
Volunteer at Bramley Food Bank since 2021: sort donations and greet visitors.`;
    const ad = "Museum Visitor Assistant. Greet visitors, answer questions and help at the shop till.";
    const letters = text(run(resume, ad, { jobTitle: "Museum Visitor Assistant", companyName: "Bramley Museum" }));
    expect(letters).not.toMatch(/I (?:also )?retired the/);
  });

  it("reads 'Servicing, wheel balancing, ...' as a list of work, never as a verb with the list as its object", () => {
    const resume = `Jake Morris
Tyre Fitter, Kwik Fit, 2020-2025
Servicing, wheel balancing, tracking, puncture repairs. Around 25 cars a day.`;
    const ad = "Mobile Tyre Technician. Service and balance tyres at customers' homes. Full UK driving licence.";
    const letters = text(run(resume, ad, { jobTitle: "Mobile Tyre Technician", companyName: "TyreGo" }));
    expect(letters).not.toMatch(/I (?:also )?servic\w* wheel balancing/);
    expect(letters).not.toMatch(/At Tyre Fitter/);
  });
});

describe("a result that speaks to the ad in another form of its words leads the Achievement letter", () => {
  it("'shipped ... cut churn by 18%' meets an ad that asks to 'ship'", () => {
    const resume = `Leo Martins
Product Manager, Fitloop (2021-2025)
- Worked with 3 engineering squads
- Ran 30 user interviews and shipped in-app pausing, which cut churn by 18%`;
    const ad = "Product Manager at Stride. Partner with engineering and design, define success metrics, and ship.";
    const r = run(resume, ad, { jobTitle: "Product Manager", companyName: "Stride" });
    expect(r.coverLetters[1]!.content).toMatch(/Dear Hiring Manager,\n\n[^\n]*cut churn by 18%/);
  });
});

describe("pasted PDF text and short resumes (second cold read)", () => {
  it("finds a name split over two lines by a PDF paste, and one after a rank", () => {
    const pdf = `MARK
HOLLOWAY
Staff Nurse, Ward 3, St Mary's Hospital, 2020 – Present
Cared for 6-8 patients a shift on a surgical ward.`;
    const r = run(pdf, "Staff Nurse. Care for surgical patients.", { jobTitle: "Staff Nurse", companyName: "Kings" });
    expect(r.coverLetters[0]!.content).toMatch(/\nMark Holloway$/);
    const army = `Cpl. Jenna Price (ret.)
British Army, 2012-2024
- Managed stores for a unit of 120 soldiers`;
    const r2 = run(army, "Stores Supervisor. Manage stock.", { jobTitle: "Stores Supervisor", companyName: "Keel" });
    expect(r2.coverLetters[0]!.content).toMatch(/\nJenna Price$/);
  });

  it("reads \"4 years' experience\" and never cites 'I am a data analyst with ...' as a result", () => {
    const resume = `Noor Ali
I am a data analyst with 3 years' experience in retail. At Boots I built a demand forecast in Python that cut stock-outs by 12%.`;
    const ad = "Data Analyst. Forecast demand with Python and SQL.";
    const letters = text(run(resume, ad, { jobTitle: "Data Analyst", companyName: "Argos" }));
    expect(letters).not.toMatch(/years of ' experience|' experience/);
    expect(letters).not.toMatch(/• [^\n]*I am a data analyst with/);
  });

  it("reads a job line's list of -ing work as work done, every item in the same form", () => {
    const resume = `Ana Silva
Housekeeper, Premier Inn (2021-2025) - cleaning rooms, changing beds, restocking trolleys`;
    const ad = "Housekeeping Assistant. Clean guest rooms to a high standard.";
    const letters = text(run(resume, ad, { jobTitle: "Housekeeping Assistant", companyName: "Hilton" }));
    expect(letters).toMatch(/cleaned rooms, changed beds, and restocked trolleys/);
  });

  it("names a registration a job line gives in brackets, and a TA certificate for 'a TA qualification'", () => {
    const resume = `Paul Dixon
Pharmacy Technician (GPhC registered), Well Pharmacy, 2018-2025
- Dispensed around 250 items a day`;
    const ad = "Pharmacy Technician. Dispense prescriptions. GPhC registration essential.";
    expect(text(run(resume, ad, { jobTitle: "Pharmacy Technician", companyName: "Boots" }))).toMatch(
      /I am GPhC registered/,
    );
    const ta = `Sophie Lam. Helped in my son's school reading club every week for 2 years. Level 3 Teaching Assistant certificate (2024).`;
    const adTa = "Teaching Assistant. Support reading groups. A Level 3 TA qualification is essential.";
    const letters = text(run(ta, adTa, { jobTitle: "Teaching Assistant", companyName: "Oak Primary" }));
    expect(letters).toMatch(/I hold a Level 3 Teaching Assistant certificate/);
  });

  it("keeps a list of objects after a verb as objects ('across digital, social and print')", () => {
    const resume = `Ian Reed
Copywriter, Ogilvy, 2019-2025
- Wrote a charity campaign that raised £200k`;
    const ad = `Copywriter at Nest.
Responsibilities:
- Write campaign copy across digital, social and print for charity clients`;
    const letters = text(run(resume, ad, { jobTitle: "Copywriter", companyName: "Nest" }));
    expect(letters).not.toMatch(/social and printing/);
  });
});

describe("first-person paragraph resumes of people new to paid care work", () => {
  const resume = `Joanna Kowalska
I have looked after my father for two years, helping him wash, dress and take his medication. Before that I worked as a kitchen assistant at Greggs, where I served 200 customers a day. I completed the Care Certificate in 2025. I speak Polish and English.`;
  const ad = `Support Worker – Elm House
Support residents with personal care, medication and meals, and keep care records. The Care Certificate is desirable.`;
  const r = run(resume, ad, { jobTitle: "Support Worker", companyName: "Elm House" });
  const letters = text(r);

  it("says care given at home happened outside paid work, and leads with it when it is the ad's work", () => {
    expect(letters).not.toMatch(/In my recent roles, I have looked after my father/);
    expect(r.coverLetters[1]!.content).toMatch(/Dear Hiring Manager,\n\n[^\n]*looked after my father/);
  });

  it("names the certificate the ad asks for, never lists languages as results, never reads the title as a duty", () => {
    expect(letters).toMatch(/Care Certificate/);
    expect(letters).not.toMatch(/• [^\n]*I speak Polish/);
    expect(letters).not.toMatch(/\bsupport Worker\b|to support Worker/);
  });
});

describe("third-person profiles: the candidate named or called 'he'/'she'", () => {
  it("cites 'In his current role at X he led ...' and 'Maria has run ...' as the candidate's own work", () => {
    const james = `Profile
James Whitfield is a buyer with eight years in the NHS. In his current role at Leeds Teaching Hospitals he led the tender for a £4m catering contract, saving 11% on the previous contract.`;
    const ad = "Procurement Officer. Run tenders and manage supplier contracts.";
    const letters = text(run(james, ad, { jobTitle: "Procurement Officer", companyName: "NHS Supply Chain" }));
    expect(letters).toMatch(/I led the tender for a £4m catering contract/);

    const maria = `About Maria
Maria has run the front desk of a busy dental practice for five years. She books around 60 appointments a day and handles payments.`;
    const ad2 = "Dental Receptionist. Book appointments and take payments.";
    const r = run(maria, ad2, { jobTitle: "Dental Receptionist", companyName: "Smile" });
    expect(text(r)).toMatch(/I have (?:also )?run the front desk of a busy dental practice/);
    expect(text(r)).not.toMatch(/and handles payments/);
    expect(r.coverLetters[0]!.content).not.toMatch(/\nAbout Maria$/);
  });
});

describe("the ad's main duty and a graduate's own research", () => {
  it("cites the statement that does the ad's duties before a secondary result (front desk)", () => {
    const resume = `Leah Brooks
Sales Assistant, River Island, 2022-2025
- Won Colleague of the Month twice for customer feedback
- Answered the phone and took click-and-collect bookings for customers`;
    const ad =
      "Salon Receptionist. You will greet clients, answer phones, book appointments and take payments. Customer service experience essential.";
    const r = run(resume, ad, { jobTitle: "Salon Receptionist", companyName: "Hair Lab" });
    expect(r.coverLetters[1]!.content).toMatch(/Dear Hiring Manager,\n\n[^\n]*took click-and-collect bookings/);
  });

  it("says a thesis or dissertation as the candidate's work ('My thesis focused on ...')", () => {
    const resume = `Omar Farouk
PhD Neuroscience, University of Bristol, 2024. Thesis: synaptic pruning in mouse models of autism.
Demonstrated undergraduate practicals for 2 years.`;
    const ad = "Research Associate. Study synaptic pruning in mouse models. PhD required.";
    const letters = text(run(resume, ad, { jobTitle: "Research Associate", companyName: "UCL" }));
    expect(letters).toMatch(/My thesis focused on synaptic pruning in mouse models of autism/);
  });
});

describe("the Achievement letter opens with an outcome, not a bare figure", () => {
  it("'reduced month-end close from 9 working days to 6' before 'board pack for a £30m food business'", () => {
    const resume = `Sean Byrne
Assistant Accountant, Morrow Foods (2019–2025)
Month-end close, variance analysis and board pack for a £30m food business. Reduced month-end close from 9 working days to 6. Built a costing model in Excel.`;
    const ad =
      "Finance Manager – Gresham. Produce monthly management accounts and forecasts, analyse variances. ACCA/CIMA qualified. Strong Excel.";
    const r = run(resume, ad, { jobTitle: "Finance Manager", companyName: "Gresham" });
    expect(r.coverLetters[1]!.content).toMatch(/Dear Hiring Manager,\n\n[^\n]*from 9 working days to 6/);
  });
});

describe("a credential still to come is never said as held", () => {
  it("does not hold 'CIPD Level 5 (in progress)' or an 'ACCA finalist' status as the credential", () => {
    const resume = `Beth Collins
HR Assistant, Wincanton (2021-2025)
- Ran the monthly induction for 40 new starters
CIPD Level 5 (in progress). ACCA finalist.`;
    const ad = "HR Advisor. Run inductions and advise managers. CIPD Level 5 required. ACCA qualified.";
    const letters = text(run(resume, ad, { jobTitle: "HR Advisor", companyName: "Grantham Foods" }));
    expect(letters).not.toMatch(/I hold a CIPD Level 5|I am ACCA qualified/);
  });
});

describe("a list of kinds of one thing is no list of duties", () => {
  it("reads 'wound care, catheter care and end-of-life care' as kinds of care, never 'to catheter care'", () => {
    const resume = `Ruth Obi
Staff Nurse, Royal Derby Hospital, 2019-2025
- Cared for 6-8 patients a shift on a surgical ward`;
    const ad =
      "District Nurse. Deliver nursing care to patients at home, including wound care, catheter care and end-of-life care.";
    const letters = text(run(resume, ad, { jobTitle: "District Nurse", companyName: "Derby Community Health" }));
    expect(letters).not.toMatch(/to catheter care|catheter(?:ing)? care and end-of-life care\./);
  });
});
