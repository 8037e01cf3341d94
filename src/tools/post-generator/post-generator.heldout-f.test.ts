/** Regression tests for the defect classes found by reading held-out set F cold (issue 10 round; grades in docs/tools/post-generator.md). */
import { describe, expect, it } from "vitest";
import { detectLanguage } from "./post-foreign";
import { generatePost } from "./post-generator.engine";

describe("post engine: defect classes from held-out set F", () => {
  it("reads a Spanish headline with Spanish letters as Spanish, not as another language, and owns its 'Nuevo'", () => {
    const prompt =
      "Nuevo menú de otoño en Casa Lucía: crema de calabaza, setas a la plancha y tarta de queso. Reservas al 912 345 678";
    expect(detectLanguage(prompt)).toBe("es");
    const { post, hashtags } = generatePost(prompt, "instagram");
    expect(post).not.toMatch(/\[Note:|presentamos Nuevo/);
    expect(post).toContain("nuestro nuevo menú de otoño");
    expect(hashtags).toContain("#CasaLucía");
    expect(hashtags).not.toContain("#Casa");
  });

  it("keeps generic German nouns and day abbreviations out of the hashtags", () => {
    const { hashtags } = generatePost(
      "Wir haben heute unseren ersten Dorfladen in Ebersberg eröffnet! Regionale Produkte, faire Preise, Mo-Sa 7-19 Uhr.",
      "instagram",
    );
    expect(hashtags).toContain("#Dorfladen");
    for (const generic of ["#Produkte", "#Preise", "#MoSa"]) expect(hashtags).not.toContain(generic);
  });

  it("does not take 'after 6 years of training' for an anniversary, nor someone else's win for the poster's", () => {
    for (const platform of ["twitter", "linkedin", "instagram"] as const) {
      const { post } = generatePost(
        "So proud of my daughter Maya who just got her black belt in judo after 6 years of training!!",
        platform,
      );
      expect(post, platform).not.toMatch(/anniversar|cheered me on|next goal|years ahead/i);
    }
  });

  it("spells out shorthand and a dropped apostrophe, and gives a subject to 'hiring ...'", () => {
    expect(generatePost("opinion: remote work isnt killing culture, bad managers are", "twitter").post).toContain(
      "isn't",
    );
    expect(
      generatePost("lessons from 5 yrs of freelancing: charge more, get a deposit, always have a contract", "linkedin")
        .post,
    ).toContain("5 years");
    expect(
      generatePost("hiring a part time bookkeeper in Cork, send cv to hello@oconnellaccounts.ie", "linkedin").post,
    ).toContain("CV");
    expect(
      generatePost("we just raised a 2M seed round led by Northzone. hiring engineers in Lisbon", "linkedin").post,
    ).toContain("We're hiring engineers in Lisbon.");
  });

  it("keeps only hashtag letters of the prompt's own tags (found by the property test)", () => {
    expect(generatePost("!#A_", "twitter").hashtags).toEqual(["#A"]);
    expect(
      generatePost("Our new #_ launch is today at the market", "twitter").hashtags.every((t) =>
        /^#[\p{L}\p{M}\p{N}]+$/u.test(t),
      ),
    ).toBe(true);
  });

  it("drops a trailing ', link in bio' clause: the phrase is Instagram's, and the post has no link to point to", () => {
    for (const platform of ["twitter", "linkedin", "instagram"] as const) {
      const { post } = generatePost(
        "new blog post: 7 mistakes first-time founders make with pricing, link in bio",
        platform,
      );
      expect(post).not.toMatch(/link in bio/i);
      expect(post).toContain("7 mistakes first-time founders make with pricing");
    }
  });
});
