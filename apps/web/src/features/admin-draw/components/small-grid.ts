/**
 * The grid settings every list of the Draw screen shares: few rows, the grid's own sorting and
 * CSV, and every column rendered, so a row scrolled sideways on a phone still holds its name.
 */
export const smallGrid = (what: string, rows: number) =>
  ({
    autoHeight: true,
    disableVirtualization: true,
    density: 'compact',
    disableRowSelectionOnClick: true,
    hideFooter: rows <= 25,
    showToolbar: true,
    slotProps: {
      toolbar: {
        csvOptions: { fileName: what, allColumns: false },
        printOptions: { disableToolbarButton: true },
      },
    },
  }) as const;
