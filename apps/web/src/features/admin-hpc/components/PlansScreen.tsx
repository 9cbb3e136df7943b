// /admin/hpc/plans: every HPC plan, on offer or withdrawn (name opening its page, price, how long a
// subscription lasts, status and active subscriptions). New plans are made here; each opens its
// page once made.
import type { TAdminPlan } from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { consoleGrid } from '../../../components/console/grid';
import { usePlans } from '../api/get-plans';
import { planPath, priceText, termText } from '../plan-form';
import { PlanDialog } from './PlanDialog';

const columns: GridColDef<TAdminPlan>[] = [
  {
    field: 'name',
    headerName: 'Plan',
    flex: 1,
    minWidth: 180,
    renderCell: ({ row, tabIndex }) => (
      <Link component={RouterLink} to={planPath(row.id)} tabIndex={tabIndex}>
        {row.name}
      </Link>
    ),
  },
  { field: 'price_cents', headerName: 'Price', width: 160, valueGetter: (_v, row) => priceText(row) },
  { field: 'term', headerName: 'Term', width: 230, valueGetter: (_v, row) => termText(row) },
  {
    field: 'active',
    headerName: 'Status',
    width: 110,
    valueGetter: (value: boolean) => (value ? 'On offer' : 'Withdrawn'),
  },
  { field: 'active_subscriptions', headerName: 'Active subscriptions', type: 'number', width: 170 },
];

export function PlansScreen() {
  const plans = usePlans();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <Button variant="contained" onClick={() => setCreating(true)}>
          New plan
        </Button>
      </Box>
      {plans.isPending ? (
        <Loading text="Loading the plans..." />
      ) : plans.isError ? (
        <LoadFailure title="Plans" error={plans.error} />
      ) : (
        <DataGrid
          aria-label="Plans"
          rows={plans.data}
          columns={columns}
          {...consoleGrid('hpc-plans', plans.data.length)}
        />
      )}
      {creating && (
        <PlanDialog
          plan={null}
          onDone={(plan) => void navigate(planPath(plan.id))}
          onClose={() => setCreating(false)}
        />
      )}
    </>
  );
}
