import { describe, expect, it } from "vitest";
import { mayBeMember } from "./word-set";

describe("mayBeMember", () => {
  const members = ["the", "and", "über", "ça", "nosotros", "internationalisation", "a", "i'm"];
  const may = mayBeMember(members);

  it("never rules out a member (long, short, non-ASCII ends, apostrophes)", () => {
    for (const w of members) expect(may(w), w).toBe(true);
  });

  it("rules out words no member matches by length, first and last character", () => {
    for (const w of ["market", "tha", "thee", "b", "i'd", "council"]) expect(may(w), w).toBe(false);
  });

  it("looks up what its table does not cover: non-ASCII ends, 16 characters or more, the empty word", () => {
    for (const w of ["éte", "ñata", "ab".repeat(8), ""]) expect(may(w), w).toBe(true);
  });
});
