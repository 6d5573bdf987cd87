/** The year the specification's copyright line names: the first year of the site. */
export const FIRST_YEAR = 2025;

/**
 * The copyright line of the footer and the changelog feeds, from the first year to the build's:
 * "© 2025 DIMO" in 2025, "© 2025–2026 DIMO" (an en dash) in 2026.
 */
export function copyrightLine(buildYear: number): string {
  return buildYear <= FIRST_YEAR ? `© ${FIRST_YEAR} DIMO` : `© ${FIRST_YEAR}–${buildYear} DIMO`;
}
