import type { TSeasonDetail } from '@courtside/contracts/admin';

/** A season's divisions as a native select's options, grouped by grade and division group. */
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
