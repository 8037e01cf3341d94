/** Regression tests for the defect classes found by reading held-out set L cold (set K's cases are in post-generator.heldout-cases.json). */
import { describe, expect, it } from "vitest";
import { generatePost } from "./post-generator.engine";

/** The post the engine writes for a prompt on one platform. */
const postOn = (platform: "linkedin" | "instagram" | "facebook") => (prompt: string) =>
  generatePost(prompt, platform).post;

describe("post engine: defect classes from held-out set L (JSON, post-generator.heldout-l.json)", () => {
  it.each([
    // "Fairway" is no fair: a new job is an announcement, not an event.
    [
      "linkedin",
      "Announce that I've joined Fairway Analytics as Head of Data. Excited to build the team.",
      /welcome|see you there|invited/i,
    ],
    // A reached milestone is not coming.
    ["instagram", "we hit 10k followers!! thank you all, giveaway coming next week", /is coming|coming up/i],
    // A speaker's talk is no invitation in their name.
    [
      "linkedin",
      "I'm speaking at DevOps Days Denver on May 14 about how we cut our deploy time from 40 minutes to 6. Come find me after the talk.",
      /invited|Everyone is welcome/i,
    ],
    // The headline already says it is a view.
    ["facebook", "I think our town needs a proper bike lane on Main Street", /here's what I think/i],
    // The instruction to the tool is not pasted.
    ["facebook", "Share a tip with our gardening group: water tomatoes deeply twice a week.", /Share a tip with/i],
    // A "launch of X" is said by the poster.
    ["twitter", "Launch of Tallyo 2.0 today: offline mode, CSV export and a dark theme.", /a launch of/i],
    // One apology is enough.
    [
      "facebook",
      "Let our members know the community pool will close for repairs from June 10 to June 24. Sorry for the inconvenience!",
      /sorry[\s\S]*sorry/i,
    ],
  ] as const)("%s: %s", (platform, prompt, wrong) => {
    expect(generatePost(prompt, platform).post).not.toMatch(wrong);
  });

  it("makes an invitation to an event its headline, with the day and place the prompt gives", () => {
    const post = postOn("facebook")(
      "Invite everyone to our free neighborhood cleanup this Saturday 9am at Riverside Park. Gloves and bags provided, bring water.",
    );
    expect(post).not.toMatch(/\[date|invited to Gloves/i);
    expect(post).toMatch(/neighborhood cleanup this Saturday at 9am at Riverside Park/);
  });

  it("adds no second call to action after the poster's own on LinkedIn", () => {
    const post = postOn("linkedin")(
      "We just launched Ledgerly, an invoicing tool for freelancers. It sends payment reminders. Try it free for 30 days.",
    );
    expect(post).toContain("Try it free for 30 days.");
    expect(post).not.toMatch(/comments|\?|Please share/);
  });

  it("says an opinion's reason after a comma as a sentence of its own", () => {
    expect(
      postOn("facebook")("I think our town needs a bike lane on Main Street, too many close calls lately"),
    ).toMatch(/Main Street\.[\s\S]*there have been too many close calls lately\./i);
  });

  it("tags no first name of a person thanked, no street and no business name's generic word", () => {
    const tags = (prompt: string, platform: "linkedin" | "instagram" | "twitter") =>
      generatePost(prompt, platform).hashtags.join(" ");
    expect(
      tags("Thank my team for shipping the patient portal. Shout-out to Maya and Luis who stayed late.", "linkedin"),
    ).not.toMatch(/#Maya|#Luis/);
    expect(tags("we're moving our bakery to a bigger spot on 5th street, opening march 3", "twitter")).not.toMatch(
      /#Street/,
    );
    expect(tags("Wir feiern 5 Jahre Café Morgenrot! Danke für eure Treue.", "instagram")).toContain("#CaféMorgenrot");
    expect(
      tags(
        "My opinion: most companies should stop requiring degrees for junior developer roles. Skills and portfolios show more than a diploma.",
        "linkedin",
      ),
    ).not.toMatch(/#Opinion|#Companies/);
  });

  it("makes no hashtag of words its own hashtag kept apart (the property test's 'Ac. B #A cbc')", () => {
    expect(generatePost("Ac. B #A cbc", "tiktok").hashtags).not.toContain("#BCbc");
    expect(generatePost("Big news about the #bakery move on Main street", "linkedin").hashtags).not.toContain(
      "#AboutMove",
    );
  });

  it("says the news before the feeling and writes a lower-case 'i' as 'I'", () => {
    const post = generatePost(
      "excited to share i passed my AWS Solutions Architect exam today after 3 months of studying",
      "twitter",
    ).post;
    expect(post).toMatch(/^I passed my AWS Solutions Architect exam today/);
    expect(post).not.toMatch(/\bi\b/);
  });

  it("keeps a 'parking lot' whole in a hashtag", () => {
    expect(
      generatePost("Farmers market this Sunday 8am-1pm in the church parking lot! Fresh eggs and honey", "instagram")
        .hashtags,
    ).not.toContain("#ChurchParking");
  });

  it.each([
    [
      "de",
      "Unsere Praxis bleibt vom 23.12. bis 2.1. geschlossen. In dringenden Fällen wenden Sie sich bitte an den Notdienst.",
    ],
    ["es", "La biblioteca estará cerrada el lunes 6 de enero por festivo. Volvemos el martes en horario normal."],
  ] as const)("answers a %s notice as a notice: no 'what do you think', no 'we present'", (_lang, prompt) => {
    for (const platform of ["facebook", "instagram", "linkedin", "twitter"] as const) {
      const post = generatePost(prompt, platform).post;
      expect(post).not.toMatch(
        /was (?:denkt|meint) ihr|qué te parece|qué opinas|qu'en pensez|en pensez quoi|Te presentamos|vorzustellen|We |Thank you for reading/i,
      );
    }
  });

  it("keeps a German date whole ('vom 23.12. bis 2.1.') and the prompt's 'Sie'", () => {
    const post = postOn("facebook")(
      "Unsere Praxis bleibt vom 23.12. bis 2.1. geschlossen. In dringenden Fällen wenden Sie sich bitte an den Notdienst.",
    );
    expect(post).toContain("vom 23.12. bis 2.1. geschlossen");
    expect(post).not.toMatch(/\b(?:euch|ihr|eure?)\b/);
  });

  it("answers a French opinion as an opinion", () => {
    const post = generatePost("Je pense que le télétravail rend les équipes plus autonomes.", "linkedin").post;
    expect(post).not.toMatch(/nouvelle étape/i);
    expect(post).toMatch(/\?/);
  });

  it("keeps advice that starts 'write it down' and a place a repeated hook would have carried", () => {
    const opinion = postOn("linkedin")(
      "Unpopular opinion: most meetings should be emails. If there's no decision to make, write it down instead.",
    );
    expect(opinion).toContain("If there's no decision to make, write it down instead.");
    expect(opinion).not.toMatch(/That's because if/);
    expect(
      generatePost(
        "we're hiring a part-time delivery driver for our bakery in Portland, mornings only, $20/hr",
        "twitter",
      ).post,
    ).toMatch(/Portland/);
  });

  it("keeps the prompt's 'tu' in Spanish on LinkedIn (no 'su candidatura' after 'Envía tu portafolio')", () => {
    const post = postOn("linkedin")(
      "Estamos contratando un diseñador gráfico en Madrid, jornada completa, experiencia con Figma y Adobe. Envía tu portafolio a empleo@estudiolumen.es",
    );
    expect(post).not.toMatch(/\bsu candidatura\b|\busted\b/i);
  });
});
