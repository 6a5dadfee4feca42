import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** Badge is a small pill; pass a background colour via style for category colours. */
export function Badge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800",
        className,
      )}
      {...props}
    />
  );
}
