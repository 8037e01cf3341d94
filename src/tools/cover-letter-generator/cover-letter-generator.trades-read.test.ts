/**
 * Issue 10, a helper's cold read of trades, care, self-employed, graduate and paragraph resumes: each case fails on
 * the code before its fix.
 */
import { describe, expect, it } from "vitest";
import { firstPerson } from "./first-person";
import type { CoverLetterInput } from "./contract";
import { run, text } from "./cover-letter-generator.test-support";

const sentence = (line: string) => firstPerson(line)?.sentence;

/** All three letters' text for a resume and an ad, for a job at a company, in a tone. */
const lettersFor = (
  resume: string,
  ad: string,
  jobTitle: string,
  companyName: string,
  tone: CoverLetterInput["tone"] = "professional",
) => text(run(resume, ad, { jobTitle, companyName, tone }));

describe("cover letters: resume fragments of trades and shop work said as a person would", () => {
  it.each([
    ["Unvented cylinders (G3 qualified)", /^My experience includes unvented cylinders/],
    ["Ordering and stock rotation", /^My experience includes ordering and stock rotation\.$/],
    ["Pitched roofs, slating and tiling", /^My experience includes pitched roofs, slating and tiling\.$/],
    ["Own van", /^I have my own van\.$/],
    ["Allergen awareness trained", /^I am trained in allergen awareness\.$/],
    ["Maths lead since 2022", /^I have been maths lead since 2022\.$/],
    ["Store Manager of the Quarter Q2 2023", /^I was named Store Manager of the Quarter Q2 2023\.$/],
    ["Wella colour course", /^I completed a \w+ colour course\.$/],
    ["Process refunds, handle complaints", /^I process refunds and handle complaints\.$/],
    ["Managing rotas, ordering stock and training staff", /^I managed rotas, ordered stock, and trained staff\.$/],
    [
      "Make 300+ drinks a shift, open and close store",
      /^I make 300\+ drinks a shift,? and open and close the store\.$/,
    ],
    [
      "Wiring new builds, first and second fix, testing and inspection, containment",
      /first and second fix, testing and inspection, and containment\.$/,
    ],
    ["I run my own cleaning business since 2017", /^I have run my own cleaning business since 2017\.$/],
  ])("%s", (line, said) => {
    expect(sentence(line)).toMatch(said);
  });
});

describe("cover letters: the ad's duties as work the candidate can take on", () => {
  it("a list of kinds of work ('tyre, brake, exhaust and battery work') is not cut after its first word", () => {
    const letters = lettersFor(
      "Connor Walsh\nVehicle Technician at Halfords Autocentre, 2019-2025\nServicing, MOT prep, brakes, clutches\nLevel 3 Light Vehicle Maintenance",
      "Vehicle Technician - Kwik Fit\nCarry out tyre, brake, exhaust and battery work, servicing and MOTs. Level 3 qualification required.",
      "Vehicle Technician",
      "Kwik Fit",
    );
    expect(letters).not.toMatch(/carry out tyre[.!]|carrying out tyre[.!]/);
  });

  it("kinds of work after a colon ('mowing, hedge cutting, litter picking') are no verb; the work before it is", () => {
    const letters = lettersFor(
      "Rob Fletcher - Landscaper\nSelf employed 2014-now.\nGarden maintenance, hedge cutting, turfing, patios, fencing.\nPA1 and PA6 spraying certificates.",
      "Grounds Maintenance Operative - idverde\nMaintain parks and green spaces: mowing, strimming, hedge cutting, planting and litter picking. Driving licence required.",
      "Grounds Maintenance Operative",
      "idverde",
    );
    expect(letters).not.toMatch(/to hedge cutting|hedging cutting/);
    expect(letters).toMatch(/maintain(?:ing)? parks and green spaces/);
  });

  it("a duty spelled out after a colon ('Keep passengers safe: patrol, ...') keeps no colon; the ad's 'your' is mine", () => {
    const security = lettersFor(
      "Kwame Mensah\nSIA Door Supervisor licence.\nSecurity Officer - Bullring Shopping Centre (2020-2025)\nPatrols, CCTV monitoring, incident reports.",
      "Security Officer - G4S\nKeep passengers and staff safe: patrol, monitor CCTV, respond to incidents and write clear reports. Valid SIA licence required.",
      "Security Officer",
      "G4S",
    );
    expect(security).not.toMatch(/safe: patrol/);
    const stylist = lettersFor(
      "Sophie Turner\nHair stylist 8 years. Cutting, colour, balayage, bridal. NVQ Level 3 Hairdressing.",
      "Senior Stylist - Toni & Guy\nBuild your clientele, keep up with trends and support our assistants' training.",
      "Senior Stylist",
      "Toni & Guy",
      "enthusiastic",
    );
    expect(stylist).not.toMatch(/build(?:ing)? your clientele/);
  });
});

