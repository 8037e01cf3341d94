import { suiteApp, suiteWithFakeProvider } from "../../../tests/helpers/suite-app";
import { describe, expect, it } from "vitest";
import { builtinAnswerBy, postJson, rejectedBy } from "../../../tests/helpers/test-app";
import { userPrompt } from "../../../tests/helpers/fake-openai";
import {
  coverLetterMessages as m,
  coverLetterRequest,
  type CoverLetterRequest,
  type CoverLetterResponse,
} from "./contract";
import { generateCoverLetters } from "./cover-letter-generator.engine";
import { compareSkills } from "./letter-facts";
import { findSkill, SKILLS, skillsIn, tokenize } from "./skill-match";

const RESUME = `Priya Raman
Senior Frontend Engineer | priya@example.com

Summary
Frontend engineer with 7 years of experience building accessible web apps in JS and TypeScript.

Experience
- Led a team of 4 engineers to rebuild the checkout in React, cutting load time by 38%.
- Migrated 120 Node services to Docker and Kubernetes with zero downtime.
- Mentored 6 junior developers and ran weekly code reviews with the design team.
- Wrote onboarding guides for new hires.
Skills: Redux, GraphQL, Jest, Figma`;

const JOB = `Lumen Health is on a mission to make care accessible to everyone. We value collaboration, inclusion and sustainability.
You will lead the web platform team building our patient portal with React, TypeScript and Node.js.
Requirements: 6+ years of JavaScript experience; GraphQL and REST APIs; AWS; Kubernetes; strong communication skills.`;

const RESUME_2 = `Tomás Ortega
Warehouse operations coordinator.
Negotiated freight contracts that saved $240,000 a year.
Introduced a barcode inventory management system across 3 sites.
Trained 25 seasonal staff on safety procedures and Excel reporting.`;

const JOB_2 = `Northwind Logistics seeks a Supply Chain Analyst. You will own procurement data, build dashboards in Power BI and
improve inventory management with SQL and Excel. We are a customer-first team that values integrity and continuous improvement.`;

const base: CoverLetterRequest = {
  resume: RESUME,
  jobTitle: "Staff Frontend Engineer",
  jobDescription: JOB,
  companyName: "Lumen Health",
};
const run = (over: Partial<CoverLetterRequest> = {}) =>
  generateCoverLetters(coverLetterRequest.parse({ ...base, ...over }));
const skillByName = (name: string) => SKILLS.find((s) => s.name === name)!;

describe("skill matching", () => {
  it("normalises aliases: JS = JavaScript, Node = Node.js, plurals, C#, C++, .NET", () => {
    const names = (t: string) => skillsIn(t).map((s) => s.skill.name);
    expect(names("Strong JS and node skills")).toEqual(expect.arrayContaining(["JavaScript", "Node.js"]));
    expect(names("We build RESTful APIs in C# and .NET, some C++")).toEqual(
      expect.arrayContaining(["REST APIs", "C#", ".NET", "C++"]),
    );
    expect(names("Kubernetes/Docker, nodejs")).toEqual(expect.arrayContaining(["Kubernetes", "Docker", "Node.js"]));
  });
  it("does not match across punctuation or ordinary words", () => {
    const names = (t: string) => skillsIn(t).map((s) => s.skill.name);
    expect(names("We use a machine, learning from it")).not.toContain("Machine Learning");
    expect(names("Ready to go to market and react quickly")).not.toEqual(expect.arrayContaining(["Go", "React"]));
    expect(names("Ready to go to market; swift delivery")).not.toContain("Swift");
    expect(names("Services in Go and Swift")).toEqual(expect.arrayContaining(["Go", "Swift"]));
  });
  it("matched skills occur in both texts; missing ones only in the job description", () => {
    for (const [resume, job] of [
      [RESUME, JOB],
      [RESUME_2, JOB_2],
    ] as const) {
      const cmp = compareSkills(resume, job);
      expect(cmp.matched.length).toBeGreaterThan(0);
      for (const name of cmp.matched) {
        expect(findSkill(tokenize(resume), skillByName(name))).toBeGreaterThanOrEqual(0);
        expect(findSkill(tokenize(job), skillByName(name))).toBeGreaterThanOrEqual(0);
      }
      for (const name of cmp.missing) {
        expect(findSkill(tokenize(resume), skillByName(name))).toBe(-1);
        expect(findSkill(tokenize(job), skillByName(name))).toBeGreaterThanOrEqual(0);
      }
    }
    expect(compareSkills(RESUME, JOB).matched).toEqual(
      expect.arrayContaining(["JavaScript", "TypeScript", "React", "Node.js", "Kubernetes", "GraphQL"]),
    );
    expect(compareSkills(RESUME, JOB).missing).toEqual(expect.arrayContaining(["AWS", "REST APIs"]));
    expect(compareSkills(RESUME_2, JOB_2).matched).toEqual(expect.arrayContaining(["Excel", "Supply Chain"]));
  });
  it("counts a skill from the visitor's list when it is in both texts, and flags listed skills the resume lacks", () => {
    const cmp = compareSkills(
      "I ran stakeholder interviews and wrote Terraform.",
      "You will run stakeholder interviews and use Terraform and Ansible.",
      "Stakeholder interviews, Ansible",
    );
    expect(cmp.matched).toEqual(expect.arrayContaining(["Terraform"]));
    expect(cmp.listedButUnshown).toEqual(["Ansible"]);
  });
});

