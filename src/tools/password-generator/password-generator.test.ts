import { describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import {
  CHARACTER_TYPES,
  DEFAULT_PASSWORD_OPTIONS,
  DIGITS,
  LOOK_ALIKES,
  LOWERCASE,
  SYMBOLS,
  UPPERCASE,
  type PasswordOptions,
} from "./contract";
import {
  RandomIndex,
  classesPresent,
  compositions,
  entropyBits,
  generatePassword,
  selectedSets,
  shuffle,
  strengthLabel,
  strengthScore,
  type RandomFill,
} from "./password-generator.engine";

/** Wilson-Hilferty approximation of the chi-square quantile for df degrees of freedom at standard-normal z. */
function chiSquareCritical(df: number, z: number): number {
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}
/** z for a one-sided p of 1e-6: a correct generator fails about once in a million runs. */
const Z_1E6 = 4.753;

function chiSquare(observed: Map<string, number>, expected: Map<string, number>): number {
  let stat = 0;
  for (const [key, e] of expected) stat += ((observed.get(key) ?? 0) - e) ** 2 / e;
  for (const key of observed.keys()) if (!expected.has(key)) return Infinity; // a character outside the alphabet
  return stat;
}

function count(chars: Iterable<string>): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of chars) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

const options = (o: Partial<PasswordOptions>): PasswordOptions => ({ ...DEFAULT_PASSWORD_OPTIONS, ...o });

describe("RandomIndex (rejection sampling)", () => {
  it("throws away words at or above the largest multiple of n, instead of reducing them modulo n", () => {
    // n = 3: 2^32 mod 3 = 1, so the accepted range is [0, 2^32 - 1) and 0xFFFFFFFF must be rejected.
    const words = [0xffffffff, 0xffffffff, 7];
    let calls = 0;
    const fill: RandomFill = (buffer) => {
      calls++;
      buffer.fill(0);
      words.forEach((w, i) => (buffer[i] = w));
      return buffer;
    };
    const random = new RandomIndex(fill);
    expect(random.below(3)).toBe(7 % 3);
    expect(random.below(3)).toBe(0); // the next word of the same buffer
    expect(calls).toBe(1);
  });

  it("is uniform over [0, 86) in 200,000 draws (chi-square), where byte % 86 is detectably biased", () => {
    const n = 86;
    const draws = 200_000;
    const random = new RandomIndex();
    const fair = new Array<number>(n).fill(0);
    for (let i = 0; i < draws; i++) fair[random.below(n)]! += 1;
    const bytes = new Uint8Array(draws);
    for (let i = 0; i < draws; i += 65_536) crypto.getRandomValues(bytes.subarray(i, i + 65_536));
    const biased = new Array<number>(n).fill(0);
    for (const b of bytes) biased[b % n]! += 1;
    const stat = (counts: number[]) => counts.reduce((s, c) => s + (c - draws / n) ** 2 / (draws / n), 0);
    const critical = chiSquareCritical(n - 1, Z_1E6);
    expect(stat(fair)).toBeLessThan(critical);
    expect(stat(biased)).toBeGreaterThan(critical); // the test has the power to see modulo bias
  });
});

describe("shuffle (Fisher-Yates)", () => {
  it("gives all 24 orders of 4 items equally often (chi-square over 96,000 shuffles)", () => {
    const random = new RandomIndex();
    const runs = 96_000;
    const observed = count(Array.from({ length: runs }, () => shuffle([..."abcd"], random).join("")));
    expect(observed.size).toBe(24);
    const expected = new Map([...observed.keys()].map((k) => [k, runs / 24]));
    expect(chiSquare(observed, expected)).toBeLessThan(chiSquareCritical(23, Z_1E6));
  });
});

