import type { TProfile } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { membershipStatus, type MembershipStatus } from '../../../lib/access';
import { setSelectedSport, useSelectedSport } from '../../../lib/selected-sport';
import { dashboardTiles, type Tile } from '../tiles';

const MISSING = 'Missing information, please update your profile';
const NON_PL = 'This profile does not require registration. Please contact us for further details.';
const STATUS_COLOR: Record<MembershipStatus, 'success' | 'warning' | 'default'> = {
  REGISTERED: 'success',
  'PLEASE RENEW': 'warning',
  UNREGISTERED: 'default',
};

export function Dashboard({ profile, statsEnabled }: { profile: TProfile; statsEnabled: boolean }) {
  const sportValues = profile.sports.map((s) => s.value);
  const sport = useSelectedSport(profile.main_sport, sportValues);
  const sportProfile = profile.sports.find((s) => s.value === sport);
  const tiles = dashboardTiles(profile, statsEnabled, sport);

  return (
    <>
      {profile.nb_teams > 0 && profile.sports.length > 0 && (
        <TextField
          select
          label="Sport"
          id="sport-selector"
          value={sport}
          onChange={(e) => setSelectedSport(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220, mt: 0 }}
        >
          {profile.sports.map((s) => (
            <option key={s.value} value={s.value}>
              {s.text}
            </option>
          ))}
        </TextField>
      )}
      <Box
        component="ul"
        aria-label="Member services"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
        }}
      >
        {tiles.map((tile) => (
          <Box component="li" key={tile.key}>
            <TileCard tile={tile} linked={!(tile.key === 'registration' && profile.non_pl)}>
              {tile.key === 'profile' && !profile.profile_complete && <MissingAlert />}
              {tile.key === 'registration' && (
                <RegistrationDetails
                  profile={profile}
                  sport={sport}
                  expiry={sportProfile?.expiry_date ?? null}
                  renewal={sportProfile?.memb_renewal ?? false}
                />
              )}
            </TileCard>
          </Box>
        ))}
      </Box>
    </>
  );
}

/** `linked`: the tile opens its page; a profile that needs no registration has none to open. */
function TileCard({ tile, linked, children }: { tile: Tile; linked: boolean; children?: React.ReactNode }) {
  const heading = (
    <CardContent>
      <Typography variant="h6" component="h2">
        {tile.title}
      </Typography>
      <Typography color="text.secondary">{tile.text}</Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {linked ? (
        <CardActionArea component={RouterLink} to={tile.to}>
          {heading}
        </CardActionArea>
      ) : (
        heading
      )}
      {children && <CardContent sx={{ pt: 0 }}>{children}</CardContent>}
    </Card>
  );
}

function MissingAlert() {
  return (
    <Alert severity="error" sx={{ mt: 1 }}>
      {MISSING}
    </Alert>
  );
}

function RegistrationDetails({
  profile,
  sport,
  expiry,
  renewal,
}: {
  profile: TProfile;
  sport: string;
  expiry: string | null;
  renewal: boolean;
}) {
  const status =
    sport === profile.main_sport
      ? profile.membership_status
      : membershipStatus({ expiry_date: expiry, memb_renewal: renewal });
  return (
    <>
      {profile.non_pl ? (
        <Typography sx={{ mb: 1 }}>{NON_PL}</Typography>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>Expiry date: {expiry ?? 'Not registered'}</Typography>
          <Chip label={status} color={STATUS_COLOR[status]} sx={{ fontWeight: 700 }} />
        </>
      )}
      {renewal && profile.profile_complete && !profile.non_pl && (
        <Button
          variant="contained"
          component={RouterLink}
          to={`/member/membership?sport=${encodeURIComponent(sport)}`}
          sx={{ ml: 2 }}
        >
          REGISTER NOW
        </Button>
      )}
      {!profile.profile_complete && <MissingAlert />}
    </>
  );
}
