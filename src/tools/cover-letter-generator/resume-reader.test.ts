import { describe, expect, it } from "vitest";
import { generateCoverLetters } from "./cover-letter-generator.engine";
import { readJob } from "./job-reader";
import { firstPerson } from "./first-person";
import { gatherFacts } from "./letter-facts";
import { readResume } from "./resume-reader";
import { request, run } from "./cover-letter-generator.test-support";

describe("education lines without a school's name", () => {
  const resume =
    "Sam Patel\nJunior data analyst\nSkills: Python, pandas, SQL, Tableau\n" +
    "Internship at City Council (2022): analysed bus ridership and built a dashboard used by 3 departments\nBSc Economics, 2023";

  it("'BSc Economics, 2023' is a degree, not an achievement ('My experience includes BSc Economics, and 2023')", () => {
    const profile = readResume(resume);
    expect(profile.education).toEqual(["a BSc in Economics"]);
    expect(profile.achievements.map((a) => a.fp.sentence).join(" ")).not.toMatch(/BSc|2023/);
  });

  it("an MSc line is read the same way", () => {
    expect(readResume("Ana Ruiz\nMSc Data Science 2021\nBuilt churn models for 2 telecom clients").education).toEqual([
      "an MSc in Data Science",
    ]);
  });

  it.each([
    // A town's state initials are no degree.
    ["Elena Sokolova\nBoston, MA | elena@mail.com\nParalegal Certificate, Boston University, 2018", "MA"],
    ["Elena Sokolova\nBoston, MA\nB.A. Political Science, 2017", "MA"],
  ])("reads no degree from a contact line (%#)", (resume, initials) => {
    expect(readResume(resume).education.join(" ")).not.toMatch(new RegExp(`\\b${initials}\\b`));
  });

  it("reads an M.A.T. and a school with '&' in its name whole", () => {
    expect(
      readResume("Jordan Ellis\nM.A.T. Elementary Education, Lewis & Clark College, 2020\nTaught 27 students")
        .education,
    ).toEqual(["an M.A.T. in Elementary Education from Lewis & Clark College"]);
  });
});

describe("a list of tools", () => {
  it("keeps a tool's capital when it opens the list ('Python, pandas, SQL')", () => {
    const profile = readResume("Sam Patel\nJunior data analyst\nPython, pandas, SQL, Tableau\nBSc Economics, 2023");
    expect(profile.achievements.map((a) => a.fp.sentence)).toContain(
      "My experience includes Python, pandas, SQL, and Tableau.",
    );
  });
});

describe("an employer whose name ends in 'UK'", () => {
  it("'Boots UK, Leeds - Pharmacist (2019-present)' is a pharmacist at Boots UK, not at Leeds", () => {
    const profile = readResume(
      "Priya Raman\nPharmacist, 6 years\nBoots UK, Leeds - Pharmacist (2019-present): dispensed 300+ prescriptions a day\n" +
        "LloydsPharmacy - Locum pharmacist (2018-2019)",
    );
    expect(profile.roles[0]).toMatchObject({ title: "Pharmacist", employer: "Boots UK", current: true });
  });

  it("'Leeds, UK' after an employer is still a place", () => {
    const profile = readResume("Sam Cole\nTesco, Leeds, UK - Store Manager (2020-present): ran a store of 40 staff");
    expect(profile.roles[0]).toMatchObject({ title: "Store Manager", employer: "Tesco" });
  });
});

