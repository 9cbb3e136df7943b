-- AlterEnum
ALTER TYPE "DrawDraftKind" ADD VALUE 'finals';

-- AlterTable
ALTER TABLE "DrawDraftGame" ADD COLUMN     "finalStage" "FinalStage" NOT NULL DEFAULT 'none',
ADD COLUMN     "matchLabel" TEXT,
ADD COLUMN     "rankLabelA" TEXT,
ADD COLUMN     "rankLabelB" TEXT;

