// The seasons offered to referees (only active ones can be).
import type { TOfficialsSeason } from '@courtside/contracts/admin';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Said } from '../../../components/SaidAlert';
import { SectionCard } from '../../../components/SectionCard';
import { ApiError } from '../../../lib/api-client';
import { setRefereesOpen, useOfficialsChange } from '../api/officials';

type Tell = (said: Said) => void;

export function SeasonsOffered({ seasons, tell }: { seasons: TOfficialsSeason[]; tell: Tell }) {
  const offer = useOfficialsChange(setRefereesOpen);
  const [busy, setBusy] = useState<number | null>(null);
  const toggle = async (season: TOfficialsSeason, open: boolean) => {
    setBusy(season.id);
    try {
      const saved = await offer.mutateAsync({ seasonId: season.id, open });
      tell({
        severity: 'success',
        text: saved.referees_open
          ? `${saved.name} is offered to referees.`
          : `${saved.name} is no longer offered to referees.`,
      });
    } catch (err) {
      tell({
        severity: 'error',
        text: err instanceof ApiError ? err.message : `Could not change ${season.name}. Please try again.`,
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <SectionCard title="Seasons offered to referees">
      <Typography sx={{ mt: 1 }}>
        Referees give their availability, and see their rosters, for the seasons switched on. Only active
        seasons can be offered.
      </Typography>
      {seasons.length === 0 ? (
        <Typography>No seasons yet.</Typography>
      ) : (
        <Box component="ul" aria-label="Offered to referees" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {seasons.map((s) => (
            <Box
              component="li"
              key={s.id}
              sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
            >
              <FormControlLabel
                label={s.name}
                control={
                  <Switch
                    id={`referees-open-${s.id}`}
                    checked={s.referees_open}
                    disabled={!s.active || busy === s.id}
                    onChange={(e) => void toggle(s, e.target.checked)}
                    slotProps={{
                      input: { 'aria-describedby': s.active ? undefined : `referees-open-${s.id}-state` },
                    }}
                  />
                }
              />
              {!s.active && (
                <Typography id={`referees-open-${s.id}-state`} variant="body2" color="text.secondary">
                  not active
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
