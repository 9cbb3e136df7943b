// Step 6: a note to the association's staff.
import Typography from '@mui/material/Typography';
import { FormTextField } from '../../../components/form/FormTextField';
import type { NominationWizardState } from '../use-nomination-wizard';

const NOTE_HELP =
  'If a player who has played at the association shows as NOT FOUND, enter their first name, surname and date of birth here and our staff will add them to the roster.';

export function NoteStep({ wizard }: { wizard: NominationWizardState }) {
  return (
    <>
      <Typography variant="body2" id="note-help" sx={{ mb: 1 }}>
        {NOTE_HELP}
      </Typography>
      <FormTextField
        control={wizard.control}
        name="note"
        label="Note"
        multiline
        minRows={3}
        inputProps={{ maxLength: 2000 }}
      />
    </>
  );
}
