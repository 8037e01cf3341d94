import { describe, expect, it } from "vitest";
import { generatePost } from "./post-generator.engine";

/** Session 13: a French or Spanish adjective before its noun ("aux 50 premiers clients") was a hashtag (#Premiers). */
const tags = (prompt: string, platform: "instagram" | "facebook" | "twitter" | "linkedin") =>
  generatePost(prompt, platform).post.match(/#[\p{L}\p{N}]+/gu) ?? [];

describe("French and Spanish adjectives before a noun are not hashtags", () => {
  it.each([
    [
      "Nous ouvrons notre nouvelle boulangerie rue Victor Hugo samedi prochain ! Croissants offerts aux 50 premiers clients.",
      "instagram",
      /^#(?:Premiers|Nouvelle|Prochain)$/,
      "#Boulangerie",
    ],
    [
      "Abrimos nuestra nueva librería en la calle Mayor el sábado. Café gratis para los primeros clientes.",
      "facebook",
      /^#(?:Primeros|Nueva)$/,
      "#Librería",
    ],
  ] as const)("%s", (prompt, platform, adjective, noun) => {
    const found = tags(prompt, platform);
    expect(found.filter((t) => adjective.test(t))).toEqual([]);
    expect(found).toContain(noun);
  });
});
