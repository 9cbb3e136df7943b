// The draw limits of any team of a season, from the season's Draw screen: staff find the team by
// name (the Teams area's list) and edit its limits there, as on the team's own page.
import type { TNominationRow } from '@courtside/contracts/admin';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { Loading } from '../../../components/Loading';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { useTeam } from '../api/get-team';
import { useTeams } from '../api/get-teams';
import { DrawLimits } from './DrawLimits';

export function SeasonDrawLimits({ seasonId, seasonName }: { seasonId: number; seasonName: string }) {
  const [picked, setPicked] = useState<TNominationRow | null>(null);
  const [typed, setTyped] = useState('');
  const [said, setSaid] = useState<Said>(null);
  const words = useDeferredValue(typed);
  const matches = useTeams({ season_id: seasonId, q: words.trim(), sort: 'team', page_size: 20 }, true);
  return (
    <>
      <Autocomplete<TNominationRow>
        id="field-limits-team"
        options={matches.data?.nominations ?? []}
        loading={matches.isFetching}
        // The server matched the words already.
        filterOptions={(x) => x}
        getOptionLabel={(row) => `${row.team} (${row.division})`}
        getOptionKey={(row) => row.team_id}
        isOptionEqualToValue={(a, b) => a.team_id === b.team_id}
        noOptionsText={matches.isError ? matches.error.message : `No team of ${seasonName} matches`}
        value={picked}
        inputValue={typed}
        onChange={(_e, row) => {
          setPicked(row);
          setSaid(null);
        }}
        onInputChange={(_e, value) => setTyped(value)}
        autoHighlight
        renderInput={(params) => (
          <TextField
            {...params}
            label="Team"
            margin="normal"
            autoComplete="off"
            helperText={`Type part of the name of a team of ${seasonName}.`}
          />
        )}
      />
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      {picked && (
        <PickedTeamLimits
          key={picked.team_id}
          teamId={picked.team_id}
          onDone={(text) => setSaid({ severity: 'success', text })}
        />
      )}
    </>
  );
}

function PickedTeamLimits({ teamId, onDone }: { teamId: number; onDone: (text: string) => void }) {
  const team = useTeam(teamId);
  if (team.isPending) return <Loading text="Loading the team..." />;
  if (team.isError)
    return (
      <Alert severity="error" role="alert">
        {team.error.message}
      </Alert>
    );
  return <DrawLimits team={team.data} onDone={onDone} />;
}