describe("generatePassword", () => {
  const optionsArb = fc
    .record({
      length: fc.integer({ min: 6, max: 30 }),
      uppercase: fc.boolean(),
      lowercase: fc.boolean(),
      numbers: fc.boolean(),
      symbols: fc.boolean(),
      avoidLookAlikes: fc.boolean(),
    })
    .filter((o) => o.uppercase || o.lowercase || o.numbers || o.symbols);

  it("has the requested length, every selected class, and only allowed characters (property)", () => {
    fc.assert(
      fc.property(optionsArb, (o) => {
        const password = generatePassword(o)!;
        expect(password).toHaveLength(o.length);
        const present = classesPresent(password);
        for (const t of CHARACTER_TYPES) if (o[t.id]) expect(present[t.id]).toBe(true);
        const allowed = selectedSets(o).join("");
        for (const c of password) expect(allowed).toContain(c);
        if (o.avoidLookAlikes) for (const c of LOOK_ALIKES) expect(password).not.toContain(c);
      }),
      { numRuns: 2000 },
    );
  });

  it("never calls Math.random", () => {
    const spy = vi.spyOn(Math, "random").mockImplementation(() => {
      throw new Error("Math.random must not be used");
    });
    try {
      for (let i = 0; i < 100; i++) expect(generatePassword(options({ length: 30 }))).toHaveLength(30);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it("returns null when no character type is selected", () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 30 }), fc.boolean(), (length, avoidLookAlikes) => {
        const none = { length, avoidLookAlikes, uppercase: false, lowercase: false, numbers: false, symbols: false };
        expect(generatePassword(none)).toBeNull();
      }),
    );
  });

  it("defaults to 12 characters with all four classes", () => {
    const password = generatePassword(DEFAULT_PASSWORD_OPTIONS)!;
    expect(password).toHaveLength(12);
    expect(Object.values(classesPresent(password))).toEqual([true, true, true, true]);
  });

  it("is uniform within one class (chi-square over 240,000 symbols)", () => {
    const o = options({ length: 30, uppercase: false, lowercase: false, numbers: false, symbols: true });
    const chars = Array.from({ length: 8000 }, () => generatePassword(o)!).join("");
    expect(chars.length).toBe(240_000);
    const expected = new Map([...SYMBOLS].map((c) => [c, chars.length / SYMBOLS.length]));
    const stat = chiSquare(count(chars), expected);
    console.info(`chi-square, symbols only: ${stat.toFixed(1)} (df ${SYMBOLS.length - 1})`);
    expect(stat).toBeLessThan(chiSquareCritical(SYMBOLS.length - 1, Z_1E6));
  });

  it("matches the exact expected character frequencies with all classes on (chi-square over 150,000 characters)", () => {
    // Per position: 1/L chance of holding one set's guaranteed character, else a draw from the union.
    const L = 12;
    const o = options({ length: L });
    const sets = [UPPERCASE, LOWERCASE, DIGITS, SYMBOLS];
    const n = sets.join("").length;
    const chars = Array.from({ length: 12_500 }, () => generatePassword(o)!).join("");
    const total = chars.length;
    const expected = new Map<string, number>();
    for (const set of sets) for (const c of set) expected.set(c, total * (1 / L / set.length + (L - 4) / L / n));
    const stat = chiSquare(count(chars), expected);
    console.info(`chi-square, all classes, length ${L}: ${stat.toFixed(1)} over ${total} characters (df ${n - 1})`);
    expect(stat).toBeLessThan(chiSquareCritical(n - 1, Z_1E6));
  });

  it("puts the guaranteed characters at random positions: first and last positions have the same class odds", () => {
    const L = 6;
    const o = options({ length: L, uppercase: false, symbols: false }); // lowercase (26) + digits (10)
    const runs = 40_000;
    const pDigit = 1 / L + ((L - 2) / L) * (10 / 36);
    for (const position of [0, L - 1]) {
      let digits = 0;
      for (let i = 0; i < runs; i++) if (DIGITS.includes(generatePassword(o)![position]!)) digits++;
      const e = runs * pDigit;
      const stat = (digits - e) ** 2 / e + (runs - digits - (runs - e)) ** 2 / (runs - e);
      expect(stat).toBeLessThan(chiSquareCritical(1, Z_1E6));
    }
  });
});

