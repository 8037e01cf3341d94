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

const WAREHOUSE =
  "Callum Reid\n\nWarehouse Operative\nDHL Supply Chain, Hinckley (Mar 2019 - present)\n- Use Manhattan WMS daily for " +
  "putaway, replenishment and cycle counts\n- Picking accuracy 99.8% across 2023\n\nLicences: RTITB Counterbalance " +
  "(B1) and Reach (D1) licences\nFirst Aid at Work (2022)";
const WAREHOUSE_AD =
  "Warehouse Team Leader. Essential:\n- Experience of working with a WMS (Manhattan preferred)\n- Forklift licence " +
  "(Counterbalance and/or Reach)\nDesirable: First aid certificate.";
const NURSE =
  "Maria Gonzalez, RN, BSN\n\nRegistered Nurse, Step-Down Unit, Barnes-Jewish Hospital (2019-present)\n- Care for 4-5 " +
  "post-cardiac surgery patients per shift\n\nLicensure & Certifications: Missouri RN License (compact); BLS; ACLS\n" +
  "BSN, Saint Louis University, 2019";
const NURSE_AD =
  "ICU Registered Nurse. Requirements: active RN license in Missouri or compact state; BLS and ACLS certification " +
  "required; minimum 1 year acute care experience.";
const NURSERY =
  "Chloe Evans\n\nNursery Practitioner, Little Acorns Day Nursery, Cardiff (2019 - present)\n- Key person for 8 " +
  "children in the toddler room\n\nLevel 3 Diploma for the Early Years Workforce (2019)\nPaediatric First Aid (renewed 2024)";
const NURSERY_AD =
  "Room Leader. You must have a full and relevant Level 3 Early Years qualification and a Paediatric First Aid " +
  "certificate.";
const TEACHER =
  "Amira Haddad\n\nSecond in Science, Kingsbridge School, Birmingham (2019 - present)\n- Line manage 4 science " +
  "teachers\n\nPGCE Secondary Science, University of Birmingham (2015), QTS";
const TEACHER_AD = "Head of Science. Essential: QTS, experience of leading or line-managing staff.";

describe("cover letters: credentials said once, in the resume's words (session 14)", () => {
  it("a licence is said once, with no second 'I hold' and no tool sentence for a machine it names", () => {
    const trad = run(WAREHOUSE, WAREHOUSE_AD, { tone: "balanced" }).coverLetters[0]!.content;
    expect(trad).toContain(
      "I hold RTITB Counterbalance (B1) and Reach (D1) licences, as well as First Aid at Work certification.",
    );
    expect(trad).not.toMatch(/I hold RTITB Counterbalance and Reach licences|I work confidently with Reach/);
  });

  it("a resume label ('Licensure & Certifications:') is no part of the licence", () => {
    const trad = run(NURSE, NURSE_AD).coverLetters[0]!.content;
    expect(trad).toContain("I hold a Missouri RN License (compact), as well as BLS and ACLS certifications.");
    expect(trad).not.toContain("Licensure &");
  });

  it("'Paediatric First Aid' in the resume is never loosened to 'First Aid'; QTS is held, not a certification", () => {
    expect(run(NURSERY, NURSERY_AD).coverLetters[0]!.content).toContain("Paediatric First Aid certification");
    const trad = run(TEACHER, TEACHER_AD, { tone: "formal" }).coverLetters[0]!.content;
    expect(trad).toContain("I hold QTS.");
    expect(trad).not.toContain("QTS certification");
  });
});

const AGENT =
  "Niamh O'Brien\n\nCustomer Service Agent, Vodafone Ireland (2021 - present)\n- Handle 60+ calls and chats a day on " +
  "billing and tech issues\n- Use Salesforce Service Cloud for case notes\n- Picked to onboard new business customers " +
  "in 2023 (about 40 accounts)";
const SUCCESS_AD =
  "Customer Success Associate. Own onboarding for new SMB customers and answer questions by chat and email. You'll " +
  "have experience with a CRM like Salesforce or HubSpot.";

describe("cover letters: a line that says the candidate was chosen takes 'I was' (session 14)", () => {
  it("'Picked to onboard ...' is 'I was picked to onboard ...', never 'I picked to onboard ...'", () => {
    const all = text(run(AGENT, SUCCESS_AD, { tone: "balanced" }));
    expect(all).toContain("I was picked to onboard new business customers in 2023 (about 40 accounts).");
    expect(all).not.toMatch(/I picked to/);
  });

  it("'Key person for 8 children' is 'I am a key person ...', never 'I key the person ...'", () => {
    const all = text(run(NURSERY, NURSERY_AD, { tone: "enthusiastic" }));
    expect(all).toContain("I am a key person for 8 children in the toddler room.");
    expect(all).not.toMatch(/I key the person/);
  });
});

describe("cover letters: a rank and its note before the name (session 14)", () => {
  it("'Sgt (Ret.) Daniel Price' signs 'Daniel Price', never '[Your Name]'", () => {
    const r = run(`Sgt (Ret.) ${SERGEANT}`, OPS_AD, { tone: "balanced" });
    for (const l of r.coverLetters) expect(l.content).toMatch(/\nDaniel Price$/);
  });
});