describe("the Achievement letter's skills sentence", () => {
  // (Session 14: the sentence is gone; it restated skills the cited results had just shown: "My experience with
  // Python and SQL is what I'd bring to this role." The letter names no skill beyond its cited results.)
  it("restates no skill its cited results show in a bridge sentence", () => {
    const { coverLetters } = run(
      "Elena Petrova | Senior Data Scientist\n- Built churn model at Vodafone that cut churn 9% (Python, XGBoost, SQL)\n" +
        "- Led a team of 3 data scientists\n- Deployed models with Docker and Airflow on AWS\n- MSc Statistics, UCL",
      "Lead Data Scientist to head our demand forecasting team. Requirements: Python, SQL, time-series forecasting, " +
        "experience leading teams, cloud (GCP or AWS).",
      { jobTitle: "Lead Data Scientist", companyName: "Ocado Technology", tone: "balanced" },
    );
    const letter = coverLetters.find((l) => l.version === "Achievement")!.content;
    expect(letter).not.toMatch(/(?:role|position) draws on|is what I'd bring|same approach/);
  });
});

describe("a paragraph resume that gives jobs as '<title> at <Employer> (N years)'", () => {
  const tom =
    "Tom Becker — barista and shift supervisor at Grind Coffee (3 years). Opened and closed the shop, handled cash-up " +
    "and stock orders, scheduled a team of 8, resolved customer complaints. Before that: retail assistant at H&M " +
    "(1 year). Comfortable with Excel and Google Sheets. Typing 60 wpm.";

  const ad =
    "Busy family law firm seeks an organised office administrator. Duties: answering phones, managing diaries, " +
    "ordering supplies, filing, data entry. Must be proficient in Microsoft Office. Friendly, discreet and reliable.";
  const input = request(tom, ad, {
    jobTitle: "Office Administrator",
    companyName: "Hartley & Sons Solicitors",
    tone: "enthusiastic",
  });

  it("ranks the statement that matches a duty ('stock orders' ~ 'ordering supplies') above shift routine", () => {
    const ranked = gatherFacts(input).ranked.map((a) => a.fp.sentence);
    expect(ranked.indexOf("I handled cash-up and stock orders.")).toBeLessThan(
      ranked.indexOf("I opened and closed the shop."),
    );
    const letter = generateCoverLetters(input).coverLetters.find((l) => l.version === "Traditional")!.content;
    expect(letter).toContain("handled cash-up and stock orders");
    expect(letter).not.toContain("opened and closed the shop");
    // Excel is not Microsoft Office: the ad's skill is never claimed.
    expect(generateCoverLetters(input).keySkillsMatched).not.toContain("Microsoft Office");
  });

  it("reads the ad's 'Duties: answering phones, ...' list as duties (its -ing items with an object)", () => {
    expect(readJob(ad, "Hartley & Sons Solicitors").duties).toEqual([
      "answer phones, manage diaries and order supplies",
    ]);
  });

  it("reads both jobs, the current one first, with their employers", () => {
    expect(readResume(tom).roles).toMatchObject([
      { title: "barista and shift supervisor", employer: "Grind Coffee", current: true },
      { title: "retail assistant", employer: "H&M", current: false },
    ]);
  });

  it("gives the job's work to it, but not a line about the candidate ('Comfortable with Excel')", () => {
    const byText = new Map(readResume(tom).achievements.map((a) => [a.fp.sentence, a.role?.employer]));
    expect(byText.get("I handled cash-up and stock orders.")).toBe("Grind Coffee");
    expect(byText.get("I am comfortable with Excel and Google Sheets.")).toBeUndefined();
  });
});

describe("fit to the ad in the ranking", () => {
  it("a routine statement that shares the ad's words outranks an unrelated one", () => {
    const resume = "Jo Smith\nExperience\n- Cleaned the dining room\n- Handled supplier orders and invoices";
    const ad = "Office assistant wanted. Duties: ordering supplies, checking invoices, answering phones.";
    expect(gatherFacts(request(resume, ad)).ranked[0]!.fp.sentence).toBe("I handled supplier orders and invoices.");
  });
});

describe("a job line that lists its duties after a colon, some items longer than six words", () => {
  const resume =
    "Tomasz Nowak\nForklift operator and warehouse associate, 4 years\n" +
    "Amazon Fulfilment, Coventry (2021-2025): picked and packed 300+ orders per shift, reach truck and counterbalance " +
    "licensed, zero accidents in 4 years, trained 6 new starters";

  it("reads each duty as a statement, paired verbs ('picked and packed') included", () => {
    const said = readResume(resume).achievements.map((a) => a.fp.sentence);
    expect(said).toEqual(
      expect.arrayContaining(["I picked and packed 300+ orders per shift.", "I trained 6 new starters."]),
    );
    expect(firstPerson("washed and dried 40 cars a day")?.sentence).toBe("I washed and dried 40 cars a day.");
    expect(firstPerson("zero accidents in 4 years")?.sentence).toBe("My record includes zero accidents in 4 years.");
  });

  it("cites a counted result and does not say the resume has no numbers", () => {
    const r = run(resume, "Warehouse Team Leader to run a shift, train new starters and hit pick rates.");
    expect(r.coverLetters.find((l) => l.version === "Achievement")!.content).not.toContain("[Add your strongest");
    expect(r.suggestedImprovements.join(" ")).not.toMatch(/has none the letters could cite/);
  });
});

describe("an internship's short duty list", () => {
  const resume =
    "Aisha Rahman\nBSc Biology, University of Leeds, 2025\n" +
    "Lab assistant intern, Leeds Teaching Hospitals (summer 2024): prepared samples, logged results in LIMS, followed COSHH rules";
  const ad =
    "Entry-level Laboratory Technician to prepare and test samples and record results in LIMS. Good with Excel.";

  it("reads three-word actions and 'followed COSHH rules' as statements", () => {
    const said = readResume(resume).achievements.map((a) => a.fp.sentence);
    expect(said).toEqual(expect.arrayContaining(["I prepared samples.", "I followed COSHH rules."]));
  });

  it("introduces duties without a figure as work, not as wins or results", () => {
    for (const tone of ["professional", "enthusiastic", "formal", "balanced"] as const) {
      const letter = run(resume, ad, { tone }).coverLetters.find((l) => l.version === "Achievement")!.content;
      expect(letter).not.toMatch(/wins|results (?:from|give|show)|accomplishments/);
    }
  });
});

describe("an ad that opens '<Title> wanted for ...'", () => {
  const resume =
    "Marta Kowalczyk\nSous chef, 6 years in professional kitchens\n" +
    "The Ivy Brasserie, Manchester - Sous Chef (2021-present)\n- Run the pass on 180-cover nights\n" +
    "- Cut food waste 18% by reworking prep lists\n- Train and schedule a brigade of 9\n" +
    "Level 3 Food Hygiene, Level 2 Allergen Awareness";
  const ad =
    "Head Chef wanted for a busy 120-cover bistro. You will lead the kitchen team, manage food costs and GP, design " +
    "seasonal menus and keep us 5-star on food hygiene.";

  it("reads the title line as no duty and matches the kitchen skills", () => {
    const r = run(resume, ad, { jobTitle: "Head Chef", companyName: "Hawksmoor", tone: "balanced" });
    expect(r.coverLetters.map((l) => l.content).join("\n")).not.toMatch(/head Chef wanted/i);
    expect(r.keySkillsMatched).toEqual(expect.arrayContaining(["Kitchen Management", "Food Safety"]));
  });
});
