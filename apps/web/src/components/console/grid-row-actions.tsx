// The console grids' row actions: change (a pencil) and remove (a bin), each named in full for a
// screen reader and shown as a tooltip ("Change the notice Camps, Holiday camp").
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { GridActionsCellItem } from '@mui/x-data-grid';

export const changeAction = (label: string, onClick: () => void) => (
  <GridActionsCellItem key="edit" icon={<EditIcon />} label={label} title={label} onClick={onClick} />
);

export const removeAction = (label: string, onClick: () => void) => (
  <GridActionsCellItem key="delete" icon={<DeleteIcon />} label={label} title={label} onClick={onClick} />
);
