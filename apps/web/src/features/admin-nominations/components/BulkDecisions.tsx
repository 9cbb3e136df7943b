// Deciding many nominations at once: the teams picked with the grid's checkboxes (kept across
// pages), the bar that offers accept, decline or waitlist for them, and the dialog asking the
// one reason. One API call decides each team as a single decision would; what it did is said
// above the grid, and the refused teams stay picked so staff can see to them.
import type { TNominationBulkAction, TNominationRow } from '@courtside/contracts/admin';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import type { Said } from '../../../components/SaidAlert';
import { useBulkDecideNominations } from '../api/bulk-decide-nominations';
import { bulkOutcomeText } from '../bulk-decisions';
import { BulkDecisionBar } from './BulkDecisionBar';
import { BulkDecisionDialog } from './BulkDecisionDialog';

export interface Picks {
  /** The picked teams, in the order they were picked. */
  teams: TNominationRow[];
  /** The grid's controlled selection. */
  model: GridRowSelectionModel;
  onModelChange: (model: GridRowSelectionModel) => void;
  keepOnly: (teamIds: readonly number[]) => void;
}

/** The teams picked in the grid: a team picked on another page stays picked. */
export function usePicks(rows: readonly TNominationRow[] | undefined): Picks {
  const [picked, setPicked] = useState<ReadonlyMap<number, TNominationRow>>(new Map());
  const model = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(picked.keys()) }),
    [picked],
  );
  const onModelChange = (next: GridRowSelectionModel) => {
    const onPage = new Map((rows ?? []).map((r) => [r.team_id, r]));
    setPicked((before) => {
      // 'exclude' picks every row shown but those named (the grid uses 'include' here, as asked).
      const ids =
        next.type === 'include'
          ? [...next.ids].map(Number)
          : [...onPage.keys()].filter((id) => !next.ids.has(id));
      const after = new Map<number, TNominationRow>();
      for (const id of ids) {
        const row = onPage.get(id) ?? before.get(id);
        if (row) after.set(id, row);
      }
      return after;
    });
  };
  const keepOnly = (teamIds: readonly number[]) =>
    setPicked((before) => new Map([...before].filter(([id]) => teamIds.includes(id))));
  return { teams: [...picked.values()], model, onModelChange, keepOnly };
}

export function BulkDecisions({ picks, onSaid }: { picks: Picks; onSaid: (said: Said) => void }) {
  const decide = useBulkDecideNominations();
  const [asking, setAsking] = useState<TNominationBulkAction | null>(null);

  const run = async (action: TNominationBulkAction, reason: string) => {
    onSaid(null);
    const outcome = await decide.mutateAsync({
      action,
      team_ids: picks.teams.map((t) => t.team_id),
      ...(reason && { reason }),
    });
    picks.keepOnly(outcome.results.filter((r) => !r.decided).map((r) => r.team_id));
    // A refusal is read out at once, as a single decision's refusal is.
    onSaid({ severity: outcome.refused > 0 ? 'error' : 'success', text: bulkOutcomeText(outcome) });
  };

  return (
    <>
      <BulkDecisionBar picked={picks.teams.length} onDecide={setAsking} onClear={() => picks.keepOnly([])} />
      {asking && (
        <BulkDecisionDialog
          action={asking}
          teams={picks.teams}
          onDecide={(reason) => run(asking, reason)}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
