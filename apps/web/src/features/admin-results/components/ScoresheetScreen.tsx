// /admin/games/:id/scoresheet: a game's scoresheet in the console (the shared form, a table per
// team) and its scorers: the members who may enter the result from their phone on game day.
import type { TScoresheet } from '@courtside/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '../../../components/DetailList';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { ScoresheetForm } from '../../../domains/scoresheet/ScoresheetForm';
import { dayText, gameWhen, resultText } from '../../../domains/scoresheet/scoresheet-form';
import { SectionCard } from '../../../components/SectionCard';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors, schemaResolver } from '../../../lib/form';
import { useSettings } from '../../../lib/settings';
import { useScorers, type Scorer } from '../api/get-scorers';
import { useScoresheet } from '../api/get-scoresheet';
import { useSaveScoresheet } from '../api/save-scoresheet';
import { useSetScorers } from '../api/set-scorers';
import { scorersWith, scorersWithout, ZScorerForm } from '../results';
import { MemberField } from '../../../components/console/member-field';
import { SaidAlert } from '../../../components/SaidAlert';

export function ScoresheetScreen({
  gameId,
  searchesMemberContacts,
}: {
  gameId: number;
  searchesMemberContacts: boolean;
}) {
  const sheet = useScoresheet(gameId);
  const save = useSaveScoresheet();
  const timeZone = useSettings().data?.time_zone;

  if (sheet.isPending) return <Loading text="Loading the scoresheet..." />;
  if (sheet.isError)
    return <LoadFailure title="Scoresheet" what="game, or its teams are not known yet" error={sheet.error} />;
  const s = sheet.data;
  const saved = s.result
    ? new Date(s.result.updated_at).toLocaleString('en-AU', {
        timeZone,
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : null;
  return (
    <>
      <PageTitle>{`${s.team_a.name} v ${s.team_b.name}`}</PageTitle>
      <DetailList
        items={[
          ['Division', `${s.division}, round ${s.round}`],
          ['When', gameWhen(s)],
          s.court !== null && ['Court', s.court],
          ['Result', saved ? `${resultText(s)} (saved ${saved})` : resultText(s)],
        ]}
      />
      {s.result === null && s.court !== null && (
        <Box sx={{ my: 1 }}>
          {/* The Draw screen's Published games checks a move or swap against the draw's rules. */}
          <Button
            variant="outlined"
            component={RouterLink}
            to={`/admin/seasons/${s.season_id}/draw?division=${s.division_id}&move=${s.game_id}`}
          >
            Move or swap this game
          </Button>
        </Box>
      )}
      <SectionCard title="Scoresheet">
        <ScoresheetForm
          key={s.game_id}
          sheet={s}
          layout="table"
          onSave={(body) => save.mutateAsync({ gameId: s.game_id, body })}
        />
      </SectionCard>
      <SectionCard title="Scorers">
        <Scorers sheet={s} searchesMemberContacts={searchesMemberContacts} />
      </SectionCard>
    </>
  );
}

function Scorers({ sheet, searchesMemberContacts }: { sheet: TScoresheet; searchesMemberContacts: boolean }) {
  const scorers = useScorers(sheet.game_id);
  const change = useSetScorers(sheet.game_id);
  const [adding, setAdding] = useState(false);
  const [said, setSaid] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const remove = (scorer: Scorer) => {
    setSaid(null);
    change
      .mutateAsync({ gameId: sheet.game_id, memberIds: scorersWithout(scorers.data ?? [], scorer.member_id) })
      .then(() =>
        setSaid({ severity: 'success', text: `${scorer.name} is no longer a scorer of this game.` }),
      )
      .catch((err: unknown) =>
        setSaid({
          severity: 'error',
          text: err instanceof ApiError ? err.message : 'Could not change the scorers. Please try again.',
        }),
      );
  };

  return (
    <>
      <Typography sx={{ mt: 1 }}>
        A member named here may enter this game&apos;s result and stats from their phone (Scorer, in the
        member area) on game day, {dayText(sheet.date)}, and on no other day.
      </Typography>
      <SaidAlert said={said} onClose={() => setSaid(null)} sx={{ mt: 2 }} />
      {scorers.isPending && <Loading text="Loading the scorers..." />}
      {scorers.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {scorers.error.message}
        </Alert>
      )}
      {scorers.data &&
        (scorers.data.length === 0 ? (
          <Typography sx={{ mt: 2 }}>No scorer is named: only staff can enter the result.</Typography>
        ) : (
          <Box component="ul" aria-label="Scorers of this game" sx={{ pl: 0, listStyle: 'none', mt: 2 }}>
            {scorers.data.map((scorer) => (
              <Box
                component="li"
                key={scorer.member_id}
                sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', py: 0.5 }}
              >
                <Typography component="span">
                  {scorer.name} (member {scorer.member_id})
                </Typography>
                <Button
                  size="small"
                  color="error"
                  variant="outlined"
                  disabled={change.isPending}
                  onClick={() => remove(scorer)}
                  aria-label={`Remove ${scorer.name} as scorer`}
                >
                  Remove
                </Button>
              </Box>
            ))}
          </Box>
        ))}
      <Button
        variant="outlined"
        sx={{ mt: 2 }}
        disabled={!scorers.data || scorers.data.length >= 10}
        onClick={() => {
          setSaid(null);
          setAdding(true);
        }}
      >
        Name a scorer
      </Button>
      {adding && scorers.data && (
        <AddScorerDialog
          gameId={sheet.game_id}
          current={scorers.data}
          searchesContacts={searchesMemberContacts}
          onDone={(text) => setSaid({ severity: 'success', text })}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
}

function AddScorerDialog({
  gameId,
  current,
  searchesContacts,
  onDone,
  onClose,
}: {
  gameId: number;
  current: Scorer[];
  searchesContacts: boolean;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const change = useSetScorers(gameId);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<{ mid: string }>({
    defaultValues: { mid: '' },
    resolver: schemaResolver(() => ZScorerForm),
  });
  const onSubmit = handleSubmit(async ({ mid }) => {
    setFailure(null);
    const memberId = Number(mid.trim());
    try {
      const scorers = await change.mutateAsync({ gameId, memberIds: scorersWith(current, memberId) });
      const named = scorers.find((s) => s.member_id === memberId);
      onDone(`${named?.name ?? `Member ${memberId}`} may enter this game's result on game day.`);
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) return setFailure('Could not name the scorer. Please try again.');
      const left = applyServerErrors(setError, err.errors, ['mid'], { member_ids: 'mid' });
      if (left.length || Object.keys(err.errors).length === 0) setFailure(left.join(' ') || err.message);
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="add-scorer-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id="add-scorer-title">Name a scorer</DialogTitle>
        <DialogContent>
          <DialogContentText>
            They see the game under Scorer in the member area on game day, and may save its result and stats
            then.
          </DialogContentText>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
          <MemberField name="mid" control={control} searchesContacts={searchesContacts} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Name scorer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
