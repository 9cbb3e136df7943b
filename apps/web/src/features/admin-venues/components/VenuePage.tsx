// /admin/venues/:id: a venue's name and address, its courts and halves with their weekly hire
// hours, the sports, booking types and options hires are booked with, and the rate rules that
// price them, each added and changed here in its own dialog (a rate rule deleted once confirmed).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TAdminCourt, TAdminRateRule } from '@courtside/contracts/admin';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { DetailList } from '../../../components/DetailList';
import { LoadFailure } from '../../../components/LoadFailure';
import { Loading } from '../../../components/Loading';
import { PageTitle } from '../../../components/PageTitle';
import { SaidAlert, type Said } from '../../../components/SaidAlert';
import { ConsoleConfirmDialog } from '../../../components/console/ConsoleConfirmDialog';
import { SectionCard } from '../../../components/SectionCard';
import { TableScroll } from '../../../components/TableScroll';
import { formatCents } from '../../../lib/money';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useDeleteBookingOption } from '../api/delete-booking-option';
import { useDeleteBookingType } from '../api/delete-booking-type';
import { useDeleteRateRule } from '../api/delete-rate-rule';
import { useDeleteSport } from '../api/delete-sport';
import { useVenue } from '../api/get-venue';
import { DAY_NAMES } from '../block-rule';
import { CATALOGUE_WORDS, hoursText, rateRuleText, type CatalogueKind } from '../venue-form';
import { CatalogueDialog, type CatalogueItem } from './CatalogueDialog';
import { CourtDialog } from './CourtDialog';
import { CourtHoursDialog } from './CourtHoursDialog';
import { RateRuleDialog } from './RateRuleDialog';
import { VenueDialog } from './VenueDialog';

const back = <BackLink to="/admin/venues">All venues</BackLink>;

/** What the page has open: one dialog at a time (null in `court` or `rule`: a new one). */
type Open =
  | { kind: 'venue' }
  | { kind: 'court'; court: TAdminCourt | null }
  | { kind: 'hours'; court: TAdminCourt }
  | { kind: 'rule'; rule: TAdminRateRule | null }
  | { kind: 'delete-rule'; rule: TAdminRateRule }
  | { kind: 'catalogue'; of: CatalogueKind; item: CatalogueItem | null }
  | { kind: 'delete-catalogue'; of: CatalogueKind; item: CatalogueItem }
  | null;

/** A row's button, its visible word followed by what it acts on for screen readers. */
function RowButton({
  word,
  what,
  onClick,
  color,
}: {
  word: string;
  what: string;
  onClick: () => void;
  color?: 'error';
}) {
  return (
    <Button size="small" color={color} onClick={onClick}>
      {word}
      <Box component="span" sx={visuallyHidden}>
        {` ${what}`}
      </Box>
    </Button>
  );
}

/** The actions column's heading, said but not shown; the cell holds it in (not the page, which would scroll). */
const ActionsHead = () => (
  <TableCell sx={{ position: 'relative' }}>
    <Box component="span" sx={visuallyHidden}>
      Actions
    </Box>
  </TableCell>
);

const Actions = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>{children}</Box>
);

