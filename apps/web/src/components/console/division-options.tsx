// A season's divisions as the options of a native select, grouped by grade and division group,
// as the console's areas choose one (Nominations and Teams filter by it, a nomination moves to
// one, game fees are billed for one). Only console code imports this (scripts/route-size.mjs).
import type { TSeasonDetail } from '@courtside/contracts/admin';

/** The season's divisions (but `except`) as <optgroup>s of <option>s valued by division id. */
export function divisionOptions(season: TSeasonDetail | undefined, except?: number) {
  return (season?.grades ?? []).flatMap((grade) =>
    grade.groups
      .map((group) => ({ group, divisions: group.divisions.filter((d) => d.id !== except) }))
      .filter(({ divisions }) => divisions.length > 0)
      .map(({ group, divisions }) => (
        <optgroup key={group.id} label={`${grade.name} / ${group.name}`}>
          {divisions.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
              {d.waitlist ? ' (waitlist)' : ''}
            </option>
          ))}
        </optgroup>
      )),
  );
}
