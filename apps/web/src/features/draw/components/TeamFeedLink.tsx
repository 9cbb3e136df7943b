// "Subscribe to this team" on the public draw: the team's public calendar feed. The link is the
// feed's https address (what a page rendered on the server and a browser without a calendar app
// can use: it opens the file); a click hands calendar apps the webcal:// address, which they
// subscribe to and fetch again, so a moved game moves in the calendar too.
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Button from '@mui/material/Button';

export const teamFeedPath = (teamId: number) => `/api/calendar/teams/${teamId}.ics`;

export function TeamFeedLink({ teamId }: { teamId: number }) {
  const path = teamFeedPath(teamId);
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<CalendarMonth />}
      href={path}
      onClick={(e) => {
        e.preventDefault();
        window.location.href = `webcal://${window.location.host}${path}`;
      }}
      sx={{ mb: 2 }}
    >
      Subscribe to this team
    </Button>
  );
}
