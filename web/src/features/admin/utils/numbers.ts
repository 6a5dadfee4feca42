// The panel's figures in Turkish: 26.384 and %45,6 (tr-TR). Made once; Intl formatters are costly.
const count = new Intl.NumberFormat("tr-TR");
const percent = new Intl.NumberFormat("tr-TR", { style: "percent", maximumFractionDigits: 1 });
const megabytes = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** formatMegabytes writes a size in MB with two decimals, the Turkish way: 1,50. */
export function formatMegabytes(bytes: number): string {
  return megabytes.format(bytes / (1024 * 1024));
}

/** formatCountTr writes a count the Turkish way: 26.384. */
export function formatCountTr(n: number): string {
  return count.format(n);
}

/** formatPercentTr writes a share (0 to 1) as a Turkish percentage with at most one decimal: %45,6. */
export function formatPercentTr(share: number): string {
  return percent.format(share);
}
