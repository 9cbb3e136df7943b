// /admin/settings: the member side's page settings (admins) and the competition defaults
// (admins and competition staff).
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { Loading } from '../../../components/Loading';
import { SectionCard } from '../../../components/SectionCard';
import { useAdminSettings } from '../api/get-admin-settings';
import { CompetitionDefaultsForm } from './CompetitionDefaultsForm';
import { DocumentSettingsForm } from './DocumentSettingsForm';
import { HireRulesForm } from './HireRulesForm';
import { PageSettingsForm } from './PageSettingsForm';
import { TaxSettingsForm } from './TaxSettingsForm';

export function SettingsScreen({ canChangePage }: { canChangePage: boolean }) {
  const settings = useAdminSettings();
  const timeZone = settings.data?.page.time_zone.value;
  if (settings.isPending) return <Loading text="Loading the settings..." />;
  if (settings.isError)
    return (
      <Alert severity="error" role="alert">
        {settings.error.message}
      </Alert>
    );
  const updated = settings.data.updated_at;
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {updated
          ? `Last changed in the console on ${new Date(updated).toLocaleString('en-AU', { timeZone, dateStyle: 'medium', timeStyle: 'short' })}.`
          : 'No setting has been changed in the console yet: every page setting comes from the environment.'}
      </Typography>
      {canChangePage && (
        <SectionCard title="Page settings">
          <PageSettingsForm settings={settings.data} />
        </SectionCard>
      )}
      {canChangePage && (
        <SectionCard title="Tax invoices and bank account">
          <TaxSettingsForm settings={settings.data} />
        </SectionCard>
      )}
      {canChangePage && (
        <SectionCard title="Documents members agree to">
          <DocumentSettingsForm settings={settings.data} />
        </SectionCard>
      )}
      {canChangePage && (
        <SectionCard title="Court hire: members cancelling and moving">
          <HireRulesForm settings={settings.data} />
        </SectionCard>
      )}
      <SectionCard title="Competition defaults">
        <CompetitionDefaultsForm settings={settings.data} />
      </SectionCard>
    </>
  );
}
