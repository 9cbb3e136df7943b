// Add or change a division with every setting the member side reads, and the draw engine's
// (rounds, double-point rounds, weekdays, preferred venues of the season's draw setup, duty
// teams). Checked with the contract (ZDivisionCreate, after the price in dollars becomes cents);
// the server's refusals (a name the season has, min above max) show under their fields.
import { WEEKDAY_NAMES } from '@courtside/contracts';
import {
  DRAW_ROUNDS,
  FINALS_FORMATS,
  POINTS_FIELDS,
  TIE_BREAK_LABELS,
  TIE_BREAKS,
  type TDivision,
  type TDrawRounds,
  type TFinalsFormat,
  type TGrade,
  type TPointsField,
} from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxGroupField } from '../../../components/form/CheckboxGroupField';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormSwitch } from '../../../components/form/FormSwitch';
import { FormTextField } from '../../../components/form/FormTextField';
import { OrderedChoicesField } from '../../../components/form/OrderedChoicesField';
import { ApiError } from '../../../lib/api-client';
import { useDrawSetup } from '../../../components/console/draw-setup';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { useCreateDivision } from '../api/create-division';
import { useUpdateDivision } from '../api/update-division';
import { divisionFormOf, divisionPayloadOf, ZDivisionForm, type DivisionForm } from '../division-form';

export const FINALS_LABELS: Record<TFinalsFormat, string> = {
  none: 'No finals',
  top_two: 'Top two: a grand final',
  top_four: 'Top four: semi-finals and a grand final',
  top_four_page: 'Top four, page system (second chance for first and second)',
};

const ROUNDS_LABELS: Record<TDrawRounds, string> = {
  once: 'Once: every team meets every other once',
  twice: 'Twice: home and away',
  count: 'A number of rounds (repeats balanced)',
};

/** Monday first, as the association's week reads. */
const WEEKDAY_CHOICES = [1, 2, 3, 4, 5, 6, 0].map((d) => ({ value: d, label: WEEKDAY_NAMES[d]! }));

const POINTS_LABELS: Record<TPointsField, string> = {
  points_win: 'Win',
  points_draw: 'Draw',
  points_loss: 'Loss',
  points_bye: 'Bye',
  points_forfeit_win: 'Win by forfeit',
  points_forfeit_non_advised: 'Forfeit, not advised',
  points_forfeit_notified: 'Forfeit, notified',
  points_forfeit_admin: 'Forfeit by the association',
  points_disqualified: 'Disqualified',
};

const FIELDS = [
  'group_id',
  'name',
  'note',
  'status',
  'show_results',
  'min_players',
  'max_players',
  'skip_min_players',
  'players_gender',
  'min_age',
  'max_age',
  'capacity',
  'waitlist',
  'nomination_price',
  'finals_qual_percent',
  'finals_format',
  'tie_break_order',
  'draw_rounds',
  'draw_round_count',
  'double_rounds',
  'play_weekdays',
  'preferred_venue_ids',
  'duty_teams',
  ...POINTS_FIELDS,
];

/** The team size limits, as whole numbers typed. */
const PLAYER_COUNT_FIELDS = [
  { name: 'min_players', label: 'Minimum players', hint: 'Blank: 5.' },
  { name: 'max_players', label: 'Maximum players', hint: 'Blank: no maximum.' },
] as const;

/** The players' ages, the division's capacity and its finals cut, as whole numbers typed. */
const LIMIT_FIELDS = [
  {
    name: 'min_age',
    label: 'Minimum age',
    hint: "On the season's start date; blank: none. Players outside are flagged, not refused.",
  },
  { name: 'max_age', label: 'Maximum age', hint: 'Blank: none. 20 means under 21.' },
  { name: 'capacity', label: 'Capacity (most teams)', hint: 'Blank: no limit.' },
  {
    name: 'finals_qual_percent',
    label: 'Finals qualification (%)',
    hint: 'Shown on the team page; blank: not shown.',
  },
] as const;

