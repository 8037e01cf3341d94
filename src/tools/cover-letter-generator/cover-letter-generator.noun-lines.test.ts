/**
 * Issue 10, a second helper's cold read (warehouse, nursery, retail, returners, paragraph resumes): resume lines that
 * are noun phrases are never conjugated as verbs, gaps are no experience, labels are no employers. Each case fails on
 * the code before its fix.
 */
import { describe, expect, it } from "vitest";
import { firstPerson } from "./first-person";
import { readResume } from "./resume-reader";
import { run, text } from "./cover-letter-generator.test-support";

const sentence = (line: string) => firstPerson(line, true)?.sentence;

describe("cover letters: noun-phrase resume lines are not verbs", () => {
  it.each([
    ["Cash office", /^(?!I cash)/],
    ["Key person for 6 children in the toddler room", /^(?!I key)/],
    ["Reach truck and counterbalance forklift (licensed)", /^(?!I reach)/],
    ["Cover reception", /^I cover/],
    ["Cash up", /^I cash up\.$/],
    ["Hang doors", /^I hang doors\.$/],
    ["Accompanied to GP appointments and day centres", /^I accompanied people to GP appointments/],
    ["Patios, decking, and fencing", /^My experience includes patios, decking, and fencing\.$/],
    ["Stock accuracy 99.2% at last audit", /^My stock accuracy was 99\.2% at last audit\.$/],
  ])("%s", (line, said) => {
    expect(sentence(line) ?? "").toMatch(said);
  });

  it("a return to work after caring for family is no experience to cite", () => {
    expect(sentence("Returning to work after 6 years caring for my mother")).toBeUndefined();
    expect(sentence("Career break 2019-2024 (childcare)")).toBeUndefined();
    const helen = readResume(
      "Helen Price\nReturning to work after 6 years caring for my mother.\nPreviously: PA to the Finance Director at Jewson (2010-2018) - diary management, minutes.",
    );
    expect(helen.years).toBeNull();
  });

  it("a paragraph's 'I have been a ... for eight years' gives the job, not 'as an i have been'", () => {
    const teacher = readResume(
      "I have been a secondary school science teacher for eight years, most recently as head of year 9 at Oakwood Academy. I designed the school's new KS3 curriculum.",
    );
    expect(teacher.years?.sentence).toBe("I have worked as a secondary school science teacher for eight years.");
  });

  it("a label before an employer ('Last job Eddie Stobart') and a qualification line before a job are no part of it", () => {
    const driver = readResume(
      "Mark Tyler. Class 1 driver 9 years. Tramping and nights. Last job Eddie Stobart 2017-2025.",
    );
    expect(driver.roles[0]?.employer).toBe("Eddie Stobart");
    const nursery = readResume(
      "Ella Watson\nLevel 3 Early Years Educator (2023)\nNursery Practitioner, Little Acorns Nursery (2023-2025)\nKey person for 6 children",
    );
    expect(nursery.roles[0]).toMatchObject({ title: "Nursery Practitioner", employer: "Little Acorns Nursery" });
  });
});

describe("cover letters: only credentials the resume holds, each said as it is named", () => {
  const letters = (resume: string, ad: string, jobTitle: string) =>
    text(run(resume, ad, { jobTitle, companyName: "Acme" }));

  it("a forklift driver holds no forklift certification the resume does not name", () => {
    const said = letters(
      "Tomasz Kowalski\nForklift driver. 6 yrs.\nCounterbalance, reach truck. Loading/unloading, stock take.\nDPD Hinckley 2019-2025.",
      "Warehouse Operative. Picking, packing and loading orders. Forklift licence (counterbalance or reach) is an advantage.",
      "Warehouse Operative",
    );
    expect(said).not.toMatch(/forklift certification/i);
  });

  it("'PLC experience' asked for and 'PLC controlled equipment' are no PLC certification", () => {
    const said = letters(
      "Dean Walsh\nMaintenance Electrician - Warburtons (2019-present)\n• Fault finding on packaging lines and PLC controlled equipment\n• Planned preventative maintenance on 3-phase motors\n18th Edition.",
      "Maintenance Electrician. Fault-find and repair control systems. Time-served, 18th Edition, PLC experience (Siemens/Allen Bradley) desirable.",
      "Maintenance Electrician",
    );
    expect(said).not.toMatch(/PLC certification/);
  });

  it("licences in the plural take no 'a'; a scheme's colour is its card", () => {
    const guard = letters(
      "Abdi Hassan\nSIA Door Supervisor and CCTV licences\nSecurity officer, G4S (2020-2025)\nPatrols, CCTV monitoring, incident reports",
      "Security Officer. Patrol the site and monitor CCTV. SIA licence essential.",
      "Security Officer",
    );
    expect(guard).not.toMatch(/a SIA Door Supervisor and CCTV licences/);
    const brickie = letters(
      "Ryan O'Neill\nBricklayer\n10 years on site. Facing brick, blockwork, chimneys.\nNVQ 2 Trowel Occupations\nCSCS Blue",
      "Bricklayer. Brickwork and blockwork on new build housing. CSCS card required.",
      "Bricklayer",
    );
    expect(brickie).not.toMatch(/CSCS Blue qualification/);
  });
});
