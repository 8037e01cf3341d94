/** Session 10 rows: the defect classes found on helper set 1 and the lead's held-out grading (each failed on main). */
import { describe, expect, it } from "vitest";
import { letters, run } from "./cover-letter-generator.test-support";

describe("cover letters: qualifications in progress (session 10)", () => {
  it("'Studying for Level 3 ...' under a job reaches the letter as studied for", () => {
    const all = letters(
      "Amira Hassan\nCare Worker, Elm Lodge, 2022 - present\n- Support residents with personal care and meals\n" +
        "- Studying for Level 3 Diploma in Adult Care, finishing June 2026",
      "Senior Carer. Lead shifts and give medication. Level 3 in Health and Social Care preferred.",
    );
    expect(all).toContain("I am studying for a Level 3 Diploma in Adult Care, finishing in June 2026.");
  });

  it("'studying AAT Level 4' is never held ('I hold a studying ...')", () => {
    const all = letters(
      "Tom Reid\nPurchase Ledger Clerk, Halls Ltd, 2021-present: process 300 invoices a week, supplier reconciliations.\n" +
        "AAT Level 3 qualified, studying AAT Level 4.",
      "Accounts Assistant. Process invoices and reconcile statements. AAT qualified or part-qualified.",
    );
    expect(all).not.toMatch(/hold an? studying/i);
    expect(all).toContain("I am studying for AAT Level 4.");
  });
});

describe("cover letters: lists of work (session 10)", () => {
  it("'dementia care, moving and handling' stays one list, never 'moving, and handling'", () => {
    const all = letters(
      "Joy Okafor\nCare Assistant, Beech House, 2020 - present\n" +
        "- Personal care for up to 12 residents, dementia care, moving and handling\n- Write care notes on Nourish",
      "Care Assistant. Support residents living with dementia. Moving and handling training given.",
    );
    expect(all).toContain("dementia care, moving and handling");
    expect(all).not.toMatch(/moving, and handling/);
  });

  it("a line of kinds of work named by nouns is cited, not dropped", () => {
    const all = letters(
      "Lee Grant\nClass 1 driver, Culina, 2021 - now: night trunking, multi-drop deliveries, tachograph compliance, " +
        "walk round checks\nDriver CPC",
      "Class 1 Driver. Night trunking and multi-drop work. Driver CPC required.",
    );
    expect(all).toContain("My experience includes night trunking, multi-drop deliveries, tachograph compliance and");
  });

  it("a list led by one noun keeps its verb phrases, never 'My experience includes patrol of ..., search ...'", () => {
    const all = letters(
      "Sam Doyle\nSecurity officer, Mitie, 2019 - 2024. Patrol of the car park, search vehicles, deal with conflict, " +
        "write incident reports.",
      "Security Officer. Patrols, searches, incident reports. SIA licence.",
    );
    expect(all).toContain("searched vehicles, dealt with conflict and wrote incident reports");
    expect(all).not.toMatch(/includes patrol of/);
  });

  it("'cash handling' in a list of actions is never 'handle cash handling'", () => {
    const all = letters(
      "Mia Clark\nBarista, Caffe Nero, 2022 - present\n- make drinks, serve customers, cash handling, restock the bar",
      "Team Leader. Serve customers, handle cash and lead shifts.",
    );
    expect(all).not.toMatch(/handle cash handling/);
  });
});

describe("cover letters: articles and roles in claims (session 10)", () => {
  it("a noun compound the tagger reads as a verb gets its article ('I manage the recall system')", () => {
    const all = letters(
      "Ruth Bell\nMedical Receptionist, Oak Surgery, 2020 - present\n- manage recall system (2,400 patients)\n" +
        "- book appointments on SystmOne",
      "Practice Administrator. Run patient recalls and book appointments. SystmOne experience essential.",
    );
    expect(all).toContain("manage the recall system (2,400 patients)");
  });

  it("'Sponsor of the chess club, which ...' is a role, never 'I sponsor of'", () => {
    const all = letters(
      "Ben Ward\nTeacher of Science, Hill School, 2017 - present\n- Teach KS3 and KS4 science\n" +
        "- Sponsor of the chess club, which won the county league in 2023\n- Raised GCSE pass rate from 52% to 64%",
      "Science Teacher. Teach KS3-KS4 and lead clubs and enrichment.",
      { tone: "enthusiastic" },
    );
    expect(all).not.toMatch(/I (?:also )?sponsor of/);
    expect(all).toMatch(/I am (?:also )?the sponsor of the chess club/);
  });

  it("medication takes no article ('I give medication', never 'I give the medication')", () => {
    const all = letters(
      "Ann Lowe\nCare Assistant, Ivy Court, 2021 - present\n- Give medication under supervision\n- Help residents with meals",
      "Senior Care Assistant. Administer medication and support residents.",
    );
    expect(all).not.toMatch(/the medication under supervision/);
  });

  it("a work line in a named system is cited, not taken for a credential ('Record results in LIMS')", () => {
    const all = letters(
      "Nia Evans\nLab Technician, Severn Trent, 2020 - present\n• Prepare samples for testing\n• Record results in LIMS",
      "Laboratory Technician. Sample preparation and LIMS data entry.",
    );
    expect(all).toContain("I record results in LIMS");
  });

  it("'cut shrinkage 12% in one year' is a result said by its verb, never 'My cut shrinkage was ...'", () => {
    const all = letters(
      "Kay Moss\nAssistant Manager, Savers, 2019 - present\n- lead team of 9\n- cut shrinkage 12% in one year",
      "Store Manager. Lead the team and reduce shrinkage.",
    );
    expect(all).not.toMatch(/My cut shrinkage/);
    expect(all).toContain("I cut shrinkage by 12% in one year");
  });
});

describe("cover letters: non-native prose and first lines (session 10)", () => {
  it("'I am work 3 years in Hotel X as receptionist, make check-in ...' is a job with duties, not pasted", () => {
    const all = letters(
      "I am work 4 years in Hotel Lido Warsaw as receptionist, make check-in and check-out of guests, answer the " +
        "phone, use Opera PMS.",
      "Receptionist. Check guests in and out, take bookings on Opera PMS.",
      { tone: "formal" },
    );
    expect(all).not.toMatch(/I work 4 years in/);
    expect(all).toContain("check in and check out guests");
  });

  it("a first line with a job's dates is that job, never the name the letter is signed with", () => {
    const r = run(
      "Community Organiser, Age Concern Leeds (2020-present). I recruit and train volunteers, about 40 a year.",
      "Volunteer Coordinator. Recruit, train and support volunteers.",
    );
    for (const l of r.coverLetters) expect(l.content).not.toMatch(/\n\s*Community Organiser\s*$/);
  });
});

describe("cover letters: found on helper set 2, fixed after grading (session 10)", () => {
  const resume =
    "Ola Nowak\nFinance Analyst, Bosch, 2021-present\n- monthly forecasting and variance analysis for £25m cost centre\n" +
    "- built Excel models\nACCA finalist";
  const ad = "Financial Analyst. Forecasting and variance analysis. ACCA qualified or finalist.";

  it("an amount before a singular noun takes its article ('for a £25m cost centre')", () => {
    expect(letters(resume, ad)).toContain("variance analysis for a £25m cost centre");
  });

  it("an ACCA finalist is never said to hold ACCA", () => {
    expect(letters(resume, ad)).not.toMatch(/I hold (?:an? )?ACCA/);
  });
});