describe("cover letters: what the candidate holds and where they worked", () => {
  it("a technique listed with others or used in the ad ('HPLC') is never a certification", () => {
    const letters = lettersFor(
      "Dr. Wei Zhang\nPostdoctoral Researcher, University of Cambridge (2021-2025)\nProtein expression and purification, HPLC, mass spectrometry, cell culture. Supervised 3 PhD students. 6 publications.\nPhD Biochemistry, University of Oxford (2021)",
      "Laboratory Scientist - AstraZeneca, Macclesfield\nRun analytical testing of drug substances using HPLC and GC. Maintain lab records to GMP standards, troubleshoot methods and write reports. Degree in chemistry or related science. GMP experience preferred.",
      "Laboratory Scientist",
      "AstraZeneca",
      "formal",
    );
    expect(letters).not.toMatch(/HPLC certification/);
  });

  it("a card still pending is not held; 'AM2 passed' is the AM2; a PIN is no qualification", () => {
    const spark = lettersFor(
      "Liam O'Connor\nApprentice Electrician, Sparks Electrical Ltd (2021 - 2025)\nLevel 3 NVQ Electrotechnical, AM2 passed, 18th Edition\nECS card (gold, pending)",
      "Approved Electrician - Balfour Beatty\nYou'll hold NVQ Level 3, AM2, 18th Edition and an ECS gold card.",
      "Electrician",
      "Balfour Beatty",
    );
    expect(spark).not.toMatch(/AM2 passed qualification|ECS|\(gold\./);
    const nurse = lettersFor(
      "Aisha Bello RN\nStaff Nurse, Acute Medical Unit, Leeds Teaching Hospitals (2020 - present)\nCare for up to 8 patients per shift.\nBand 5. NMC PIN 12A3456E.",
      "Band 5 Staff Nurse - Guy's and St Thomas'\nProvide compassionate care. NMC registration essential.",
      "Staff Nurse",
      "Guy's and St Thomas'",
      "formal",
    );
    expect(nurse).not.toMatch(/PIN 12A3456E qualification|at Acute Medical Unit/);
    expect(nurse).toMatch(/Leeds Teaching Hospitals/);
  });

  it("the candidate's own name on a freelance job line is no employer; 'Name:' labels the name", () => {
    const designer = lettersFor(
      "Lucy Chen - Freelance graphic designer (2018 - now)\nI design brand identities, packaging and social media assets for small businesses and charities.",
      "Graphic Designer - Studio North. You'll work on identities, campaigns and packaging. Adobe Creative Suite skills.",
      "Graphic Designer",
      "Studio North",
      "balanced",
    );
    expect(designer).not.toMatch(/at Lucy Chen/);
    const receptionist = run(
      "Name: Luca Bianchi\nExperience:\n2022-2025 - Front desk at Hotel Roma, Rome. Check-in and check-out, reservations with Opera PMS.",
      "Front Desk Receptionist - Hilton. Check guests in and out and manage reservations. Opera PMS desirable.",
      { jobTitle: "Hotel Receptionist", companyName: "Hilton" },
    );
    expect(receptionist.coverLetters[0]!.content).toMatch(/Luca Bianchi$/);
  });

  it("a first-person sentence that gives its own time or place is not put 'in my recent roles'", () => {
    const letters = lettersFor(
      "Maria Santos\nI have worked 3 years as carer in a nursing home in Leicester (Bupa). I help residents with washing, dressing and eating. I have Care Certificate.",
      "Care Assistant - Sunrise Care Homes. Support residents with personal care. Care Certificate an advantage.",
      "Care Assistant",
      "Sunrise Care Homes",
    );
    expect(letters).not.toMatch(/In my recent roles, I have worked 3 years/);
  });

  it("the Achievement letter's bridge names the work, not 'skills your posting asks for'", () => {
    const letters = lettersFor(
      "Ben Taylor\nData Analyst, Sky (2021-2025)\n- Built Tableau dashboards used by 200+ staff\n- Wrote SQL in BigQuery to track churn; found a billing issue that saved £1.2m a year\n- Automated weekly reporting with Python (pandas)",
      "Data Analyst - Monzo. You'll run analyses and build dashboards. Strong SQL and Python essential.",
      "Data Analyst",
      "Monzo",
    );
    expect(letters).not.toMatch(/relied on skills|draw on the same skills your posting/);
  });

  it("'A/B testing' in the resume answers 'experimentation' in the ad", () => {
    const r = run(
      "Mia Lopez\nGrowth Marketer, Canva (2021-2025)\n- Led A/B testing on onboarding emails, lifting activation by 12%",
      "Growth Marketing Manager. You will own the growth roadmap. Experience with experimentation essential.",
      { jobTitle: "Growth Marketing Manager", companyName: "Acme" },
    );
    expect(r.keySkillsMatched).toContain("Experiment Design");
  });

  it("work done 'for' an employer on a job line is work, not the employer's name; a credential is no employer's", () => {
    const letters = lettersFor(
      "Dave Smith. HGV Class 1 (C+E) licence, CPC, digi tachograph card. 15 years driving, UK and Europe. Tesco and Asda deliveries for Wincanton 2015-2025. Clean licence, no points. ADR trained.",
      "Class 1 HGV Driver - Eddie Stobart\nTrunking and multi-drop deliveries on nights. You need a C+E licence, valid CPC and driver card. ADR a bonus.",
      "HGV Driver",
      "Eddie Stobart",
    );
    expect(letters).not.toMatch(/at Tesco and Asda deliveries for Wincanton|At Wincanton, I am trained/);
    expect(letters).toMatch(/Tesco and Asda deliveries/);
  });

  it("the sentences after a job line's own ('Front desk at Hotel Roma, Rome. Check-in ...') are work done there", () => {
    const letters = lettersFor(
      "Name: Luca Bianchi\nExperience:\n2022-2025 - Front desk at Hotel Roma, Rome. Check-in and check-out, reservations with Opera PMS.",
      "Front Desk Receptionist - Hilton. Check guests in and out and manage reservations. Opera PMS desirable.",
      "Hotel Receptionist",
      "Hilton",
    );
    expect(letters).toMatch(/reservations with Opera PMS/);
  });

  it("'source and screen candidates' after a comma is a new duty; 'keep passengers and staff safe' keeps 'staff'", () => {
    const hays = lettersFor(
      "Jake Wilson\nBar Manager, Revolution Bars (2019-2025): ran a team of 15, hit weekly sales targets, recruited and trained all bar staff.",
      "Trainee Recruitment Consultant - Hays\nBuild relationships with clients and candidates, source and screen candidates, and hit sales targets.",
      "Recruitment Consultant",
      "Hays",
      "enthusiastic",
    );
    expect(hays).not.toMatch(/candidates, source and screen candidates/);
    const g4s = lettersFor(
      "Kwame Mensah\nSecurity Officer - Bullring Shopping Centre (2020-2025)\nPatrols, CCTV monitoring, incident reports.",
      "Security Officer - G4S\nKeep passengers and staff safe: patrol, monitor CCTV and write clear reports.",
      "Security Officer",
      "G4S",
    );
    expect(g4s).not.toMatch(/staffing safe/);
  });

  it("'COSHH trained' is training and 'NMC PIN' a registration, never a certification held", () => {
    const cleaner = lettersFor(
      "Joanna Nowicka\nI run my own cleaning business since 2017. Domestic and office cleaning, end of tenancy, deep cleans. COSHH trained.",
      "Cleaning Supervisor - ISS\nSupervise a team of 12 cleaners. Knowledge of COSHH and health and safety required.",
      "Cleaning Supervisor",
      "ISS",
      "balanced",
    );
    expect(cleaner).not.toMatch(/COSHH certification/);
    expect(cleaner).toMatch(/trained in COSHH/);
    const nurse = lettersFor(
      "Aisha Bello RN\nStaff Nurse, Leeds Teaching Hospitals (2020 - present)\nCare for up to 8 patients per shift.\nNMC PIN 12A3456E.",
      "Staff Nurse - Guy's and St Thomas'\nProvide compassionate care. NMC registration essential.",
      "Staff Nurse",
      "Guy's and St Thomas'",
      "formal",
    );
    expect(nurse).not.toMatch(/NMC certification/);
    expect(nurse).toMatch(/registered with the NMC/);
  });

  it("a resume whose skills show little evidence gives the Traditional letter a third statement", () => {
    const letter = run(
      "Priya Shah\nOffice Administrator, Greenway Estates (2019 - 2024)\n• Managed diary and inbox for three directors\n• Organised office moves and staff events for 40 people\nReceptionist, Holiday Inn (2016 - 2019)\n• Checked in guests, handled complaints, took bookings\nSkills: Microsoft Office, Sage 50, minute taking, typing 65 wpm",
      "Office Administrator - Hartley Solicitors\nWe're seeking an organised administrator to support our busy legal team. Duties include diary management, preparing documents, handling post and phones, and basic bookkeeping. Experience with Microsoft Word and Excel required. Legal sector experience is a plus. Discretion and attention to detail are essential.",
      { jobTitle: "Office Administrator", companyName: "Hartley Solicitors", tone: "formal" },
    ).coverLetters[0]!.content;
    expect(letter).toMatch(/Holiday Inn/);
  });

  it("a noun compound led by a verb-like word ('Purchase ledger for 300+ suppliers, ...') is work named", () => {
    expect(sentence("Purchase ledger for 300+ suppliers, supplier statement reconciliations, payment runs")).toMatch(
      /^My experience includes purchase ledger for 300\+ suppliers/,
    );
    expect(sentence("Mother of two, returning to work")).toBeUndefined();
    // ("Grill section, 200 covers a night": a figure among the items makes it a note, not work to name.)
    expect(sentence("Grill section, 200 covers a night")).toBeUndefined();
  });

  it("a qualification after the name signs no letter; a language keeps its capital; 'Then' links jobs", () => {
    const accounts = run(
      "Farah Iqbal AAT Level 3\nAccounts Assistant, Travis Perkins (2021-2025)\nPurchase ledger for 300+ suppliers, payment runs.",
      "Accounts Assistant. Process purchase invoices and prepare payment runs. AAT qualified.",
      { jobTitle: "Accounts Assistant", companyName: "Bensons for Beds", tone: "formal" },
    );
    expect(accounts.coverLetters[0]!.content).toMatch(/Farah Iqbal$/);
    expect(
      lettersFor(
        "Holly Mason\nEnglish Teacher, Hillcrest School (2015-2025)\n- Organised the school's summer fair for 600 visitors",
        "Events Coordinator. Coordinate conferences and exhibitions. Strong organisation skills.",
        "Events Coordinator",
        "NEC Group",
      ),
    ).toMatch(/an English teacher/);
    expect(
      lettersFor(
        "Lee Harper - painter decorator 20 yrs\nInterior and exterior painting, wallpapering, spraying.\nRan my own firm 2008-2020. Then Dulux Decorator Centre 2020-2024 (trade counter).",
        "Painter and Decorator - Mitie. Prepare surfaces and apply paint and wallcoverings.",
        "Painter and Decorator",
        "Mitie",
      ),
    ).not.toMatch(/as a then|as a dulux/i);
  });
});
