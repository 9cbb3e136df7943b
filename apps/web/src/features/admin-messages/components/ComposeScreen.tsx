// /admin/messages/new: write a message to members. The kind (a competition service message, or
// association news, which honours the member's choice), the audience (cascading selects: season, then division or team; a sport; a roster
// type; or members picked through the member search), the subject and the body with merge-field
// chips. Preview shows how many receive it, who is left out and why, and the first recipient's
// copy; Send test mails that copy to oneself; Send asks first, saying how many will receive it.
import {
  MERGE_FIELDS,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  type TMessageAudience,
  type TMessageAudiences,
  type TMessageDraft,
  type TMessageKind,
  type TMessageMemberMatch,
  type TMessagePreview,
} from '@courtside/contracts/admin';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { ConsoleConfirmDialog } from '../../../components/console/ConsoleConfirmDialog';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { SectionCard } from '../../../components/SectionCard';
import { ApiError } from '../../../lib/api-client';
import { useAudiences, useMemberMatches, usePreview, useSend, useSendTest } from '../api/messages';
import { KIND_LABELS } from './message-words';

type AudienceType = TMessageAudience['type'];
const AUDIENCE_LABELS: Record<AudienceType, string> = {
  division_managers: 'Managers of a division’s teams',
  team_players: 'Players of a team',
  sport_members: 'Members registered for a sport',
  officials: 'Officials',
  hpc_members: 'HPC members',
  members: 'Members picked by hand',
};

interface Choice {
  kind: TMessageKind;
  type: AudienceType;
  seasonId: string;
  divisionId: string;
  teamId: string;
  sport: 'basketball' | 'netball';
  rosterType: string;
  picked: TMessageMemberMatch[];
}

/** The audience as the API takes it, or the field still to choose. */
function audienceOf(c: Choice): TMessageAudience | { missing: string } {
  switch (c.type) {
    case 'division_managers':
      return c.divisionId
        ? { type: c.type, division_id: Number(c.divisionId) }
        : { missing: 'Choose the division.' };
    case 'team_players':
      return c.teamId ? { type: c.type, team_id: Number(c.teamId) } : { missing: 'Choose the team.' };
    case 'sport_members':
      return { type: c.type, sport: c.sport };
    case 'officials':
      return c.rosterType ? { type: c.type, roster_type: c.rosterType } : { type: c.type };
    case 'hpc_members':
      return { type: c.type };
    case 'members':
      return c.picked.length
        ? { type: c.type, member_ids: c.picked.map((m) => m.id) }
        : { missing: 'Pick at least one member.' };
  }
}

export function ComposeScreen() {
  const audiences = useAudiences();
  if (audiences.isPending) return <Loading text="Loading the audiences..." />;
  if (audiences.isError) return <LoadFailure title="New message" error={audiences.error} />;
  return <ComposeForm lists={audiences.data} />;
}

