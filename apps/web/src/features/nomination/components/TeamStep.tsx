// Step 2: team name, grade, division group, division and, for a waitlist division, a preferred choice.
import { withoutSoldOut, type TIdOption, type TNominationDivision } from '@courtside/contracts';
import type { Control } from 'react-hook-form';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import type { NominationValues } from '../nomination-form';

const options = (list: readonly TIdOption[] | undefined) =>
  (list ?? []).map((o) => ({ value: String(o.value), text: o.text }));

export function TeamStep({
  control,
  showPrevName,
  grades,
  groups,
  divisions,
  preferred,
  waitlist,
}: {
  control: Control<NominationValues>;
  /** Hidden once a previous team was copied (its name is already known). */
  showPrevName: boolean;
  grades: readonly TIdOption[] | undefined;
  groups: readonly TIdOption[] | undefined;
  divisions: readonly TNominationDivision[] | undefined;
  preferred: readonly TNominationDivision[] | undefined;
  waitlist: boolean;
}) {
  return (
    <FieldGrid>
      <FormTextField
        control={control}
        name="team.teamname"
        label="Team Name"
        required
        inputProps={{ maxLength: 100 }}
      />
      {showPrevName && (
        <FormTextField
          control={control}
          name="team.prevteamname"
          label="Previous Team Name"
          hint="Optional: the name the team played under before"
          inputProps={{ maxLength: 100 }}
        />
      )}
      <FormSelect control={control} name="team.grade" label="Grade" required options={options(grades)} />
      <FormSelect
        control={control}
        name="team.divisiongroup"
        label="Division Group"
        required
        options={options(groups)}
      />
      <FormSelect
        control={control}
        name="team.division"
        label="Division"
        required
        options={(divisions ?? []).map((d) => ({ value: String(d.value), text: d.text }))}
      />
      {waitlist && (
        <FormSelect
          control={control}
          name="team.preferreddivision"
          label="Preferred Division"
          required
          hint="This division has a waitlist: choose where the team would rather play"
          options={(preferred ?? [])
            .filter((d) => !d.waitlist)
            .map((d) => ({ value: String(d.value), text: withoutSoldOut(d.text) }))}
        />
      )}
    </FieldGrid>
  );
}
