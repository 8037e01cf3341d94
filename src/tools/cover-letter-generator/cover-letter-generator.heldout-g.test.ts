/** Regression tests for the defect classes found by reading held-out set G cold (grades in docs/tools/cover-letter-generator.md). */
import { describe, expect, it } from "vitest";
import { run, text } from "./cover-letter-generator.test-support";
import { firstPerson } from "./first-person";
import { readJob } from "./job-reader";
import { readResume } from "./resume-reader";

const culture = (r: ReturnType<typeof run>) => r.coverLetters[2]!.content;

describe("cover letter engine: defect classes from held-out set G", () => {
  it("opens Culture-Fit on the ad's own work when the ad states nothing about the employer", () => {
    const letter = culture(
      run(
        "Dave Okafor\nElectrician, Mears Group, 2015-present\n- Rewired 140 homes",
        "Maintenance Electrician. You will carry out planned and reactive maintenance on cranes and lighting.",
        { jobTitle: "Maintenance Electrician", companyName: "Peel Ports" },
      ),
    );
    expect(letter).not.toContain("[Add a sentence");
    expect(letter).toContain("carry out planned and reactive maintenance on cranes");
    // No duty the candidate can name: the team the ad invites to, else the next step from the candidate's job.
    const squad = culture(
      run("Tom Reilly\nTeacher, Kingsmead, 2016-2024\n- Ran surveys each term", "Join our Borrowing squad.", {
        tone: "balanced",
      }),
    );
    expect(squad).toMatch(/the chance to join your Borrowing squad/i);
    const nurse = culture(run("Grace Mensah\nStaff Nurse, Royal London Hospital, 2019-present", "Band 7 post."));
    expect(nurse).toContain("build on my work as a staff nurse");
    // An ad in the imperative ("Lead a shift ...", "Assess, diagnose ...") names its duties too.
    expect(readJob("Lead a shift of 60+ operatives, hit daily targets. IOSH is a plus.", "Ocado").duties[0]).toMatch(
      /^lead a shift of 60\+ operatives/,
    );
    // A duty that needs another sentence for its pronoun ("test them with customers") is not wished for.
    expect(
      text(
        run("Tom Reilly\nTeacher, Kingsmead, 2016-2024\n- Ran surveys each term", "You'll test them with customers."),
      ),
    ).not.toMatch(/test(?:ing)? them/);
  });

  it("greets a company named with its article as the team at it, never 'Dear The ...'", () => {
    for (const tone of ["balanced", "enthusiastic"] as const) {
      const r = run("Luca Romano\nHead Chef, Trattoria Sole, 2020-now\n- Ran a kitchen of 7", "Executive Chef.", {
        companyName: "The Pig Hotels",
        tone,
      });
      expect(text(r)).not.toMatch(/(?:Dear|Hello) The /);
      expect(text(r)).toMatch(/team at The Pig Hotels,/i);
    }
  });

  it("reads a one-line resume as its lines: the title, the years and an internship", () => {
    const sam = readResume(
      "Sam Patel - junior data analyst. Python, SQL, Tableau. Internship at City Council analysing bus ridership (dashboard used by 3 departments). BSc Maths, Leeds.",
    );
    expect(sam.headline.toLowerCase()).toBe("junior data analyst");
    expect(sam.achievements.map((a) => a.fp.sentence)).toContain(
      "I completed an internship at City Council analysing bus ridership; my dashboard was used by 3 departments.",
    );
    const dave = readResume(
      "Dave Okafor - domestic electrician, 9 years. Rewired 140+ homes, consumer unit upgrades, EV charger installs. 18th Edition. Self-employed since 2019.",
    );
    expect(dave.years?.sentence).toBe("I have 9 years of experience as a domestic electrician.");
    expect(dave.achievements.map((a) => a.fp.sentence)).toEqual([
      "I rewired 140+ homes.",
      "My experience includes consumer unit upgrades and EV charger installs.",
    ]);
    expect(dave.roles.map((r) => r.employer)).not.toContain("Self-employed");
  });

  it("finds the name of a LinkedIn paste, a doctor and a prose resume, and cites no introduction", () => {
    expect(readResume("Elena Petrova · 2nd\nSenior Engineering Manager at Skyscanner").name).toBe("Elena Petrova");
    expect(readResume("Dr. Wei Zhang\nData Scientist, Zopa Bank (2021–present)").name).toBe("Wei Zhang");
    const rachel = readResume(
      "My name is Rachel Green and I have been a paralegal at Clifford Chance for three years. Last year I helped the team complete a £220m office portfolio sale.",
    );
    expect(rachel.name).toBe("Rachel Green");
    expect(rachel.achievements.map((a) => a.fp.sentence)).toEqual([
      "I helped the team complete a £220m office portfolio sale.",
    ]);
  });

  it("reads the employer of a job line: month ranges, LinkedIn's three lines, the organisation, lower case", () => {
    const employers = (resume: string) => readResume(resume).roles.map((r) => r.employer);
    expect(employers("Aisha Bello\nSummer Analyst, Lloyds Banking Group (Jun–Aug 2024): built a Python model")).toEqual(
      ["Lloyds Banking Group"],
    );
    expect(
      employers(
        "Elena Petrova\nExperience\nSenior Engineering Manager\nSkyscanner · Full-time\nMar 2020 - Present · 4 yrs 9 mos\nCut p95 search latency by 40%.",
      ),
    ).toEqual(["Skyscanner"]);
    expect(employers("Grace Mensah\nStaff Nurse, A&E, Royal London Hospital (2019–present)")).toEqual([
      "Royal London Hospital",
    ]);
    expect(employers("luca romano\nhead chef - trattoria sole, leeds - 2020-now")).toEqual(["Trattoria Sole"]);
  });

  it("writes noun-led records as sentences: a caseload, a figure that went up", () => {
    expect(firstPerson("Caseload of 18 children in need", true)?.sentence).toBe(
      "I manage a caseload of 18 children in need.",
    );
    const tom = readResume(
      "Tom Reilly\nTeacher, Kingsmead Academy, 2016-2024\n- Redesigned the Year 9 algebra scheme of work; pass rate up from 61% to 78%",
    );
    expect(tom.achievements[0]?.fp.sentence).toBe(
      "I redesigned the Year 9 algebra scheme of work, with the pass rate up from 61% to 78%.",
    );
  });

  it("asks for no trade or sales skill from 'chair panels' or a real estate law team", () => {
    const social = run(
      "Marcus Johnson\nSocial Worker, Manchester City Council, 2019-present\n- Supervised two social workers",
      "Senior Social Worker. You'll supervise social workers and chair panels.",
    );
    expect(social.suggestedImprovements.join(" ")).not.toMatch(/electrical/i);
    const legal = run(
      "Rachel Green\nParalegal, Clifford Chance, 2021-present\n- Prepared completion bundles for the real estate team",
      "Senior Paralegal for our Real Estate practice. You will manage completions.",
    );
    expect(legal.keySkillsMatched).not.toContain("Real Estate Sales");
  });

  it("matches a titled qualification both texts name ('Independent Prescriber'), and no degree as a certification", () => {
    const r = run(
      "Priya Shah, MPharm\nCommunity Pharmacist, Boots (2020–present)\n- Clinically screen 300+ prescriptions a day\nIndependent Prescriber (2024)",
      "Clinical Pharmacist. Essential: MPharm. Desirable: Independent Prescriber qualification.",
      { tone: "formal" },
    );
    expect(r.keySkillsMatched).toContain("Independent Prescriber");
    expect(text(r)).not.toMatch(/MPharm certification/);
  });
});
