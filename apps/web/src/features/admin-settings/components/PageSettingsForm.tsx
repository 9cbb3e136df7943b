// The member side's page settings. Each starts from the environment; a value saved here
// overrides it, and "Use environment value" gives the setting back to the environment (sent
// as null). Only the settings changed are sent, with the reason the audit log keeps.
import type { TAdminSettings, TPageSettingKey } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormTextField } from '../../../components/form/FormTextField';
import { failureOf } from '../../../components/console/failure';
import { schemaResolver } from '../../../lib/form';
import { useUpdatePageSettings } from '../api/update-page-settings';
import {
  hasChanges,
  PAGE_SETTING_KEYS,
  pageSettingsChanges,
  pageSettingsFormOf,
  ZPageSettingsForm,
  type PageSettingsForm as TForm,
} from '../settings-form';
import { ReasonField } from '../../../components/console/ReasonField';
import { SaveBar } from '../../../components/console/SaveBar';

const LABELS: Record<TPageSettingKey, string> = {
  client_name: 'Association name',
  time_zone: 'Time zone',
  tax_rate: 'Tax rate (GST)',
  min_password_length: 'Minimum password length',
  donations: 'Donations at checkout',
  auto_usernames: 'Automatic usernames',
  maps_autocomplete: 'Address suggestions (maps autocomplete)',
  stats_enabled: 'Player statistics',
};
const HINTS: Partial<Record<TPageSettingKey, string>> = {
  time_zone: 'An IANA time zone, such as Australia/Sydney.',
  tax_rate: 'A fraction of the price before tax: 0.1 is 10%.',
};

const shown = (value: string | number | boolean) =>
  typeof value === 'boolean' ? (value ? 'on' : 'off') : String(value);

export function PageSettingsForm({ settings }: { settings: TAdminSettings }) {
  const save = useUpdatePageSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const page = settings.page;
  const values = useMemo(() => pageSettingsFormOf(page), [page]);
  const { control, handleSubmit, setError, setValue, watch, formState } = useForm<TForm>({
    values,
    resolver: schemaResolver(() => ZPageSettingsForm),
  });
  const useEnvironment = watch('use_environment');

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    setSaved(null);
    const changes = pageSettingsChanges(page, form);
    if (!hasChanges(changes)) return setSaved('Nothing to save: no setting changed.');
    try {
      await save.mutateAsync(changes);
      setSaved('Page settings saved.');
    } catch (err) {
      setFailure(failureOf(err, setError, [...PAGE_SETTING_KEYS, 'reason']));
    }
  });

  const toEnvironment = (key: TPageSettingKey, on: boolean) => {
    const value = on ? page[key].environment : page[key].value;
    setValue(key, (typeof value === 'boolean' ? value : String(value)) as never, { shouldDirty: true });
    setValue(`use_environment.${key}`, on, { shouldDirty: true });
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Page settings">
      {failure && (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {failure}
        </Alert>
      )}
      {PAGE_SETTING_KEYS.map((key) => (
        <Box
          key={key}
          sx={{ borderBottom: 1, borderColor: 'divider', py: 1 }}
          role="group"
          aria-label={`${LABELS[key]} setting`}
        >
          <SettingField name={key} control={control} disabled={useEnvironment[key]} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" id={`source-${key}`}>
              {useEnvironment[key]
                ? `Will use the environment's value (${shown(page[key].environment)}) once saved.`
                : page[key].source === 'console'
                  ? `Set in the console. The environment's value is ${shown(page[key].environment)}.`
                  : 'From the environment.'}
            </Typography>
            {useEnvironment[key] ? (
              <Button
                size="small"
                onClick={() => toEnvironment(key, false)}
                aria-label={`Keep the console value of ${LABELS[key]}`}
              >
                Keep console value
              </Button>
            ) : (
              page[key].source === 'console' && (
                <Button
                  size="small"
                  onClick={() => toEnvironment(key, true)}
                  aria-label={`Use environment value for ${LABELS[key]}`}
                >
                  Use environment value
                </Button>
              )
            )}
          </Box>
        </Box>
      ))}
      <ReasonField name="reason" control={control} />
      <SaveBar text="Save page settings" submitting={formState.isSubmitting} saved={saved} />
    </form>
  );
}

function SettingField({
  name,
  control,
  disabled,
}: {
  name: TPageSettingKey;
  control: Control<TForm>;
  disabled: boolean;
}) {
  if (
    name === 'donations' ||
    name === 'auto_usernames' ||
    name === 'maps_autocomplete' ||
    name === 'stats_enabled'
  )
    return <FormCheckbox name={name} control={control} label={LABELS[name]} disabled={disabled} />;
  return (
    <FormTextField
      name={name}
      control={control}
      label={LABELS[name]}
      required
      disabled={disabled}
      hint={HINTS[name]}
      inputProps={
        name === 'client_name'
          ? { maxLength: 120 }
          : name === 'time_zone'
            ? { maxLength: 64 }
            : { inputMode: 'decimal' }
      }
    />
  );
}
