// "Enter a team" on the Nominations screen: for a club that pays by EFT or cash, staff enter the
// team (its name, its manager found by the member search, the season and division, and a preferred
// division when the division is a waitlist one), billed on an invoice for the division's
// nomination fee (a full division waitlists it, billed once it is offered a place). The API's
// refusals (a name the division has, a manager who cannot sign in) show under their fields.
import type { TStaffSelf } from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useOutletContext } from 'react-router';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { ReasonField } from '../../../components/console/ReasonField';
import { divisionOptions } from '../../../components/console/division-options';
import { failureOf } from '../../../components/console/failure';
import { MemberField } from '../../../components/console/member-field';
import { useSeason, useSeasons } from '../../../components/console/seasons';
import { FormTextField } from '../../../components/form/FormTextField';
import { schemaResolver } from '../../../lib/form';
import { useSettings } from '../../../lib/settings';
import { useEnterTeam } from '../api/enter-team';
import {
  divisionOf,
  enteredText,
  feeText,
  newTeamEntryForm,
  preferredChoices,
  TEAM_ENTRY_FIELDS,
  ZTeamEntryForm,
  type TeamEntryForm,
} from '../team-entry';

/** The button, and the dialog while it is open. */
export function TeamEntry({
  seasonId,
  onEntered,
}: {
  /** The season the screen shows: the dialog opens on it. */
  seasonId: number | undefined;
  onEntered: (text: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Enter a team
      </Button>
      {open && (
        <TeamEntryDialog
          seasonId={seasonId}
          onEntered={(text) => {
            setOpen(false);
            onEntered(text);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </Box>
  );
}

function TeamEntryDialog({
  seasonId,
  onEntered,
  onClose,
}: {
  seasonId: number | undefined;
  onEntered: (text: string) => void;
  onClose: () => void;
}) {
  const self = useOutletContext<TStaffSelf | undefined>();
  const enter = useEnterTeam();
  const taxRate = useSettings().data?.tax_rate ?? 0;
  const seasons = useSeasons();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, watch, formState } = useForm<TeamEntryForm>({
    defaultValues: newTeamEntryForm(seasonId),
    resolver: schemaResolver(() => ZTeamEntryForm),
  });
  const [chosenSeason, chosenDivision] = useWatch({ control, name: ['season_id', 'division_id'] });
  const season = useSeason(chosenSeason ? Number(chosenSeason) : undefined);
  const division = divisionOf(season.data, chosenDivision);
  const preferred = preferredChoices(season.data, division);
  // Another season's divisions are not this one's; another division has its own preferred ones.
  useEffect(() => {
    const { unsubscribe } = watch((_values, { name, type }) => {
      if (type !== 'change') return;
      if (name === 'season_id') setValue('division_id', '');
      if (name === 'season_id' || name === 'division_id') setValue('preferred_division_id', '');
    });
    return unsubscribe;
  }, [watch, setValue]);

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const body = ZTeamEntryForm.parse(form);
      const outcome = await enter.mutateAsync(body);
      onEntered(enteredText(outcome, division?.name ?? 'the division'));
    } catch (err) {
      setFailure(failureOf(err, setError, TEAM_ENTRY_FIELDS));
    }
  });

  return (
    <ConsoleFormDialog
      title="Enter a team"
      failure={failure ?? (season.isError ? season.error.message : null)}
      submitText="Enter the team"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        For a club that pays by EFT or cash: the team is billed on an invoice its manager sees under Invoices,
        and takes a place as a nomination does.
      </Typography>
      <FormTextField
        name="team_name"
        control={control}
        label="Team name"
        required
        autoFocus
        inputProps={{ maxLength: 100, autoComplete: 'off' }}
      />
      <MemberField<TeamEntryForm>
        name="manager_id"
        control={control}
        label="Manager"
        searchesContacts={self?.roles.includes('admin') ?? false}
      />
      <FormTextField
        name="season_id"
        control={control}
        label="Season"
        required
        select={
          <>
            <option value="">Please select</option>
            {(seasons.data ?? [])
              .filter((s) => !s.archived)
              .map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
          </>
        }
      />
      <FormTextField
        name="division_id"
        control={control}
        label="Grade / group / division"
        required
        select={
          <>
            <option value="">Please select</option>
            {divisionOptions(season.data)}
          </>
        }
      />
      {division?.waitlist && (
        <FormTextField
          name="preferred_division_id"
          control={control}
          label="Preferred division"
          required
          hint="A waitlist division: the division of its group the team would rather play in"
          select={
            <>
              <option value="">Please select</option>
              {preferred.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </>
          }
        />
      )}
      {division && (
        <Typography variant="body2" sx={{ my: 1 }}>
          {feeText(division, taxRate)}
        </Typography>
      )}
      <ReasonField<TeamEntryForm> name="reason" control={control} />
    </ConsoleFormDialog>
  );
}