describe("strength (spec formula: min(length/20*40, 40) + 15 per class, capped at 100)", () => {
  // [password, score, label]
  const table: [string, number, string][] = [
    ["abcdefghijkl", 39, "Weak"], // 12 chars, 1 class: 24 + 15
    ["abcdefghijklm", 41, "Good"], // 13 chars, 1 class
    ["~".repeat(20), 40, "Good"], // no spec class: 40 from length alone
    ["~".repeat(19), 38, "Weak"],
    ["aB~~", 38, "Weak"], // 4 chars, 2 classes: 8 + 30
    ["aB~~~", 40, "Good"], // 5 chars, 2 classes: 10 + 30
    ["aB1~~~~~~~~~", 69, "Good"], // 12 chars, 3 classes: 24 + 45
    ["aB1~~~~~~~~~~", 71, "Strong"], // 13 chars, 3 classes
    ["aBcdefghijklmnopqrs", 68, "Good"], // 19 chars, 2 classes
    ["aBcdefghijklmnopqrst", 70, "Strong"], // 20 chars, 2 classes
    ["aB1!~", 70, "Strong"], // 5 chars, 4 classes: 10 + 60
    ["aB1!" + "x".repeat(16), 100, "Strong"], // 20 chars, 4 classes: 40 + 60
    ["aB1!" + "x".repeat(26), 100, "Strong"], // 30 chars: length points stop at 40
    ["", 0, "Weak"],
  ];
  it.each(table)("%j scores %i (%s)", (password, score, label) => {
    expect(strengthScore(password)).toBe(score);
    expect(strengthLabel(strengthScore(password))).toBe(label);
  });

  it("labels the band edges", () => {
    expect([0, 39, 40, 69, 70, 100].map(strengthLabel)).toEqual(["Weak", "Weak", "Good", "Good", "Strong", "Strong"]);
  });

  it("never leaves 0-100 and grows with length and classes (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...UPPERCASE, ...LOWERCASE, ...DIGITS, ...SYMBOLS, "~") }), (s) => {
        const score = strengthScore(s);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        expect(strengthScore(s + "~")).toBeGreaterThanOrEqual(score);
      }),
    );
  });
});

describe("entropyBits (exact, for this generator's distribution)", () => {
  it("uses per-password probabilities that sum to 1 over all passwords (lowercase + digits, length 6)", () => {
    let total = 0;
    const sizes = [26, 10];
    const L = 6;
    const n = 36;
    const fact = (m: number): number => (m <= 1 ? 1 : m * fact(m - 1));
    for (const c of compositions(L, 2)) {
      const p = (c[0]! * c[1]! * fact(L - 2)) / fact(L) / (26 * 10) / n ** (L - 2);
      const passwords = (fact(L) / (fact(c[0]!) * fact(c[1]!))) * sizes[0]! ** c[0]! * sizes[1]! ** c[1]!;
      total += p * passwords;
    }
    expect(total).toBeCloseTo(1, 12);
  });

  it("equals L*log2(N) for a single class and sits just under it with several", () => {
    const lower = options({ uppercase: false, numbers: false, symbols: false, length: 16 });
    expect(entropyBits(lower)).toBeCloseTo(16 * Math.log2(26), 9);
    const all = options({ length: 12 });
    const bound = 12 * Math.log2(86);
    expect(entropyBits(all)).toBeLessThan(bound);
    expect(entropyBits(all)).toBeGreaterThan(bound - 2);
    expect(entropyBits(options({ avoidLookAlikes: true }))).toBeLessThan(entropyBits(all));
  });

  it("agrees with a Monte-Carlo estimate of the class-count distribution", () => {
    // Simulate: the probability of a password depends only on its class counts; compare the estimated entropy.
    const o = options({ length: 6, uppercase: false, symbols: false });
    const runs = 50_000;
    let sum = 0;
    for (let i = 0; i < runs; i++) {
      const pw = generatePassword(o)!;
      const d = [...pw].filter((c) => DIGITS.includes(c)).length;
      const l = 6 - d;
      const fact = (m: number): number => (m <= 1 ? 1 : m * fact(m - 1));
      sum -= Math.log2((l * d * fact(4)) / fact(6) / 260 / 36 ** 4);
    }
    expect(sum / runs).toBeCloseTo(entropyBits(o), 1);
  });
});
