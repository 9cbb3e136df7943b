// The standings page's address, apart from the page so the draw can link to it without
// loading the standings table's code.

/** /result/{season}/{division}, leaving out what is not chosen (a division needs a season). */
export function standingsPath(season: string, division = ''): string {
  if (!season) return '/result';
  if (!division) return `/result/${encodeURIComponent(season)}`;
  return `/result/${encodeURIComponent(season)}/${encodeURIComponent(division)}`;
}
