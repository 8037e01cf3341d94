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
    const letters = text(run(resume, ad, { jobTitle: "Gas Engineer", companyName: "Vale Homes" }));
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
