// Step 1: teams the member ran in the last 365 days, each with a Copy button.
import type { TPreviousTeam } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Loading } from '../../../components/Loading';
import { TableScroll } from '../../../components/TableScroll';
import { visuallyHidden } from '../../../components/visually-hidden';
import { usePreviousTeams } from '../api/get-previous-teams';

export function PreviousTeams({
  copiedId,
  onCopy,
}: {
  copiedId: string;
  onCopy: (team: TPreviousTeam) => void;
}) {
  const { data, isPending, isError, error } = usePreviousTeams();
  if (isPending) return <Loading />;
  if (isError) return <Alert severity="error">{error.message}</Alert>;
  if (data.length === 0)
    return (
      <Typography sx={{ my: 1 }}>
        No previous teams in the last 365 days. Continue to enter a new team.
      </Typography>
    );
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Copy a team you ran in the last 365 days: its name and players are filled in for you.
      </Typography>
      <TableScroll label="Previous teams table">
        <Table size="small" aria-label="Previous teams">
          <TableHead>
            <TableRow>
              {['Team', 'Division', 'Season', 'Entered', 'Players', ''].map((h, i) => (
                <TableCell key={i} sx={{ fontWeight: 700 }}>
                  {h || (
                    <Box component="span" sx={visuallyHidden}>
                      Copy
                    </Box>
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((t) => (
              <TableRow key={t.t_id} selected={copiedId === String(t.t_id)}>
                <TableCell>{t.t_name}</TableCell>
                <TableCell>{t.t_division}</TableCell>
                <TableCell>{t.t_season}</TableCell>
                <TableCell>{t.t_created}</TableCell>
                <TableCell>{t.t_players.length}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    variant="contained"
                    onClick={() => onCopy(t)}
                    aria-label={`Copy ${t.t_name}`}
                  >
                    Copy
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
    </>
  );
}
