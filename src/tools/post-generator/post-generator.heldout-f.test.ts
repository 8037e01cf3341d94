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

  it("keeps only hashtag letters of the prompt's own tags (found by the property test)", () => {
    expect(generatePost("!#A_", "twitter").hashtags).toEqual(["#A"]);
    expect(
      generatePost("Our new #_ launch is today at the market", "twitter").hashtags.every((t) =>
        /^#[\p{L}\p{M}\p{N}]+$/u.test(t),
      ),
    ).toBe(true);
  });
});