function ComposeForm({ lists }: { lists: TMessageAudiences }) {
  const navigate = useNavigate();
  const preview = usePreview();
  const sendTest = useSendTest();
  const send = useSend();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [choice, setChoice] = useState<Choice>({
    kind: 'competition',
    type: 'division_managers',
    seasonId: lists.seasons[0] ? String(lists.seasons[0].id) : '',
    divisionId: '',
    teamId: '',
    sport: 'basketball',
    rosterType: '',
    picked: [],
  });
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [search, setSearch] = useState('');
  // Asked for the words once typing pauses, not on every keystroke.
  const words = useDeferredValue(search);
  const matches = useMemberMatches(words);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [said, setSaid] = useState<Said>(null);
  const [shown, setShown] = useState<TMessagePreview | null>(null);
  const [confirming, setConfirming] = useState<TMessagePreview | null>(null);

  const season = lists.seasons.find((s) => String(s.id) === choice.seasonId);
  const division = season?.divisions.find((d) => String(d.id) === choice.divisionId);
  const change = (next: Partial<Choice>) => {
    setChoice((c) => ({ ...c, ...next }));
    setShown(null);
  };

  /** The draft, or null with each missing field said under it. */
  const draft = (): TMessageDraft | null => {
    const audience = audienceOf(choice);
    const found: Record<string, string> = {};
    if ('missing' in audience) found.audience = audience.missing;
    if (!subject.trim()) found.subject = 'This field is required';
    if (!body.trim()) found.body = 'This field is required';
    setErrors(found);
    if ('missing' in audience || Object.keys(found).length) return null;
    return { kind: choice.kind, audience, subject, body };
  };
  /** The server's refusal: its words at the top, and under the fields it names. */
  const refused = (err: Error) => {
    if (err instanceof ApiError && Object.keys(err.errors).length)
      setErrors(
        Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k.split('.')[0]!, v[0] ?? ''])),
      );
    setSaid({ severity: 'error', text: err.message });
  };

  const onPreview = () => {
    const d = draft();
    if (!d) return;
    setSaid(null);
    preview.mutate(d, { onSuccess: setShown, onError: refused });
  };
  const onTest = () => {
    const d = draft();
    if (!d) return;
    setSaid(null);
    sendTest.mutate(d, {
      onSuccess: ({ to }) => setSaid({ severity: 'success', text: `Test sent to ${to}.` }),
      onError: refused,
    });
  };
  const onSend = () => {
    const d = draft();
    if (!d) return;
    setSaid(null);
    // The count the confirmation states is the server's, asked now.
    preview.mutate(d, {
      onSuccess: (p) => {
        setShown(p);
        setConfirming(p);
      },
      onError: refused,
    });
  };
  const insertField = (field: string) => {
    const token = `{{${field}}}`;
    const el = bodyRef.current;
    const at = el ? el.selectionStart : body.length;
    const end = el ? el.selectionEnd : body.length;
    // Committed at once, so the focus and the caret are back in the message before the next key
    // arrives: a key typed right after the click went to the button while a frame was awaited.
    flushSync(() => setBody(body.slice(0, at) + token + body.slice(end)));
    el?.focus();
    el?.setSelectionRange(at + token.length, at + token.length);
  };
  const busy = preview.isPending || sendTest.isPending || send.isPending;

  return (
    <>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <Typography sx={{ mb: 2 }}>
        A message goes by email only (the portal sends no SMS). Members without an email address are left out.
        Each copy says why the member receives it. A competition message is a service message about the
        members' own registration, teams or games: it reaches them whatever their mail choices. Association
        news is promotional: members who turned it off are left out, and each copy carries a one-click
        unsubscribe link.
      </Typography>
      <Box component="form" noValidate aria-label="New message" onSubmit={(e) => e.preventDefault()}>
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <TextField
            select
            label="Kind"
            value={choice.kind}
            onChange={(e) => change({ kind: e.target.value as TMessageKind })}
            helperText={
              choice.kind === 'newsletter'
                ? 'Promotional: only to members who chose to receive association news.'
                : 'Service message about their own registration, teams or games: to everyone in the audience.'
            }
          >
            {(['competition', 'newsletter'] as const).map((k) => (
              <MenuItem key={k} value={k}>
                {KIND_LABELS[k]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Audience"
            value={choice.type}
            onChange={(e) => change({ type: e.target.value as AudienceType })}
            error={
              Boolean(errors.audience) &&
              !['division_managers', 'team_players', 'members'].includes(choice.type)
            }
            helperText={
              !['division_managers', 'team_players', 'members'].includes(choice.type) && errors.audience
            }
          >
            {(Object.keys(AUDIENCE_LABELS) as AudienceType[]).map((t) => (
              <MenuItem key={t} value={t}>
                {AUDIENCE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
          {(choice.type === 'division_managers' || choice.type === 'team_players') && (
            <>
              <TextField
                select
                label="Season"
                value={choice.seasonId}
                onChange={(e) => change({ seasonId: e.target.value, divisionId: '', teamId: '' })}
              >
                {lists.seasons.map((s) => (
                  <MenuItem key={s.id} value={String(s.id)}>
                    {s.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label="Division"
                value={choice.divisionId}
                onChange={(e) => change({ divisionId: e.target.value, teamId: '' })}
                error={choice.type === 'division_managers' && Boolean(errors.audience)}
                helperText={choice.type === 'division_managers' && errors.audience}
              >
                {(season?.divisions ?? []).map((d) => (
                  <MenuItem key={d.id} value={String(d.id)}>
                    {d.name}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
          {choice.type === 'team_players' && (
            <TextField
              select
              label="Team"
              value={choice.teamId}
              onChange={(e) => change({ teamId: e.target.value })}
              error={Boolean(errors.audience)}
              helperText={errors.audience}
            >
              {(division?.teams ?? []).map((t) => (
                <MenuItem key={t.id} value={String(t.id)}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {choice.type === 'sport_members' && (
            <TextField
              select
              label="Sport"
              value={choice.sport}
              onChange={(e) => change({ sport: e.target.value as Choice['sport'] })}
            >
              <MenuItem value="basketball">Basketball</MenuItem>
              <MenuItem value="netball">Netball</MenuItem>
            </TextField>
          )}
          {choice.type === 'officials' && (
            <TextField
              select
              label="Roster type"
              value={choice.rosterType}
              onChange={(e) => change({ rosterType: e.target.value })}
            >
              <MenuItem value="">Every official</MenuItem>
              {lists.roster_types.map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
          )}
          {choice.type === 'members' && (
            <Autocomplete
              multiple
              options={matches.data ?? []}
              value={choice.picked}
              filterOptions={(options) => options}
              getOptionLabel={(m) => `${m.name}${m.email ? ` (${m.email})` : ''}`}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onChange={(_e, picked) => change({ picked })}
              onInputChange={(_e, text) => setSearch(text)}
              loading={matches.isFetching}
              noOptionsText={words.trim().length < 2 ? 'Type two letters or more' : 'No member matches'}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Members"
                  error={Boolean(errors.audience)}
                  helperText={errors.audience ?? 'Search by name, username, email or mobile.'}
                />
              )}
            />
          )}
          <TextField
            label="Subject"
            value={subject}
            onChange={(e) => {
              setSubject(e.target.value);
              setShown(null);
            }}
            required
            slotProps={{ htmlInput: { maxLength: MESSAGE_SUBJECT_MAX } }}
            error={Boolean(errors.subject)}
            helperText={errors.subject}
          />
          <Box>
            <Typography component="p" variant="body2" id="merge-fields-label" sx={{ mb: 1 }}>
              Merge fields, filled in for each member (team and division only for team audiences):
            </Typography>
            <Stack direction="row" spacing={1} role="group" aria-labelledby="merge-fields-label">
              {MERGE_FIELDS.map((f) => (
                <Chip
                  key={f}
                  label={`{{${f}}}`}
                  aria-label={`Insert ${f.replace('_', ' ')}`}
                  onClick={() => insertField(f)}
                  variant="outlined"
                />
              ))}
            </Stack>
          </Box>
          <TextField
            label="Message"
            value={body}
            onChange={(e) => {
              setBody(e.target.value);
              setShown(null);
            }}
            required
            multiline
            minRows={8}
            inputRef={bodyRef}
            slotProps={{ htmlInput: { maxLength: MESSAGE_BODY_MAX } }}
            error={Boolean(errors.body)}
            helperText={errors.body ?? 'Plain text; leave a blank line between paragraphs.'}
          />
          <Stack direction="row" spacing={2}>
            <Button variant="outlined" disabled={busy} onClick={onPreview}>
              Preview
            </Button>
            <Button variant="outlined" disabled={busy} onClick={onTest}>
              Send test to me
            </Button>
            <Button variant="contained" disabled={busy} onClick={onSend}>
              Send
            </Button>
          </Stack>
        </Stack>
      </Box>
      {shown && <PreviewCard preview={shown} />}
      {confirming && (
        <ConsoleConfirmDialog
          title="Send this message?"
          confirmText={`Send to ${confirming.recipients}`}
          onClose={() => setConfirming(null)}
          onConfirm={async () => {
            const d = draft();
            if (!d) return;
            const sent = await send.mutateAsync(d);
            void navigate(`/admin/messages/${sent.id}`);
          }}
        >
          {confirming.recipients === 0
            ? 'Nobody in this audience would receive it.'
            : `${confirming.recipients} ${confirming.recipients === 1 ? 'member' : 'members'} will receive it` +
              ` (${confirming.skipped.unsubscribed} left out as unsubscribed, ${confirming.skipped.no_email} without an email address).`}
        </ConsoleConfirmDialog>
      )}
    </>
  );
}

function PreviewCard({ preview }: { preview: TMessagePreview }) {
  const { recipients, skipped, sample } = preview;
  return (
    <Box sx={{ mt: 3, maxWidth: 720 }}>
      <SectionCard title="Preview">
        <Typography role="status" sx={{ mb: 1 }}>
          {recipients} {recipients === 1 ? 'member' : 'members'} will receive it; left out:{' '}
          {skipped.unsubscribed} unsubscribed, {skipped.no_email} without an email address.
        </Typography>
        {sample ? (
          <>
            <Typography variant="body2" color="text.secondary">
              As {sample.name} ({sample.email}) receives it:
            </Typography>
            <Typography sx={{ fontWeight: 600, mt: 1 }}>{sample.subject}</Typography>
            <Typography component="div" sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>
              {sample.text}
            </Typography>
          </>
        ) : (
          <Typography>Nobody in this audience would receive it.</Typography>
        )}
      </SectionCard>
    </Box>
  );
}
