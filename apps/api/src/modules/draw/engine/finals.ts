// Finals as games of the rounds after the regular season, from the ranked ladder.
// The first stage names its teams; later stages are placeholders ('Winner SF1')
// until the earlier finals are played. FinalStage follows the schema:
//   top_two        GF 1st v 2nd
//   top_four       SF1 1st v 4th, SF2 2nd v 3rd; GF Winner SF1 v Winner SF2
//   top_four_page  SF1 1st v 2nd, SF2 3rd v 4th; preliminary final (stage 'final')
//                  Loser SF1 v Winner SF2; GF Winner SF1 v Winner PF
import { AppError } from '../../../lib/app-error.js';
import type { FinalsFormat, FinalsGame } from './types.js';

const TEAMS_NEEDED: Record<FinalsFormat, number> = { none: 0, top_two: 2, top_four: 4, top_four_page: 4 };

/** '1st', '2nd', '3rd', '4th', ... '11th', '21st'. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * The finals of a division. `lastRound` is the last regular round; finals
 * continue the numbering from it.
 */
export function finalsGames(
  format: FinalsFormat,
  ladder: ReadonlyArray<{ teamId: number; name: string }>,
  divisionName: string,
  lastRound = 0,
): FinalsGame[] {
  const needed = TEAMS_NEEDED[format];
  if (ladder.length < needed) {
    throw new AppError(
      'validation_failed',
      `${divisionName} has ${ladder.length} team${ladder.length === 1 ? '' : 's'} on its ladder; these finals need ${needed}`,
    );
  }
  const rank = (n: number) => ({ team: ladder[n - 1]!.teamId, label: `${ordinal(n)} ${divisionName}` });
  const ranked = (
    round: number,
    finalStage: FinalsGame['finalStage'],
    matchLabel: string,
    a: number,
    b: number,
  ): FinalsGame => ({
    round,
    finalStage,
    matchLabel,
    teamA: rank(a).team,
    teamB: rank(b).team,
    rankLabelA: rank(a).label,
    rankLabelB: rank(b).label,
  });
  const later = (
    round: number,
    finalStage: FinalsGame['finalStage'],
    matchLabel: string,
    rankLabelA: string,
    rankLabelB: string,
  ): FinalsGame => ({ round, finalStage, matchLabel, teamA: null, teamB: null, rankLabelA, rankLabelB });

  const r = lastRound;
  switch (format) {
    case 'none':
      return [];
    case 'top_two':
      return [ranked(r + 1, 'grand_final', 'GF', 1, 2)];
    case 'top_four':
      return [
        ranked(r + 1, 'semi_final', 'SF1', 1, 4),
        ranked(r + 1, 'semi_final', 'SF2', 2, 3),
        later(r + 2, 'grand_final', 'GF', 'Winner SF1', 'Winner SF2'),
      ];
    case 'top_four_page':
      return [
        ranked(r + 1, 'semi_final', 'SF1', 1, 2),
        ranked(r + 1, 'semi_final', 'SF2', 3, 4),
        later(r + 2, 'final', 'PF', 'Loser SF1', 'Winner SF2'),
        later(r + 3, 'grand_final', 'GF', 'Winner SF1', 'Winner PF'),
      ];
  }
}
