// The Data Grid settings the console's short lists share (a season's time slots, a team's
// positions, a division's games...): the grid's own sorting and CSV export named after what the
// list holds, compact rows, no print button, and every row and column rendered, so a row
// scrolled sideways on a phone still holds its name and the browser finds any cell. The footer
// (the pager) shows only once the rows pass `footerAbove`. Only console code imports this.
export const consoleGrid = (fileName: string, rows: number, footerAbove = 25) =>
  ({
    autoHeight: true,
    disableVirtualization: true,
    density: 'compact',
    disableRowSelectionOnClick: true,
    hideFooter: rows <= footerAbove,
    showToolbar: true,
    slotProps: {
      toolbar: {
        csvOptions: { fileName, allColumns: false },
        printOptions: { disableToolbarButton: true },
      },
    },
  }) as const;

/**
 * The settings of the console's searches paged, sorted and filtered by the server (members,
 * orders, teams, nominations): the grid asks for one page at a time and exports what it shows.
 */
export const serverGrid = (fileName: string) =>
  ({
    autoHeight: true,
    showToolbar: true,
    disableRowSelectionOnClick: true,
    disableColumnFilter: true,
    paginationMode: 'server',
    sortingMode: 'server',
    filterMode: 'server',
    slotProps: {
      toolbar: {
        showQuickFilter: false,
        csvOptions: { fileName, allColumns: false },
        printOptions: { disableToolbarButton: true },
      },
    },
  }) as const;
