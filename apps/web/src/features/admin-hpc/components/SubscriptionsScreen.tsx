// /admin/hpc/subscriptions: members' HPC subscriptions in two tabs. Subscriptions (find by member
// or number, a status, or only those with a pause or cancel request waiting; each row's actions:
// approve or decline the request, pause, resume, cancel) and Closures (the centre's closures and
// "Close the centre"). The tab and the search live in the address.
import { ADMIN_SUBSCRIPTION_STATUSES, type TAdminSubscription } from '@courtside/contracts/admin';
import { isoToDmy } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { ConsoleConfirmDialog } from '../../../components/console/ConsoleConfirmDialog';
import { FormSwitch } from '../../../components/form/FormSwitch';
import { FormTextField } from '../../../components/form/FormTextField';
import { FIRST_PAGE } from '../../../components/console/PagedLinkGrid';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { serverGrid } from '../../../components/console/grid';
import { schemaResolver } from '../../../lib/form';
import { useSubscriptions } from '../api/search-subscriptions';
import { useSubscriptionAction } from '../api/subscription-action';
import {
  ACTION_TEXT,
  actionDoneText,
  actionsFor,
  actionWillText,
  requestText,
  SUBSCRIPTION_STATUS_TEXT,
  subscriptionParamsOf,
  subscriptionQueryOf,
  subscriptionSearchOf,
  ZSubscriptionSearchForm,
  type SubscriptionAction,
  type SubscriptionSearch,
} from '../subscriptions';
import { CancelDialog } from './CancelDialog';
import { ClosuresPanel } from './ClosuresPanel';
import { anyOf, SearchBar } from '../../../components/console/SearchBar';
import { ConsoleTabs, useConsoleTab } from '../../../components/console/ConsoleTabs';

const TABS = [
  { key: 'subscriptions', label: 'Subscriptions' },
  { key: 'closures', label: 'Closures' },
] as const;

export function SubscriptionsScreen() {
  const [current, choose] = useConsoleTab(TABS);
  return (
    <>
      <ConsoleTabs label="Subscriptions" idPrefix="hpc" tabs={TABS} current={current.key} onChoose={choose}>
        {current.key === 'subscriptions' ? <SubscriptionList /> : <ClosuresPanel />}
      </ConsoleTabs>
    </>
  );
}

type Asked = { action: SubscriptionAction; subscription: TAdminSubscription } | null;

function SubscriptionList() {
  const [params, setParams] = useSearchParams();
  const search = subscriptionSearchOf(params);
  const [paging, setPaging] = useState<GridPaginationModel>(FIRST_PAGE);
  const subscriptions = useSubscriptions(subscriptionQueryOf(search, paging.page, paging.pageSize));
  const act = useSubscriptionAction();
  const [said, setSaid] = useState<Said>(null);
  const [asked, setAsked] = useState<Asked>(null);
  const { control, handleSubmit } = useForm<SubscriptionSearch>({
    values: search,
    resolver: schemaResolver(() => ZSubscriptionSearchForm),
  });
  const apply = (form: SubscriptionSearch) => {
    setPaging((p) => ({ ...p, page: 0 }));
    setParams(subscriptionParamsOf(form));
  };
  const run = async (action: SubscriptionAction, s: TAdminSubscription, reason: string) => {
    const done = await act.mutateAsync({ id: s.id, action, ...(reason && { reason }) });
    setSaid({ severity: 'success', text: actionDoneText(done) });
  };

  const columns = useMemo<GridColDef<TAdminSubscription>[]>(
    () => [
      { field: 'id', headerName: 'Number', width: 80 },
      {
        field: 'member',
        headerName: 'Member',
        flex: 1,
        minWidth: 160,
        valueGetter: (_v, row) => row.member.name,
      },
      { field: 'plan', headerName: 'Plan', width: 170, valueGetter: (_v, row) => row.plan.name },
      {
        field: 'status',
        headerName: 'Status',
        width: 100,
        valueFormatter: (value: TAdminSubscription['status']) => SUBSCRIPTION_STATUS_TEXT[value],
      },
      {
        field: 'next_billing_date',
        headerName: 'Next billing',
        width: 110,
        valueFormatter: (value: string) => isoToDmy(value),
      },
      {
        field: 'request',
        headerName: 'Request',
        width: 170,
        valueGetter: (_v, row) => requestText(row.request),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 330,
        sortable: false,
        renderCell: ({ row, tabIndex }) => (
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', height: '100%' }}>
            {actionsFor(row).map((action) => (
              <Button
                key={action}
                size="small"
                tabIndex={tabIndex}
                color={action === 'cancel' || action === 'decline' ? 'error' : 'primary'}
                aria-label={`${ACTION_TEXT[action]} ${row.member.name}'s subscription ${row.id}`}
                onClick={() => setAsked({ action, subscription: row })}
              >
                {ACTION_TEXT[action]}
              </Button>
            ))}
          </Box>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <SearchBar
        label="Find subscriptions"
        columns={{ xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr auto' }}
        onSearch={handleSubmit(apply)}
      >
        <FormTextField
          name="q"
          control={control}
          label="Member or number"
          type="search"
          inputProps={{ maxLength: 50, autoComplete: 'off' }}
        />
        <FormTextField
          name="status"
          control={control}
          label="Status"
          select={anyOf('Any status', ADMIN_SUBSCRIPTION_STATUSES, (s) => SUBSCRIPTION_STATUS_TEXT[s])}
        />
        <FormSwitch name="requests" control={control} label="Requests waiting" />
      </SearchBar>
      {subscriptions.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {subscriptions.error.message}
        </Alert>
      )}
      <DataGrid<TAdminSubscription>
        aria-label="Subscriptions"
        {...serverGrid('hpc-subscriptions')}
        disableColumnSorting
        rows={subscriptions.data?.subscriptions ?? []}
        rowCount={subscriptions.data?.total ?? 0}
        columns={columns}
        loading={subscriptions.isFetching}
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={[FIRST_PAGE.pageSize]}
      />
      {asked && (asked.action === 'decline' || asked.action === 'cancel') && (
        <CancelDialog
          title={`${ACTION_TEXT[asked.action]} ${asked.subscription.member.name}'s ${asked.action === 'decline' ? 'request' : 'subscription'}?`}
          willText={actionWillText(asked.action, asked.subscription)}
          confirmText={ACTION_TEXT[asked.action]}
          reasonRequired={asked.action === 'decline'}
          onCancel={(reason) => run(asked.action, asked.subscription, reason)}
          onClose={() => setAsked(null)}
        />
      )}
      {asked && asked.action !== 'decline' && asked.action !== 'cancel' && (
        <ConsoleConfirmDialog
          title={`${ACTION_TEXT[asked.action]} ${asked.subscription.member.name}'s subscription?`}
          confirmText={ACTION_TEXT[asked.action]}
          tone="primary"
          onConfirm={() => run(asked.action, asked.subscription, '')}
          onClose={() => setAsked(null)}
        >
          {actionWillText(asked.action, asked.subscription)}
        </ConsoleConfirmDialog>
      )}
    </>
  );
}
