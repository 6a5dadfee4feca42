import { startAdAreas } from "./ad-areas";
import { startBackLinks } from "./back-link";
import { startBusinessPhotos } from "./business-photos";
import { startDetailMap } from "./detail-map";
import { startShareButtons } from "./share-button";

// The detail page's islands (internal/pages/templates/detail.html), a chunk
// of their own that islands.ts fetches only on a page with [data-detail], so
// no other page carries them.
export function startDetailIslands(): void {
  startShareButtons();
  startBackLinks();
  startAdAreas();
  startBusinessPhotos();
  startDetailMap();
}
