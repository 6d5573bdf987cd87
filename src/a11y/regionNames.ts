/**
 * Shared by build time (plugins/region-names, a remark plugin) and the browser
 * (src/theme/MDXComponents.tsx, src/components/ParamTable): plain TypeScript,
 * no Node APIs.
 *
 * A table that scrolls sideways sits in a focusable `role="region"` wrapper so
 * keyboard readers can scroll it; a region is a landmark, and landmarks of one
 * page need distinct names (axe `landmark-unique`). The name is the heading
 * the table sits under, decided at build time so it is in the server-rendered
 * HTML before any script runs.
 */

/**
 * The prop that carries a Markdown table's region name from the remark plugin
 * (as a `<table>` attribute) to the `table` MDX component, which moves it to
 * the scrolling wrapper's `aria-label`.
 */
export const REGION_NAME_PROP = 'data-region-name';

/** The name of a table region that has no name from the build (the MDX component's fallback). */
export const UNNAMED_TABLE_REGION = 'Table';

/** The name of a parameter table region that has no name from the build (ParamTable's fallback). */
export const UNNAMED_PARAMETER_REGION = 'Parameters';

/** One scrolling region of a document, in document order. */
export interface RegionSource {
  /** The headings the region sits under, outermost first (the nearest heading last); empty when none precedes it. */
  headings: string[];
}

export interface RegionNameOptions {
  /** The document's title: the name of a region no heading precedes. */
  title: string | null;
  /**
   * Add the document's title to every name ("Before – Telemetry: new
   * signals"). For pages that show several documents at once, such as the
   * changelog's list and tag pages, where two entries may share a heading.
   * Default false.
   */
  qualifyWithTitle?: boolean;
}

/** Landmark names are compared without regard to case (axe `landmark-unique` does so too). */
const key = (name: string) => name.toLowerCase();

/** Indexes of the names another name equals (case-insensitively). */
function collisions(names: string[]): Set<number> {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(key(name), (counts.get(key(name)) ?? 0) + 1);
  return new Set(names.flatMap((name, i) => (counts.get(key(name))! > 1 ? [i] : [])));
}

/**
 * Names a document's regions, distinct within it (ignoring case). Each takes
 * the nearest heading above it, or the document's title. Where two would share
 * a name, each adds its parent heading ("vehicle (Root queries)", "Vehicle
 * (Types)"); regions that still share one are numbered "… (table 1 of 2)".
 */
export function regionNames(regions: RegionSource[], options: RegionNameOptions): string[] {
  const title = options.title?.trim() || null;
  const trails = regions.map(({ headings }) => headings.map((h) => h.trim()).filter(Boolean));
  let names = trails.map((trail) => trail[trail.length - 1] ?? title ?? UNNAMED_TABLE_REGION);
  const shared = collisions(names);
  names = names.map((name, i) => {
    const parent = trails[i]![trails[i]!.length - 2];
    return shared.has(i) && parent ? `${name} (${parent})` : name;
  });
  if (options.qualifyWithTitle && title) {
    names = names.map((name) => (key(name) === key(title) ? name : `${name} – ${title}`));
  }
  const stillShared = collisions(names);
  const totals = new Map<string, number>();
  for (const i of stillShared) totals.set(key(names[i]!), (totals.get(key(names[i]!)) ?? 0) + 1);
  const seen = new Map<string, number>();
  return names.map((name, i) => {
    if (!stillShared.has(i)) return name;
    const index = (seen.get(key(name)) ?? 0) + 1;
    seen.set(key(name), index);
    return `${name} (table ${index} of ${totals.get(key(name))})`;
  });
}
