import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** Card is a white, rounded, bordered box. */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("rounded-xl border border-slate-200 bg-white shadow-sm", className)} {...props} />;
}

/** CardTitle is the heading of a card. */
export function CardTitle({ className, ...props }: ComponentProps<"h2">) {
  return <h2 className={cn("text-lg font-semibold text-slate-900", className)} {...props} />;
}
