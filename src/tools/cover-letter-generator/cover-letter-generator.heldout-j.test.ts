/** Regression tests for the defect classes found by reading held-out set J cold (20 resume and ad pairs). */
import { describe, expect, it } from "vitest";
import { cultureLetter, run, text } from "./cover-letter-generator.test-support";
import { firstPerson } from "./first-person";
import { readResume } from "./resume-reader";

const sentenceOf = (fragment: string) => firstPerson(fragment)?.sentence ?? "";

describe("cover letter engine: reading job lines (set J)", () => {
  it.each([
    // A month read inside a word cut the employer ("Wal" + "mart 2017").
    ["Jo Reyes\nBefore: stocker at Walmart 2017-2020.", "stocker", "Walmart", false],
    // A long statement after the colon hid the job line.
    [
      "Ann Cole\nCase Manager, Bridges Housing Program (2020–present): carry a caseload of 30 families experiencing homelessness; connected most of them to stable housing within 6 months; coordinate with landlords, schools and DHS.",
      "Case Manager",
      "Bridges Housing Program",
      true,
    ],
    // A place of work before "at" is no employer's name.
    ["Rosa Diaz\nFront desk at Bright Smiles Dental 2019-2023. Answered phones.", "", "Bright Smiles Dental", false],
    // A job line that is one sentence of a longer line.
    [
      "Marco Lee\nPicker at FastShip, 2020-now. Certified forklift, reach truck. Train new hires. Picked 150 units/hr average, top 10% on site. Zero safety incidents in 3 years on the night shift.\nBefore: stocker at Target 2017-2020.",
      "Picker",
      "FastShip",
      true,
    ],
  ])("reads the job of %j", (resume, title, employer, current) => {
    const role = readResume(resume).roles[0]!;
    expect([role.title, role.employer, role.current]).toEqual([title, employer, current]);
  });

  it("keeps the statements of a line that also holds a link, and a list after ';' under its verb", () => {
    const dev = readResume(
      "Lena Ortiz\nCoding bootcamp grad (2024). Projects: built a quiz app with React; a weather dashboard using TypeScript. GitHub: github.com/lena",
    );
    expect(dev.achievements.map((a) => a.fp.sentence)).toContain(
      "I built a quiz app with React, as well as a weather dashboard using TypeScript.",
    );
  });

  it("names the title held now and an employer after 'for' with its capitals", () => {
    const sparky = text(
      run(
        "Derek Olsen\nApprentice then Journeyman, Bright Sparks Electric (2012-present)\n- Panel upgrades",
        "Journeyman electrician",
      ),
    );
    expect(sparky).toMatch(/as a journeyman at Bright Sparks Electric/);
    expect(sparky).not.toMatch(/apprentice then/i);
    const driver = text(run("Luis Vega\nDelivery driver for Amazon Flex (2021-2023)", "Delivery driver"));
    expect(driver).toMatch(/delivery driver for Amazon Flex/);
  });

  it("drops the one degree line that another one says in full", () => {
    expect(readResume("Ana Ruiz, MSW\nEDUCATION\nMSW, University of Michigan (2020)").education).toEqual([
      "an MSW from the University of Michigan",
    ]);
  });
});

describe("cover letter engine: statements made sentences (set J)", () => {
  it.each([
    ["Clean driving record", "I have a clean driving record."],
    ["Zero safety incidents 3 yrs", "My record includes zero safety incidents in 3 years."],
    ["wrote 12 blog posts, grew Instagram followers 22%", "I wrote 12 blog posts and grew Instagram followers by 22%."],
    [
      "Managed a $25,000 lab grant, delivered on time and under budget",
      "I managed a $25,000 lab grant, delivered on time and under budget.",
    ],
    [
      "findings drove a checkout redesign that lifted conversion 9%",
      "My findings drove a checkout redesign that lifted conversion by 9%.",
    ],
    [
      "Brand identities for 15+ small businesses, packaging for Hopsmith Brewing, social media graphics",
      "My experience includes brand identities for 15+ small businesses, packaging for Hopsmith Brewing, and social media graphics.",
    ],
  ])("%j", (fragment, sentence) => {
    expect(sentenceOf(fragment)).toBe(sentence);
  });

  it("reads a certification as one, an earlier job told by its length as a job, and 'I also have'", () => {
    const p = readResume(
      "Sam Ford\nWarehouse associate at BoxCo, 2021-now. Certified forklift, reach truck. Picked 150 units/hr.\nPreviously 4 years as a barista at Blue Bottle Coffee.",
    );
    const said = p.achievements.map((a) => a.fp.sentence).join(" ");
    expect(said).not.toMatch(/I certified/);
    expect(said).toMatch(/I worked as a barista at Blue Bottle Coffee for 4 years\./);
    const driver = text(
      run("Luis Vega\nDelivery driver, QuickShip (2021-2023)\n- 99% on-time rate\n- Clean driving record", "Driver"),
    );
    expect(driver).not.toMatch(/I have also/);
  });
});

