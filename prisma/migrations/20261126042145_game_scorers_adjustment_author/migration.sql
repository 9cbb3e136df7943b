-- AlterTable
ALTER TABLE "PointsAdjustment" ADD COLUMN     "createdById" INTEGER;

-- CreateTable
CREATE TABLE "GameScorer" (
    "id" SERIAL NOT NULL,
    "gameId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "grantedById" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "GameScorer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "GameScorer_memberId_idx" ON "GameScorer"("memberId");

-- CreateIndex
CREATE UNIQUE INDEX "GameScorer_gameId_memberId_key" ON "GameScorer"("gameId", "memberId");

-- AddForeignKey
ALTER TABLE "GameScorer" ADD CONSTRAINT "GameScorer_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

