import { useState } from "react";
import { cn } from "@/lib/cn";
import { firstPhoto } from "@/lib/format";
import type { Business } from "@/types/business";

/**
 * BusinessPhoto shows the first photo in a box of fixed aspect ratio (no
 * layout shift); without a photo, or when it fails to load, a placeholder with
 * the first letter of the name.
 */
export function BusinessPhoto({
  business,
  className,
  eager = false,
}: {
  business: Pick<Business, "name" | "photos">;
  className?: string;
  eager?: boolean;
}) {
  const src = firstPhoto(business);
  const [broken, setBroken] = useState(false);
  const letter = business.name.trim().charAt(0).toUpperCase() || "?";
  return (
    <div className={cn("relative aspect-[16/9] overflow-hidden bg-gradient-to-br from-blue-100 to-slate-200", className)}>
      {src && !broken ? (
        <img
          src={src}
          alt={business.name}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          width={640}
          height={360}
          onError={() => setBroken(true)}
          className="h-full w-full object-cover"
        />
      ) : (
        <div
          data-testid="photo-placeholder"
          aria-hidden="true"
          className="flex h-full w-full items-center justify-center text-5xl font-bold text-blue-800"
        >
          {letter}
        </div>
      )}
    </div>
  );
}
