// /admin/hpc/plans/:id: one HPC plan with every field, changed from here, withdrawn from the member
// Plans screen or restored (asked first), and its cover image uploaded, replaced or removed.
import { isoToDmy } from '@courtside/contracts';
import { PLAN_COVER_MAX_BYTES, type TAdminPlan } from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BackLink } from '../../../components/BackLink';
import { ConsoleConfirmDialog } from '../../../components/console/ConsoleConfirmDialog';
import { CoverImagePanel } from '../../../components/console/CoverImagePanel';
import { DetailList } from '../../../components/DetailList';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { SectionCard } from '../../../components/SectionCard';
import { usePlan } from '../api/get-plan';
import { useRemovePlanCover } from '../api/remove-plan-cover';
import { useSetPlanActive } from '../api/set-plan-active';
import { useUploadPlanCover } from '../api/upload-plan-cover';
import { activeWillText, CYCLE_TEXT, plansPath, priceText, termText } from '../plan-form';
import { PlanDialog } from './PlanDialog';

const back = <BackLink to={plansPath}>All plans</BackLink>;

export function PlanPage({ id }: { id: number }) {
  const plan = usePlan(id);
  if (plan.isPending) return <Loading text="Loading the plan..." />;
  if (plan.isError) return <LoadFailure title="Plan" what="plan" error={plan.error} back={back} />;
  return <PlanRecord plan={plan.data} />;
}

function PlanRecord({ plan }: { plan: TAdminPlan }) {
  const setActive = useSetPlanActive();
  const upload = useUploadPlanCover();
  const remove = useRemovePlanCover();
  const [said, setSaid] = useState<Said>(null);
  const [open, setOpen] = useState<'edit' | 'active' | null>(null);
  const tell = (text: string) => setSaid({ severity: 'success', text });
  const close = () => setOpen(null);

  return (
    <>
      {back}
      <PageTitle>{plan.name}</PageTitle>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Chip label={plan.active ? 'On offer' : 'Withdrawn'} color={plan.active ? 'success' : 'default'} />
        <Typography>{priceText(plan)}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { sm: 'auto' } }}>
          <Button variant="outlined" onClick={() => setOpen('edit')}>
            Change plan
          </Button>
          {plan.active ? (
            <Button variant="outlined" color="error" onClick={() => setOpen('active')}>
              Withdraw
            </Button>
          ) : (
            <Button variant="contained" onClick={() => setOpen('active')}>
              Restore
            </Button>
          )}
        </Box>
      </Box>
      <SectionCard title="Plan">
        <DetailList
          items={[
            ['Price', priceText(plan)],
            ['Billing cycle', CYCLE_TEXT[plan.billing_cycle]],
            ['Renews automatically', plan.auto_renewal ? 'Yes' : 'No'],
            ['Term', termText(plan)],
            ['Excluded dates', plan.excluded_dates.map((d) => isoToDmy(d)).join(', ') || 'None'],
            ['Classes it allows', plan.class_names.join(', ') || 'Every class'],
            ['Minimum term', `${plan.minimum_term_months} months`],
            ['Notice period', `${plan.notice_period_days} days`],
            ['Active subscriptions', plan.active_subscriptions],
            plan.description !== '' && ['Description', plan.description],
          ]}
        />
      </SectionCard>
      <CoverImagePanel
        name={plan.name}
        coverUrl={plan.cover_url}
        maxBytes={PLAN_COVER_MAX_BYTES}
        shownNow="On the Plans screen now"
        withoutText="the Plans screen shows the plan without one."
        onUpload={(file) => upload.mutateAsync({ id: plan.id, file })}
        onRemove={() => remove.mutateAsync(plan.id)}
        onDone={tell}
      />
      {open === 'edit' && <PlanDialog plan={plan} onDone={() => tell('Plan saved.')} onClose={close} />}
      {open === 'active' && (
        <ConsoleConfirmDialog
          title={`${plan.active ? 'Withdraw' : 'Restore'} ${plan.name}?`}
          confirmText={plan.active ? 'Withdraw' : 'Restore'}
          tone={plan.active ? 'error' : 'primary'}
          onConfirm={async () => {
            const after = await setActive.mutateAsync({ id: plan.id, active: !plan.active });
            tell(after.active ? `${after.name} is on offer again.` : `${after.name} is withdrawn.`);
          }}
          onClose={close}
        >
          {activeWillText(plan)}
        </ConsoleConfirmDialog>
      )}
    </>
  );
}
