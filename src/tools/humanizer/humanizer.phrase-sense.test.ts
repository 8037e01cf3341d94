import { describe, expect, it } from "vitest";
import { humanize } from "./humanizer.engine";
import { VOICE_STYLES } from "./contract";

const ESSAY =
  "In today's fast-paced digital landscape, it is crucial to leverage cutting-edge tools to streamline your workflow. " +
  "Furthermore, embracing a growth mindset can unlock unprecedented opportunities for personal and professional development. " +
  "It's important to note that consistency is key when it comes to building sustainable habits.";
const THANKS =
  "I am confident that my skills in content creation and data analysis would enable me to make a meaningful contribution to your team. " +
  "Please do not hesitate to reach out should you require any additional information.";

describe("replacements that keep the sense of the phrase they replace", () => {
  for (const { value: voice } of VOICE_STYLES) {
    it(`${voice}: 'key when it comes to building' is 'key to building'; a mindset is adopted; no 'record opportunities'`, () => {
      const out = humanize(ESSAY, voice);
      expect(out).toContain("key to building");
      expect(out).not.toMatch(/as for building|regarding building|welcoming a growth|accepting a growth/i);
      expect(out).not.toMatch(/\b(?:get|find|gain) (?:never-before-seen|record|unmatched) opportunities/);
    });

    it(`${voice}: no 'help me really help', no 'should you need' beside a casual 'get in touch'`, () => {
      const out = humanize(THANKS, voice);
      expect(out).not.toMatch(/help me really help/);
      if (voice !== "professional") expect(out).not.toMatch(/should you/);
    });
  }
});
