/**
 * "12,345" / "1,234.5": what `n.toLocaleString("en-US")` writes (grouped thousands, at most three decimals), without
 * the Intl API. A page's first Intl call loads ICU's number data: 15-70 ms on a fast machine, four times that on
 * Lighthouse's mobile CPU, spent while the page hydrates. Every number a page or a contract message shows uses this.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return value !== value ? "NaN" : value > 0 ? "∞" : "-∞";
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  if (rounded >= 1e21) return (value < 0 ? "-" : "") + String(rounded);
  const [whole = "0", fraction] = rounded
    .toFixed(3)
    .replace(/\.?0+$/, "")
    .split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return sign + grouped + (fraction ? `.${fraction}` : "");
}
