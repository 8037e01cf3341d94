/** Regression tests for the defect classes found by reading held-out set E cold (grades in docs/tools/cover-letter-generator.md). */
import { describe, expect, it } from "vitest";
import FIRST_PERSON_CASES from "./cover-letter-generator.first-person-cases.json" with { type: "json" };
import { run, text } from "./cover-letter-generator.test-support";
import { firstPerson } from "./first-person";
import { workPhrases } from "./foreign-work";
import { readJob } from "./job-reader";
import { readResume } from "./resume-reader";
import { layoutOf } from "./resume-lines";

/** Each resume line's first-person sentence is the one written beside it. */
function expectFirstPerson(cases: Record<string, string>) {
  expect(Object.keys(cases).length).toBeGreaterThan(0);
  for (const [line, sentence] of Object.entries(cases)) expect(firstPerson(line)?.sentence, line).toBe(sentence);
}

describe("cover letter engine: defect classes from held-out set E", () => {
  it("reads a resume typed in lower case: its name, its job line and each short line on its own", () => {
    const resume = readResume(
      "mike dawson\nforklift driver / warehouse operative - Amazon BHX4 - 2021 to present\npicked 180 units an hour, top 10% of site\ntrained new starters on the scanners",
    );
    expect(resume.name).toBe("Mike Dawson");
    expect(resume.roles[0]).toMatchObject({ title: "forklift driver / warehouse operative", employer: "Amazon BHX4" });
    expect(resume.achievements.map((a) => a.fp.sentence)).toEqual([
      "I picked 180 units an hour, in the top 10% of the site.",
      "I trained new starters on the scanners.",
    ]);
    // Short lines under a job line are items, not a wrapped sentence.
    expect(
      layoutOf(
        "Ellie Park\nTA at Brookside Primary since 2022\n1:1 support for a child with autism\nphonics groups",
      ).lines.map((l) => l.text),
    ).toEqual(["Ellie Park", "1:1 support for a child with autism", "phonics groups"]);
  });

  it("takes a title typed in lower case or abbreviated for a job, and a dated statement for a statement", () => {
    expect(layoutOf("Priya Nair\ndog groomer, Pawfect Salon 2020-now").roles[0]).toMatchObject({
      title: "dog groomer",
      employer: "Pawfect Salon",
    });
    expect(layoutOf("Ellie Park\nTA at Brookside Primary since 2022").roles[0]).toMatchObject({
      title: "TA",
      employer: "Brookside Primary",
    });
    expect(
      layoutOf("Gareth Hughes\nElectrician, 2015-present\nInstalled 25 solar PV systems since 2022").roles,
    ).toHaveLength(1);
    expect(firstPerson("Installed 25 solar PV systems since 2022")?.sentence).toBe(
      "I have installed 25 solar PV systems since 2022.",
    );
  });

  it("reads a line that opens with a noun as work named, not as a verb", () => {
    expectFirstPerson(FIRST_PERSON_CASES["noun-led lines"]);
    // A verb before a determiner is still a verb.
    expect(firstPerson("Support the night team with audits")?.sentence).toMatch(/^I support the night team/);
    // ... and so is one before a number or a past participle.
    expect(firstPerson("Project managed the office move")?.sentence).not.toMatch(/^My experience includes/);
  });

  it("gives a named singular object its article and leaves a mass noun bare", () => {
    expectFirstPerson(FIRST_PERSON_CASES.articles);
  });

  it("cites no family life, plan or identity line as a result, and keeps an employer's capitals", () => {
    const r = readResume(
      "Sarah Whitfield\nCareer break 2019-2024 raising two children\nOffice Manager, Clarke & Sons, 2012-2019\nIntroduced cloud filing which cut paper use by half",
    );
    expect(r.achievements.map((a) => a.fp.sentence).join(" ")).not.toMatch(/children/);
    const p = readResume(
      "JAMES O'CONNOR\nI have been a paramedic with the North West Ambulance Service for 9 years. Recently I helped redesign our handover checklist which cut handover times by around 10 minutes. Looking to move into a training role.",
    );
    expect(p.years?.sentence).toContain("the North West Ambulance Service");
    const said = p.achievements.map((a) => a.fp.sentence);
    expect(said).toContain("I helped redesign our handover checklist which cut handover times by around 10 minutes.");
    expect(said.join(" ")).not.toMatch(/I have been a paramedic|Looking to/);
  });

  it("never wishes for a requirement or a capitalised tool as if it were a duty", () => {
    const dev = text(
      run(
        "Kofi Mensah\nJunior developer\nBuilt a table-booking app in React and Node.js",
        "You'll work with TypeScript, React and Node.js, write tests and join code reviews.",
        { tone: "enthusiastic" },
      ),
    );
    expect(dev).not.toMatch(/to React|Reacting|jsing/);
    const solar = text(
      run(
        "Gareth Hughes\nElectrician, 2015-present\nInstalled 25 solar PV systems since 2022",
        "You will need 18th Edition, solar PV experience and a driving licence.",
        { tone: "enthusiastic" },
      ),
    );
    expect(solar).not.toMatch(/to need|needing/);
  });

  it("opens a Culture-Fit letter on a belief or a way of working the ad states", () => {
    expect(readJob("We believe every dog deserves a calm, kind visit.", "Happy Tails").belief).toBe(
      "every dog deserves a calm, kind visit",
    );
    expect(readJob("We follow the science and put patients first.", "AZ").commitment).toBe(
      "following the science and putting patients first",
    );
    const culture = run(
      "Priya Nair\nDog groomer, Pawfect Salon, 2020-present",
      "We believe every dog deserves a calm, kind visit.",
      {
        tone: "balanced",
      },
    ).coverLetters[2]!.content;
    expect(culture).toContain("I share your belief that every dog deserves a calm, kind visit");
    expect(culture).not.toContain("[Add a sentence");
  });

  it("claims no CPR certificate for first aid, and matches a lower-case awarding-body qualification", () => {
    const ta = run(
      "Ellie Park\nTA at Brookside Primary since 2022\nfirst aid",
      "SEN Teaching Assistant. CPR training a plus.",
    );
    expect(text(ta)).not.toMatch(/CPR/);
    const groomer = run(
      "Priya Nair\ndog groomer, Pawfect Salon 2020-now\ncity & guilds level 3 dog grooming",
      "City & Guilds Level 3 or equivalent required.",
    );
    expect(groomer.keySkillsMatched).toContain("City & Guilds Level 3");
  });

  it("cites a Spanish, French or German resume's own work phrases instead of placeholders", () => {
    expect(
      workPhrases(
        "Lucía Fernández\nCamarera — El Faro (2019–actualidad)\n- Formación de 4 nuevos camareros\n- Manejo de TPV y caja",
        "es",
      ),
    ).toEqual(["Formación de 4 nuevos camareros", "Manejo de TPV y caja"]);
    const fr = run(
      "Camille Martin\nAssistante RH — Decathlon, Lille (2021–aujourd'hui)\n- Organisation de 30 entretiens de recrutement par mois\n- Mise en place d'un nouveau processus d'intégration",
      "Leroy Merlin recrute un(e) Chargé(e) de recrutement. Missions : piloter les recrutements. Profil : 2 ans d'expérience en recrutement.",
      { jobTitle: "Chargée de recrutement", companyName: "Leroy Merlin" },
    );
    const achievement = fr.coverLetters[1]!.content;
    expect(achievement).toContain("• Organisation de 30 entretiens de recrutement par mois.");
    expect(achievement).not.toMatch(/\[Décrivez|\[Ajoutez/);
    expect(fr.coverLetters[0]!.content).toContain("le poste d'assistante RH");
  });
});
