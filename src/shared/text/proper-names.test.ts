import { describe, expect, it } from "vitest";
import { properNames } from "./proper-names";

describe("properNames", () => {
  it("writes names that are no English word as they are spelled, anywhere", () => {
    expect(properNames("my etsy shop is on github, rsvp by friday")).toBe("my Etsy shop is on GitHub, RSVP by friday");
  });
  it("writes a name that is also a word only when listed with another name or after a platform word", () => {
    expect(properNames("react and typescript")).toBe("React and TypeScript");
    expect(properNames("using chatgpt and excel")).toBe("using ChatGPT and Excel");
    expect(properNames("a timer for mac on the app store")).toBe("a timer for Mac on the App Store");
    expect(properNames("I react quickly; mac and cheese; excel at work")).toBe(
      "I react quickly; mac and cheese; excel at work",
    );
    // A job that is also a product's name ("hiring a freelance illustrator") stays a job.
    expect(properNames("hiring a freelance illustrator")).toBe("hiring a freelance illustrator");
    expect(properNames("photoshop and illustrator")).toBe("Photoshop and Illustrator");
  });
  it("leaves links, hashtags and handles as typed", () => {
    expect(properNames("see https://github.com/x, #github and @etsy")).toBe(
      "see https://github.com/x, #github and @etsy",
    );
  });
});
