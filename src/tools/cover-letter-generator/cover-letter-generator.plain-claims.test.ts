/**
 * Issue 10, a third helper's cold read (care, HGV, clinical research, teaching, non-native and prose resumes): broken
 * English is never pasted, work done under supervision is no supervision, an acronym is expanded only as its field
 * reads it, credentials are named as the ad names them, and an ad's title line is no duty. Each case fails on the code
 * before its fix.
 */
import { describe, expect, it } from "vitest";
import { brokenEnglish } from "./broken-english";
import { firstPerson } from "./first-person";
import { run, text } from "./cover-letter-generator.test-support";

describe("cover letters: resume sentences in broken English are not pasted", () => {
  it.each([
    "I am help people with learning disability in daily life, cooking, shopping, go to doctor.",
    "I am good in solve the problems and help to new workers.",
    "I am good with customers, keep tidy.",
    "I visit to 8-10 clients a day.",
    "I am working with scanner and pick the orders, 200 per hour.",
    "I give medication with MAR chart.",
    "I like to help people and work in team.",
    "I make loading of lorries and check the pallets.",
    "I am also responsible of the GCSE results, 85% 9-4 last year.",
  ])("%s", (line) => {
    expect(brokenEnglish(line)).toBe(true);
    // Never pasted: either mended into correct English (mend-english.ts) or not cited.
    const said = firstPerson(line, true)?.sentence;
    if (said) expect(said).not.toBe(line);
    if (said) expect(brokenEnglish(said)).toBe(false);
  });

  it.each([
    "I am open to night shifts.",
    "I am comfortable with Excel, pivot tables and presenting to groups.",
    "I am good at building rapport, calm under pressure.",
    "I helped to organise the summer fair.",
    "I spoke to 30 parents at open evening.",
    "I worked in a team of 12 on nights.",
    "I record medication on MAR charts.",
    "I was responsible for the GCSE results.",
    "I make sure of the stock levels each morning.",
  ])("keeps good English: %s", (line) => {
    expect(brokenEnglish(line)).toBe(false);
  });

  it("a carer's letter pastes none of her broken lines, and 'under supervision' is no supervision", () => {
    const r = run(
      "Amina Yusuf\nCare Assistant, Caremark (2022-2025)\nPersonal care for elderly clients\nMedication rounds under supervision\nI visit to 8-10 clients a day.\nI am good with customers, keep tidy.",
      "We are looking for a caring Care Assistant to support older people in their own homes. You will help with personal care, medication support and meal preparation. Experience in supervision of medication is desirable.",
      { jobTitle: "Care Assistant", companyName: "Bluebird Care" },
    );
    const letters = text(r);
    expect(letters).not.toMatch(/supervision|visit to|keep tidy/i);
    expect(r.keySkillsMatched).not.toContain("Supervision");
  });

  it("'3% under budget' is still the candidate's budget record", () => {
    const r = run(
      "Programme Manager, Kier (2018-2025)\n- Delivered the £45m junction upgrade on time and 3% under budget",
      "Programme Manager. You will manage budgets over £100m and lead teams.",
    );
    expect(r.keySkillsMatched).toContain("Budget Management");
  });
});

describe("cover letters: an acronym is read as its field reads it", () => {
  const clinical =
    "Clinical Research Assistant. You will support the delivery of clinical trials in line with GCP. Experience with site files and REDCap is essential. GCP training is required.";
  it("GCP in a clinical trials ad is Good Clinical Practice, never Google Cloud", () => {
    const r = run(
      "Priya Shah\nClinical Trials Assistant, Leeds Teaching Hospitals (2021-2025)\n- Maintained trial master files for 6 oncology studies\n- Data entry into REDCap\n- GCP certified (NIHR, 2024)",
      clinical,
      { jobTitle: "Clinical Research Assistant" },
    );
    expect(text(r)).not.toMatch(/Google Cloud/);
    expect(text(r)).toMatch(/I hold GCP certification\./);
    expect(r.keySkillsMatched).toContain("Good Clinical Practice");
  });
  it("GCP beside Go, Kubernetes and Terraform is still Google Cloud", () => {
    const r = run(
      "Alex Kim\nBackend Engineer, Deliveroo (2021-2025)\n- Built Go microservices on GCP\nSkills: Go, Kubernetes, Terraform",
      "Backend Engineer. Build services in Go on GCP, with Kubernetes and Terraform.",
    );
    expect(r.keySkillsMatched).toContain("Google Cloud");
  });
});

