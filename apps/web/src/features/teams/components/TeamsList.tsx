// Teams list: search, 10 per page, newest first, View and Draw.
import { noTeamResults, TEAM_MSG, type TTeamListItem } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { Loading } from '../../../components/Loading';
import { DataTable, type Column } from '../../../components/table/DataTable';
import { useTeams } from '../api/get-teams';
import { drawPath, teamPath } from '../paths';
import { byNewest } from '../team-rules';

const COLUMNS: Column<TTeamListItem>[] = [
  { header: 'Team', cell: (t) => t.t_name, sortValue: (t) => t.t_name },
  { header: 'Division', cell: (t) => t.t_division, sortValue: (t) => t.t_division },
  { header: 'Season', cell: (t) => t.t_season, sortValue: (t) => t.t_season },
  { header: 'Position', cell: (t) => t.t_function, sortValue: (t) => t.t_function },
  {
    header: 'Actions',
    text: () => '',
    cell: (t) => (
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="contained"
          component={RouterLink}
          to={teamPath(t.t_id)}
          aria-label={`View ${t.t_name}`}
        >
          View
        </Button>
        {t.t_show_draw && (
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={drawPath(t)}
            aria-label={`Draw of ${t.t_name}`}
          >
            Draw
          </Button>
        )}
      </Stack>
    ),
  },
];

export function TeamsList() {
  const { data, isPending, isError, error } = useTeams();
  const rows = useMemo(() => byNewest(data ?? []), [data]);
  if (isPending) return <Loading text="Loading Data..." />;
  if (isError) return <Alert severity="error">{error.message}</Alert>;
  return (
    <DataTable
      label="Teams"
      rows={rows}
      columns={COLUMNS}
      rowKey={(t) => t.t_id}
      emptyText={TEAM_MSG.noTeams}
      noMatchText={noTeamResults}
    />
  );
}
