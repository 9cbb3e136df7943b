// /admin/draw: the draw of the season staff last chose on Teams, Nominations, Results or the
// Draw (else the season being played).
import Typography from '@mui/material/Typography';
import { Navigate } from 'react-router';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import {
  chosenOr,
  seasonBeingPlayed,
  useChosenSeason,
  useSeasons,
} from '../../../components/console/seasons';

export function Component() {
  const seasons = useSeasons();
  const [chosen] = useChosenSeason();
  if (seasons.isPending) return <Loading text="Loading the seasons..." />;
  const season = chosenOr(seasons.data ?? [], chosen, seasonBeingPlayed);
  if (!season)
    return (
      <>
        <PageTitle>Draw</PageTitle>
        <Typography>No season yet: create one in the Seasons area.</Typography>
      </>
    );
  return <Navigate replace to={`/admin/seasons/${season.id}/draw`} />;
}