describe("cover letters: credentials named as the ad names them", () => {
  const ad =
    "Class 1 HGV Driver needed for night trunking. Must hold C+E licence, valid Driver CPC and digital tachograph card. ADR is an advantage. Clean licence.";
  it.each([
    [
      "Mark Tyler\nClass 1 driver 9 years. Tramping and nights.\nLicences: C+E, digi card, CPC, ADR\nLast job Eddie Stobart 2017-2025.",
    ],
    [
      "Mark Tyler\nClass 1 driver, 9 years\nDigi card, CPC, ADR\nLast job Eddie Stobart 2017-2025. Multi-drop, trunking.",
    ],
  ])("a driver's digi card and CPC: %s", (resume) => {
    const letters = text(run(resume, ad, { jobTitle: "HGV Class 1 Driver", companyName: "Wincanton" }));
    expect(letters).toMatch(/I hold a digital tachograph card and Driver CPC/);
    expect(letters).not.toMatch(/digi card|driver 9 years qualification|role uses CPC|to clean licence/i);
  });
  it("'digi tacho card' is the ad's digital tachograph card", () => {
    const letters = text(
      run(
        "Gary Holt\nClass 2 Driver, Veolia (2016-2025). Refuse collection rounds.\nDriver CPC, digi tacho card, clean licence",
        "Class 2 HGV Driver for waste rounds. You must hold a Category C licence, Driver CPC and digital tachograph card.",
        { jobTitle: "Class 2 Driver" },
      ),
    );
    expect(letters).toMatch(/a digital tachograph card/);
    expect(letters).not.toMatch(/digi tacho/);
  });
  it("a MAR chart is no certification", () => {
    const letters = text(
      run(
        "Maria Santos\nSupport worker at Caremark 2021-now\nI give medication with MAR chart.",
        "Support Worker. Support adults with learning disabilities with cooking, shopping and medication. MAR chart experience is an advantage.",
        { jobTitle: "Support Worker" },
      ),
    );
    expect(letters).not.toMatch(/MAR certification|with MAR chart|support Worker/);
  });
});

describe("cover letters: lines read for what they are", () => {
  it("'Led phonics interventions' is work led, not 'My experience includes led ...'", () => {
    expect(firstPerson("Led phonics interventions raising the pass rate to 91%")?.sentence).toMatch(/^I led /);
  });
  it("an ad's title line ('Head Chef for a busy country pub.') is no duty", () => {
    const letters = text(
      run(
        "Marco Rossi\nSous Chef, Gaucho (2023-2025)\n- Wrote seasonal menus",
        "Head Chef for a busy country pub. You will write seasonal menus and lead a team of five.",
        { jobTitle: "Head Chef" },
      ),
    );
    expect(letters).not.toMatch(/to head Chef|heading Chef/);
  });
  it("a prose sentence about study or with its own place takes no 'In my work,' frame", () => {
    const letters = text(
      run(
        "I graduated in 2025 with a first in Economics from the University of Bristol. My dissertation used Python to analyse house prices. I am comfortable with Excel, pivot tables and presenting to groups.",
        "Graduate Analyst. Analyse data in Excel and Python and present findings to clients.",
      ),
    );
    expect(letters).not.toMatch(/In my work, I (?:graduated|am)/);
  });
});
