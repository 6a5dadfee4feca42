/** RowSample is how many rows an import had read at a moment (ms). */
export interface RowSample {
  at: number;
  rows: number;
}

/**
 * secondsLeft estimates an import's remaining time from the rows read
 * between two samples of this page (the rate since it began watching, so a
 * job taken over after a restart is not judged by its pause), or null while
 * there is nothing to go by.
 */
export function secondsLeft(first: RowSample, last: RowSample, total: number): number | null {
  if (total <= 0 || last.rows <= first.rows || last.at <= first.at) return null;
  const perSecond = (last.rows - first.rows) / ((last.at - first.at) / 1000);
  return Math.max(0, Math.round((total - last.rows) / perSecond));
}
