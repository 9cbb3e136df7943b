// The Closures tab: the centre's closures (name, days, the subscriptions each moved) and "Close the
// centre", which moves every subscription's billing on by the closure's days; the API's answer
// (how many moved now and how many at renewal) is said above the list.
import type { THpcClosure } from '@courtside/contracts/admin';
import { isoToDmy } from '@courtside/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConsoleFormDialog } from '../../../components/console/ConsoleFormDialog';
import { FieldGrid } from '../../../components/form/FieldGrid';
import { FormTextField } from '../../../components/form/FormTextField';
import { IsoDateField } from '../../../components/form/IsoDateField';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { DataTable } from '../../../components/table/DataTable';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { useCreateClosure } from '../api/create-closure';
import { useClosures } from '../api/get-closures';
import { closureText, ZClosureForm, type ClosureForm } from '../closures';

export function ClosuresPanel() {
  const closures = useClosures();
  const [said, setSaid] = useState<Said>(null);
  const [creating, setCreating] = useState(false);
  if (closures.isPending) return <Loading text="Loading the closures..." />;
  if (closures.isError) return <LoadFailure title="Closures" error={closures.error} />;
  return (
    <>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <Typography sx={{ mb: 2 }}>
        While the centre is closed nobody is billed: every subscription&apos;s billing moves on by the
        closure&apos;s days.
      </Typography>
      <Button variant="contained" sx={{ mb: 2 }} onClick={() => setCreating(true)}>
        Close the centre
      </Button>
      <DataTable<THpcClosure>
        label="Closures"
        rows={closures.data}
        rowKey={(c) => c.id}
        search={false}
        emptyText="No closures yet"
        columns={[
          { header: 'Name', cell: (c) => c.name },
          { header: 'First day', cell: (c) => isoToDmy(c.first_day) },
          { header: 'Last day', cell: (c) => isoToDmy(c.last_day) },
          { header: 'Days', cell: (c) => c.days, align: 'right' },
          { header: 'Moved now', cell: (c) => c.moved_now, align: 'right' },
          { header: 'Moved at renewal', cell: (c) => c.moved_at_renewal, align: 'right' },
        ]}
      />
      {creating && (
        <ClosureDialog
          onDone={(c) => setSaid({ severity: 'success', text: closureText(c) })}
          onClose={() => setCreating(false)}
        />
      )}
    </>
  );
}

function ClosureDialog({ onDone, onClose }: { onDone: (c: THpcClosure) => void; onClose: () => void }) {
  const create = useCreateClosure();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<ClosureForm>({
    defaultValues: { name: '', first_day: '', last_day: '' },
    resolver: schemaResolver(() => ZClosureForm),
  });
  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      onDone(await create.mutateAsync({ ...form, name: form.name.trim() }));
      onClose();
    } catch (err) {
      setFailure(failureOf(err, setError, ['name', 'first_day', 'last_day']));
    }
  });
  return (
    <ConsoleFormDialog
      title="Close the centre"
      failure={failure}
      submitText="Close the centre"
      submitting={formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField
        name="name"
        control={control}
        label="Name"
        required
        hint="Such as Christmas break"
        inputProps={{ maxLength: 100 }}
      />
      <FieldGrid>
        <IsoDateField name="first_day" control={control} label="First day" required hint="dd/mm/yyyy" />
        <IsoDateField
          name="last_day"
          control={control}
          label="Last day"
          required
          hint="dd/mm/yyyy, included"
        />
      </FieldGrid>
    </ConsoleFormDialog>
  );
}
