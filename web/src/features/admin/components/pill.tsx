import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

const tones = {
  neutral: "bg-slate-100 text-slate-800",
  warning: "bg-amber-100 text-amber-900",
  success: "bg-green-100 text-green-900",
  muted: "bg-slate-200 text-slate-800",
} as const;

/** Tone is a pill's colour. */
export type Tone = keyof typeof tones;

/**
 * Pill is a small status label in one of a few tones. (The shared Badge is
 * slate; overriding its colours would stack conflicting classes.)
 */
export function Pill({ tone = "neutral", className, children }: { tone?: Tone; className?: string; children: ReactNode }) {
  return (
    <span className={cn("inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium", tones[tone], className)}>
      {children}
    </span>
  );
}
