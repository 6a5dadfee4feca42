import { cn } from "@/lib/cn";
import { formatPercentTr } from "../utils/numbers";

/**
 * JobProgressBar shows a job's processed share (0 to 1) as a bar; screen
 * readers hear the percentage (aria-valuenow 0 to 100, the text in Turkish).
 */
export function JobProgressBar({ share, label, className }: { share: number; label: string; className?: string }) {
  const percent = Math.round(share * 1000) / 10;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={formatPercentTr(share)}
      className={cn("h-3 w-full overflow-hidden rounded-full bg-slate-200", className)}
    >
      <div className="h-full rounded-full bg-blue-700 transition-[width] duration-500" style={{ width: `${percent}%` }} />
    </div>
  );
}