export function VenuePage({ id }: { id: number }) {
  const venue = useVenue(id);
  const [open, setOpen] = useState<Open>(null);
  const [said, setSaid] = useState<Said>(null);
  const deleteRule = useDeleteRateRule();
  const deleteSport = useDeleteSport();
  const deleteType = useDeleteBookingType();
  const deleteOption = useDeleteBookingOption();
  const deleteCatalogue = (of: CatalogueKind, id: number) =>
    (of === 'sport' ? deleteSport : of === 'type' ? deleteType : deleteOption).mutateAsync(id);
  if (venue.isPending) return <Loading text="Loading the venue..." />;
  if (venue.isError) return <LoadFailure title="Venue" what="venue" error={venue.error} back={back} />;
  const v = venue.data;
  const named = (list: { id: number; name: string }[], id: number | null) =>
    id === null ? 'Any' : (list.find((x) => x.id === id)?.name ?? `#${id}`);
  const courtName = (courtId: number | null) => named(v.court_list, courtId);
  const close = () => setOpen(null);
  const saved = (text: string) => {
    setOpen(null);
    setSaid({ severity: 'success', text });
  };
  return (
    <>
      {back}
      <PageTitle>{v.name}</PageTitle>
      <SaidAlert said={said} onClose={() => setSaid(null)} />
      <SectionCard title="Venue">
        <DetailList
          items={[
            [
              'Address',
              [v.address, v.suburb, v.state, v.postcode].filter(Boolean).join(', ') || 'None given',
            ],
            ['Courts', `${v.courts} (${v.bookable_courts} hired out)`],
          ]}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => setOpen({ kind: 'venue' })}>
            Change the venue
          </Button>
          <Button component={RouterLink} to={`/admin/court-hire?venue=${v.id}`}>
            Its court hire calendar
          </Button>
        </Box>
      </SectionCard>
      <SectionCard title="Courts and their hire hours">
        <Button variant="outlined" sx={{ mb: 1 }} onClick={() => setOpen({ kind: 'court', court: null })}>
          Add a court
        </Button>
        <TableScroll label="Courts">
          <Table size="small" aria-label="Courts">
            <TableHead>
              <TableRow>
                <TableCell>Court</TableCell>
                <TableCell>Half of</TableCell>
                <TableCell>Hired out</TableCell>
                <TableCell>Offers</TableCell>
                <TableCell>Hours</TableCell>
                <ActionsHead />
              </TableRow>
            </TableHead>
            <TableBody>
              {v.court_list.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>{c.name}</TableCell>
                  <TableCell>{c.parent_court_id === null ? '' : courtName(c.parent_court_id)}</TableCell>
                  <TableCell>{c.bookable ? 'Yes' : 'No'}</TableCell>
                  <TableCell>
                    {[
                      named(v.sports, c.sport_id),
                      named(v.types, c.type_id),
                      named(v.options, c.option_id),
                    ].join(' · ')}
                  </TableCell>
                  <TableCell>{hoursText(c.hours)}</TableCell>
                  <TableCell>
                    <Actions>
                      <RowButton
                        word="Change"
                        what={c.name}
                        onClick={() => setOpen({ kind: 'court', court: c })}
                      />
                      <RowButton
                        word="Hours"
                        what={`of ${c.name}`}
                        onClick={() => setOpen({ kind: 'hours', court: c })}
                      />
                    </Actions>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      </SectionCard>
      <SectionCard title="What hires are booked with">
        <Typography variant="body2">
          Sports are this venue’s; booking types and options every venue shares.
        </Typography>
        {(
          [
            ['sport', v.sports],
            ['type', v.types],
            ['option', v.options],
          ] as const
        ).map(([kind, items]) => (
          <Box key={kind} sx={{ mt: 2 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {CATALOGUE_WORDS[kind].list}
            </Typography>
            {items.length === 0 && <Typography variant="body2">None</Typography>}
            <Box
              component="ul"
              aria-label={CATALOGUE_WORDS[kind].list}
              sx={{ m: 0, pl: 0, listStyle: 'none' }}
            >
              {items.map((item: CatalogueItem) => (
                <Box
                  component="li"
                  key={item.id}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                >
                  <span>
                    {item.name}
                    {item.slug ? ` (${item.slug})` : ''}
                  </span>
                  <Actions>
                    <RowButton
                      word="Change"
                      what={`the ${CATALOGUE_WORDS[kind].one} ${item.name}`}
                      onClick={() => setOpen({ kind: 'catalogue', of: kind, item })}
                    />
                    <RowButton
                      word="Delete"
                      what={`the ${CATALOGUE_WORDS[kind].one} ${item.name}`}
                      color="error"
                      onClick={() => setOpen({ kind: 'delete-catalogue', of: kind, item })}
                    />
                  </Actions>
                </Box>
              ))}
            </Box>
            <Button size="small" onClick={() => setOpen({ kind: 'catalogue', of: kind, item: null })}>
              Add a{kind === 'option' ? 'n' : ''} {CATALOGUE_WORDS[kind].one}
            </Button>
          </Box>
        ))}
      </SectionCard>
      <SectionCard title="Rate rules">
        <Typography variant="body2" sx={{ mb: 1 }}>
          The highest priority covering a quarter hour prices it; a rule with a message blocks it.
        </Typography>
        <Button variant="outlined" sx={{ mb: 1 }} onClick={() => setOpen({ kind: 'rule', rule: null })}>
          Add a rate rule
        </Button>
        <TableScroll label="Rate rules">
          <Table size="small" aria-label="Rate rules">
            <TableHead>
              <TableRow>
                <TableCell>Days</TableCell>
                <TableCell>Times</TableCell>
                <TableCell>For</TableCell>
                <TableCell align="right">Per hour</TableCell>
                <TableCell align="right">Priority</TableCell>
                <TableCell>Active</TableCell>
                <ActionsHead />
              </TableRow>
            </TableHead>
            <TableBody>
              {v.rate_rules.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.weekday === null ? 'Every day' : DAY_NAMES[r.weekday]}</TableCell>
                  <TableCell>
                    {r.from}-{r.to}
                  </TableCell>
                  <TableCell>
                    {[
                      named(v.sports, r.sport_id),
                      named(v.types, r.type_id),
                      named(v.options, r.option_id),
                    ].join(' · ')}
                  </TableCell>
                  <TableCell align="right">
                    {r.blocked_message
                      ? `Blocked: ${r.blocked_message}`
                      : formatCents(r.price_per_hour_cents)}
                  </TableCell>
                  <TableCell align="right">{r.priority}</TableCell>
                  <TableCell>{r.active ? 'Yes' : 'No'}</TableCell>
                  <TableCell>
                    <Actions>
                      <RowButton
                        word="Change"
                        what={`the rule ${rateRuleText(r)}`}
                        onClick={() => setOpen({ kind: 'rule', rule: r })}
                      />
                      <RowButton
                        word="Delete"
                        what={`the rule ${rateRuleText(r)}`}
                        color="error"
                        onClick={() => setOpen({ kind: 'delete-rule', rule: r })}
                      />
                    </Actions>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      </SectionCard>
      <Typography variant="body2">
        Courts are closed for a time on each season’s Draw screen;{' '}
        <Link component={RouterLink} to={`/admin/court-hire?venue=${v.id}`}>
          the court hire calendar
        </Link>{' '}
        shows them.
      </Typography>
      {open?.kind === 'venue' && (
        <VenueDialog venue={v} onDone={(venue) => saved(`${venue.name} is saved.`)} onClose={close} />
      )}
      {open?.kind === 'court' && (
        <CourtDialog
          venue={v}
          court={open.court}
          onDone={(court) => saved(`${court.name} is saved.`)}
          onClose={close}
        />
      )}
      {open?.kind === 'hours' && (
        <CourtHoursDialog
          court={open.court}
          onDone={(court) => saved(`The hire hours of ${court.name} are saved.`)}
          onClose={close}
        />
      )}
      {open?.kind === 'rule' && (
        <RateRuleDialog
          venue={v}
          rule={open.rule}
          onDone={(rule) => saved(`The rate rule ${rateRuleText(rule)} is saved.`)}
          onClose={close}
        />
      )}
      {open?.kind === 'catalogue' && (
        <CatalogueDialog
          kind={open.of}
          venueId={v.id}
          item={open.item}
          onDone={(item) => saved(`The ${CATALOGUE_WORDS[open.of].one} ${item.name} is saved.`)}
          onClose={close}
        />
      )}
      {open?.kind === 'delete-catalogue' && (
        <ConsoleConfirmDialog
          title={`Delete the ${CATALOGUE_WORDS[open.of].one} ${open.item.name}?`}
          confirmText="Delete"
          onConfirm={async () => {
            await deleteCatalogue(open.of, open.item.id);
            setSaid({
              severity: 'success',
              text: `The ${CATALOGUE_WORDS[open.of].one} ${open.item.name} is deleted.`,
            });
          }}
          onClose={close}
        >
          It can be deleted only while no court, rate rule or hire uses it.
        </ConsoleConfirmDialog>
      )}
      {open?.kind === 'delete-rule' && (
        <ConsoleConfirmDialog
          title="Delete the rate rule?"
          confirmText="Delete"
          onConfirm={async () => {
            await deleteRule.mutateAsync(open.rule.id);
            setSaid({ severity: 'success', text: `The rate rule ${rateRuleText(open.rule)} is deleted.` });
          }}
          onClose={close}
        >
          The rule {rateRuleText(open.rule)} will no longer price hires. To stop it for a while instead,
          change it and turn Active off.
        </ConsoleConfirmDialog>
      )}
    </>
  );
}
