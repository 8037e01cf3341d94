/** Session 14 rows: the defect classes of helper set 1 (each failed on main). */
import { describe, expect, it } from "vitest";
import { run, text } from "./cover-letter-generator.test-support";

const SERGEANT =
  "Daniel Price\n\nRoyal Logistic Corps, British Army (2012 - 2024)\nSergeant, Supply Chain (2019 - 2024)\n- Led a " +
  "team of 28 soldiers running a forward supply depot\n- Planned fuel and ration resupply for 600 personnel on a " +
  "6-month deployment\n- Ran the depot's health and safety inspections";
const OPS_AD =
  "Operations Manager - Grocery Distribution. You will run a site of 180 colleagues, delivering KPIs on safety, " +
  "service and cost. You will need: proven people leadership at scale; experience in logistics or supply chain; " +
  "strong knowledge of health and safety.";

const RECEPTIONIST =
  "Janet Morris\n\nReceptionist, Smile Dental Care, Swindon (2018 - present)\n- Front desk for a 6-surgery practice, " +
  "around 90 patients a day\n- Book appointments and take payments on Software of Excellence\n- Handle complaints " +
  "and calm anxious patients";
const RECEPTION_AD =
  "Medical Receptionist, 30 hours/week. You'll be the first point of contact for our 12,000 patients, booking " +
  "appointments and registering new patients. Experience of EMIS Web is essential. We are a friendly, supportive team.";

const FILLER =
  /same (?:approach|drive|rigou?r|spirit|principles)|that mindset|is what I(?:'d| would) bring to (?:this role|the position)|contribute that approach|put that experience to work|bring that experience with me/;

describe("cover letters: no sentence that points back at nothing (session 14)", () => {
  it.each(["professional", "formal", "balanced", "enthusiastic"] as const)(
    "the %s Achievement and Culture-Fit letters carry no 'same approach to <duty>' or 'my experience with X is what I'd bring'",
    (tone) => {
      const r = run(SERGEANT, OPS_AD, { tone, jobTitle: "Operations Manager", companyName: "Wincanton" });
      expect(text(r)).not.toMatch(FILLER);
    },
  );

  it("a skill only the visitor's skills field names is no experience the letter claims ('I can show you EMIS Web')", () => {
    const r = run(RECEPTIONIST, RECEPTION_AD, { tone: "balanced", skills: "EMIS Web, customer service" });
    const trad = r.coverLetters[0]!.content;
    expect(trad).not.toMatch(/draws on [^.]*EMIS Web/);
    expect(trad).toContain("I'd also bring skills in EMIS Web and customer service.");
    expect(r.coverLetters[2]!.content).not.toMatch(/experience in [^.]*EMIS Web/);
  });
});
