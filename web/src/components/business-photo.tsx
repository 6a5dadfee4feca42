import { useState, type ReactNode } from "react";
import { cn } from "@/lib/cn";

// The stored sizes of a mirrored photo (internal/directory/photos.go): 800 px, and the 320 px thumbnail.
// Width and height give the browser the box's ratio before the image arrives.
const sizes = { photo: { width: 800, height: 450 }, thumbnail: { width: 320, height: 180 } } as const;

/** PhotoSize is which stored copy src is: the 800 px photo or the 320 px thumbnail. */
export type PhotoSize = keyof typeof sizes;

/** LetterPlaceholder is the first letter of the name, shown where a business has no photo. */
export function LetterPlaceholder({ name }: { name: string }) {
  const letter = name.trim().charAt(0).toUpperCase() || "?";
  return (
    <div
      data-testid="photo-placeholder"
      aria-hidden="true"
      className="flex h-full w-full items-center justify-center text-5xl font-bold text-blue-800"
    >
      {letter}
    </div>
  );
}

/**
 * BusinessPhoto shows one of a business's mirrored photos in a box of fixed
 * aspect ratio (16:9, so nothing shifts when it loads), lazily unless eager;
 * without a photo, or when it fails to load, the fallback (by default the
 * first letter of the name).
 */
export function BusinessPhoto({
  name,
  src,
  size = "photo",
  eager = false,
  fallback,
  className,
}: {
  name: string;
  src: string | undefined;
  size?: PhotoSize;
  eager?: boolean;
  fallback?: ReactNode;
  className?: string;
}) {
  // The source that failed: a new src (another business in the same card) tries again.
  const [broken, setBroken] = useState<string>();
  return (
    <div className={cn("relative aspect-[16/9] overflow-hidden bg-gradient-to-br from-blue-100 to-slate-200", className)}>
      {src && broken !== src ? (
        <img
          src={src}
          alt={name}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          {...sizes[size]}
          onError={() => setBroken(src)}
          className="h-full w-full object-cover"
        />
      ) : (
        (fallback ?? <LetterPlaceholder name={name} />)
      )}
    </div>
  );
}
