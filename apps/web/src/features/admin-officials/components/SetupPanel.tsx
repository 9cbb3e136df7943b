// The Setup tab: the roster types a game needs and what each pays per game (added, changed, and
// removed while nobody holds one and no game was given it: the server refuses otherwise, and its
// words are shown), the seasons offered to referees (only active ones can be), and the game times
// each venue offers referees in a season (replaced venue by venue; with none set anywhere in the
// season, referees are offered its drawn games' start times). What the server did is said at the
// top.
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { Loading } from '../../../components/Loading';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { useOfficialsSetup } from '../api/officials';
import { RosterTypes } from './RosterTypesPanel';
import { SeasonsOffered } from './SeasonsOfferedPanel';
import { TimesOffered } from './TimesOfferedPanel';

export function SetupPanel() {
  const setup = useOfficialsSetup();
  const [said, setSaid] = useState<Said>(null);

  if (setup.isPending) return <Loading text="Loading the officials' setup..." />;
  if (setup.isError)
    return (
      <Alert severity="error" role="alert">
        {setup.error.message}
      </Alert>
    );
  return (
    <>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <RosterTypes types={setup.data.roster_types} tell={setSaid} />
      <SeasonsOffered seasons={setup.data.seasons} tell={setSaid} />
      <TimesOffered seasons={setup.data.seasons} tell={setSaid} />
    </>
  );
}
