import { cn } from "@/lib/cn";

// Whole class names, so Tailwind finds them in the source; unknown colours fall back to slate.
const tones: Record<string, string> = {
  blue: "bg-blue-100 text-blue-800",
  amber: "bg-amber-100 text-amber-900",
  slate: "bg-slate-200 text-slate-800",
  orange: "bg-orange-100 text-orange-900",
  emerald: "bg-emerald-100 text-emerald-900",
  sky: "bg-sky-100 text-sky-900",
};

/** toneOf is the badge classes of a category colour. */
export function toneOf(color: string | undefined): string {
  return (color && tones[color]) || tones.slate;
}

/** CategoryBadge shows an article's category in its colour. Category names are German in every locale. */
export function CategoryBadge({ name, color, className }: { name: string; color?: string; className?: string }) {
  return (
    <span lang="de" className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold", toneOf(color), className)}>
      {name}
    </span>
  );
}
