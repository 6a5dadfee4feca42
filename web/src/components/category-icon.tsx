import {
  Briefcase,
  Building2,
  Car,
  Cpu,
  GraduationCap,
  Hammer,
  HeartPulse,
  House,
  LayoutGrid,
  type LucideIcon,
  Scissors,
  ShoppingBag,
  Truck,
  Utensils,
} from "lucide-react";

// The taxonomy names its icons by lucide name; only these are bundled.
const icons: Record<string, LucideIcon> = {
  car: Car,
  hammer: Hammer,
  briefcase: Briefcase,
  cpu: Cpu,
  "shopping-bag": ShoppingBag,
  utensils: Utensils,
  "heart-pulse": HeartPulse,
  "graduation-cap": GraduationCap,
  house: House,
  truck: Truck,
  scissors: Scissors,
  "layout-grid": LayoutGrid,
};

/** categoryIcon maps a taxonomy icon name to its lucide icon (a building when unknown). */
export function categoryIcon(name: string | undefined): LucideIcon {
  return (name && icons[name]) || Building2;
}

/** CategoryIcon draws a category's icon, white on the category colour, in a fixed-size box. */
export function CategoryIcon({ icon, color, size = "md" }: { icon?: string; color?: string; size?: "md" | "lg" }) {
  const Icon = categoryIcon(icon);
  const box = size === "lg" ? "h-16 w-16 rounded-2xl" : "h-12 w-12 rounded-xl";
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center text-white ${box}`}
      style={{ backgroundColor: color || "#1d4ed8" }}
    >
      <Icon className={size === "lg" ? "h-8 w-8" : "h-6 w-6"} />
    </span>
  );
}
