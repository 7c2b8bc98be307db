// The season and the league picked on the Saison, Liga and Kasse screens, kept while the user
// goes to another screen and back (like the event picked in the header).
export const picked = $state<{ season: number | null; league: number | null }>({ season: null, league: null });

/** The id to show from `ids`: `wanted` if it is still there, else the first (newest). */
export function keepPick(ids: number[], wanted: number | null): number | null {
  return wanted !== null && ids.includes(wanted) ? wanted : (ids[0] ?? null);
}