export function DivisionDialog({
  seasonId,
  division,
  grades,
  onClose,
}: {
  seasonId: number;
  /** The division to change; null: a new one. */
  division: TDivision | null;
  grades: TGrade[];
  onClose: () => void;
}) {
  const create = useCreateDivision();
  const update = useUpdateDivision();
  const [failure, setFailure] = useState<string | null>(null);
  // The season's venues, offered as preferred ones (the field waits for them).
  const venues = useDrawSetup(seasonId).data?.venues;
  const { control, handleSubmit, setError, formState, watch } = useForm<DivisionForm>({
    defaultValues: divisionFormOf(division),
    resolver: schemaResolver(() => ZDivisionForm),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    const body = divisionPayloadOf(form);
    try {
      if (division) await update.mutateAsync({ id: division.id, ...body });
      else await create.mutateAsync({ seasonId, ...body });
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) return setFailure('Could not save the division. Please try again.');
      const left = applyServerErrors(setError, err.errors, FIELDS, {
        nomination_price_cents: 'nomination_price',
      });
      if (left.length || Object.keys(err.errors).length === 0) setFailure(left.join(' ') || err.message);
    }
  });
  const title = division ? `Change ${division.name}` : 'Add a division';

  return (
    <Dialog open onClose={onClose} aria-labelledby="division-dialog-title" fullWidth maxWidth="md">
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id="division-dialog-title">{title}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <FieldGrid>
            <FormTextField
              name="name"
              control={control}
              label="Division name"
              required
              autoFocus
              inputProps={{ maxLength: 100 }}
            />
            <FormTextField
              name="group_id"
              control={control}
              label="Division group"
              required
              select={
                <>
                  <option value="">Please select</option>
                  {grades.map((grade) => (
                    <optgroup key={grade.id} label={grade.name}>
                      {grade.groups.map((group) => (
                        <option key={group.id} value={String(group.id)}>
                          {grade.name}: {group.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </>
              }
            />
            <FormSelect
              name="status"
              control={control}
              label="Status"
              required
              placeholder="Please select"
              options={[
                { value: 'active', text: 'Active (offered for nominations)' },
                { value: 'inactive', text: 'Inactive' },
              ]}
            />
            <FormTextField
              name="nomination_price"
              control={control}
              label="Nomination price ($, GST inclusive)"
              required
              inputProps={{ inputMode: 'decimal' }}
              hint="In dollars, such as 450.00."
            />
            {PLAYER_COUNT_FIELDS.map((f) => (
              <FormTextField
                key={f.name}
                name={f.name}
                control={control}
                label={f.label}
                inputProps={{ inputMode: 'numeric' }}
                hint={f.hint}
              />
            ))}
            <FormSelect
              name="players_gender"
              control={control}
              label="Players' gender"
              options={[
                { value: '', text: 'Any (open or mixed)' },
                { value: 'female', text: 'Women' },
                { value: 'male', text: 'Men' },
              ]}
            />
            {LIMIT_FIELDS.map((f) => (
              <FormTextField
                key={f.name}
                name={f.name}
                control={control}
                label={f.label}
                inputProps={{ inputMode: 'numeric' }}
                hint={f.hint}
              />
            ))}
            <FormSelect
              name="finals_format"
              control={control}
              label="Finals format"
              required
              options={FINALS_FORMATS.map((f) => ({ value: f, text: FINALS_LABELS[f] }))}
            />
          </FieldGrid>
          <FormTextField
            name="note"
            control={control}
            label="Note (shown under the draw)"
            multiline
            minRows={2}
            inputProps={{ maxLength: 500 }}
          />
          <FormCheckbox name="show_results" control={control} label="Show results in the public draw" />
          <FormCheckbox
            name="skip_min_players"
            control={control}
            label="Skip the minimum players rule when nominating"
          />
          <FormCheckbox
            name="waitlist"
            control={control}
            label="Waitlist division (nominations name a preferred division)"
          />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            Ladder points per outcome
          </Typography>
          <Typography variant="body2">
            Leave a field blank to use the association’s default (Settings).
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
              columnGap: 2,
            }}
          >
            {POINTS_FIELDS.map((field) => (
              <FormTextField
                key={field}
                name={field}
                control={control}
                label={`Points: ${POINTS_LABELS[field]}`}
                inputProps={{ inputMode: 'numeric' }}
              />
            ))}
          </Box>
          <OrderedChoicesField
            name="tie_break_order"
            control={control}
            label="Tie-break order (after total points)"
            choices={TIE_BREAKS}
            labels={TIE_BREAK_LABELS}
            emptyText="None chosen: the association’s order (Settings)."
          />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            The draw
          </Typography>
          <Typography variant="body2">How the season’s Draw page generates this division’s games.</Typography>
          <FieldGrid>
            <FormSelect
              name="draw_rounds"
              control={control}
              label="Rounds"
              required
              options={DRAW_ROUNDS.map((r) => ({ value: r, text: ROUNDS_LABELS[r] }))}
            />
            {watch('draw_rounds') === 'count' && (
              <FormTextField
                name="draw_round_count"
                control={control}
                label="Number of rounds"
                required
                inputProps={{ inputMode: 'numeric', maxLength: 3 }}
                hint="1 to 200"
              />
            )}
            <FormTextField
              name="double_rounds"
              control={control}
              label="Double-point rounds"
              inputProps={{ maxLength: 400 }}
              hint="Round numbers, separated by commas, such as 5, 10. Blank: none."
            />
          </FieldGrid>
          <CheckboxGroupField
            name="play_weekdays"
            control={control}
            label="Weekdays played on"
            row
            choices={WEEKDAY_CHOICES}
            hint="None ticked: any weekday the season has time slots on."
          />
          {venues && venues.length > 0 && (
            <CheckboxGroupField
              name="preferred_venue_ids"
              control={control}
              label="Preferred venues"
              row
              choices={venues.map((v) => ({ value: v.id, label: v.name }))}
              hint="The draw avoids other venues where it can. None ticked: any venue."
            />
          )}
          <FormSwitch
            name="duty_teams"
            control={control}
            label="Duty teams"
            hint="Each game gets a duty team: one playing just before or after it on the court."
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {division ? 'Save division' : 'Add division'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
