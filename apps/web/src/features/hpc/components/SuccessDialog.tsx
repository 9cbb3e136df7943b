import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';

/** A success message over the page with a Close button ('Your subscription has been successfully activated.'). */
export function SuccessDialog({ text, onClose }: { text: string | null; onClose: () => void }) {
  return (
    <Dialog open={text !== null} onClose={onClose} aria-labelledby="hpc-success-text">
      <DialogContent>
        <Typography id="hpc-success-text" role="status" variant="h6" component="p" color="success.main">
          {text}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
