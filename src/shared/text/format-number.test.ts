import { describe, expect, it } from "vitest";
import { formatNumber } from "./format-number";

describe("formatNumber", () => {
  it("writes what toLocaleString('en-US') writes, without Intl", () => {
    const values = [0, 1, 12, 999, 1000, 1024, 12345, 100000, 999999, 1000000, 2097152, 123456789, 9007199254740991];
    const decimals = [0.5, 1.25, 3.1, 12.3456, 1234.5678, 0.0004, 0.0005, 99999.9999, 6.7, 20.05];
    for (const v of [...values, ...decimals, ...values.map((x) => -x), ...decimals.map((x) => -x)]) {
      expect(formatNumber(v), String(v)).toBe(v.toLocaleString("en-US"));
    }
  });

  it("matches on random integers and one-decimal figures", () => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let i = 0; i < 2000; i++) {
      const int = next() % 10 ** (1 + (i % 10));
      const oneDecimal = Math.round((next() % 1_000_000) / 10) / 10;
      expect(formatNumber(int)).toBe(int.toLocaleString("en-US"));
      expect(formatNumber(oneDecimal)).toBe(oneDecimal.toLocaleString("en-US"));
    }
  });
});