describe("cover letter engine", () => {
  it("writes exactly three letters in order, each naming the company and the job title", () => {
    const out = run();
    expect(out.coverLetters.map((l) => l.version)).toEqual(["Traditional", "Achievement", "Culture-Fit"]);
    for (const l of out.coverLetters) {
      expect(l.content).toContain("Lumen Health");
      expect(l.content).toContain("Staff Frontend Engineer");
      expect(l.content).toContain("Priya Raman");
      expect(l.highlights.length).toBeGreaterThan(0);
      expect(l.tone).toBe("Professional");
    }
  });
  it("cites the resume's achievements in the Achievement letter and the job's values in the Culture-Fit letter", () => {
    const [traditional, achievement, culture] = run().coverLetters;
    expect(achievement!.content).toContain(
      "I led a team of 4 engineers to rebuild the checkout in React, cutting load time by 38%.",
    );
    expect(achievement!.content).toContain("120 Node services");
    expect(achievement!.highlights.some((h) => /38%/.test(h))).toBe(true);
    expect(culture!.content).toMatch(/collaboration/);
    expect(culture!.content).toMatch(/sustainability/);
    expect(culture!.highlights).toEqual(expect.arrayContaining(["Collaboration", "Sustainability"]));
    expect(traditional!.content).toMatch(/JavaScript|TypeScript|React/);
  });
  it("computes keySkillsMatched and names the missing skills in the improvements", () => {
    const out = run();
    expect(out.keySkillsMatched).toEqual(compareSkills(RESUME, JOB).matched);
    expect(out.suggestedImprovements.join(" ")).toContain("AWS");
    expect(out.suggestedImprovements.join(" ")).toContain("REST APIs");
    expect(out.suggestedImprovements.join(" ")).not.toContain("Kubernetes");
  });
  it("follows the input: another resume and job give other letters and skills", () => {
    const a = run();
    const b = run({
      resume: RESUME_2,
      jobDescription: JOB_2,
      jobTitle: "Supply Chain Analyst",
      companyName: "Northwind Logistics",
    });
    expect(b.coverLetters[1]!.content).toContain("saved $240,000 a year");
    expect(b.coverLetters[0]!.content).toContain("Northwind Logistics");
    expect(b.coverLetters[0]!.content).not.toContain("Lumen");
    expect(b.keySkillsMatched).toContain("Excel");
    expect(b.keySkillsMatched).not.toEqual(a.keySkillsMatched);
  });
  it("changes wording with the tone", () => {
    const letters = (["professional", "enthusiastic", "balanced", "formal"] as const).map(
      (tone) => run({ tone }).coverLetters[0]!.content,
    );
    expect(new Set(letters).size).toBe(4);
    expect(letters[0]).not.toMatch(/\b(I'm|I'd|can't)\b/);
    expect(letters[3]).not.toMatch(/\b(I'm|I'd|can't)\b/);
    expect(letters[1]).toMatch(/!/);
    expect(run({ tone: "formal" }).coverLetters[0]!.tone).toBe("Formal");
  });
  it("uses the optional skills and experience fields", () => {
    const out = run({
      skills: "Figma, Storybook",
      experience: "7 years building frontend platforms for health startups",
    });
    expect(out.coverLetters[0]!.content).toContain(
      "7 years of experience building frontend platforms for health startups",
    );
    expect(out.coverLetters[0]!.content).toMatch(/Figma|Storybook/);
  });
  it("suggests quantifying results when the resume has no numbers", () => {
    const out = run({ resume: "Sam Lee\nBuilt internal tools in Python.\nWorked with the data team on reports." });
    expect(out.suggestedImprovements.some((s) => /Quantify/.test(s))).toBe(true);
    expect(out.coverLetters).toHaveLength(3);
  });
});

describe("cover letter engine: defect classes found on held-out pairs", () => {
  const letterFor = (resume: string, jobDescription: string, jobTitle = "Technician", companyName = "Acme Works") =>
    generateCoverLetters(coverLetterRequest.parse({ resume, jobDescription, jobTitle, companyName }));
  const all = (r: CoverLetterResponse) => r.coverLetters.map((l) => l.content).join("\n");

  it("counts the years the job lines span before asking the visitor to state them; '2-4 years' asks for 2", () => {
    const resume = `Dana Ortiz\nNorthfield Plumbing, Leeds — Plumber (2016–Present)\n- Installed water heaters and repaired drains for 900+ homes`;
    const r = letterFor(resume, "We are hiring a plumber. Requirements: 5+ years of residential plumbing experience.");
    expect(r.suggestedImprovements.join(" ")).not.toMatch(/5\+ years/);
    const short = letterFor(
      `Dana Ortiz\nNorthfield Plumbing — Plumber (2023–Present)\n- Installed water heaters for 90 homes`,
      "Requirements: 2-4 years of plumbing experience.",
    );
    expect(short.suggestedImprovements.join(" ")).not.toMatch(/4\+ years/);
  });

  it("never reads a label or an object's years as the candidate's ('Projects: analyzed 3 years of claims data')", () => {
    const resume = `Ana Ruiz\nData analyst in training\nProjects: analyzed 3 years of claims data in SQL to find slow approvals\nClaims Processor, Allied Mutual (2018–2024)\n- Processed 60 claims a day`;
    const text = all(letterFor(resume, "You will write SQL queries and build dashboards.", "Data Analyst"));
    expect(text).toContain("I analyzed 3 years of claims data in SQL");
    expect(text).not.toMatch(/I project|3 years of experience/i);
  });

  it("keeps M&A, writes a place-led rotation with its place, and leaves credentials and tool lists out of the results", () => {
    const resume = `Lee Park
Clinical Rotations
Cardiac ICU, Mercy West Hospital (96 hours): monitored 2 post-op patients per shift with my preceptor
Experience
Deal Analyst, Harbor Capital (2020–present)
- Built valuation models for 9 M&A transactions
PTCB certification, 2019
Excel, PowerPoint, Tableau, Figma`;
    const text = all(letterFor(resume, "You will support critical care nurses and build valuation models.", "Analyst"));
    expect(text).toContain("9 M&A transactions");
    expect(text).not.toMatch(/million&A/);
    expect(text).toContain("At Mercy West Hospital, I monitored 2 post-op patients per shift");
    expect(text).not.toMatch(/includes PTCB certification|I am an? excel/i);
  });

  it("matches trade skills (TIG, 6G) and takes no colleague named in the ad as a requirement", () => {
    const welder = letterFor(
      `Sam Hale\nSteelworks Inc — Welder (2015–present)\n- TIG and stick welding on stainless pipe\n6G certified`,
      "Requirements: TIG welding, 6G certification, OSHA 10.",
      "Pipe Welder",
    );
    expect(welder.keySkillsMatched).toEqual(expect.arrayContaining(["TIG Welding", "6G Certification"]));
    const ux = letterFor(
      `Kim Vo\nUX Researcher, Bloom (2019–present)\n- Ran 30 usability studies`,
      "You will partner with product managers and data scientists, and run usability studies.",
      "UX Researcher",
    );
    expect(ux.suggestedImprovements.join(" ")).not.toMatch(/data science|product management/i);
  });

  it("reads what the ad says the employer does as its commitment ('We treat every patient like family')", () => {
    const r = letterFor(
      `Jo Reed\nDental Assistant, Smile Co (2019–present)\n- Assisted with 12 procedures a day`,
      "We are hiring a dental assistant. We treat every patient like family.",
      "Dental Assistant",
    );
    expect(r.coverLetters[2]!.content).toContain("treating every patient like family");
  });
});

describe("POST /api/cover-letter", () => {
  const app = suiteApp();
  const rejected = rejectedBy(app, "/api/cover-letter");
  const answered = builtinAnswerBy(app, "/api/cover-letter");

  it("answers three letters with the built-in engine and professional as the default tone", async () => {
    const res = await answered(base);
    const body = res.body as unknown as CoverLetterResponse;
    expect(body.coverLetters.map((l) => l.version)).toEqual(["Traditional", "Achievement", "Culture-Fit"]);
    expect(body.coverLetters[0]!.tone).toBe("Professional");
    expect(body.keySkillsMatched).toContain("TypeScript");
    expect(Array.isArray(body.suggestedImprovements)).toBe(true);
  });

  it("gives each of the spec's validation messages", async () => {
    const cases: [Partial<Record<keyof CoverLetterRequest, unknown>>, string][] = [
      [{ resume: "" }, m.resumeRequired],
      [{ resume: "   " }, m.resumeRequired],
      [{ resume: undefined }, m.resumeRequired],
      [{ resume: "x".repeat(5001) }, m.resumeTooLong],
      [{ jobTitle: "" }, m.jobTitleRequired],
      [{ jobDescription: "" }, m.jobDescriptionRequired],
      [{ jobDescription: "x".repeat(3001) }, m.jobDescriptionTooLong],
      [{ companyName: " " }, m.companyNameRequired],
      [{ skills: "x".repeat(501) }, m.skillsTooLong],
      [{ experience: "x".repeat(1001) }, m.experienceTooLong],
    ];
    for (const [over, message] of cases) {
      const res = await postJson(app, "/api/cover-letter", { ...base, ...over });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const ok = await postJson(app, "/api/cover-letter", {
      ...base,
      resume: "x ".repeat(2500),
      skills: "s".repeat(500),
      experience: "e".repeat(1000),
    });
    expect(ok.status).toBe(200);
  });

  it("rejects wrong types and unknown tones", async () => {
    expect((await postJson(app, "/api/cover-letter", { ...base, resume: 5 })).body.message).toBe(m.resumeRequired);
    expect((await postJson(app, "/api/cover-letter", { ...base, companyName: ["x"] })).body.message).toBe(
      m.companyNameRequired,
    );
    expect((await postJson(app, "/api/cover-letter", { ...base, skills: 3 })).body.message).toBe(m.fieldNotText);
    await rejected({ ...base, tone: "sarcastic" }, /^tone: /);
  });
});

describe("POST /api/cover-letter with an AI provider", () => {
  const { app, fake } = suiteWithFakeProvider();

  it("asks the model for the letters with the zod schema and keeps the computed skills", async () => {
    fake.respondWith({
      json: {
        coverLetters: ["A", "B", "C"].map((v) => ({
          version: v,
          content: `Letter ${v} for Lumen Health`,
          tone: "Professional",
          highlights: [v],
        })),
      },
    });
    const res = await postJson(app, "/api/cover-letter", base);
    expect(res.status).toBe(200);
    expect(res.headers["x-engine"]).toBe("ai-provider");
    const body = res.body as unknown as CoverLetterResponse;
    expect(body.coverLetters.map((l) => l.version)).toEqual(["Traditional", "Achievement", "Culture-Fit"]);
    expect(body.coverLetters[1]!.content).toBe("Letter B for Lumen Health");
    expect(body.keySkillsMatched).toEqual(compareSkills(RESUME, JOB).matched);
    const sent = fake.lastRequest();
    expect(sent.body.response_format?.type).toBe("json_schema");
    expect(JSON.stringify(sent.body.response_format?.json_schema?.schema)).toContain("coverLetters");
    expect(userPrompt(sent)).toContain("Lumen Health");
    expect(userPrompt(sent)).toContain("cutting load time by 38%");
  });

  it("answers 502 when the model's output is malformed", async () => {
    fake.respondWith({ json: { coverLetters: [{ version: "Traditional", content: "only one" }] } });
    const res = await postJson(app, "/api/cover-letter", base);
    expect(res.status).toBe(502);
    expect(String(res.body.message)).toMatch(/not in the expected format/);
  });
});