describe("cover letter engine: Culture-Fit with little to go on (set J)", () => {
  it("opens on the belief of 'our school', and never repeats the job the opening built on", () => {
    expect(
      cultureLetter(
        "Dan Ruiz\nTeacher, Lincoln Elementary (2016-2024)\n- Raised reading proficiency from 58% to 74%",
        "Maple Grove Elementary seeks a 5th grade teacher. Our school believes every child can succeed.",
        "professional",
      ),
    ).toMatch(/every child can succeed/);
    const designer = cultureLetter(
      "Aiko Sato\nGraphic Designer\nFreelance (2020-present): brand identities for 15+ small businesses, packaging for a brewery",
      "Graphic Designer to create brand systems and packaging.",
      "professional",
    );
    expect(designer.match(/work as a graphic designer/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});

describe("cover letter engine: skills and terse resumes (set J)", () => {
  it("claims no compliance from an audit supported, and reads a Class C license as a driver's license", () => {
    const accountant = run(
      "Priya Rao, CPA\nSenior Accountant, Lumen Inc. (2021-present)\n- Supported the annual external audit",
      "Senior Accountant. Support audits. SOX compliance is a plus.",
    );
    expect(accountant.keySkillsMatched).not.toContain("Compliance");
    expect(text(accountant)).not.toMatch(/\bcompliance\b/i);
    const driver = run(
      "Luis Vega\nDelivery driver, QuickShip (2021-2023). Class C license.",
      "Delivery Driver. Valid driver's license required.",
    );
    expect(driver.keySkillsMatched).toContain("Driver's License");
  });

  it("reads a one-line resume that opens with the name alone: its years and employer", () => {
    const p = readResume("Sam Patel. Help desk, 3 yrs, Comcast. Windows, Active Directory. CompTIA A+.");
    expect(p.name).toBe("Sam Patel");
    expect(p.years?.sentence).toBe("I have 3 years of help desk experience at Comcast.");
  });
});

describe("cover letter engine: new graduates and rates (set J)", () => {
  it("reads a dated degree line as education, a campus ambassador as a job, and a BFA as a degree", () => {
    const grad = readResume(
      "Emma Cole\nB.S. Marketing, University of Georgia, May 2025\nCampus ambassador, Canva (2023-2025)\nEducation: BFA Graphic Design, Parsons School of Design (2020)",
    );
    expect(grad.roles.map((r) => [r.title, r.employer])).toEqual([["Campus ambassador", "Canva"]]);
    expect(grad.education).toEqual([
      "a B.S. in Marketing from the University of Georgia",
      "a BFA in Graphic Design from Parsons School of Design",
    ]);
  });

  it.each([
    ["Picked 180 units/hr avg, top 10% on site", "I picked 180 units an hour on average, in the top 10% on the site."],
    ["checked in 40+ patients/day", "I checked in 40+ patients a day."],
  ])("%j", (fragment, sentence) => {
    expect(sentenceOf(fragment)).toBe(sentence);
  });
});

describe("cover letter engine: fresh-set defects (set J, after its fresh read)", () => {
  it("never cuts a duty inside a list of kinds ('diagnose engine, brake and electrical issues')", () => {
    expect(
      text(
        run(
          "Carl Mendes\nDiesel Technician, Summit Trucking (2016-present): diagnose and repair Volvo trucks, perform PM services, DOT inspections. Reduced repeat repairs 20% with a diagnostic checklist.\nASE Certified (T2, T4).",
          "Eastway Fleet needs a Diesel Mechanic for our fleet of 150 trucks. Diagnose engine, brake and electrical issues; perform DOT inspections; keep service records. ASE certification preferred.",
          { tone: "balanced", jobTitle: "Diesel Mechanic", companyName: "Eastway Fleet" },
        ),
      ),
    ).not.toMatch(/diagnos(?:e|ing) engine[.!\s]/);
  });

  it("credits a role for another organisation to it, not to the employer of the job line above", () => {
    expect(
      text(
        run(
          "Nina Ruiz\nEvents Assistant, Bloom Weddings (2022-2025). Helped plan 40+ weddings a year. Volunteer coordinator for the Riverside Jazz Festival 2024 (120 volunteers).",
          "Event Coordinator: build timelines and coordinate vendors.",
        ),
      ),
    ).not.toMatch(/Bloom Weddings, (?:where )?I served as volunteer coordinator/);
  });
});

describe("cover letter engine: lead cold read 2026-11-26", () => {
  it("never turns a standard listed as a skill into a certification held ('I hold IFRS certification')", () => {
    const letters = text(
      run(
        "Hannah Becker - Accountant\nExperience: Staff Accountant, Müller & Co (2019-present). Month-end close for 12 entities, reconciliations, VAT returns.\nSkills: SAP, Excel, IFRS, GAAP.",
        "Senior Accountant at Northwind Logistics. You will own the month-end close, prepare IFRS and GAAP reporting and support audits. Experience with SAP and Excel required.",
        { tone: "formal" },
      ),
    );
    expect(letters).not.toMatch(/(?:IFRS|GAAP)[^.]*certification/);
  });
});

describe("cover letter engine: past tense of short verbs", () => {
  it.each([
    ["prepped and cooked 200 covers a night", /I prepped and cooked 200 covers a night/],
    ["planned 12 school trips", /I planned 12 school trips/],
  ])("writes %j with its doubled consonant", (fragment, sentence) => {
    expect(sentenceOf(fragment)).toMatch(sentence);
  });
});
